// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSetting } from '../../../db/tables';
import { replaceWithdrawals } from '../../../db/wallet-tables';
import type { User } from '../../../src/api/types';
import type { WithdrawalRecord } from '../../../src/api/wallet';
import BankScreen from '../../../src/features/payout/bank-screen';
import PhonePeScreen from '../../../src/features/payout/phonepe-screen';
import WithdrawFundScreen from '../../../src/features/withdraw/withdraw-fund-screen';
import WithdrawHistoryScreen from '../../../src/features/withdraw/withdraw-history-screen';
import { session } from '../../../src/state/session';
import { json, player, renderAt, serve, setOnline, setServerTimeIst, signedIn, type ApiCall } from '../support/player-harness';

const toasts = vi.hoisted(() => ({ success: [] as string[], error: [] as string[], info: [] as string[] }));
vi.mock('../../../src/ui/toast', () => ({
  notify: {
    success: (text: string) => toasts.success.push(text),
    error: (text: string) => toasts.error.push(text),
    info: (text: string) => toasts.info.push(text),
    sticky: () => undefined,
    dismiss: () => undefined,
  },
  Toasts: () => null,
}));

const SETTINGS = {
  upiId: 'matka@upi',
  minimumDeposit: 100,
  minimumWithdraw: 1000,
  withdrawalOpenTime: '7:00 AM',
  withdrawalCloseTime: '11:30 AM',
};

const withBank: User = {
  ...player,
  bankDetails: { accountHolderName: 'R Sharma', accountNumber: '123456784321', ifscCode: 'SBIN0001234', bankName: 'SBI' },
  paymentDetails: { paytm: '', googlePay: '9123456780', phonepe: '' },
};

let withdrawAnswer: (call: ApiCall) => Response;

/** Signs `user` in on a clean cache holding the settings, behind a fake API. */
async function startAs(user: User) {
  await signedIn(user);
  await saveSetting('main', SETTINGS);
  return serve((call) => {
    if (call.path === '/main-settings/public') return json(200, SETTINGS);
    if (call.path === '/user/profile') return json(200, { user: session.user ?? user });
    if (call.path === '/withdraw/history') return json(200, { withdrawals: [] });
    if (call.path === '/withdraw/request') return withdrawAnswer(call);
    if (call.path === '/user/payment-details' && call.method === 'PUT') {
      return json(200, { message: 'ok', paymentDetails: { paytm: '', googlePay: '', phonepe: '', ...(call.body as object) } });
    }
    if (call.path === '/user/payment-details') return json(200, { paymentDetails: session.user?.paymentDetails ?? {} });
    if (call.path === '/user/bank-details') return json(200, { bankDetails: null });
    return undefined;
  });
}

const renderWithdraw = () =>
  renderAt('/withdraw-fund', [
    { path: '/withdraw-fund', element: <WithdrawFundScreen /> },
    { path: '/withdraw-history', element: <WithdrawHistoryScreen /> },
    { path: '/phonepe', element: <PhonePeScreen /> },
    { path: '/bank', element: <BankScreen /> },
  ]);

