import type { UserRow } from '../../store/schema.js';

/** API.md's user record. */
export interface UserRecord {
  _id: string;
  name: string;
  mobileNumber: string;
  email: string;
  balance: number;
  role: 'admin' | 'player';
  isActive: boolean;
  bankDetails: BankDetails | null;
  paymentDetails: PaymentDetails;
}

export interface BankDetails {
  accountHolderName: string;
  accountNumber: string;
  ifscCode: string;
  bankName: string;
}

export interface PaymentDetails {
  paytm: string;
  googlePay: string;
  phonepe: string;
}

export function bankDetailsOf(
  user: Pick<UserRow, 'bank_account_holder' | 'bank_account_number' | 'bank_ifsc' | 'bank_name'>,
): BankDetails | null {
  if (user.bank_account_number === null) return null;
  return {
    accountHolderName: user.bank_account_holder ?? '',
    accountNumber: user.bank_account_number,
    ifscCode: user.bank_ifsc ?? '',
    bankName: user.bank_name ?? '',
  };
}

export function paymentDetailsOf(user: Pick<UserRow, 'paytm' | 'google_pay' | 'phonepe'>): PaymentDetails {
  return { paytm: user.paytm, googlePay: user.google_pay, phonepe: user.phonepe };
}

export function toUserRecord(user: UserRow): UserRecord {
  return {
    _id: String(user.id),
    name: user.name,
    mobileNumber: user.mobile_number,
    email: user.email,
    balance: Number(user.balance),
    role: user.role,
    isActive: Boolean(user.is_active),
    bankDetails: bankDetailsOf(user),
    paymentDetails: paymentDetailsOf(user),
  };
}
