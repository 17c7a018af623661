/**
 * Deposits and withdrawals (the money rules in docs/product.md).
 *
 * A deposit is a fund request an admin approves: the app shows the payee and a UPI link (or its QR code), and
 * records the request with the payment's UPI reference (UTR) once the player has paid, so an abandoned QR code
 * leaves no pending request.
 * A withdrawal goes only to a saved payout method, never on a Sunday (IST), and holds its amount at once.
 */

import { parseWholeAmount, type AmountInput } from './amounts';
import {
  DEFAULT_MINIMUM_DEPOSIT,
  DEFAULT_MINIMUM_WITHDRAW,
  DEFAULT_WITHDRAWAL_CLOSE_TIME,
  DEFAULT_WITHDRAWAL_OPEN_TIME,
  MAX_DEPOSIT,
  QUICK_AMOUNTS,
  UPI_CURRENCY,
  UPI_MERCHANT_CODE,
} from './constants';
import { OK, problem, valid, type Check, type Outcome } from './messages';
import { isSundayInIst, type Instant } from './time';

// ---- Settings ----------------------------------------------------------------------------------------------

export type FundSettings = {
  readonly minimumDeposit: number;
  readonly minimumWithdraw: number;
  /** Display strings like "6:00 AM": the window is shown, not enforced. */
  readonly withdrawalOpenTime: string;
  readonly withdrawalCloseTime: string;
};

export const DEFAULT_FUND_SETTINGS: FundSettings = {
  minimumDeposit: DEFAULT_MINIMUM_DEPOSIT,
  minimumWithdraw: DEFAULT_MINIMUM_WITHDRAW,
  withdrawalOpenTime: DEFAULT_WITHDRAWAL_OPEN_TIME,
  withdrawalCloseTime: DEFAULT_WITHDRAWAL_CLOSE_TIME,
};

