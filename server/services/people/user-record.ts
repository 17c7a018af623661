import { permissionsOf } from '../../../src/domain/staff.js';
import type { BankDetails, PaymentDetails, User } from '../../../contract/account.js';
import type { UserRow } from '../../store/schema.js';

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

export function toUserRecord(user: UserRow): User {
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
    ...(user.role === 'admin' && user.staff_role ? { staffRole: user.staff_role, permissions: [...permissionsOf(user.staff_role)] } : {}),
  };
}
