// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cashierText } from '../../../admin/src/cashier-text';
import { formatRupees } from '../../../admin/src/format';
import { pendingApprovals } from '../../../admin/src/pending-approvals';
import FundRequestsScreen from '../../../admin/src/screens/admin-fund-requests-screen';
import WithdrawalsScreen from '../../../admin/src/screens/admin-withdrawals-screen';
import { ageOf } from '../../../admin/src/ui/bulk-actions';
import { allState, chosen, toggleAll, toggleRow } from '../../../admin/src/ui/selection';
import { fakeApi } from './fake-api';
import { renderScreen } from './render-screen';
import { signInAs } from './staff-session';
import { resetToasts, toasts } from './toast-mock';

vi.mock('../../../src/ui/toast', async () => (await import('./toast-mock')).notifyMock);

const PAGE = { current: 1, pages: 1, total: 4, limit: 20 };

function fundRequest(id: string, amount: number, status = 'pending', name = `Player ${id}`) {
  return {
    _id: id,
    requestId: `FR${id}`,
    transactionId: `1234567800${id}`,
    amount,
    paymentMethod: 'UPI',
    status,
    createdAt: '2026-11-20T04:00:00.000Z',
    remarks: '',
    user: { _id: `u${id}`, name, mobileNumber: `98765000${id}` },
  };
}

const REQUESTS = [fundRequest('11', 1500), fundRequest('12', 2450), fundRequest('13', 8500), fundRequest('14', 999, 'approved')];

