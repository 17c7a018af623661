// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { landingHref, SCREEN_PERMISSIONS } from '../../../admin/src/access';
import { adminRoutes } from '../../../admin/src/admin-app';
import { pendingApprovals } from '../../../admin/src/pending-approvals';
import UserScreen from '../../../admin/src/screens/admin-user-screen';
import OverviewScreen from '../../../admin/src/screens/admin-overview-screen';
import { PERMISSIONS } from '../../../src/domain/staff';
import { fakeApi, responsiblePlayRoute } from './fake-api';
import { renderScreen } from './render-screen';
import { operator, signInAs } from './staff-session';
import { resetToasts } from './toast-mock';

vi.mock('../../../src/ui/toast', async () => (await import('./toast-mock')).notifyMock);

const EMPTY_PAGE = { current: 1, pages: 1, total: 0, limit: 20 };
const asha = {
  _id: '7',
  name: 'Asha Verma',
  mobileNumber: '9876543210',
  email: '',
  balance: 2500,
  role: 'player',
  isActive: true,
  createdAt: '2026-11-01T04:00:00.000Z',
  bankDetails: null,
  paymentDetails: { paytm: '', googlePay: '', phonepe: '' },
};

const overview = {
  pendingFundRequests: 2,
  pendingWithdrawals: 1,
  pendingPasswordRequests: 0,
  openEnquiries: 0,
  todayStakes: 0,
  todayPayouts: 0,
  players: 3,
};

/** The whole console (guards, frame, lazy screens) at `path`. */
function renderConsole(path: string) {
  const router = createMemoryRouter(adminRoutes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

function menuLinks(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Console sections' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

beforeEach(() => {
  resetToasts();
  pendingApprovals.list = [];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('what each member of staff sees', () => {
  it('names a real permission for every screen, and lands each role on its first permitted screen', () => {
    for (const permission of Object.values(SCREEN_PERMISSIONS)) {
      if (permission !== null) expect(PERMISSIONS).toContain(permission);
    }
    expect(landingHref(operator('owner'))).toBe('/');
    expect(landingHref(operator('cashier'))).toBe('/fund-requests');
    expect(landingHref(operator('payouts'))).toBe('/withdrawals');
    expect(landingHref(operator('results'))).toBe('/markets');
    expect(landingHref(operator('support'))).toBe('/users');
    expect(landingHref(operator('auditor'))).toBe('/');
    expect(landingHref(operator('owner', { permissions: [] }))).toBe('/two-factor');
  });

  it('shows a cashier only the deposit screens and the players, landing on Fund requests from elsewhere', async () => {
    signInAs('cashier');
    const api = fakeApi({ 'GET /admin/fund-requests': { body: { requests: [], pagination: EMPTY_PAGE } } });
    const router = renderConsole('/');
    await screen.findByRole('heading', { level: 2, name: 'Fund requests' });
    expect(router.state.location.pathname).toBe('/fund-requests');
    expect(menuLinks()).toEqual([
      'Fund requests',
      'Reconciliation',
      'Users',
      'Alerts',
      'Closed accounts',
      'Two-factor sign-in',
    ]);

    // A screen the role lacks, typed or bookmarked, leads back to their first one without asking the server.
    await router.navigate('/staff');
    await waitFor(() => expect(router.state.location.pathname).toBe('/fund-requests'));
    await router.navigate('/no-such-screen');
    await waitFor(() => expect(router.state.location.pathname).toBe('/fund-requests'));
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).not.toContain('GET /admin/staff');
    // A cashier has no approvals inbox: its count is never asked for.
    expect(api.callsTo('GET /admin/approvals')).toHaveLength(0);
  });

  it('shows an owner every screen with the count of pending approvals beside Approvals', async () => {
    signInAs('owner');
    const approval = {
      _id: 'a1',
      kind: 'withdrawal',
      target: { kind: 'withdrawal', id: 'w1' },
      amount: 6000,
      reason: 'Above ₹5,000',
      action: { status: 'approved' },
      requestedBy: { _id: '2', name: 'Pooja Payouts' },
      requestedAt: '2026-11-20T05:00:00.000Z',
      status: 'pending',
      decidedBy: null,
      decidedAt: null,
      note: null,
    };
    fakeApi({
      'GET /admin/overview': { body: overview },
      'GET /admin/ledger/check': { body: { ok: true, users: 3, mismatches: [] } },
      'GET /admin/approvals': { body: { approvals: [approval] } },
    });
    renderConsole('/');
    await screen.findByRole('heading', { level: 2, name: 'Overview' });
    await waitFor(() => expect(screen.getByTestId('pending-approvals').textContent).toContain('1'));
    expect(menuLinks()).toContain('Staff');
    expect(screen.getByRole('link', { name: /^Approvals\s*1 pending$/ })).toBeTruthy();
  });
});

describe("a screen's actions follow the role", () => {
  it('shows a support operator a player without the ledger, the adjustment, (de)activation or audit', async () => {
    signInAs('support');
    const api = fakeApi({ 'GET /admin/users/7': { body: { user: asha } }, ...responsiblePlayRoute('7') });
    renderScreen(<UserScreen />, { route: '/users/:userId', path: '/users/7' });
    expect((await screen.findByTestId('user-balance')).textContent).toBe('₹2,500');
    expect(api.callsTo('GET /admin/users/7/ledger')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Adjust Balance' })).toBeNull();
    expect(screen.queryByRole('button', { name: /activate/i })).toBeNull();
  });

  it('shows a cashier the ledger but no adjustment, no (de)activation and no audit trail', async () => {
    signInAs('cashier');
    const api = fakeApi({
      'GET /admin/users/7': { body: { user: asha } },
      'GET /admin/users/7/ledger': { body: { user: asha, entries: [], pagination: EMPTY_PAGE } },
      ...responsiblePlayRoute('7'),
    });
    renderScreen(<UserScreen />, { route: '/users/:userId', path: '/users/7' });
    expect((await screen.findByTestId('user-balance')).textContent).toBe('₹2,500');
    expect(screen.getByText('No ledger entries yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Adjust Balance' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
    expect(api.callsTo('GET /admin/audit')).toHaveLength(0);
  });

  it('shows an auditor the overview without asking for what they may not read', async () => {
    signInAs('auditor');
    const api = fakeApi({
      'GET /admin/overview': { body: overview },
      'GET /admin/ledger/check': { body: { ok: true, users: 3, mismatches: [] } },
    });
    renderScreen(<OverviewScreen />);
    expect((await screen.findByTestId('ledger-check')).textContent).toContain('3');
    // An auditor opens no queue: the tiles that would lead to refused screens are left out.
    expect(screen.queryByText('Pending fund requests')).toBeNull();
    expect(api.callsTo('GET /admin/ledger/check')).toHaveLength(1);
  });
});
