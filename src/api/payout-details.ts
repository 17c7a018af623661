import { apiGet, apiPut } from './client';
import type { BankDetails, PaymentDetails } from './types';

/** Payout details (SPEC §2 "Payout screens", §7): the bank account and the three wallet numbers. */

export interface BankDetailsForm {
  accountHolderName: string;
  accountNumber: string;
  confirmAccountNumber: string;
  ifscCode: string;
  bankName: string;
}

/** GET /api/user/bank-details: null when never saved. */
export async function fetchBankDetails(signal?: AbortSignal): Promise<BankDetails | null> {
  const body = await apiGet<{ bankDetails?: BankDetails | null }>('/user/bank-details', { signal });
  return body?.bankDetails ?? null;
}

/** PUT /api/user/bank-details. */
export function saveBankDetails(form: BankDetailsForm): Promise<{ message: string; bankDetails?: BankDetails | null }> {
  return apiPut('/user/bank-details', form);
}

/** GET /api/user/payment-details. */
export async function fetchPaymentDetails(signal?: AbortSignal): Promise<PaymentDetails> {
  return (await apiGet<{ paymentDetails: PaymentDetails }>('/user/payment-details', { signal })).paymentDetails;
}

export type PaymentApp = keyof PaymentDetails;

/** PUT /api/user/payment-details with exactly one of `{paytm}`, `{googlePay}`, `{phonepe}`. */
export function savePaymentNumber(
  app: PaymentApp,
  mobileNumber: string,
): Promise<{ message: string; paymentDetails?: PaymentDetails | null }> {
  return apiPut('/user/payment-details', { [app]: mobileNumber });
}
