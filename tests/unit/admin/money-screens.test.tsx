// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import FundRequestsScreen from '../../../admin/src/screens/admin-fund-requests-screen';
import WithdrawalsScreen from '../../../admin/src/screens/admin-withdrawals-screen';
import { kindLabel, nextWithdrawalStatuses } from '../../../admin/src/screens/records';
import { fakeApi } from './fake-api';
import { renderScreen } from './render-screen';
import { resetToasts, toasts } from './toast-mock';
import { signInAs } from './staff-session';

vi.mock('../../../src/ui/toast', async () => (await import('./toast-mock')).notifyMock);

const asha = { _id: '7', name: 'Asha Verma', mobileNumber: '9876543210' };

function fundRequest(id: string, amount: number, status = 'pending') {
  return {
    _id: id,
    requestId: `FR${id}`,
    transactionId: `TXN${id}`,
    amount,
    paymentMethod: 'UPI',
    status,
    createdAt: '2026-11-20T04:00:00.000Z',
    remarks: '',
    user: asha,
  };
}

beforeEach(() => {
  resetToasts();
  signInAs('owner');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('fund requests', () => {
  it('lists pending requests first, approves one after a confirmation naming the amount, and shows what happened', async () => {
    const api = fakeApi({
      'GET /admin/fund-requests': (call) => ({
        body: {
          requests: call.query.get('status') === 'pending' ? [fundRequest('11', 1500)] : [],
          pagination: { current: 1, pages: 1, total: 1, limit: 20 },
        },
      }),
      'POST /admin/fund-requests/11/approve': {
        body: { message: 'Fund request approved', request: { ...fundRequest('11', 1500, 'approved'), remarks: 'UTR checked' }, balance: 1500 },
      },
    });
    renderScreen(<FundRequestsScreen />);
    const row = await screen.findByTestId('fund-request');
    expect(row.textContent).toContain('₹1,500');
    expect(row.textContent).toContain('Asha Verma · 9876543210');
    expect(row.textContent).toContain('TXN11');
    expect(api.calls[0]!.query.get('status')).toBe('pending');

    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve this deposit?' });
    expect(dialog.textContent).toContain("₹1,500 is credited to Asha Verma's balance.");
    fireEvent.change(within(dialog).getByLabelText('Remarks (optional)'), { target: { value: ' UTR checked ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /admin/fund-requests/11/approve')[0]!.body).toEqual({ remarks: 'UTR checked' });
    expect(toasts.success).toEqual(['Fund request approved']);
    expect(within(row).getByRole('status').textContent).toBe('Approved: ₹1,500 credited to Asha Verma.');
    expect(within(row).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(row.textContent).toContain('Approved');
  });

  it("keeps the dialog open and toasts the server's message when the action fails", async () => {
    fakeApi({
      'GET /admin/fund-requests': { body: { requests: [fundRequest('12', 500)], pagination: { current: 1, pages: 1, total: 1, limit: 20 } } },
      'POST /admin/fund-requests/12/reject': { status: 409, body: { message: 'This fund request has already been approved' } },
    });
    renderScreen(<FundRequestsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(toasts.error).toEqual(['This fund request has already been approved']));
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('filters by status and pages through the list', async () => {
    const api = fakeApi({
      'GET /admin/fund-requests': (call) => ({
        body: {
          requests: [fundRequest(`${call.query.get('page')}0`, 100, call.query.get('status') ?? 'approved')],
          pagination: { current: Number(call.query.get('page')), pages: 3, total: 45, limit: 20 },
        },
      }),
    });
    renderScreen(<FundRequestsScreen />);
    await screen.findByText('Page 1 of 3 · 45 in all');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3 · 45 in all');
    expect(api.calls.at(-1)!.query.get('page')).toBe('2');

    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(api.calls.at(-1)!.query.has('status')).toBe(false));
    expect(api.calls.at(-1)!.query.get('page')).toBe('1');
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says so when there is nothing with this status', async () => {
    fakeApi({ 'GET /admin/fund-requests': { body: { requests: [], pagination: { current: 1, pages: 0, total: 0, limit: 20 } } } });
    renderScreen(<FundRequestsScreen />);
    await screen.findByText('No fund requests with this status.');
  });
});

describe('ledger kinds', () => {
  it('reads each kind in words, and an unknown one as its words', () => {
    expect(kindLabel('withdrawal_hold')).toBe('Withdrawal (held)');
    expect(kindLabel('win_reversal')).toBe('Win reversed');
    expect(kindLabel('bonus_credit')).toBe('Bonus credit');
  });
});

describe('withdrawals', () => {
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
    user: {
      ...asha,
      bankDetails: { accountHolderName: 'Asha Verma', accountNumber: '123456784321', ifscCode: 'SBIN0001234', bankName: 'SBI' },
      paymentDetails: { paytm: '', googlePay: '9876543210', phonepe: '' },
    },
  };

  it('moves along pending → approved/processing → completed, or → rejected; a final state has no next', () => {
    expect(nextWithdrawalStatuses('pending')).toEqual(['approved', 'processing', 'rejected']);
    expect(nextWithdrawalStatuses('approved')).toEqual(['processing', 'completed', 'rejected']);
    expect(nextWithdrawalStatuses('processing')).toEqual(['completed', 'rejected']);
    expect(nextWithdrawalStatuses('completed')).toEqual([]);
    expect(nextWithdrawalStatuses('rejected')).toEqual([]);
  });

  it("shows the player's saved payout details in full and completes a payment with its transaction id", async () => {
    const api = fakeApi({
      'GET /admin/withdrawals': { body: { withdrawals: [{ ...withdrawal, status: 'approved' }], pagination: { current: 1, pages: 1, total: 1, limit: 20 } } },
      'POST /admin/withdrawals/31/status': (call) => ({
        body: { message: 'Withdrawal marked as completed', withdrawal: { ...withdrawal, ...(call.body as object) } },
      }),
    });
    renderScreen(<WithdrawalsScreen />);
    const row = await screen.findByTestId('withdrawal');
    expect(row.textContent).toContain('123456784321');
    expect(row.textContent).toContain('SBIN0001234');
    expect(row.textContent).toContain('9876543210');

    fireEvent.click(within(row).getByRole('button', { name: 'Update Status' }));
    const dialog = screen.getByRole('dialog', { name: 'Update withdrawal' });
    fireEvent.click(within(dialog).getByLabelText(/^Completed/));
    const confirm = within(dialog).getByRole('button', { name: 'Update Status' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect(dialog.textContent).toContain('Enter the transaction ID of the payment');
    fireEvent.change(within(dialog).getByLabelText('Transaction ID'), { target: { value: 'UTR998877' } });
    fireEvent.change(within(dialog).getByLabelText('Remarks (optional)'), { target: { value: 'Paid by NEFT' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = api.callsTo('POST /admin/withdrawals/31/status')[0]!;
    expect(sent.body).toEqual({ status: 'completed', transactionId: 'UTR998877', remarks: 'Paid by NEFT' });
    expect(within(row).getByRole('status').textContent).toBe('₹2,000 for Asha Verma: now Completed.');
    expect(within(row).queryByRole('button', { name: 'Update Status' })).toBeNull();
    expect(toasts.success).toEqual(['Withdrawal marked as completed']);
  });

  it('warns that rejecting refunds the hold', async () => {
    fakeApi({ 'GET /admin/withdrawals': { body: { withdrawals: [withdrawal], pagination: { current: 1, pages: 1, total: 1, limit: 20 } } } });
    renderScreen(<WithdrawalsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Update Status' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText(/^Rejected/));
    expect(dialog.textContent).toContain("₹2,000 goes back to the player's balance");
  });
});