beforeEach(() => {
  resetToasts();
  signInAs('owner');
  pendingApprovals.list = [];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('selecting rows', () => {
  it('ticks and unticks one row, and all or none of the selectable ones on the page', () => {
    const one = toggleRow(new Set(), 'a');
    expect([...one]).toEqual(['a']);
    expect([...toggleRow(one, 'a')]).toEqual([]);
    expect([...toggleAll(one, ['a', 'b', 'c'])]).toEqual(['a', 'b', 'c']);
    expect([...toggleAll(new Set(['a', 'b', 'c']), ['a', 'b', 'c'])]).toEqual([]);
    expect(allState(new Set(), ['a', 'b'])).toBe('none');
    expect(allState(new Set(['a']), ['a', 'b'])).toBe('some');
    expect(allState(new Set(['a', 'b']), ['a', 'b'])).toBe('all');
  });

  it('counts and totals the ticked rows of the page in its order', () => {
    const rows = [
      { _id: '1', amount: 5000 },
      { _id: '2', amount: 7450 },
      { _id: '3', amount: 100 },
    ];
    expect(chosen(rows, new Set(['2', '1']))).toEqual({ rows: [rows[0], rows[1]], count: 2, total: 12_450 });
  });

  it('asks once, stating the count and the total', () => {
    expect(cashierText.question('Approve', cashierText.deposits(7), formatRupees(12_450))).toBe(
      'Approve 7 deposits totalling ₹12,450?',
    );
    expect(cashierText.question('Reject', cashierText.withdrawals(1), formatRupees(500))).toBe(
      'Reject 1 withdrawal totalling ₹500?',
    );
  });

  it('says how long a request has waited', () => {
    const created = '2026-11-20T04:00:00.000Z';
    const at = (minutes: number) => new Date(created).getTime() + minutes * 60_000;
    expect(ageOf(created, at(0))).toBe('just now');
    expect(ageOf(created, at(42))).toBe('42 min');
    expect(ageOf(created, at(185))).toBe('3 h');
    expect(ageOf(created, at(3 * 24 * 60 + 5))).toBe('3 d');
  });
});

describe('the fund requests table', () => {
  it('selects every pending request on the page and approves them after one confirmation; a refused one is named', async () => {
    const api = fakeApi({
      'GET /admin/fund-requests': { body: { requests: REQUESTS, pagination: PAGE } },
      'POST /admin/fund-requests/11/approve': {
        body: { message: 'Fund request approved', request: { ...REQUESTS[0], status: 'approved' }, balance: 1500 },
      },
      'POST /admin/fund-requests/12/approve': { status: 409, body: { message: 'This fund request has already been rejected' } },
      'POST /admin/fund-requests/13/approve': {
        body: { message: 'Fund request approved', request: { ...REQUESTS[2], status: 'approved' }, balance: 8500 },
      },
    });
    renderScreen(<FundRequestsScreen />);
    await screen.findAllByTestId('fund-request');
    const rows = screen.getAllByTestId('fund-request');
    // A decided request has no tick box.
    expect(within(rows[3]!).queryByRole('checkbox')).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByText('3 selected · ₹12,450')).toBeTruthy();
    fireEvent.click(within(rows[2]!).getByRole('checkbox'));
    expect(screen.getByText('2 selected · ₹3,950')).toBeTruthy();
    fireEvent.click(within(rows[2]!).getByRole('checkbox'));

    fireEvent.click(screen.getByRole('button', { name: 'Approve 3 selected' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve 3 deposits totalling ₹12,450?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/admin/fund-requests/11/approve',
      '/admin/fund-requests/12/approve',
      '/admin/fund-requests/13/approve',
    ]);
    expect(within(rows[0]!).getByRole('status').textContent).toBe('Approved: ₹1,500 credited to Player 11.');
    expect(within(rows[1]!).getByRole('status').textContent).toBe('Not done: This fund request has already been rejected');
    expect(screen.getByText('2 done · 1 refused')).toBeTruthy();
    // Only the refused one is still pending and selectable.
    expect(within(rows[0]!).queryByRole('checkbox')).toBeNull();
    expect(within(rows[1]!).getByRole('checkbox')).toBeTruthy();
  });

  it('rejects the selected with one reason for all, asked before anything is sent', async () => {
    const api = fakeApi({
      'GET /admin/fund-requests': { body: { requests: REQUESTS, pagination: PAGE } },
      'POST /admin/fund-requests/11/reject': (call) => ({
        body: { message: 'Fund request rejected', request: { ...REQUESTS[0], status: 'rejected', remarks: (call.body as { remarks: string }).remarks } },
      }),
    });
    renderScreen(<FundRequestsScreen />);
    const [first] = await screen.findAllByTestId('fund-request');
    fireEvent.click(within(first!).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Reject 1 selected' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject 1 deposit totalling ₹1,500?' });
    const confirm = within(dialog).getByRole('button', { name: 'Reject' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Reason (for all)'), { target: { value: ' No such payment ' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /admin/fund-requests/11/reject')[0]!.body).toEqual({ remarks: 'No such payment' });
  });

  it('sends the days and amounts of the filters, and a UTR search as typed', async () => {
    const api = fakeApi({ 'GET /admin/fund-requests': { body: { requests: REQUESTS, pagination: PAGE } } });
    renderScreen(<FundRequestsScreen />);
    await screen.findAllByTestId('fund-request');
    const filters = screen.getByRole('form', { name: 'Filters' });
    fireEvent.change(within(filters).getByLabelText('From day'), { target: { value: '2026-11-19' } });
    fireEvent.change(within(filters).getByLabelText('Amount from (₹)'), { target: { value: '1000' } });
    fireEvent.click(within(filters).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(api.calls.at(-1)!.query.get('from')).toBe('2026-11-19'));
    expect(api.calls.at(-1)!.query.get('minAmount')).toBe('1000');
    expect(api.calls.at(-1)!.query.has('to')).toBe(false);

    fireEvent.change(screen.getByLabelText('Transaction ID or UTR'), { target: { value: '0011' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.calls.at(-1)!.query.get('query')).toBe('0011'));
    expect(api.calls.at(-1)!.query.get('from')).toBe('2026-11-19');
  });
});

describe('the withdrawals table', () => {
  const withdrawal = {
    _id: '31',
    amount: 2000,
    method: 'bank',
    status: 'pending',
    createdAt: '2026-11-20T03:00:00.000Z',
    updatedAt: '2026-11-20T03:00:00.000Z',
    accountDetails: 'Bank - XXXX4321 (Asha Verma)',
    transactionId: '',
    remarks: '',
    review: null,
    user: {
      _id: '7',
      name: 'Asha Verma',
      mobileNumber: '9876543210',
      bankDetails: { accountHolderName: 'Asha Verma', accountNumber: '123456784321', ifscCode: 'SBIN0001234', bankName: 'SBI' },
      paymentDetails: { paytm: '', googlePay: '', phonepe: '' },
    },
  };

  it('marks a pending withdrawal paid in one step with the payment reference', async () => {
    const api = fakeApi({
      'GET /admin/withdrawals': { body: { withdrawals: [withdrawal], pagination: { ...PAGE, total: 1 } } },
      'POST /admin/withdrawals/31/paid': (call) => ({
        body: { message: 'Withdrawal marked as completed', withdrawal: { ...withdrawal, status: 'completed', ...(call.body as object) } },
      }),
    });
    renderScreen(<WithdrawalsScreen />);
    const row = await screen.findByTestId('withdrawal');
    fireEvent.click(within(row).getByRole('button', { name: 'Mark paid Asha Verma' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark this withdrawal paid?' });
    const confirm = within(dialog).getByRole('button', { name: 'Mark paid' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Payment reference (UTR)'), { target: { value: ' 998877665544 ' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /admin/withdrawals/31/paid')[0]!.body).toEqual({ transactionId: '998877665544' });
    expect(within(row).getByRole('status').textContent).toBe('₹2,000 for Asha Verma: now Completed.');
    expect(within(row).queryByRole('button', { name: 'Mark paid Asha Verma' })).toBeNull();
    expect(toasts.success).toEqual(['Withdrawal marked as completed']);
  });

  it('approves the selected; one held above the four-eyes limit shows as waiting for a second approval', async () => {
    const other = { ...withdrawal, _id: '32', amount: 9000, user: { ...withdrawal.user, _id: '8', name: 'Ravi Kumar' } };
    fakeApi({
      'GET /admin/withdrawals': { body: { withdrawals: [withdrawal, other], pagination: { ...PAGE, total: 2 } } },
      'POST /admin/withdrawals/31/status': {
        body: { message: 'Withdrawal marked as approved', withdrawal: { ...withdrawal, status: 'approved' } },
      },
      'POST /admin/withdrawals/32/status': {
        status: 202,
        body: {
          message: "Waiting for a second operator's approval",
          approval: {
            _id: 'a1',
            kind: 'withdrawal',
            target: { kind: 'withdrawal', id: '32' },
            amount: 9000,
            reason: 'Withdrawal of ₹9,000 is above the ₹5,000 four-eyes limit',
            action: { status: 'approved' },
            requestedBy: { _id: '1', name: 'Owner' },
            requestedAt: '2026-11-20T05:00:00.000Z',
            status: 'pending',
            decidedBy: null,
            decidedAt: null,
            note: null,
          },
        },
      },
      'GET /admin/approvals': { body: { approvals: [] } },
    });
    renderScreen(<WithdrawalsScreen />);
    const rows = await screen.findAllByTestId('withdrawal');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Approve 2 selected' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve 2 withdrawals totalling ₹11,000?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(rows[0]!).getByRole('status').textContent).toBe('₹2,000 for Asha Verma: now Approved.');
    expect(within(rows[1]!).getAllByRole('status').map((note) => note.textContent)).toContain('Waiting for a second approval');
    expect(screen.getByText('1 done · 1 waiting for a second approval')).toBeTruthy();
  });
});
