// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { notify, Toasts } from '../../../src/ui/toast';

/** The one toast (at most one on screen, a new one replacing it), with the real react-toastify. */

const shown = () => [...document.querySelectorAll('.Toastify__toast')].map((el) => el.textContent?.trim() ?? '');

afterAll(cleanup);

describe('toasts', () => {
  it('shows one toast: messages given together share it, a later one replaces it', async () => {
    render(<Toasts />);
    act(() => {
      notify.error('Minimum bet amount is ₹10');
      notify.error('Insufficient balance');
    });
    await waitFor(() => expect(shown()).toHaveLength(1));
    expect(shown()[0]).toContain('Minimum bet amount is ₹10');
    expect(shown()[0]).toContain('Insufficient balance');

    act(() => {
      notify.success('Bet placed successfully!');
      notify.success('New balance: ₹990');
    });
    await waitFor(() => expect(shown()[0]).toContain('Bet placed successfully!'));
    expect(shown()).toHaveLength(1);
    expect(shown()[0]).toContain('New balance: ₹990');
    expect(shown()[0]).not.toContain('Insufficient balance');
    expect(screen.getByRole('button', { name: 'Close message' })).toBeTruthy();
  });
});
