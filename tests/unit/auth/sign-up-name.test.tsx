// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AuthScreen from '../../../src/features/auth/auth-screen';
import { renderAt, serve, setOnline } from '../support/player-harness';

const toasts = vi.hoisted(() => ({ success: [] as string[], error: [] as string[] }));
vi.mock('../../../src/ui/toast', () => ({
  notify: {
    success: (text: string) => toasts.success.push(text),
    error: (text: string) => toasts.error.push(text),
    info: () => undefined,
    sticky: () => undefined,
    dismiss: () => undefined,
  },
  Toasts: () => null,
}));

beforeEach(() => {
  toasts.success.length = 0;
  toasts.error.length = 0;
  setOnline(true);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The problem shown under a field, the one its input is described by. */
function fieldError(label: string): string {
  const input = screen.getByLabelText(label);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  const ids = input.getAttribute('aria-describedby')!.split(' ');
  return document.getElementById(ids[ids.length - 1]!)!.textContent!;
}

describe('the sign-up form', () => {
  it("refuses a name that passes for staff or hides its direction with the domain's message, and sends nothing", () => {
    const calls = serve(() => undefined);
    renderAt('/auth', [{ path: '/auth', element: <AuthScreen /> }]);
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    fireEvent.change(screen.getByLabelText('Mobile Number'), { target: { value: '9876543210' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-pass' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByLabelText('I am 18 or older'));
    const beside: string[] = [];
    for (const name of ['Administrator', 'Ravi\u202Enimda']) {
      fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: name } });
      fireEvent.submit(screen.getByLabelText('Full Name').closest('form')!);
      beside.push(fieldError('Full Name'));
    }
    expect(beside).toEqual([
      'Name must not look like a Matka Play staff or support name',
      'Name must not contain text-direction control characters',
    ]);
    expect(toasts.error).toEqual([]);
    expect(calls.filter((call) => call.path === '/auth/signup')).toEqual([]);
  });
});
