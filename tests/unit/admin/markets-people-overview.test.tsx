// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminSession } from '../../../admin/src/admin-session';
import MarketsScreen from '../../../admin/src/screens/admin-markets-screen';
import OverviewScreen from '../../../admin/src/screens/admin-overview-screen';
import UserScreen from '../../../admin/src/screens/admin-user-screen';
import UsersScreen from '../../../admin/src/screens/admin-users-screen';
import { fakeApi } from './fake-api';
import { renderScreen } from './render-screen';
import { resetToasts, toasts } from './toast-mock';
import { operator } from './staff-session';

vi.mock('../../../src/ui/toast', async () => (await import('./toast-mock')).notifyMock);

const rates = {
  singleDigit: { min: 10, max: 95 },
  jodiDigit: { min: 10, max: 950 },
  singlePana: { min: 10, max: 1500 },
  doublePana: { min: 10, max: 3000 },
  triplePana: { min: 10, max: 7000 },
  halfSangam: { min: 10, max: 10000 },
  fullSangam: { min: 10, max: 100000 },
};
const kalyan = { _id: 'g1', gameName: 'Kalyan Day', openTime: '12:00', closeTime: '18:00', isActive: true, result: '***-**-***' };
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
  paymentDetails: { paytm: '', googlePay: '', phonepe: '9876543210' },
};

beforeEach(() => {
  resetToasts();
  adminSession.status = 'signed-in';
  adminSession.user = { ...asha, ...operator('owner') } as never;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('overview', () => {
  it("shows the queues, today's money and the ledger check", async () => {
    fakeApi({
      'GET /admin/overview': {
        body: { players: 12, pendingFundRequests: 3, pendingWithdrawals: 1, openEnquiries: 2, pendingPasswordRequests: 0, todayStakes: 125000, todayPayouts: 9500, date: '2026-11-20', ledgerOk: true },
      },
      'GET /admin/ledger/check': { body: { ok: true, users: 13, mismatches: [] } },
    });
    renderScreen(<OverviewScreen />);
    expect((await screen.findByRole('link', { name: /Pending fund requests/ })).textContent).toContain('3');
    expect(screen.getByRole('link', { name: /Open enquiries/ }).getAttribute('href')).toBe('/enquiries');
    expect(screen.getByText('₹1,25,000')).toBeTruthy();
    expect(screen.getByText('₹9,500')).toBeTruthy();
    expect(screen.getByText('Signed in as Operator One')).toBeTruthy();
    expect((await screen.findByTestId('ledger-check')).textContent).toContain('Balanced: every balance equals its ledger (13 accounts checked).');
  });

  it('names the accounts whose balance differs from the ledger', async () => {
    fakeApi({
      'GET /admin/overview': { status: 500, body: { message: 'Something went wrong. Please try again.' } },
      'GET /admin/ledger/check': { body: { ok: false, users: 13, mismatches: [{ userId: '7', name: 'Asha Verma', mobileNumber: '9876543210', balance: 900, ledgerSum: 800 }] } },
    });
    renderScreen(<OverviewScreen />);
    const check = await screen.findByTestId('ledger-check');
    expect(check.textContent).toContain('1 account does not match the ledger.');
    expect(check.textContent).toContain('₹900');
    expect(check.textContent).toContain('₹800');
    await screen.findByRole('button', { name: 'Try Again' });
    expect(toasts.error).toContain('Something went wrong. Please try again.');
  });
});

describe('results due on the overview', () => {
  it('lists the results still to declare, the longest waiting first, each linking to its declaration', async () => {
    fakeApi({
      'GET /admin/overview': {
        body: { players: 1, pendingFundRequests: 0, pendingWithdrawals: 0, openEnquiries: 0, pendingPasswordRequests: 0, todayStakes: 0, todayPayouts: 0, date: '2026-11-20', ledgerOk: true },
      },
      'GET /admin/ledger/check': { body: { ok: true, users: 1, mismatches: [] } },
      'GET /admin/games': {
        body: {
          games: [
            { ...kalyan, _id: 'g1', gameName: 'Kalyan Day', openTime: '10:50', closeTime: '18:00', result: '***-**-***' },
            { ...kalyan, _id: 'g2', gameName: 'Sridevi', openTime: '09:30', closeTime: '10:15', result: '128-1*-***' },
          ],
        },
      },
      'GET /admin/starline/games': { status: 500, body: { message: 'Something went wrong. Please try again.' } },
    });
    renderScreen(<OverviewScreen />);
    const list = await screen.findByRole('list', { name: 'Today’s results to declare' });
    const rows = within(list).getAllByTestId('result-due');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^SrideviClose.*Betting closed 10:15 AM · waiting 44 min.*Overdue.*Declare/),
      expect.stringMatching(/^Kalyan DayOpen.*Betting closed 10:50 AM · waiting 10 min.*Due.*Declare/),
      expect.stringMatching(/^Kalyan DayClose.*Betting closes 6:00 PM.*Upcoming.*View/),
    ]);
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/results?game=g2&session=close');
  });
});

