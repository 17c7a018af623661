// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DAILY_PAYOUTS, STARLINE_PAYOUTS, multiplierText, payoutRaises } from '../../../admin/src/screens/rate-payouts';
import { RatesEditor } from '../../../admin/src/screens/rates-editor';
import { resetToasts, toasts } from './toast-mock';
import { signInAs } from './staff-session';

vi.mock('../../../src/ui/toast', async () => (await import('./toast-mock')).notifyMock);

beforeEach(() => {
  signInAs('owner');
  resetToasts();
});
afterEach(cleanup);

describe('rate payouts', () => {
  it('states each rate as the multiplier a win pays', () => {
    expect(multiplierText(DAILY_PAYOUTS, { min: 10, max: 95 })).toBe('×9.5');
    expect(multiplierText(DAILY_PAYOUTS, { min: 3, max: 10 })).toBe('×3.33');
    expect(multiplierText(DAILY_PAYOUTS, { min: 10, max: 10_000 })).toBe('×1,000');
    expect(multiplierText(STARLINE_PAYOUTS, { min: 10, max: 1500 })).toBe('×150');
    expect(multiplierText(DAILY_PAYOUTS, { min: 10 })).toBeNull();
    expect(multiplierText(DAILY_PAYOUTS, { min: 0, max: 95 })).toBeNull();
  });

  it('finds the payouts a change raises by more than half, for the new stake', () => {
    const saved = { single: { min: 10, max: 95 }, jodi: { min: 10, max: 950 } };
    expect(payoutRaises(DAILY_PAYOUTS, saved, { single: { min: 10, max: 142 }, jodi: { min: 10, max: 900 } })).toEqual([]);
    expect(payoutRaises(DAILY_PAYOUTS, saved, { single: { min: 100, max: 10_000 }, jodi: { min: 10, max: 950 } })).toEqual([
      { key: 'single', stake: 100, before: 950, after: 10_000 },
    ]);
    expect(payoutRaises(DAILY_PAYOUTS, null, { single: { min: 10, max: 10_000 } })).toEqual([]);
    expect(payoutRaises(STARLINE_PAYOUTS, { singleDigit: { min: 10, max: 100 } }, { singleDigit: { min: 10, max: 151 } })).toEqual([
      { key: 'singleDigit', stake: 10, before: 100, after: 151 },
    ]);
  });
});

describe('the rate editor', () => {
  const rows = [
    { key: 'single', label: 'SINGLE DIGIT' },
    { key: 'jodi', label: 'DOUBLE DIGIT' },
  ] as const;
  const initial = { single: { min: 10, max: 95 }, jodi: { min: 10, max: 950 } };

  function renderEditor() {
    const save = vi.fn(async () => ({ message: 'Game rates updated' }));
    render(<RatesEditor rows={rows} initial={initial} rule={DAILY_PAYOUTS} save={save} savedText="Saved" />);
    return save;
  }

  it('labels a rate as a stake and what it pays, with its multiplier as it is typed', () => {
    renderEditor();
    expect((screen.getByLabelText('SINGLE DIGIT Stake (₹)') as HTMLInputElement).value).toBe('10');
    expect((screen.getByLabelText('SINGLE DIGIT Pays (₹)') as HTMLInputElement).value).toBe('95');
    expect(screen.getByTestId('rate-multiplier-single').textContent).toBe('×9.5');
    fireEvent.change(screen.getByLabelText('SINGLE DIGIT Pays (₹)'), { target: { value: '10000' } });
    expect(screen.getByTestId('rate-multiplier-single').textContent).toBe('×1,000');
    fireEvent.change(screen.getByLabelText('SINGLE DIGIT Pays (₹)'), { target: { value: '' } });
    expect(screen.getByTestId('rate-multiplier-single').textContent).toBe('—');
  });

  it('asks before saving a payout raised by more than half, stating the old and new payout', async () => {
    const save = renderEditor();
    fireEvent.change(screen.getByLabelText('SINGLE DIGIT Pays (₹)'), { target: { value: '10000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Rates' }));
    const dialog = screen.getByRole('dialog', { name: 'Raise payouts?' });
    expect(dialog.textContent).toContain('SINGLE DIGIT: a stake of ₹10 paid ₹95, and will pay ₹10,000.');
    expect(dialog.textContent).not.toContain('DOUBLE DIGIT');
    expect(save).not.toHaveBeenCalled();

    // Cancelled: nothing is saved, and the figures stay as typed.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(save).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Save Rates' }));
    const again = screen.getByRole('dialog', { name: 'Raise payouts?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Save the higher payouts' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith({ single: { min: 10, max: 10_000 }, jodi: { min: 10, max: 950 } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toasts.success).toEqual(['Game rates updated']);

    // Saved, the higher rate is the one the next change is judged against.
    fireEvent.click(screen.getByRole('button', { name: 'Save Rates' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('saves a lower or slightly higher payout without asking', async () => {
    const save = renderEditor();
    fireEvent.change(screen.getByLabelText('SINGLE DIGIT Pays (₹)'), { target: { value: '140' } });
    fireEvent.change(screen.getByLabelText('DOUBLE DIGIT Pays (₹)'), { target: { value: '900' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Rates' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
