import type { Updateable } from 'kysely';
import type { Clock } from '../../clock.js';
import { badRequest, invalid, notFound } from '../../errors.js';
import type { Db, UserRow, UsersTable } from '../../store/schema.js';
import { validateBankDetails, validatePaymentNumber } from '../../../src/domain/account.js';
import type { PaymentDetails } from '../../../contract/account.js';
import type { BankDetailsForm } from '../../../contract/payout-details.js';
import { bankDetailsOf, paymentDetailsOf } from '../people/user-record.js';

/** Where a player's withdrawals are paid: one bank account and three wallet numbers (Paytm, Google Pay, PhonePe). */

/** The saved bank account as the form shows it (the account number twice), or null when never saved. */
export function bankDetailsRecord(user: UserRow): BankDetailsForm | null {
  const bank = bankDetailsOf(user);
  return bank ? { ...bank, confirmAccountNumber: bank.accountNumber } : null;
}

export type BankDetailsInput = Partial<Record<keyof BankDetailsForm, string>>;

export async function saveBankDetails(db: Db, clock: Clock, userId: number, input: BankDetailsInput): Promise<UserRow> {
  const checked = validateBankDetails({
    accountHolderName: input.accountHolderName ?? '',
    accountNumber: input.accountNumber ?? '',
    confirmAccountNumber: input.confirmAccountNumber ?? '',
    ifscCode: input.ifscCode ?? '',
    bankName: input.bankName ?? '',
  });
  if (!checked.ok) throw invalid(checked.problems);
  const bank = checked.value;
  return updateUser(db, userId, {
    bank_account_holder: bank.accountHolderName,
    bank_account_number: bank.accountNumber,
    bank_ifsc: bank.ifscCode,
    bank_name: bank.bankName,
    updated_at: clock.now().toISOString(),
  });
}

export type WalletKey = keyof PaymentDetails;

const WALLETS: Readonly<Record<WalletKey, { column: 'paytm' | 'google_pay' | 'phonepe'; label: string }>> = {
  paytm: { column: 'paytm', label: 'Paytm' },
  googlePay: { column: 'google_pay', label: 'Google Pay' },
  phonepe: { column: 'phonepe', label: 'PhonePe' },
};

const WALLET_KEYS = Object.keys(WALLETS) as WalletKey[];

/** One wallet number per request, as each payout screen sends exactly its own (as the original client does). */
export async function saveWalletNumber(
  db: Db,
  clock: Clock,
  userId: number,
  input: Partial<Record<WalletKey, string>>,
): Promise<{ user: UserRow; message: string }> {
  const given = WALLET_KEYS.filter((key) => input[key] !== undefined);
  const [wallet] = given;
  if (given.length !== 1 || wallet === undefined) {
    throw badRequest('ONE_WALLET_REQUIRED');
  }
  const checked = validatePaymentNumber(input[wallet] ?? '', wallet);
  if (!checked.ok) throw invalid([checked]);
  const { column, label } = WALLETS[wallet];
  const user = await updateUser(db, userId, { [column]: checked.value, updated_at: clock.now().toISOString() });
  return { user, message: `${label} number updated successfully!` };
}

export { paymentDetailsOf };

async function updateUser(
  db: Db,
  userId: number,
  values: Updateable<UsersTable>,
): Promise<UserRow> {
  const user = await db.updateTable('users').set(values).where('id', '=', userId).returningAll().executeTakeFirst();
  if (!user) throw notFound('USER_NOT_FOUND');
  return user;
}
