/**
 * How long, and of what shape, every text a client can send may be: one table for the player app's and the
 * admin console's forms (their inputs' maxLength) and for the server, which refuses anything longer with a
 * 400 naming the field. Without a bound, a 1 MB "name" is stored and then served in every list that shows it.
 *
 * Lengths count characters as a person sees them (code points), so an emoji or a Devanagari letter is one.
 * Fixed-format fields (mobile and wallet numbers, account numbers, IFSC) are bounded by their formats.
 */

import { MAX_ENQUIRY_MESSAGE_LENGTH, MIN_PASSWORD_LENGTH, MOBILE_NUMBER_LENGTH } from './constants';
import { OK, problem, type Check } from './messages';

type Limit = { readonly max: number; readonly label: string; readonly min?: number };

export const INPUT_LIMITS = {
  // Players
  name: { max: 60, label: 'Name' },
  mobileNumber: { min: MOBILE_NUMBER_LENGTH, max: MOBILE_NUMBER_LENGTH, label: 'Mobile number' },
  /** RFC 5321's longest deliverable address. */
  email: { max: 254, label: 'Email' },
  password: { min: MIN_PASSWORD_LENGTH, max: 128, label: 'Password' },
  accountHolderName: { max: 100, label: 'Account holder name' },
  accountNumber: { min: 9, max: 18, label: 'Account number' },
  ifscCode: { min: 11, max: 11, label: 'IFSC code' },
  bankName: { max: 100, label: 'Bank name' },
  walletNumber: { min: MOBILE_NUMBER_LENGTH, max: MOBILE_NUMBER_LENGTH, label: 'Mobile number' },
  /** The app sends "TXN" + a timestamp + 3 digits; other clients send their UPI reference (UTR). */
  transactionId: { max: 100, label: 'Transaction ID' },
  enquiryMessage: { max: MAX_ENQUIRY_MESSAGE_LENGTH, label: 'Message' },

  // Admin console
  reason: { max: 500, label: 'Reason' },
  remarks: { max: 500, label: 'Remarks' },
  gameName: { max: 60, label: 'Game name' },
  gameNameHindi: { max: 60, label: 'Hindi game name' },
  bannerTitle: { max: 100, label: 'Title' },
  holidayName: { max: 60, label: 'Holiday name' },
  upiId: { max: 100, label: 'UPI ID' },
  upiName: { max: 50, label: 'UPI payee name' },
  appLink: { max: 500, label: 'App link' },
  howToPlay: { max: 20_000, label: 'How To Play text' },
  maintenanceMessage: { max: 200, label: 'Maintenance message' },
} as const satisfies Record<string, Limit>;

export type LimitedInput = keyof typeof INPUT_LIMITS;

/** Characters as a person counts them: "🙂" is one, not two UTF-16 units. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** At most the table's maximum for `input`; the problem names `field` (the request's own key). */
export function checkLength(text: string, input: LimitedInput, field: string = input): Check {
  const { max, label } = INPUT_LIMITS[input];
  return characterCount(text) > max ? problem('TEXT_TOO_LONG', { label, max }, field) : OK;
}

// Whitespace, controls, format characters (zero-width spaces and joiners, bidi marks and overrides, BOM),
// lone combining marks and the blank fillers (Hangul, braille): a name of these alone shows as nothing.
const INVISIBLE = /^[\s\p{Cc}\p{Cf}\p{Z}\p{M}\u115F\u1160\u3164\uFFA0\u2800]*$/u;

/** True when nothing of the text would be visible on screen. */
export function isInvisible(text: string): boolean {
  return INVISIBLE.test(text);
}

/**
 * A person's or account holder's name: something visible (otherwise the "required" message, as a name of
 * zero-width characters is no name) and at most the table's length.
 */
export function checkName(
  name: string,
  requiredCode: 'NAME_REQUIRED' | 'ACCOUNT_HOLDER_REQUIRED' = 'NAME_REQUIRED',
  input: 'name' | 'accountHolderName' = 'name',
  field: string = input,
): Check {
  if (isInvisible(name)) return problem(requiredCode, undefined, field);
  return checkLength(name.trim(), input, field);
}

// Dot-atoms on both sides, a domain of letter/digit/hyphen labels and a top-level domain of letters:
// what mail systems actually deliver to, without quoted local parts or IP literals.
const EMAIL_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL_DOMAIN = /^[A-Za-z]{2,63}$/;
const MAX_EMAIL_LOCAL_PART = 64;

export function isEmailAddress(text: string): boolean {
  const at = text.lastIndexOf('@');
  if (at <= 0 || at > MAX_EMAIL_LOCAL_PART) return false;
  const local = text.slice(0, at);
  const labels = text.slice(at + 1).split('.');
  return (
    EMAIL_LOCAL.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL_DOMAIN.test(labels[labels.length - 1]!)
  );
}

/** An optional email (already trimmed): empty, or a real address of at most 254 characters. */
export function checkEmail(email: string, field = 'email'): Check {
  if (email === '') return OK;
  const length = checkLength(email, 'email', field);
  if (!length.ok) return length;
  return isEmailAddress(email) ? OK : problem('EMAIL_INVALID', undefined, field);
}

const ACCOUNT_NUMBER = new RegExp(`^\\d{${INPUT_LIMITS.accountNumber.min},${INPUT_LIMITS.accountNumber.max}}$`);

/** An Indian bank account number (trimmed): 9 to 18 digits. */
export function checkAccountNumber(accountNumber: string, field = 'accountNumber'): Check {
  return ACCOUNT_NUMBER.test(accountNumber)
    ? OK
    : problem('ACCOUNT_NUMBER_INVALID', { min: INPUT_LIMITS.accountNumber.min, max: INPUT_LIMITS.accountNumber.max }, field);
}

/** RBI's IFSC: four letters (the bank), a zero, six letters or digits (the branch). */
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** An IFSC code, already trimmed and upper-cased. */
export function checkIfscCode(ifscCode: string, field = 'ifscCode'): Check {
  return IFSC.test(ifscCode) ? OK : problem('IFSC_INVALID', undefined, field);
}

// A UPI id is a handle and a provider (name@bank); neither part may hold spaces or another @.
const UPI_ID = /^[^\s@]+@[^\s@]+$/;

/** The payee UPI id an admin saves (trimmed): name@bank, at most 100 characters. */
export function checkUpiIdFormat(upiId: string, field = 'upiId'): Check {
  const length = checkLength(upiId, 'upiId', field);
  if (!length.ok) return length;
  return UPI_ID.test(upiId) ? OK : problem('UPI_ID_FORMAT_INVALID', undefined, field);
}