beforeEach(async () => {
  for (const list of [toasts.success, toasts.error, toasts.info]) list.length = 0;
  withdrawAnswer = (call) =>
    json(201, { message: 'ok', withdrawal: { _id: 'w1', status: 'pending', createdAt: new Date().toISOString(), ...(call.body as object) } });
  setOnline(true);
  setServerTimeIst('2026-11-20T11:00'); // a Friday
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('withdraw screen', () => {
  it('without a saved method offers the four payout screens', async () => {
    await startAs(player);
    renderWithdraw();
    expect(await screen.findByText('Add a payout method to withdraw your winnings.')).toBeTruthy();
    const links = ['Add Bank Account', 'Add PhonePe', 'Add Google Pay', 'Add Paytm'].map((name) =>
      screen.getByRole('link', { name }).getAttribute('href'),
    );
    expect(links).toEqual(['/bank', '/phonepe', '/googlepay', '/paytm']);
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View Withdrawal History' }).getAttribute('href')).toBe('/withdraw-history');
  });

  it('adding a payout number from it returns to it, the new method ready to choose', async () => {
    await startAs(player);
    const router = renderWithdraw();
    fireEvent.click(await screen.findByRole('link', { name: 'Add PhonePe' }));
    const box = (await screen.findByLabelText('Mobile Number')) as HTMLInputElement;
    fireEvent.change(box, { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/withdraw-fund'));
    const methods = await screen.findByRole('group', { name: 'Withdrawal Method' });
    expect(within(methods).getByText('PhonePe - 9876543210')).toBeTruthy();
  });

  it('the payout screens opened from it lead Back to it', async () => {
    await startAs(player);
    const router = renderWithdraw();
    fireEvent.click(await screen.findByRole('link', { name: 'Add Bank Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bank'));
    expect(screen.getByRole('link', { name: /back/i }).getAttribute('href')).toBe('/withdraw-fund');
  });

  it('offers quick amounts from the minimum withdrawal up, none below it', async () => {
    await startAs(withBank);
    renderWithdraw();
    await screen.findByText('Minimum withdrawal: ₹1,000');
    const picks = within(screen.getByRole('group', { name: 'Quick Amounts' })).getAllByRole('button');
    expect(picks.map((b) => b.textContent)).toEqual(['₹1,000', '₹2,000', '₹5,000', '₹10,000', '₹20,000', '₹50,000']);
  });

  it('lists only the saved methods, with the minimum, the window and the Sunday rule', async () => {
    await startAs(withBank);
    renderWithdraw();
    const methods = await screen.findByRole('group', { name: 'Withdrawal Method' });
    const radios = within(methods).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.value)).toEqual(['bank', 'googlepay']);
    expect(within(methods).getByText('Bank - XXXX4321 (R Sharma)')).toBeTruthy();
    expect(within(methods).getByText('Google Pay - 9123456780')).toBeTruthy();
    expect(await screen.findByText('Minimum withdrawal: ₹1,000')).toBeTruthy();
    expect(await screen.findByText('Withdrawal time: 7:00 AM to 11:30 AM')).toBeTruthy();
    expect(screen.getByText('Withdrawals are closed on Sundays')).toBeTruthy();
    expect(screen.getByTestId('withdraw-balance').textContent).toBe('₹5,000');
  });

  it("checks the withdrawal rules in order before sending", async () => {
    const calls = await startAs(withBank);
    renderWithdraw();
    await screen.findByText('Minimum withdrawal: ₹1,000');
    const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    submit();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '1500' } });
    submit();
    fireEvent.click(screen.getByRole('radio', { name: /Bank/ }));
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '900' } });
    submit();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '6000' } });
    submit();
    expect(toasts.error).toEqual([
      'Please enter withdrawal amount',
      'Please select a withdrawal method',
      'Minimum withdrawal amount is ₹1,000',
      'Insufficient balance',
    ]);
    expect(calls.some((c) => c.path === '/withdraw/request')).toBe(false);
  });

  it('refuses on a Sunday (IST, server clock) without asking the server', async () => {
    setServerTimeIst('2026-11-22T10:00');
    const calls = await startAs(withBank);
    renderWithdraw();
    await screen.findByText('Minimum withdrawal: ₹1,000');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('radio', { name: /Bank/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(toasts.error).toEqual(['Withdrawals are closed on Sundays']);
    expect(calls.some((c) => c.path === '/withdraw/request')).toBe(false);
  });

  it('sends the request with an Idempotency-Key and says it waits for approval', async () => {
    const calls = await startAs(withBank);
    renderWithdraw();
    await screen.findByText('Minimum withdrawal: ₹1,000');
    fireEvent.click(within(screen.getByRole('group', { name: 'Quick Amounts' })).getByRole('button', { name: '₹2,000' }));
    fireEvent.click(screen.getByRole('radio', { name: /Google Pay/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(toasts.success).toEqual(['Withdrawal request submitted successfully! Please wait for admin approval.']),
    );
    const request = calls.find((c) => c.path === '/withdraw/request')!;
    expect(request.body).toEqual({ amount: 2000, method: 'googlepay' });
    expect(request.headers['Idempotency-Key']).toBeTruthy();
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's refusal, else the fallback", async () => {
    await startAs(withBank);
    renderWithdraw();
    await screen.findByText('Minimum withdrawal: ₹1,000');
    fireEvent.click(screen.getByRole('radio', { name: /Bank/ }));
    withdrawAnswer = () => json(400, { message: 'Withdrawals are closed on Sundays' });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(toasts.error).toEqual(['Withdrawals are closed on Sundays']));
    withdrawAnswer = () => json(500, {});
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(toasts.error).toContain('Failed to submit withdrawal request.'));
  });
});

const records: WithdrawalRecord[] = [
  { _id: 'w1', amount: 1500, method: 'bank', status: 'rejected', createdAt: '2026-11-18T05:00:00.000Z', accountDetails: 'Bank - XXXX4321 (R Sharma)', transactionId: '', remarks: 'Wrong IFSC' },
  { _id: 'w2', amount: 2000, method: 'googlepay', status: 'completed', createdAt: '2026-11-20T05:00:00.000Z', accountDetails: 'Google Pay - 9123456780', transactionId: 'UTR123', remarks: '' },
  { _id: 'w3', amount: 1000, method: 'paytm', status: 'processing', createdAt: '2026-11-19T05:00:00.000Z', accountDetails: 'Paytm - 9000000001', transactionId: '', remarks: '' },
];

describe('withdrawal history', () => {
  it('shows a card per request, newest first, with a status word', async () => {
    await signedIn(withBank);
    serve((call) => (call.path === '/withdraw/history' ? json(200, { withdrawals: records }) : undefined));
    await replaceWithdrawals(records);
    renderAt('/withdraw-history', [{ path: '/withdraw-history', element: <WithdrawHistoryScreen /> }]);
    const list = await screen.findByTestId('withdrawals');
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByText(/^(Bank|Google Pay|Paytm)$/).textContent)).toEqual([
      'Google Pay',
      'Paytm',
      'Bank',
    ]);
    expect(within(cards[0]!).getByText('Completed')).toBeTruthy();
    expect(within(cards[0]!).getByText('₹2,000')).toBeTruthy();
    expect(within(cards[0]!).getByText('UTR123')).toBeTruthy();
    expect(within(cards[1]!).getByText('Processing')).toBeTruthy();
    expect(within(cards[2]!).getByText('Rejected')).toBeTruthy();
    expect(within(cards[2]!).getByText('Wrong IFSC')).toBeTruthy();
    expect(within(cards[2]!).getByText('Bank - XXXX4321 (R Sharma)')).toBeTruthy();
    expect(within(cards[2]!).getByText('18 Nov 2026, 10:30 AM')).toBeTruthy();
  });

  it('offers Make First Withdrawal when there is none; says when loading fails', async () => {
    await signedIn(withBank);
    serve(() => json(500, {}));
    renderAt('/withdraw-history', [{ path: '/withdraw-history', element: <WithdrawHistoryScreen /> }]);
    expect((await screen.findByRole('link', { name: 'Make First Withdrawal' })).getAttribute('href')).toBe('/withdraw-fund');
    await waitFor(() => expect(toasts.error).toContain('Failed to load withdrawal history'));
  });
});
