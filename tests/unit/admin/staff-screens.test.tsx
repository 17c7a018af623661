// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pendingApprovals } from '../../../admin/src/pending-approvals';
import ApprovalsScreen from '../../../admin/src/screens/admin-approvals-screen';
import StaffScreen from '../../../admin/src/screens/admin-staff-screen';
import ResultsScreen from '../../../admin/src/screens/admin-results-screen';
import UserScreen from '../../../admin/src/screens/admin-user-screen';
import WithdrawalsScreen from '../../../admin/src/screens/admin-withdrawals-screen';
import { readLimit } from '../../../admin/src/screens/four-eyes-form';
import { serverClock } from '../../../src/state/clock';
import { fakeApi, responsiblePlayRoute } from './fake-api';
import { renderScreen } from './render-screen';
import { signInAs } from './staff-session';
import { resetToasts, toasts } from './toast-mock';

vi.mock('../../../src/ui/toast', async () => (await import('./toast-mock')).notifyMock);

const owner = {
  _id: '1',
  name: 'Operator One',
  mobileNumber: '9000000001',
  staffRole: 'owner',
  isActive: true,
  twoFactor: true,
  lastSignInAt: '2026-11-20T05:00:00.000Z',
  createdAt: '2026-11-01T04:00:00.000Z',
};
const ravi = {
  ...owner,
  _id: '5',
  name: 'Ravi Cashier',
  mobileNumber: '9000000005',
  staffRole: 'cashier',
  twoFactor: false,
  lastSignInAt: null,
};
const FOUR_EYES_OFF = { withdrawalAbove: null, adjustmentAbove: null, resultChanges: false };
const EMPTY_PAGE = { current: 1, pages: 1, total: 1, limit: 20 };
const NOW = '2026-11-20T05:00:00.000Z';
const NO_BETS = { bets: 0, stakes: 0 };
const DAY = '2026-11-20';
const WAITING = 'Waiting for a second operator to approve. Nothing has changed yet.';

function approval(fields: Record<string, unknown> = {}) {
  return {
    _id: 'a1',
    kind: 'withdrawal',
    target: { kind: 'withdrawal', id: '31' },
    amount: 6000,
    reason: 'Withdrawals above ₹5,000 need a second operator',
    action: { status: 'approved' },
    requestedBy: { _id: '8', name: 'Pooja Payouts' },
    requestedAt: '2026-11-20T05:00:00.000Z',
    status: 'pending',
    decidedBy: null,
    decidedAt: null,
    note: null,
    ...fields,
  };
}

const withdrawal = {
  _id: '31',
  amount: 6000,
  method: 'bank',
  status: 'pending',
  createdAt: '2026-11-20T03:00:00.000Z',
  accountDetails: 'Bank - XXXX4321 (Asha Verma)',
  transactionId: '',
  remarks: '',
  user: {
    _id: '7',
    name: 'Asha Verma',
    mobileNumber: '9876543210',
    bankDetails: null,
    paymentDetails: { paytm: '', googlePay: '', phonepe: '' },
  },
};