describe('markets', () => {
  it('checks the times before creating a market, then creates it', async () => {
    const games = [kalyan];
    const api = fakeApi({
      'GET /admin/games': () => ({ body: { games } }),
      'GET /gamerates': { body: rates },
      'POST /admin/games': (call) => {
        games.push({ ...(call.body as typeof kalyan), _id: 'g9', result: '***-**-***' });
        return { status: 201, body: { message: 'Game created', game: games.at(-1) } };
      },
    });
    renderScreen(<MarketsScreen />);
    await screen.findByText('Kalyan Day');
    fireEvent.change(screen.getByLabelText('Market Name'), { target: { value: 'Sunrise' } });
    fireEvent.change(screen.getByLabelText('Open Time'), { target: { value: '10:00' } });
    fireEvent.change(screen.getByLabelText('Close Time'), { target: { value: '09:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Market' }));
    expect(await screen.findByText('Close time must be after open time')).toBeTruthy();
    expect(api.callsTo('POST /admin/games')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Close Time'), { target: { value: '13:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Market' }));
    await screen.findByText('Sunrise');
    expect(api.callsTo('POST /admin/games')[0]!.body).toEqual({
      gameName: 'Sunrise',
      openTime: '10:00',
      closeTime: '13:30',
      days: [0, 1, 2, 3, 4, 5, 6],
      isActive: true,
    });
    expect((screen.getByLabelText('Market Name') as HTMLInputElement).value).toBe('');
  });

  it('deactivates a market after a confirmation, and saves the game rates', async () => {
    const api = fakeApi({
      'GET /admin/games': { body: { games: [kalyan] } },
      'GET /gamerates': { body: rates },
      'DELETE /admin/games/g1': { body: { message: 'Game deactivated' } },
      'PUT /admin/gamerates': { body: { message: 'Game rates updated' } },
    });
    renderScreen(<MarketsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Kalyan Day' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate market?' });
    expect(dialog.textContent).toContain('Its bets and results stay in the history');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(api.callsTo('DELETE /admin/games/g1')).toHaveLength(1));

    const jodiMax = (await screen.findByLabelText('DOUBLE DIGIT Pays (₹)')) as HTMLInputElement;
    expect(jodiMax.value).toBe('950');
    fireEvent.change(jodiMax, { target: { value: '900' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Rates' }));
    await waitFor(() => expect(api.callsTo('PUT /admin/gamerates')).toHaveLength(1));
    expect(api.callsTo('PUT /admin/gamerates')[0]!.body).toEqual({ ...rates, jodiDigit: { min: 10, max: 900 } });
    expect(toasts.success).toContain('Game rates updated');
  });
});

describe('users', () => {
  it('searches by name or number and deactivates a player after confirming', async () => {
    const api = fakeApi({
      'GET /admin/users': { body: { users: [asha], pagination: { current: 1, pages: 1, total: 1, limit: 20 } } },
      'PATCH /admin/users/7': { body: { message: 'User updated', user: { ...asha, isActive: false } } },
    });
    renderScreen(<UsersScreen />);
    await screen.findByTestId('user');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'asha' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.calls.at(-1)!.query.get('query')).toBe('asha'));

    fireEvent.click(screen.getByRole('button', { name: 'Deactivate Asha Verma' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate this player?' });
    expect(dialog.textContent).toContain('signed out everywhere');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.getByTestId('user').textContent).toContain('Inactive'));
    expect(api.callsTo('PATCH /admin/users/7')[0]!.body).toEqual({ isActive: false });
  });

  it("adjusts a player's balance with a reason after confirming, and shows the ledger", async () => {
    const entries = [
      { _id: '2', amount: -500, kind: 'stake', reference: 'bet:9', balanceAfter: 2500, createdAt: '2026-11-20T05:00:00.000Z' },
      { _id: '1', amount: 3000, kind: 'deposit', reference: 'fund-request:4', balanceAfter: 3000, createdAt: '2026-11-20T04:00:00.000Z' },
    ];
    const api = fakeApi({
      'GET /admin/users/7': { body: { user: asha } },
      'GET /admin/users/7/ledger': () => ({ body: { user: asha, entries, pagination: { current: 1, pages: 1, total: entries.length, limit: 20 } } }),
      'POST /admin/users/7/adjustments': () => {
        entries.unshift({ _id: '3', amount: -200, kind: 'adjustment', reference: 'adjustment:x', balanceAfter: 2300, createdAt: '2026-11-20T05:10:00.000Z', reason: 'Duplicate credit' } as never);
        return { status: 201, body: { message: 'Balance debited', balance: 2300 } };
      },
    });
    renderScreen(<UserScreen />, { route: '/users/:userId', path: '/users/7' });
    expect((await screen.findByTestId('user-balance')).textContent).toBe('₹2,500');
    expect(screen.getAllByTestId('ledger-entry')).toHaveLength(2);
    expect(screen.getByText('−₹500')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Adjust Balance' }));
    expect(screen.getByText('Enter a whole number of rupees other than 0')).toBeTruthy();
    expect(screen.getByText('Please enter the reason')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Amount (₹, negative to debit)'), { target: { value: '-200' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Duplicate credit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adjust Balance' }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust this balance?' });
    expect(dialog.textContent).toContain('₹200 is debited from Asha Verma.');
    expect(dialog.textContent).toContain('₹2,500 → ₹2,300');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust Balance' }));

    await waitFor(() => expect(screen.getByTestId('user-balance').textContent).toBe('₹2,300'));
    expect(screen.getByRole('status').textContent).toBe('Adjusted by −₹200. New balance ₹2,300.');
    const sent = api.callsTo('POST /admin/users/7/adjustments')[0]!;
    expect(sent.body).toEqual({ amount: -200, reason: 'Duplicate credit' });
    expect(sent.headers.get('Idempotency-Key')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('ledger-entry')).toHaveLength(3));
    expect(screen.getAllByTestId('ledger-entry')[0]!.textContent).toContain('Duplicate credit');
  });
});
