// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsoleLayout } from '../../../admin/src/layout/console-layout';
import { openAlerts } from '../../../admin/src/open-alerts';
import AlertsScreen from '../../../admin/src/screens/admin-alerts-screen';
import ClosuresScreen from '../../../admin/src/screens/admin-closures-screen';
import RiskScreen from '../../../admin/src/screens/admin-risk-screen';
import UserScreen from '../../../admin/src/screens/admin-user-screen';
import UsersScreen from '../../../admin/src/screens/admin-users-screen';
import WithdrawalsScreen, { needsReviewNote } from '../../../admin/src/screens/admin-withdrawals-screen';
import { tagsFromText } from '../../../admin/src/screens/player-risk-panels';
import { fakeApi, responsiblePlayRoute } from './fake-api';
import { renderScreen } from './render-screen';
import { signInAs } from './staff-session';
import { resetToasts, toasts } from './toast-mock';

vi.mock('../../../src/ui/toast', async () => (await import('./toast-mock')).notifyMock);

const PAGE = { current: 1, pages: 1, total: 1, limit: 20 };
const asha = { _id: '7', name: 'Asha Verma', mobileNumber: '9876543210' };
const ravi = { _id: '8', name: 'Ravi Kumar', mobileNumber: '9876500000' };
const operatorOne = { _id: '1', name: 'Operator One' };

const ashaAccount = {
  ...asha,
  email: '',
  balance: 2500,
  role: 'player',
  isActive: true,
  createdAt: '2026-11-01T04:00:00.000Z',
  bankDetails: null,
  paymentDetails: { paytm: '', googlePay: '', phonepe: '' },
  tags: ['VIP'],
};

const note = (id: string, text: string, createdAt: string) => ({ _id: id, text, author: operatorOne, createdAt });

/** The routes of Asha's page: her account, her links to Ravi, two notes (newest first), nothing else. */
function playerPageRoutes() {
  return {
    'GET /admin/users/7': { body: { user: ashaAccount } },
    ...responsiblePlayRoute('7'),
    'GET /admin/users/7/ledger': { body: { user: ashaAccount, entries: [], pagination: PAGE } },
    'GET /admin/audit': { body: { entries: [], pagination: PAGE } },
    'GET /admin/users/7/links': {
      body: {
        links: [
          {
            user: ravi,
            reasons: [
              { kind: 'bank_account', value: '••••5678' },
              { kind: 'device', value: '••••c0de' },
            ],
          },
        ],
      },
    },
    'GET /admin/users/7/notes': {
      body: {
        notes: [
          note('n2', 'Called her about the deposits', '2026-11-20T05:00:00.000Z'),
          note('n1', 'Shares a bank account with Ravi', '2026-11-19T05:00:00.000Z'),
        ],
      },
    },
  };
}

