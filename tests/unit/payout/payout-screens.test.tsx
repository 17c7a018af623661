// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCachedProfile } from '../../../db/player-data';
import ChangePasswordScreen from '../../../src/features/auth/change-password-screen';
import BankScreen from '../../../src/features/payout/bank-screen';
import GooglePayScreen from '../../../src/features/payout/googlepay-screen';
import PaytmScreen from '../../../src/features/payout/paytm-screen';
import PhonePeScreen from '../../../src/features/payout/phonepe-screen';
import { session } from '../../../src/state/session';
import { json, player, renderAt, serve, setOnline, signedIn, type ApiCall } from '../support/player-harness';

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

const SAVED_BANK = { accountHolderName: 'R Sharma', accountNumber: '123456784321', confirmAccountNumber: '123456784321', ifscCode: 'SBIN0001234', bankName: 'SBI' };

let writeAnswer: (call: ApiCall) => Response;

function servePayout(bankDetails: object | null = null) {
  return serve((call) => {
    if (call.path === '/user/bank-details' && call.method === 'GET') return json(200, { bankDetails });
    if (call.path === '/user/payment-details' && call.method === 'GET') {
      return json(200, { paymentDetails: { paytm: '9000000001', googlePay: '', phonepe: '' } });
    }
    if (call.method === 'PUT') return writeAnswer(call);
    return undefined;
  });
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(async () => {
  for (const key of ['success', 'error', 'info'] as const) toasts[key].length = 0;
  writeAnswer = (call) => json(200, { message: 'ok', ...(call.path === '/user/bank-details' ? { bankDetails: call.body } : {}) });
  setOnline(true);
  await signedIn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('bank details', () => {
  it("checks the original app's fields in order", async () => {
    servePayout();
    renderAt('/bank', [{ path: '/bank', element: <BankScreen /> }]);
    const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Bank Details' }));
    save();
    fill('Account Holder Name', 'R Sharma');
    save();
    fill('Account Number', '1234 5678 4321');
    save();
    fill('Confirm Account Number', '999');
    save();
    fill('Confirm Account Number', '123456784321');
    save();
    fill('IFSC Code', 'sbin0001234');
    save();
    expect(toasts.error).toEqual([
      'Please enter account holder name',
      'Please enter account number',
      'Please confirm account number',
      'Account numbers do not match',
      'Please enter IFSC code',
      'Please enter bank name',
    ]);
    expect((screen.getByLabelText('IFSC Code') as HTMLInputElement).value).toBe('SBIN0001234');
  });

  it('is prefilled from the server, saves, and returns to the dashboard', async () => {
    const calls = servePayout(SAVED_BANK);
    const router = renderAt('/bank', [{ path: '/bank', element: <BankScreen /> }]);
    await waitFor(() => expect((screen.getByLabelText('Account Holder Name') as HTMLInputElement).value).toBe('R Sharma'));
    fill('Bank Name', 'State Bank of India');
    fireEvent.click(screen.getByRole('button', { name: 'Save Bank Details' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(toasts.success).toEqual(['Bank details updated successfully!']);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ...SAVED_BANK, bankName: 'State Bank of India' });
    expect(session.user?.bankDetails?.bankName).toBe('State Bank of India');
    await waitFor(async () => expect((await getCachedProfile())?.bankDetails?.bankName).toBe('State Bank of India'));
  });

  it('says "Failed to update bank details" and stays', async () => {
    servePayout(SAVED_BANK);
    writeAnswer = () => json(500, {});
    const router = renderAt('/bank', [{ path: '/bank', element: <BankScreen /> }]);
    await waitFor(() => expect((screen.getByLabelText('Bank Name') as HTMLInputElement).value).toBe('SBI'));
    fireEvent.click(screen.getByRole('button', { name: 'Save Bank Details' }));
    await waitFor(() => expect(toasts.error).toEqual(['Failed to update bank details']));
    expect(router.state.location.pathname).toBe('/bank');
  });
});

describe('Paytm, Google Pay and PhonePe numbers', () => {
  it.each([
    ['/paytm', <PaytmScreen />, 'paytm', 'Paytm number updated successfully!', 'Failed to update Paytm number'],
    ['/googlepay', <GooglePayScreen />, 'googlePay', 'Google Pay number updated successfully!', 'Failed to update Google Pay number'],
    ['/phonepe', <PhonePeScreen />, 'phonepe', 'PhonePe number updated successfully!', 'Failed to update PhonePe number'],
  ])('%s: one 10-digit mobile number', async (path, element, key, success, failure) => {
    const calls = servePayout();
    const router = renderAt(path, [{ path, element }]);
    const box = screen.getByLabelText('Mobile Number') as HTMLInputElement;
    if (key === 'paytm') await waitFor(() => expect(box.value).toBe('9000000001'));
    fireEvent.change(box, { target: { value: '+91 98765 43210 99' } });
    expect(box.value).toBe('9876543210');
    fireEvent.change(box, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.change(box, { target: { value: '98765' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(toasts.error).toEqual(['Please enter your mobile number', 'Please enter a valid 10-digit mobile number']);

    writeAnswer = () => json(500, {});
    fireEvent.change(box, { target: { value: '98765-43210' } });
    expect(box.value).toBe('9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.error).toContain(failure));

    writeAnswer = () => json(200, { message: 'ok' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(toasts.success).toEqual([success]);
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ [key]: '9876543210' });
    expect(session.user?.paymentDetails?.[key as 'paytm']).toBe('9876543210');
  });
});

describe('change password', () => {
  it('prefills the mobile number (at most 10 characters) and submits a request for review', async () => {
    const calls = serve((call) => (call.path === '/user/change-password' ? json(200, { message: 'Request submitted' }) : undefined));
    renderAt('/change-password', [{ path: '/change-password', element: <ChangePasswordScreen /> }]);
    const mobile = screen.getByLabelText('Mobile Number') as HTMLInputElement;
    expect(mobile.value).toBe(player.mobileNumber);
    fill('Mobile Number', `+91 ${player.mobileNumber}`);
    expect(mobile.value).toBe(player.mobileNumber);
    const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    submit();
    fill('New Password', '12345');
    submit();
    fill('New Password', 'secret-2');
    fill('Confirm Password', 'secret-3');
    submit();
    expect(toasts.error).toEqual([
      'New password is required',
      'Password must be at least 6 characters long',
      'Passwords do not match',
    ]);
    fill('Confirm Password', 'secret-2');
    submit();
    await waitFor(() =>
      expect(toasts.success).toEqual([
        'Password change request submitted successfully! It will be reviewed by an administrator.',
      ]),
    );
    expect(calls.find((c) => c.path === '/user/change-password')?.body).toEqual({
      mobileNumber: '9876543210',
      newPassword: 'secret-2',
    });
  });

  it("shows the server's message, else the fallback", async () => {
    let answer = json(400, { message: 'Mobile number does not match your account' });
    serve((call) => (call.path === '/user/change-password' ? answer : undefined));
    renderAt('/change-password', [{ path: '/change-password', element: <ChangePasswordScreen /> }]);
    fill('New Password', 'secret-2');
    fill('Confirm Password', 'secret-2');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(toasts.error).toEqual(['Mobile number does not match your account']));
    answer = json(500, {});
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(toasts.error).toContain('Failed to change password'));
  });
});
