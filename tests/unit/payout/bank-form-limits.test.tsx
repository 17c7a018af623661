// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INPUT_LIMITS } from '../../../src/domain/input-limits';
import BankScreen from '../../../src/features/payout/bank-screen';
import { json, renderAt, serve, setOnline, signedIn } from '../support/player-harness';

const toasts = vi.hoisted(() => ({ error: [] as string[] }));
vi.mock('../../../src/ui/toast', () => ({
  notify: {
    success: () => undefined,
    error: (text: string) => toasts.error.push(text),
    info: () => undefined,
    sticky: () => undefined,
    dismiss: () => undefined,
  },
  Toasts: () => null,
}));

beforeEach(async () => {
  toasts.error.length = 0;
  setOnline(true);
  await signedIn();
  serve((call) => {
    if (call.path === '/user/bank-details') return json(200, { bankDetails: null });
    if (call.path === '/user/payment-details') return json(200, { paymentDetails: { paytm: '', googlePay: '', phonepe: '' } });
    return undefined;
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const fill = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

describe('the bank form', () => {
  it('stops typing at the limits the server enforces', () => {
    renderAt('/bank', [{ path: '/bank', element: <BankScreen /> }]);
    expect(input('Account Holder Name').maxLength).toBe(INPUT_LIMITS.accountHolderName.max);
    expect(input('Account Number').maxLength).toBe(INPUT_LIMITS.accountNumber.max);
    expect(input('Confirm Account Number').maxLength).toBe(INPUT_LIMITS.accountNumber.max);
    expect(input('IFSC Code').maxLength).toBe(11);
    expect(input('Bank Name').maxLength).toBe(INPUT_LIMITS.bankName.max);
  });

  it('refuses a short account number and a malformed IFSC before sending', () => {
    renderAt('/bank', [{ path: '/bank', element: <BankScreen /> }]);
    fill('Account Holder Name', 'R Sharma');
    fill('Account Number', '12345678');
    fill('Confirm Account Number', '12345678');
    fill('IFSC Code', 'sbin1234567');
    fill('Bank Name', 'SBI');
    fireEvent.click(screen.getByRole('button', { name: 'Save Bank Details' }));
    fill('Account Number', '123456789');
    fill('Confirm Account Number', '123456789');
    fireEvent.click(screen.getByRole('button', { name: 'Save Bank Details' }));
    expect(toasts.error).toEqual(['Account number must be 9 to 18 digits', 'Please enter a valid IFSC code (e.g., SBIN0001234)']);
  });
});