function nonNegativeWhole(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

function nonEmptyText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The fund settings of `/main-settings/public`, with the defaults for whatever is missing or unusable. */
export function withFundSettingsDefaults(settings: Partial<Record<keyof FundSettings, unknown>> | null | undefined): FundSettings {
  const s = settings ?? {};
  return {
    minimumDeposit: nonNegativeWhole(s.minimumDeposit) ?? DEFAULT_FUND_SETTINGS.minimumDeposit,
    minimumWithdraw: nonNegativeWhole(s.minimumWithdraw) ?? DEFAULT_FUND_SETTINGS.minimumWithdraw,
    withdrawalOpenTime: nonEmptyText(s.withdrawalOpenTime) ?? DEFAULT_FUND_SETTINGS.withdrawalOpenTime,
    withdrawalCloseTime: nonEmptyText(s.withdrawalCloseTime) ?? DEFAULT_FUND_SETTINGS.withdrawalCloseTime,
  };
}

// ---- Deposit -----------------------------------------------------------------------------------------------

/** What the digits-only amount box keeps of what was typed or pasted. */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/** A deposit amount: whole rupees ("points"), at least the configured minimum, above zero, at most MAX_DEPOSIT. */
export function checkDepositAmount(amount: AmountInput, minimumDeposit: number): Check {
  if (amount === null || amount === undefined || (typeof amount === 'string' && amount.trim() === '')) {
    return problem('DEPOSIT_BELOW_MIN', { min: minimumDeposit }, 'amount');
  }
  const value = parseWholeAmount(amount);
  if (value === null) return problem('DEPOSIT_AMOUNT_INVALID', undefined, 'amount');
  if (value < minimumDeposit) return problem('DEPOSIT_BELOW_MIN', { min: minimumDeposit }, 'amount');
  if (value <= 0) return problem('DEPOSIT_AMOUNT_INVALID', undefined, 'amount');
  if (value > MAX_DEPOSIT) return problem('DEPOSIT_ABOVE_MAX', { max: MAX_DEPOSIT }, 'amount');
  return OK;
}

/**
 * A fund request's transaction id as the original app makes it: "TXN", the timestamp, and a three-digit random
 * number 0-999.
 * Both come from the caller (`Date.now()`, `Math.floor(Math.random() * 1000)`) so this stays pure.
 */
export function makeTransactionId(timestampMs: number, random0to999: number): string {
  const nonce = ((Math.floor(random0to999) % 1000) + 1000) % 1000;
  return `TXN${Math.floor(timestampMs)}${String(nonce).padStart(3, '0')}`;
}

/** A UPI reference number (UTR): the 12 digits a UPI app shows for a payment; each is used once. */
const UTR = /^\d{12}$/;

export function isUtr(text: string): boolean {
  return UTR.test(text);
}

/** The UTR a player enters after paying: required, exactly 12 digits. */
export function checkUtr(utr: string | null | undefined): Check {
  const text = (utr ?? '').trim();
  if (text === '') return problem('UTR_REQUIRED', undefined, 'utr');
  return isUtr(text) ? OK : problem('UTR_INVALID', undefined, 'utr');
}

export type UpiPayment = {
  /** The payee's UPI id (settings `upiId`). */
  readonly upiId: string;
  /** The payee's name (settings `upiName`). */
  readonly payeeName: string;
  readonly amount: number;
  readonly note: string;
  /** A merchant's reference (the link's `tr`, with `mc`); a person-to-person payment has none. */
  readonly transactionId?: string;
  readonly merchantCode?: string;
};

/** Percent-encoding for a UPI query value; `@` stays literal because some UPI apps do not decode `%40`. */
function encodeUpiValue(value: string): string {
  return encodeURIComponent(value).replace(/%40/g, '@');
}

export function checkUpiId(upiId: string | null | undefined): Check {
  return upiId && upiId.includes('@') ? OK : problem('UPI_ID_INVALID', undefined, 'upiId');
}

/**
 * `upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…` (NPCI's parameters), with `mc=…&tr=…` before `tn` when the
 * payment carries a merchant's reference; or why it cannot be built.
 */
export function buildUpiPaymentLink(payment: UpiPayment): Outcome<string> {
  const upi = checkUpiId(payment.upiId);
  if (!upi.ok) return upi;
  if (!Number.isSafeInteger(payment.amount) || payment.amount <= 0) {
    return problem('DEPOSIT_AMOUNT_INVALID', undefined, 'amount');
  }
  const reference = payment.transactionId === undefined
    ? []
    : [['mc', payment.merchantCode ?? UPI_MERCHANT_CODE], ['tr', payment.transactionId]];
  const query = [
    ['pa', payment.upiId],
    ['pn', payment.payeeName],
    ['am', String(payment.amount)],
    ['cu', UPI_CURRENCY],
    ...reference,
    ['tn', payment.note],
  ]
    .map(([key, value]) => `${key}=${encodeUpiValue(value!)}`)
    .join('&');
  return valid(`upi://pay?${query}`);
}

/** Whom a UPI payment link pays (its `pa` and `pn`): what the player was shown is what they paid, whatever the settings say now. */
export function payeeOfUpiLink(link: string): { upiId: string; payeeName: string } {
  const query = new URLSearchParams(link.slice(link.indexOf('?') + 1));
  return { upiId: query.get('pa') ?? '', payeeName: query.get('pn') ?? '' };
}

// ---- Payout methods ----------------------------------------------------------------------------------------

export type WithdrawMethod = 'bank' | 'phonepe' | 'googlepay' | 'paytm';

/** In the order the withdraw screen offers them when none is saved. */
export const WITHDRAW_METHODS: readonly WithdrawMethod[] = ['bank', 'phonepe', 'googlepay', 'paytm'];

export function isWithdrawMethod(value: unknown): value is WithdrawMethod {
  return typeof value === 'string' && (WITHDRAW_METHODS as readonly string[]).includes(value);
}

const METHOD_LABELS: Readonly<Record<WithdrawMethod, string>> = {
  bank: 'Bank',
  phonepe: 'PhonePe',
  googlepay: 'Google Pay',
  paytm: 'Paytm',
};

export function withdrawMethodLabel(method: WithdrawMethod): string {
  return METHOD_LABELS[method];
}

type Text = string | null | undefined;

export type BankDetails = {
  readonly accountNumber?: Text;
  readonly accountHolderName?: Text;
  readonly ifscCode?: Text;
  readonly bankName?: Text;
};

export type PaymentDetails = {
  readonly paytm?: Text;
  readonly googlePay?: Text;
  readonly phonepe?: Text;
};

function filled(value: Text): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** A bank account counts as saved only with all four fields. */
export function isBankDetailsSaved(bank: BankDetails | null | undefined): boolean {
  return !!bank && filled(bank.accountNumber) && filled(bank.accountHolderName) && filled(bank.ifscCode) && filled(bank.bankName);
}

function walletId(method: Exclude<WithdrawMethod, 'bank'>, payment: PaymentDetails | null | undefined): Text {
  if (!payment) return null;
  return method === 'googlepay' ? payment.googlePay : payment[method];
}

export function isWithdrawMethodSaved(
  method: WithdrawMethod,
  bank: BankDetails | null | undefined,
  payment: PaymentDetails | null | undefined,
): boolean {
  return method === 'bank' ? isBankDetailsSaved(bank) : filled(walletId(method, payment));
}

/** The methods a player may withdraw to: exactly the saved ones. */
export function savedWithdrawMethods(
  bank: BankDetails | null | undefined,
  payment: PaymentDetails | null | undefined,
): WithdrawMethod[] {
  return WITHDRAW_METHODS.filter((m) => isWithdrawMethodSaved(m, bank, payment));
}

/** "XXXX4321": enough of an account number to recognise it, not enough to misuse it. */
export function maskAccountNumber(accountNumber: string): string {
  return `XXXX${accountNumber.trim().slice(-4)}`;
}

/**
 * The `accountDetails` display string of a withdrawal: "Bank - XXXX4321 (R Sharma)", "PhonePe - 9876543210".
 * Null when the method is not saved.
 */
export function withdrawalAccountDisplay(
  method: WithdrawMethod,
  bank: BankDetails | null | undefined,
  payment: PaymentDetails | null | undefined,
): string | null {
  if (!isWithdrawMethodSaved(method, bank, payment)) return null;
  if (method === 'bank') {
    return `Bank - ${maskAccountNumber(bank!.accountNumber!)} (${bank!.accountHolderName!.trim()})`;
  }
  return `${METHOD_LABELS[method]} - ${walletId(method, payment)!.trim()}`;
}

// ---- Withdrawal --------------------------------------------------------------------------------------------

export type WithdrawalForm = {
  readonly amount: AmountInput;
  readonly method: string | null | undefined;
  readonly savedMethods: readonly WithdrawMethod[];
  readonly minimumWithdraw: number;
  readonly balance: number;
  /** The instant of the request; Sunday is judged in IST. */
  readonly now: Instant;
};

/** The quick amounts' steps on the withdraw screen, as multiples of the minimum withdrawal. */
const WITHDRAW_QUICK_STEPS: readonly number[] = [1, 2, 5, 10, 20, 50];

/**
 * The withdraw screen's quick amounts, from the minimum withdrawal: the minimum itself and round multiples of it,
 * so none is an amount the rules would refuse as too small. With no minimum, the usual quick amounts.
 */
export function withdrawQuickAmounts(minimumWithdraw: number): readonly number[] {
  if (!Number.isSafeInteger(minimumWithdraw) || minimumWithdraw <= 0) return QUICK_AMOUNTS;
  return WITHDRAW_QUICK_STEPS.map((step) => step * minimumWithdraw);
}

/** A withdrawal request, checked in the original app's order; the first failing rule is the answer. */
export function checkWithdrawal(form: WithdrawalForm): Check {
  const { amount, method } = form;
  if (amount === null || amount === undefined || (typeof amount === 'string' && amount.trim() === '')) {
    return problem('WITHDRAW_AMOUNT_REQUIRED', undefined, 'amount');
  }
  const value = parseWholeAmount(amount);
  if (value === null) return problem('WITHDRAW_AMOUNT_INVALID', undefined, 'amount');
  if (!method) return problem('WITHDRAW_METHOD_REQUIRED', undefined, 'method');
  if (!isWithdrawMethod(method)) return problem('WITHDRAW_METHOD_REQUIRED', undefined, 'method');
  if (!form.savedMethods.includes(method)) {
    return problem('WITHDRAW_METHOD_NOT_SAVED', { method: METHOD_LABELS[method] }, 'method');
  }
  if (value < form.minimumWithdraw) return problem('WITHDRAW_BELOW_MIN', { min: form.minimumWithdraw }, 'amount');
  if (value <= 0) return problem('WITHDRAW_AMOUNT_INVALID', undefined, 'amount');
  if (value > form.balance) return problem('INSUFFICIENT_BALANCE', undefined, 'amount');
  if (isSundayInIst(form.now)) return problem('WITHDRAW_SUNDAY');
  return OK;
}
