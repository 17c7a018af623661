// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN_KEY, adminSession } from '../../../admin/src/admin-session';
import { ConsoleLayout } from '../../../admin/src/layout/console-layout';
import { fakeApi } from './fake-api';
import { signInAs } from './staff-session';

vi.mock('../../../src/ui/toast', async () => (await import('./toast-mock')).notifyMock);

function renderLayout(path = '/') {
  const router = createMemoryRouter(
    [
      {
        element: <ConsoleLayout />,
        children: [
          { path: '/', element: <h2>Overview</h2> },
          { path: '/markets', element: <h2>Markets</h2> },
          { path: '/users', element: <h2>Users</h2> },
        ],
      },
      { path: '/sign-in', element: <h2>Sign-in screen</h2> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  signInAs('owner');
  fakeApi({ 'GET /admin/approvals': { body: { approvals: [] } } });
  localStorage.setItem(ADMIN_TOKEN_KEY, 'admin-token');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the console frame', () => {
  it('names the console, the operator and every section, marking the current one', () => {
    renderLayout('/markets');
    expect(screen.getByRole('heading', { level: 1, name: 'Matka Admin' })).toBeTruthy();
    expect(screen.getByText('Operator One')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Console sections' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Overview',
      'Reports',
      'Markets',
      'Results',
      'Starline',
      'Holidays',
      'Fund requests',
      'Reconciliation',
      'Withdrawals',
      'Users',
      'Alerts',
      'Closed accounts',
      'Password requests',
      'Enquiries',
      'Content',
      'Risk settings',
      'Approvals',
      'Staff',
      'Audit trail',
      'Two-factor sign-in',
    ]);
    expect(within(nav).getByRole('link', { name: 'Markets' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens the menu on a phone and closes it when a section is chosen, even the current one', async () => {
    const router = renderLayout('/');
    const menu = screen.getByRole('button', { name: /Menu/ });
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(screen.getByRole('navigation')).getByRole('link', { name: 'Overview' }));
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menu);
    fireEvent.click(within(screen.getByRole('navigation')).getByRole('link', { name: 'Users' }));
    await screen.findByRole('heading', { name: 'Users' });
    expect(router.state.location.pathname).toBe('/users');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('signs out: the token is forgotten here and revoked on the server', async () => {
    const api = fakeApi({ 'POST /auth/logout': { body: { message: 'Signed out' } }, 'GET /admin/approvals': { body: { approvals: [] } } });
    const router = renderLayout('/');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(adminSession.status).toBe('signed-out');
    await waitFor(() => expect(api.callsTo('POST /auth/logout')).toHaveLength(1));
    expect(api.callsTo('POST /auth/logout')[0]!.headers.get('Authorization')).toBe('Bearer admin-token');
  });
});