beforeEach(() => {
  resetToasts();
  pendingApprovals.list = [];
  signInAs('owner');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Staff screen', () => {
  it('lists the staff and adds a cashier, checking the fields first', async () => {
    const api = fakeApi({
      'GET /admin/staff': { body: { staff: [owner] } },
      'GET /admin/four-eyes': { body: FOUR_EYES_OFF },
      'POST /admin/staff': { status: 201, body: { staff: ravi } },
    });
    renderScreen(<StaffScreen />);
    const row = await screen.findByTestId('staff-member');
    expect(row.textContent).toContain('Operator One');
    expect(row.textContent).toContain('(you)');
    expect(row.textContent).toContain('Owner');
    // Nobody deactivates themselves from here.
    expect(within(row).queryByRole('button', { name: /Deactivate/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add Member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a member of staff' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(dialog.textContent).toContain('Please enter the name');
    expect(api.callsTo('POST /admin/staff')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Ravi Cashier' } });
    fireEvent.change(within(dialog).getByLabelText('Mobile Number'), { target: { value: '9000000005' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'cash-pass-1' } });
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'cashier' } });
    expect(dialog.textContent).toContain('Deposits, and players read-only.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /admin/staff')[0]!.body).toEqual({
      name: 'Ravi Cashier',
      mobileNumber: '9000000005',
      password: 'cash-pass-1',
      staffRole: 'cashier',
    });
    const rows = screen.getAllByTestId('staff-member');
    expect(rows).toHaveLength(2);
    expect(rows[1]!.textContent).toContain('Cashier');
    expect(rows[1]!.textContent).toContain('Never');
  });

  it("says the server's refusal in words and keeps the dialog open", async () => {
    fakeApi({
      'GET /admin/staff': { body: { staff: [owner, ravi] } },
      'GET /admin/four-eyes': { body: FOUR_EYES_OFF },
      'PATCH /admin/staff/5': {
        status: 409,
        body: { message: 'The last active owner cannot be demoted or deactivated', code: 'LAST_OWNER' },
      },
    });
    renderScreen(<StaffScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Ravi Cashier' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate this member of staff?' });
    expect(dialog.textContent).toContain('Ravi Cashier is signed out everywhere');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(toasts.error).toEqual(['The last active owner cannot be demoted or deactivated']));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it("changes a member's role, and ends their sessions one or all", async () => {
    let sessions = [
      { _id: 's1', createdAt: '2026-11-20T04:00:00.000Z', lastUsedAt: NOW, ip: '10.0.0.9', userAgent: 'Chrome' },
      { _id: 's2', createdAt: '2026-11-19T04:00:00.000Z', lastUsedAt: null, ip: '10.0.0.7', userAgent: 'Firefox' },
    ];
    const api = fakeApi({
      'GET /admin/staff': { body: { staff: [owner, ravi] } },
      'GET /admin/four-eyes': { body: FOUR_EYES_OFF },
      'PATCH /admin/staff/5': (call) => ({ body: { staff: { ...ravi, ...(call.body as object) } } }),
      'GET /admin/staff/5/sessions': () => ({ body: { sessions } }),
      'GET /admin/staff/5/sign-ins': {
        body: { signIns: [{ at: NOW, succeeded: false, ip: '10.0.0.9', userAgent: 'Chrome on Android' }] },
      },
      'DELETE /admin/staff/5/sessions/s1': () => {
        sessions = sessions.slice(1);
        return { body: { message: 'Session ended', ended: 1 } };
      },
      'DELETE /admin/staff/5/sessions': () => {
        sessions = [];
        return { body: { message: 'Sessions ended', ended: 1 } };
      },
    });
    renderScreen(<StaffScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Change Ravi Cashier' }));
    const edit = screen.getByRole('dialog', { name: 'Change Ravi Cashier' });
    fireEvent.change(within(edit).getByLabelText('Role'), { target: { value: 'payouts' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PATCH /admin/staff/5')[0]!.body).toEqual({ staffRole: 'payouts' });
    expect(screen.getAllByTestId('staff-member')[1]!.textContent).toContain('Payouts');

    fireEvent.click(screen.getByRole('button', { name: 'Sessions Ravi Cashier' }));
    const details = screen.getByRole('dialog', { name: 'Ravi Cashier: sessions and sign-ins' });
    await waitFor(() => expect(within(details).getAllByTestId('staff-session')).toHaveLength(2));
    expect(details.textContent).toContain('10.0.0.9');
    expect(within(details).getByTestId('staff-sign-in').textContent).toContain('Failed');

    fireEvent.click(within(details).getAllByRole('button', { name: /^End the session/ })[0]!);
    await waitFor(() => expect(within(details).getAllByTestId('staff-session')).toHaveLength(1));
    fireEvent.click(within(details).getByRole('button', { name: 'End All' }));
    await waitFor(() => expect(details.textContent).toContain('No live sessions.'));
    expect(api.callsTo('DELETE /admin/staff/5/sessions')).toHaveLength(1);
  });

  it('saves the four-eyes rules, an empty amount meaning never', async () => {
    expect(readLimit('')).toBeNull();
    expect(readLimit(' 5000 ')).toBe(5000);
    expect(readLimit('0')).toBeUndefined();
    expect(readLimit('12.5')).toBeUndefined();
    const api = fakeApi({
      'GET /admin/staff': { body: { staff: [owner] } },
      'GET /admin/four-eyes': { body: { withdrawalAbove: null, adjustmentAbove: 1000, resultChanges: false } },
      'PUT /admin/four-eyes': (call) => ({ body: call.body }),
    });
    renderScreen(<StaffScreen />);
    const withdrawals = await screen.findByLabelText('Withdrawals above (₹)');
    expect((screen.getByLabelText('Balance adjustments above (₹)') as HTMLInputElement).value).toBe('1000');
    fireEvent.change(withdrawals, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Rules' }));
    expect(screen.getByText('Enter whole rupees of at least 1, or leave it empty')).toBeTruthy();
    expect(api.callsTo('PUT /admin/four-eyes')).toHaveLength(0);

    fireEvent.change(withdrawals, { target: { value: '5000' } });
    fireEvent.change(screen.getByLabelText('Balance adjustments above (₹)'), { target: { value: '' } });
    fireEvent.click(screen.getByLabelText('Reverting a declared result needs a second operator'));
    fireEvent.click(screen.getByRole('button', { name: 'Save Rules' }));
    await waitFor(() => expect(toasts.success).toEqual(['Four-eyes rules saved']));
    expect(api.callsTo('PUT /admin/four-eyes')[0]!.body).toEqual({
      withdrawalAbove: 5000,
      adjustmentAbove: null,
      resultChanges: true,
    });
  });
});

describe('the Approvals inbox', () => {
  it("approves another operator's request, and offers no decision on one's own", async () => {
    const own = approval({ _id: 'a2', requestedBy: { _id: '1', name: 'Operator One' }, amount: 7000 });
    let pending = [approval(), own];
    const api = fakeApi({
      'GET /admin/approvals': (call) => ({
        body: { approvals: call.query.get('status') === 'pending' ? pending : [] },
      }),
      'POST /admin/approvals/a1/approve': () => {
        pending = [own];
        const decided = approval({ status: 'approved', decidedBy: { _id: '1', name: 'Operator One' }, decidedAt: NOW });
        return { body: { message: 'Approved', approval: decided } };
      },
    });
    renderScreen(<ApprovalsScreen />);
    const rows = await screen.findAllByTestId('approval');
    expect(rows[0]!.textContent).toContain('Withdrawal · ₹6,000');
    expect(rows[0]!.textContent).toContain('Pooja Payouts');
    expect(rows[0]!.textContent).toContain('Withdrawals above ₹5,000 need a second operator');
    expect(rows[0]!.textContent).toContain('status: approved');
    expect(within(rows[1]!).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(rows[1]!.textContent).toContain('Your request: another operator decides it.');

    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve this action?' });
    expect(dialog.textContent).toContain('Withdrawal requested by Pooja Payouts is carried out now');
    fireEvent.change(within(dialog).getByLabelText('Note (optional)'), { target: { value: 'Checked with the bank' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /admin/approvals/a1/approve')[0]!.body).toEqual({ note: 'Checked with the bank' });
    expect(within(rows[0]!).getByRole('status').textContent).toBe('Action approved and carried out');
    // The menu's count is read again after the decision.
    await waitFor(() => expect(pendingApprovals.list.map((item) => item._id)).toEqual(['a2']));
  });

  it('asks for a note before rejecting, and says when the requester tries to decide', async () => {
    const api = fakeApi({
      'GET /admin/approvals': { body: { approvals: [approval()] } },
      'POST /admin/approvals/a1/reject': {
        status: 403,
        body: { message: 'The operator who asked cannot approve their own request', code: 'SAME_OPERATOR' },
      },
    });
    renderScreen(<ApprovalsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this action?' });
    const confirm = within(dialog).getByRole('button', { name: 'Reject' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    const note = within(dialog).getByLabelText('Note (why it is rejected)');
    fireEvent.change(note, { target: { value: 'Wrong account' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(toasts.error).toEqual(['The operator who asked cannot approve their own request']));
    expect(api.callsTo('POST /admin/approvals/a1/reject')[0]!.body).toEqual({ note: 'Wrong account' });
  });
});

describe('actions held for a second operator', () => {
  it('says a withdrawal move waits for approval, and marks the withdrawal until it is decided', async () => {
    signInAs('payouts', { _id: '8', name: 'Pooja Payouts' });
    const api = fakeApi({
      'GET /admin/withdrawals': { body: { withdrawals: [withdrawal], pagination: EMPTY_PAGE } },
      'POST /admin/withdrawals/31/status': {
        status: 202,
        body: { message: 'Waiting for approval', approval: approval() },
      },
      'GET /admin/approvals': { body: { approvals: [approval()] } },
    });
    renderScreen(<WithdrawalsScreen />);
    const row = await screen.findByTestId('withdrawal');
    fireEvent.click(within(row).getByRole('button', { name: 'Update Status' }));
    const dialog = screen.getByRole('dialog', { name: 'Update withdrawal' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Status' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /admin/withdrawals/31/status')[0]!.body).toEqual({ status: 'approved' });
    expect(within(row).getByRole('status').textContent).toBe(WAITING);
    expect(within(row).getByTestId('awaiting-approval').textContent).toContain('Requested by Pooja Payouts');
    // Still pending, and no second move while it waits.
    expect(row.textContent).toContain('Pending');
    expect(within(row).queryByRole('button', { name: 'Update Status' })).toBeNull();
    expect(toasts.success).toEqual(['Waiting for approval']);
  });

  it("says an adjustment waits for approval and leaves the player's balance as it is", async () => {
    const asha = { ...withdrawal.user, email: '', balance: 2500, role: 'player', isActive: true, createdAt: NOW };
    const held = approval({
      _id: 'a3',
      kind: 'adjustment',
      target: { kind: 'user', id: '7' },
      amount: 20000,
      requestedBy: { _id: '1', name: 'Operator One' },
    });
    fakeApi({
      'GET /admin/users/7': { body: { user: asha } },
      'GET /admin/users/7/ledger': { body: { user: asha, entries: [], pagination: { ...EMPTY_PAGE, total: 0 } } },
      ...responsiblePlayRoute('7'),
      'GET /admin/audit': { body: { entries: [], pagination: { ...EMPTY_PAGE, total: 0 } } },
      'POST /admin/users/7/adjustments': { status: 202, body: { message: 'Waiting for approval', approval: held } },
      'GET /admin/approvals': { body: { approvals: [held] } },
    });
    renderScreen(<UserScreen />, { route: '/users/:userId', path: '/users/7' });
    await screen.findByTestId('user-balance');
    fireEvent.change(screen.getByLabelText('Amount (₹, negative to debit)'), { target: { value: '20000' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Bonus' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adjust Balance' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Adjust Balance' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText(WAITING)).toBeTruthy();
    expect(screen.getByTestId('user-balance').textContent).toBe('₹2,500');
    expect(screen.getByTestId('awaiting-approval').textContent).toContain('Requested by Operator One');
  });

  it('says a result revert waits for approval, and offers no second revert while it waits', async () => {
    serverClock.offsetMs = Date.parse('2026-11-20T05:30:00Z') - Date.now();
    serverClock.synced = true;
    const kalyan = { _id: 'g1', gameName: 'Kalyan Day', openTime: '10:30', closeTime: '18:00', isActive: true };
    const held = approval({
      _id: 'a4',
      kind: 'result_change',
      target: { kind: 'result', id: 'g1:2026-11-20:open' },
      amount: null,
      reason: 'Result changes need a second operator',
      requestedBy: { _id: '1', name: 'Operator One' },
    });
    const api = fakeApi({
      'GET /admin/games': { body: { games: [{ ...kalyan, result: '128-1*-***' }] } },
      'GET /admin/results/exposure': {
        body: { gameId: 'g1', gameDate: DAY, session: 'open', declaredPana: '128', pending: NO_BETS, outcomes: [] },
      },
      'GET /admin/audit': { body: { entries: [], pagination: { ...EMPTY_PAGE, total: 0 } } },
      'DELETE /admin/results': { status: 202, body: { message: 'Waiting for approval', approval: held } },
      'GET /admin/approvals': { body: { approvals: [held] } },
    });
    renderScreen(<ResultsScreen />);
    await screen.findByText('This session is already declared with 128.');
    fireEvent.click(screen.getByRole('button', { name: 'Revert Declaration' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revert Declaration' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE /admin/results')).toHaveLength(1);
    expect(screen.getByText(/Waiting for a second operator to approve/)).toBeTruthy();
    expect(screen.getByTestId('awaiting-approval').textContent).toContain('Requested by Operator One');
    expect((screen.getByRole('button', { name: 'Revert Declaration' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('current-result').textContent).toBe('128-1*-***');
  });
});
