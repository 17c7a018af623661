// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AuthScreen from '../../../src/features/auth/auth-screen';
import { json, renderAt, serve, setOnline } from '../support/player-harness';

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

/** The problem shown under a field: the last text its input is described by. */
function fieldError(label: string): string | null {
  const input = screen.getByLabelText(label);
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const ids = input.getAttribute('aria-describedby')!.split(' ');
  return document.getElementById(ids[ids.length - 1]!)!.textContent;
}

const change = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the sign-in and sign-up forms', () => {
  it('show their own checks beside the field in question, and clear one when it changes', () => {
    const calls = serve(() => undefined);
    renderAt('/auth', [{ path: '/auth', element: <AuthScreen /> }]);
    fireEvent.submit(screen.getByLabelText('Mobile Number').closest('form')!);
    expect(fieldError('Mobile Number')).toBe('Mobile number is required');
    expect(fieldError('Password')).toBeNull();

    change('Mobile Number', '98765');
    expect(fieldError('Mobile Number')).toBeNull();
    fireEvent.submit(screen.getByLabelText('Mobile Number').closest('form')!);
    expect(fieldError('Mobile Number')).toBe('Mobile number must be 10 digits');
    change('Mobile Number', '9876543210');
    fireEvent.submit(screen.getByLabelText('Mobile Number').closest('form')!);
    expect(fieldError('Password')).toBe('Password is required');

    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    change('Full Name', 'Ravi Kumar');
    change('Mobile Number', '9876543210');
    change('Password', 'secret-pass');
    change('Confirm Password', 'secret-pass-2');
    fireEvent.submit(screen.getByLabelText('Full Name').closest('form')!);
    expect(fieldError('Confirm Password')).toBe('Passwords do not match');
    change('Confirm Password', 'secret-pass');
    fireEvent.submit(screen.getByLabelText('Full Name').closest('form')!);
    expect(fieldError('I am 18 or older')).toBe('Please confirm that you are 18 or older');
    expect(toasts.error).toEqual([]);
    expect(calls.filter((call) => call.path.startsWith('/auth/'))).toEqual([]);
  });

  it("puts a server refusal's field problems beside their fields", async () => {
    serve((call) =>
      call.path === '/auth/signup'
        ? json(400, { message: 'Validation failed', errors: [{ msg: 'Name is too long', path: '/name' }] })
        : undefined,
    );
    renderAt('/auth', [{ path: '/auth', element: <AuthScreen /> }]);
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    change('Full Name', 'Ravi Kumar');
    change('Mobile Number', '9876543210');
    change('Password', 'secret-pass');
    change('Confirm Password', 'secret-pass');
    fireEvent.click(screen.getByLabelText('I am 18 or older'));
    fireEvent.submit(screen.getByLabelText('Full Name').closest('form')!);
    await screen.findByText('Name is too long');
    expect(fieldError('Full Name')).toBe('Name is too long');
    expect(screen.queryByText('Validation failed')).toBeNull();
    expect(toasts.error).toEqual([]);
  });

  it('shows a refusal that names no field once, above the submit button', async () => {
    serve((call) =>
      call.path === '/auth/login'
        ? json(401, { message: 'Invalid mobile number or password', code: 'LOGIN_FAILED' })
        : undefined,
    );
    renderAt('/auth', [{ path: '/auth', element: <AuthScreen /> }]);
    change('Mobile Number', '9876543210');
    change('Password', 'not-my-password');
    fireEvent.submit(screen.getByLabelText('Mobile Number').closest('form')!);
    const message = await screen.findByText('Invalid mobile number or password');
    const button = screen.getByRole('button', { name: 'Sign In', description: 'Invalid mobile number or password' });
    expect(message.nextElementSibling).toBe(button);
    expect(fieldError('Mobile Number')).toBeNull();
    expect(fieldError('Password')).toBeNull();
    expect(toasts.error).toEqual([]);
  });
});