beforeEach(() => {
  resetToasts();
  signInAs('owner');
  openAlerts.count = 0;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a player's risk signals on their page", () => {
  it('lists the linked players with what they share in words and masked, and the notes newest first', async () => {
    fakeApi(playerPageRoutes());
    renderScreen(<UserScreen />, { route: '/users/:userId', path: '/users/7' });

    const linked = await screen.findByTestId('linked-account');
    const link = within(linked).getByRole('link', { name: 'Ravi Kumar · 9876500000' });
    expect(link.getAttribute('href')).toBe('/users/8');
    expect(within(linked).getByText('Same bank account ••••5678')).toBeTruthy();
    expect(within(linked).getByText('Same device ••••c0de')).toBeTruthy();

    const notes = await screen.findAllByTestId('player-note');
    expect(notes.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Called her about the deposits',
      'Shares a bank account with Ravi',
    ]);
    expect(notes[0]!.textContent).toContain('Operator One');
    expect(within(screen.getByRole('list', { name: 'Tags' })).getByText('VIP')).toBeTruthy();
  });

  it('adds a note on top of the list, and saves the tags as the server stores them', async () => {
    const api = fakeApi({
      ...playerPageRoutes(),
      'POST /admin/users/7/notes': (call) => ({
        status: 201,
        body: { note: note('n3', (call.body as { text: string }).text, '2026-11-20T05:30:00.000Z') },
      }),
      'PUT /admin/users/7/tags': { body: { tags: ['VIP', 'bonus abuse'] } },
    });
    renderScreen(<UserScreen />, { route: '/users/:userId', path: '/users/7' });
    await screen.findAllByTestId('player-note');

    const form = screen.getByRole('form', { name: 'New note' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add note' }));
    expect(form.textContent).toContain('Write the note');
    expect(api.callsTo('POST /admin/users/7/notes')).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText('New note'), { target: { value: '  Asked for ID proof  ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(screen.getAllByTestId('player-note')).toHaveLength(3));
    expect(api.callsTo('POST /admin/users/7/notes')[0]!.body).toEqual({ text: 'Asked for ID proof' });
    expect(screen.getAllByTestId('player-note')[0]!.textContent).toContain('Asked for ID proof');

    fireEvent.click(screen.getByRole('button', { name: 'Edit tags' }));
    const tags = screen.getByRole('form', { name: 'Edit tags' });
    const input = within(tags).getByLabelText('Tags, separated by commas') as HTMLInputElement;
    expect(input.value).toBe('VIP');
    fireEvent.change(input, { target: { value: 'VIP, bonus abuse, , vip' } });
    fireEvent.click(within(tags).getByRole('button', { name: 'Save tags' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit tags' })).toBeNull());
    expect(api.callsTo('PUT /admin/users/7/tags')[0]!.body).toEqual({ tags: ['VIP', 'bonus abuse', 'vip'] });
    const chips = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['VIP', 'bonus abuse']);
  });

  it("shows the server's refusal of the tags beside the field", async () => {
    fakeApi({
      ...playerPageRoutes(),
      'PUT /admin/users/7/tags': {
        status: 400,
        body: {
          message: 'Tags are at most 10, each 1 to 24 letters, digits, spaces or hyphens',
          code: 'TAGS_INVALID',
          params: { max: 10, length: 24 },
          errors: [
            {
              msg: 'Tags are at most 10, each 1 to 24 letters, digits, spaces or hyphens',
              code: 'TAGS_INVALID',
              params: { max: 10, length: 24 },
              path: 'tags',
            },
          ],
        },
      },
    });
    renderScreen(<UserScreen />, { route: '/users/:userId', path: '/users/7' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit tags' }));
    const tags = screen.getByRole('form', { name: 'Edit tags' });
    fireEvent.change(within(tags).getByLabelText('Tags, separated by commas'), { target: { value: 'no_underscores' } });
    fireEvent.click(within(tags).getByRole('button', { name: 'Save tags' }));
    await waitFor(() => expect(tags.textContent).toContain('each 1 to 24 letters, digits, spaces or hyphens'));
    expect(screen.getByRole('form', { name: 'Edit tags' })).toBeTruthy();
  });

  it('shows a support operator the links, notes and tags without the note form or the tag editing', async () => {
    signInAs('support');
    fakeApi(playerPageRoutes());
    renderScreen(<UserScreen />, { route: '/users/:userId', path: '/users/7' });
    await screen.findByTestId('linked-account');
    await screen.findAllByTestId('player-note');
    expect(screen.queryByRole('form', { name: 'New note' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit tags' })).toBeNull();
  });

  it('reads typed tags as a comma-separated list without blanks', () => {
    expect(tagsFromText(' VIP ,, bonus abuse ,')).toEqual(['VIP', 'bonus abuse']);
    expect(tagsFromText('')).toEqual([]);
  });
});

describe('the players list', () => {
  it("shows each player's tags and filters by a tag", async () => {
    const api = fakeApi({ 'GET /admin/users': { body: { users: [ashaAccount], pagination: PAGE } } });
    renderScreen(<UsersScreen />);
    const row = await screen.findByTestId('user');
    expect(within(within(row).getByRole('list', { name: 'Tags' })).getByText('VIP')).toBeTruthy();
    expect(api.callsTo('GET /admin/users')[0]!.query.get('tag')).toBeNull();

    fireEvent.change(screen.getByLabelText('Tag'), { target: { value: ' vip ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter by tag' }));
    await waitFor(() => expect(api.callsTo('GET /admin/users')).toHaveLength(2));
    expect(api.callsTo('GET /admin/users')[1]!.query.get('tag')).toBe('vip');

    fireEvent.click(screen.getByRole('button', { name: 'Clear tag' }));
    await waitFor(() => expect(api.callsTo('GET /admin/users')).toHaveLength(3));
    expect(api.callsTo('GET /admin/users')[2]!.query.get('tag')).toBeNull();
  });
});

describe('withdrawals held for review', () => {
  const held = {
    _id: '31',
    amount: 60000,
    method: 'bank',
    status: 'pending',
    createdAt: '2026-11-20T03:00:00.000Z',
    updatedAt: '2026-11-20T03:00:00.000Z',
    accountDetails: 'Bank - XXXX5678 (Asha Verma)',
    transactionId: '',
    remarks: '',
    user: {
      ...asha,
      bankDetails: {
        accountHolderName: 'Asha Verma',
        accountNumber: '12345678',
        ifscCode: 'SBIN0001234',
        bankName: 'SBI',
      },
      paymentDetails: { paytm: '', googlePay: '', phonepe: '' },
    },
    review: {
      reasons: [
        { kind: 'linked_accounts', message: 'The player shares details with 1 other player' },
        { kind: 'large_amount', message: 'More than ₹50,000' },
      ],
    },
  };
  const listOf = (withdrawals: unknown[]) => ({ body: { withdrawals, pagination: PAGE } });

  it('asks a note only to approve a pending withdrawal held for review', () => {
    expect(needsReviewNote(held as never, 'approved')).toBe(true);
    expect(needsReviewNote(held as never, 'processing')).toBe(true);
    expect(needsReviewNote(held as never, 'rejected')).toBe(false);
    expect(needsReviewNote({ ...held, status: 'approved' } as never, 'completed')).toBe(false);
    expect(needsReviewNote({ ...held, review: null } as never, 'approved')).toBe(false);
  });

  it('marks a held withdrawal with its reasons, lists the held ones, and approves one only with a note', async () => {
    const api = fakeApi({
      'GET /admin/withdrawals': listOf([held]),
      'GET /admin/audit': { body: { entries: [], pagination: PAGE } },
      'POST /admin/withdrawals/31/status': (call) => ({
        body: { message: 'Withdrawal approved', withdrawal: { ...held, ...(call.body as object), note: undefined } },
      }),
    });
    renderScreen(<WithdrawalsScreen />);
    const row = await screen.findByTestId('withdrawal');
    expect(within(row).getByText('Review')).toBeTruthy();
    const reasons = within(row).getByTestId('review-reasons');
    expect(reasons.textContent).toContain('The player shares details with 1 other player');
    expect(reasons.textContent).toContain('More than ₹50,000');

    fireEvent.click(screen.getByRole('button', { name: 'Held for review' }));
    await waitFor(() => expect(api.callsTo('GET /admin/withdrawals')).toHaveLength(2));
    const query = api.callsTo('GET /admin/withdrawals')[1]!.query;
    expect(query.get('review')).toBe('true');
    expect(query.get('status')).toBe('pending');

    const heldRow = await screen.findByTestId('withdrawal');
    fireEvent.click(await within(heldRow).findByRole('button', { name: 'Update Status' }));
    const dialog = screen.getByRole('dialog', { name: 'Update withdrawal' });
    const confirm = within(dialog).getByRole('button', { name: 'Update Status' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    // Rejecting needs no note.
    fireEvent.click(within(dialog).getByLabelText(/^Rejected/));
    expect(within(dialog).queryByLabelText('Review note (required)')).toBeNull();
    expect(confirm.disabled).toBe(false);
    fireEvent.click(within(dialog).getByLabelText(/^Approved/));
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Review note (required)'), {
      target: { value: 'Spoke to both players: brothers, same household' },
    });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /admin/withdrawals/31/status')[0]!.body).toEqual({
      status: 'approved',
      note: 'Spoke to both players: brothers, same household',
    });
  });

  it("shows the server's REVIEW_NOTE_REQUIRED beside the note", async () => {
    fakeApi({
      'GET /admin/withdrawals': listOf([held]),
      'GET /admin/audit': { body: { entries: [], pagination: PAGE } },
      'POST /admin/withdrawals/31/status': {
        status: 400,
        body: {
          message: 'This withdrawal is held for review: write a note to approve it',
          code: 'REVIEW_NOTE_REQUIRED',
          errors: [
            {
              msg: 'This withdrawal is held for review: write a note to approve it',
              code: 'REVIEW_NOTE_REQUIRED',
              path: 'note',
            },
          ],
        },
      },
    });
    renderScreen(<WithdrawalsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Update Status' }));
    const dialog = screen.getByRole('dialog', { name: 'Update withdrawal' });
    const field = within(dialog).getByLabelText('Review note (required)');
    fireEvent.change(field, { target: { value: 'Checked' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.textContent).toContain('This withdrawal is held for review: write a note to approve it');
  });
});

describe('the alerts inbox', () => {
  const alert = {
    _id: 'a1',
    kind: 'stake_spike',
    user: asha,
    detail: 'Asha Verma staked ₹12,000 in the hour from 11:00, 6 times her usual ₹2,000',
    createdAt: '2026-11-20T05:40:00.000Z',
    status: 'open',
    closedBy: null,
    note: null,
  };
  const detail = 'Asha Verma and Ravi Kumar share a bank account';
  const linked = { ...alert, _id: 'a2', kind: 'linked_accounts', detail };

  it('lists the open alerts with their kind in words, the player and the detail; closes one with a note', async () => {
    let open = [alert, linked];
    const api = fakeApi({
      'GET /admin/alerts': (call) =>
        call.query.get('status') === 'closed'
          ? { body: { alerts: [], openCount: open.length } }
          : { body: { alerts: open, openCount: open.length } },
      'POST /admin/alerts/a1/close': (call) => {
        open = [linked];
        const note = (call.body as { note: string }).note;
        const closed = { ...alert, status: 'closed', closedBy: operatorOne, note };
        return { body: { message: 'Alert closed', alert: closed } };
      },
    });
    renderScreen(<AlertsScreen />);
    const rows = await screen.findAllByTestId('alert');
    expect(rows.map((row) => row.querySelector('h3')?.textContent)).toEqual(['Stake spike', 'Linked accounts']);
    expect(rows[0]!.textContent).toContain('6 times her usual ₹2,000');
    const player = within(rows[0]!).getByRole('link', { name: 'Asha Verma · 9876543210' });
    expect(player.getAttribute('href')).toBe('/users/7');
    expect(openAlerts.count).toBe(2);

    fireEvent.click(within(rows[0]!).getByRole('button', { name: /^Close/ }));
    const dialog = screen.getByRole('dialog', { name: 'Close alert' });
    const confirm = within(dialog).getByRole('button', { name: 'Close' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: 'Festival week, known player' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /admin/alerts/a1/close')[0]!.body).toEqual({ note: 'Festival week, known player' });
    const closed = screen.getAllByTestId('alert')[0]!;
    expect(closed.textContent).toContain('Festival week, known player');
    expect(closed.textContent).toContain('Operator One');
    expect(within(closed).queryByRole('button', { name: /^Close/ })).toBeNull();
    await waitFor(() => expect(openAlerts.count).toBe(1));
    expect(toasts.success).toContain('Alert closed');

    fireEvent.click(screen.getByRole('tab', { name: 'Closed' }));
    await screen.findByText('No closed alerts.');
    expect(api.callsTo('GET /admin/alerts').some((call) => call.query.get('status') === 'closed')).toBe(true);
  });

  it('shows the open count beside Alerts in the menu', async () => {
    fakeApi({
      'GET /admin/approvals': { body: { approvals: [] } },
      'GET /admin/alerts': { body: { alerts: [alert], openCount: 3 } },
    });
    const overview = { path: '/', element: <h2>Overview</h2> };
    const router = createMemoryRouter([{ element: <ConsoleLayout />, children: [overview] }]);
    render(<RouterProvider router={router} />);
    const nav = screen.getByRole('navigation', { name: 'Console sections' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: /^Alerts\s*3 open$/ })).toBeTruthy());
    expect(screen.getByTestId('open-alerts').textContent).toContain('3');
  });

  it('lets an operator without players.manage read the alerts but not close them', async () => {
    signInAs('auditor');
    fakeApi({ 'GET /admin/alerts': { body: { alerts: [alert], openCount: 1 } } });
    renderScreen(<AlertsScreen />);
    const row = await screen.findByTestId('alert');
    expect(within(row).queryByRole('button', { name: /^Close/ })).toBeNull();
  });
});

describe('the risk settings', () => {
  const SETTINGS = {
    linkedWithdrawal: { enabled: true },
    quickWithdrawal: { enabled: true, withinHours: 24, minStakePercent: 50 },
    largeWithdrawal: { enabled: true, amount: 50000 },
    alerts: {
      stakeSpike: { enabled: true, multiple: 5 },
      depositSpike: { enabled: true, multiple: 5 },
      bigWin: { enabled: true, amount: 50000 },
      firstDeposit: { enabled: true, amount: 20000 },
    },
  };

  it('saves every threshold with its switch', async () => {
    const api = fakeApi({
      'GET /admin/risk': { body: SETTINGS },
      'PUT /admin/risk': (call) => ({ body: call.body }),
    });
    renderScreen(<RiskScreen />);
    const linked = await screen.findByRole('checkbox', { name: 'Hold withdrawals of linked players' });
    fireEvent.click(linked);
    fireEvent.change(screen.getByLabelText('Hold large withdrawals: Above (₹)'), { target: { value: '75000' } });
    fireEvent.change(screen.getByLabelText("Stake spike: Times the player's usual hourly figure"), {
      target: { value: '7.5' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Big win' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save risk settings' }));
    await waitFor(() => expect(api.callsTo('PUT /admin/risk')).toHaveLength(1));
    expect(api.callsTo('PUT /admin/risk')[0]!.body).toEqual({
      ...SETTINGS,
      linkedWithdrawal: { enabled: false },
      largeWithdrawal: { enabled: true, amount: 75000 },
      alerts: {
        ...SETTINGS.alerts,
        stakeSpike: { enabled: true, multiple: 7.5 },
        bigWin: { enabled: false, amount: 50000 },
      },
    });
    await waitFor(() => expect(toasts.success).toEqual(['Risk settings saved']));
  });

  it("shows a figure that is not a number, and the server's refusal, beside their fields", async () => {
    const api = fakeApi({
      'GET /admin/risk': { body: SETTINGS },
      'PUT /admin/risk': {
        status: 400,
        body: {
          message: 'The risk setting quickWithdrawal.withinHours is not valid',
          code: 'RISK_SETTINGS_INVALID',
          params: { field: 'quickWithdrawal.withinHours' },
          errors: [
            {
              msg: 'The risk setting quickWithdrawal.withinHours is not valid',
              code: 'RISK_SETTINGS_INVALID',
              params: { field: 'quickWithdrawal.withinHours' },
              path: 'quickWithdrawal.withinHours',
            },
          ],
        },
      },
    });
    renderScreen(<RiskScreen />);
    const amount = await screen.findByLabelText('Big win: Winnings from one result of at least (₹)');
    fireEvent.change(amount, { target: { value: 'lots' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save risk settings' }));
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('PUT /admin/risk')).toHaveLength(0);

    fireEvent.change(amount, { target: { value: '60000' } });
    const hours = screen.getByLabelText(
      'Hold quick withdrawals after a first deposit: Within (hours of the first deposit)',
    );
    fireEvent.change(hours, { target: { value: '9999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save risk settings' }));
    await waitFor(() => expect(hours.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByTestId('risk-quickWithdrawal').textContent).toContain(
      'The risk setting quickWithdrawal.withinHours is not valid',
    );
    expect(amount.getAttribute('aria-invalid')).toBeNull();
  });
});

describe('closed accounts', () => {
  const closure = (user: typeof asha, fields: Record<string, unknown>) => ({
    user,
    requestedAt: '2026-11-19T05:00:00.000Z',
    balance: 0,
    pendingBets: 0,
    pendingDeposits: 0,
    pendingWithdrawals: 0,
    erasedAt: null,
    ...fields,
  });
  const owing = closure(asha, { balance: 1500, pendingBets: 2 });
  const settled = closure(ravi, {});
  const erasedPlayer = { _id: '9', name: 'Closed account 9', mobileNumber: 'closed-9' };
  const erased = closure(erasedPlayer, { erasedAt: '2026-11-19T06:00:00.000Z' });

  it('lists each closed account with its balance, what is pending, money owed and erasure', async () => {
    fakeApi({ 'GET /admin/account-closures': { body: { closures: [owing, settled, erased] } } });
    renderScreen(<ClosuresScreen />);
    const rows = await screen.findAllByTestId('closure');
    expect(rows[0]!.textContent).toContain('Money owed');
    expect(rows[0]!.textContent).toContain('₹1,500');
    expect(rows[0]!.textContent).toContain('Pending bets2');
    expect(rows[1]!.textContent).toContain('Waiting');
    expect(rows[2]!.textContent).toContain('Erased');
    expect(within(rows[2]!).queryByRole('button', { name: /^Erase now/ })).toBeNull();
  });

  it('erases a settled one after a confirmation, and shows the counts when the server refuses', async () => {
    const api = fakeApi({
      'GET /admin/account-closures': { body: { closures: [owing, settled] } },
      'POST /admin/account-closures/8/erase': {
        body: { message: 'Personal data erased', closure: { ...settled, erasedAt: '2026-11-20T05:30:00.000Z' } },
      },
      'POST /admin/account-closures/7/erase': {
        status: 409,
        body: {
          message:
            'This account still has 1 pending bets, 0 pending deposits, 0 pending withdrawals and a balance of ₹1500',
          code: 'CLOSURE_NOT_SETTLED',
          params: { pendingBets: 1, pendingDeposits: 0, pendingWithdrawals: 0, balance: 1500 },
        },
      },
    });
    renderScreen(<ClosuresScreen />);
    const rows = await screen.findAllByTestId('closure');

    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Erase now: Ravi Kumar' }));
    const dialog = screen.getByRole('dialog', { name: 'Erase personal data' });
    expect(dialog.textContent).toContain('Ravi Kumar');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erase now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /admin/account-closures/8/erase')).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByTestId('closure')[1]!.textContent).toContain('Erased'));

    const owingRow = screen.getAllByTestId('closure')[0]!;
    fireEvent.click(within(owingRow).getByRole('button', { name: 'Erase now: Asha Verma' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Erase now' }));
    await waitFor(() =>
      expect(within(screen.getAllByTestId('closure')[0]!).getByRole('status').textContent).toBe(
        'Not yet: 1 pending bet, 0 pending deposits, 0 pending withdrawals and a balance of ₹1,500.',
      ),
    );
    expect(screen.getAllByTestId('closure')[0]!.textContent).toContain('Money owed');
  });

  it('lets an operator without players.manage read the list but not erase', async () => {
    signInAs('support');
    fakeApi({ 'GET /admin/account-closures': { body: { closures: [settled] } } });
    renderScreen(<ClosuresScreen />);
    const row = await screen.findByTestId('closure');
    expect(within(row).queryByRole('button', { name: /^Erase now/ })).toBeNull();
  });
});
