import type { PaymentDetails } from '../../contract/account';
import type {
  BankDetailsForm,
  BankDetailsSaved,
  PaymentDetailsBody,
  PaymentDetailsSaved,
  SavedBankDetails,
  SavedPaymentDetails,
} from '../../contract/payout-details';
import { apiGet, apiPut } from './client';

/** Payout details: the bank account and the three wallet numbers. */

export type { BankDetailsForm };

/** GET /api/user/bank-details: null when never saved. */
export async function fetchBankDetails(signal?: AbortSignal): Promise<BankDetailsForm | null> {
  return (await apiGet<SavedBankDetails>('/user/bank-details', { signal })).bankDetails;
}

/** PUT /api/user/bank-details. */
export function saveBankDetails(form: BankDetailsForm): Promise<BankDetailsSaved> {
  return apiPut<BankDetailsSaved>('/user/bank-details', form);
}

/** GET /api/user/payment-details. */
export async function fetchPaymentDetails(signal?: AbortSignal): Promise<PaymentDetails> {
  return (await apiGet<SavedPaymentDetails>('/user/payment-details', { signal })).paymentDetails;
}

export type PaymentApp = keyof PaymentDetails;

/** PUT /api/user/payment-details with exactly one of `{paytm}`, `{googlePay}`, `{phonepe}`. */
export function savePaymentNumber(app: PaymentApp, mobileNumber: string): Promise<PaymentDetailsSaved> {
  const body: PaymentDetailsBody = { [app]: mobileNumber };
  return apiPut<PaymentDetailsSaved>('/user/payment-details', body);
}
