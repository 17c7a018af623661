import { Type, type Static } from '@sinclair/typebox';
import { BankDetails, PaymentDetails } from './account.js';
import { Nullable } from './common.js';

/** Payout details: the player's bank account and wallet numbers (GET/PUT /user/bank-details, /user/payment-details). */

/** The bank account with its account number typed twice: what the form sends and what GET /user/bank-details answers. */
export const BankDetailsForm = Type.Object({
  ...BankDetails.properties,
  confirmAccountNumber: Type.String(),
});
export type BankDetailsForm = Static<typeof BankDetailsForm>;

/** The body of PUT /user/bank-details: every field optional, so that a missing one gets the domain's own message. */
export const BankDetailsBody = Type.Partial(BankDetailsForm);

/** The answer of GET /user/bank-details: `null` when never saved. */
export const SavedBankDetails = Type.Object({ bankDetails: Nullable(BankDetailsForm) });
export type SavedBankDetails = Static<typeof SavedBankDetails>;

/** The answer of PUT /user/bank-details. */
export const BankDetailsSaved = Type.Object({ message: Type.String(), bankDetails: Nullable(BankDetailsForm) });
export type BankDetailsSaved = Static<typeof BankDetailsSaved>;

/** The body of PUT /user/payment-details: exactly one wallet's number (the server refuses none or several). */
export const PaymentDetailsBody = Type.Partial(PaymentDetails);
export type PaymentDetailsBody = Static<typeof PaymentDetailsBody>;

/** The answer of GET /user/payment-details. */
export const SavedPaymentDetails = Type.Object({ paymentDetails: PaymentDetails });
export type SavedPaymentDetails = Static<typeof SavedPaymentDetails>;

/** The answer of PUT /user/payment-details. */
export const PaymentDetailsSaved = Type.Object({ message: Type.String(), paymentDetails: PaymentDetails });
export type PaymentDetailsSaved = Static<typeof PaymentDetailsSaved>;
