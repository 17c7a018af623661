// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../../src/i18n/t';
import { DateField } from '../../../src/ui/date-field';

afterEach(async () => {
  cleanup();
  await chooseLanguage('en', { remember: false });
});

/** What the player sees in the field: its day as text (the browser's date box lies unseen over it). */
function shownDay(label: string): string {
  return screen.getByLabelText(label).parentElement!.textContent ?? '';
}

describe('date field', () => {
  it('shows the chosen day as the language writes days, whatever the browser would show', async () => {
    const { rerender } = render(<DateField label="From" value="2026-11-01" onChange={() => undefined} />);
    expect(shownDay('From')).toBe('01 Nov 2026');
    await chooseLanguage('hi', { remember: false });
    rerender(<DateField label="कब से" value="2026-11-20" onChange={() => undefined} />);
    expect(shownDay('कब से')).toMatch(/^20 नव\S* 2026$/);
  });

  it('is a labelled date box that hands the chosen day on, and shows nothing while none is chosen', () => {
    const chosen: string[] = [];
    render(<DateField label="To" value="" max="2026-11-20" onChange={(day) => chosen.push(day)} />);
    const box = screen.getByLabelText<HTMLInputElement>('To');
    expect(box.type).toBe('date');
    expect(box.max).toBe('2026-11-20');
    expect(shownDay('To')).toBe('');
    fireEvent.change(box, { target: { value: '2026-11-18' } });
    expect(chosen).toEqual(['2026-11-18']);
  });
});
