// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN_KEY, adminSession, startAdminSession } from '../../../admin/src/admin-session';
import { RequireAdmin, RequireSignedOut } from '../../../admin/src/layout/guards';
import SignInScreen from '../../../admin/src/screens/admin-sign-in-screen';
import { apiGet } from '../../../src/api/client';
import { fakeApi } from './fake-api';
import { PERMISSIONS } from '../../../src/domain/staff';

const admin = { _id: '1', name: 'Operator One', mobileNumber: '9000000001', email: '', balance: 0, role: 'admin', isActive: true, staffRole: 'owner', permissions: [...PERMISSIONS] };
const player = { ...admin, _id: '2', name: 'Asha Verma', mobileNumber: '9876543210', role: 'player' };

function renderConsole(path: string) {
  const router = createMemoryRouter(
    [
      { element: <RequireSignedOut />, children: [{ path: '/sign-in', element: <SignInScreen /> }] },
      { element: <RequireAdmin />, children: [{ path: '/', element: <h2>Console home</h2> }] },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function signIn(mobileNumber: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Mobile Number'), { target: { value: mobileNumber } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

beforeEach(() => {
  localStorage.clear();
  adminSession.status = 'signed-out';
  adminSession.user = null;
  adminSession.ended = null;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('console sign-in', () => {
  it("refuses a player's credentials with a clear message and ends that player's new session", async () => {
    const api = fakeApi({
      'POST /auth/login': { body: { message: 'Login successful', token: 'player-token', user: player } },
      'POST /auth/logout': { body: { message: 'Signed out' } },
    });
    renderConsole('/');
    await signIn('9876543210', 'player-pass');
    expect((await screen.findByRole('alert')).textContent).toBe('This account is not an administrator.');
    expect(api.callsTo('POST /auth/logout')[0]!.headers.get('Authorization')).toBe('Bearer player-token');
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(screen.queryByText('Console home')).toBeNull();
  });

  it("shows the server's message for wrong credentials", async () => {
    fakeApi({ 'POST /auth/login': { status: 401, body: { message: 'Invalid mobile number or password' } } });
    renderConsole('/sign-in');
    await signIn('9000000001', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid mobile number or password');
  });

  it('admits an administrator, keeps the token under its own key, and opens the console', async () => {
    fakeApi({ 'POST /auth/login': { body: { message: 'Login successful', token: 'admin-token', user: admin } } });
    const router = renderConsole('/');
    expect(router.state.location.pathname).toBe('/sign-in');
    await signIn('9000000001', 'admin-pass-1');
    await screen.findByText('Console home');
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('admin-token');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('restores a stored admin session, and goes back to sign-in when a call answers 401', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'stored-token');
    const api = fakeApi({
      'GET /auth/profile': { body: { user: admin } },
      'GET /admin/overview': { status: 401, body: { message: 'Unauthorized' } },
    });
    await startAdminSession();
    expect(adminSession.status).toBe('signed-in');
    renderConsole('/');
    await screen.findByText('Console home');
    expect(api.callsTo('GET /auth/profile')[0]!.headers.get('Authorization')).toBe('Bearer stored-token');

    await apiGet('/admin/overview').catch(() => undefined);
    await screen.findByText('Your session has ended. Please sign in again.');
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it("drops a stored token that belongs to a player", async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'player-token');
    fakeApi({ 'GET /auth/profile': { body: { user: player } } });
    await startAdminSession();
    expect(adminSession.status).toBe('signed-out');
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    renderConsole('/');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Administrator sign in' })).toBeTruthy());
  });
});
