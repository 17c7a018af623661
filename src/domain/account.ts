/**
 * Player account forms: sign in/up, passwords, profile, payout details, enquiry.
 *
 * Forms answer with every problem at once (the API's errors[] carries one item each; a toast shows the
 * first). Fields that only exist on the screen (password confirmations, the age confirmation) are optional
 * so that the server, whose request bodies lack them, runs the same rules without them.
 */

import { MAX_ENQUIRY_MESSAGE_LENGTH, MIN_PASSWORD_LENGTH, MOBILE_NUMBER_LENGTH } from './constants';
import {
  characterCount,
  checkAccountNumber,
  checkEmail,
  checkIfscCode,
  checkLength,
  checkName,
  INPUT_LIMITS,
} from './input-limits';
import { checkPlayerName, checkStaffName } from './player-name';
import { OK, problem, valid, validated, type Check, type Outcome, type Problem, type Validated } from './messages';

const TEN_DIGITS = new RegExp(`^\\d{${MOBILE_NUMBER_LENGTH}}$`);
const MAX_PASSWORD_LENGTH = INPUT_LIMITS.password.max;

function collect(...checks: Check[]): Problem[] {
  return checks.filter((c): c is Problem => !c.ok);
}

/** Room in a mobile-number field for a number as phones copy and autofill it: "+91 98765 43210", "0091 98765 43210". */
export const MOBILE_NUMBER_INPUT_MAX = 16;

/**
 * The 10 digits of a mobile number as typed, pasted or autofilled: every non-digit dropped, then a leading country
 * code (91, only with 10 digits after it) or trunk 0 while more than 10 digits remain, then the first 10 kept.
 * "+91 98765 43210" and "098765 43210" both give "9876543210"; an 11th digit typed is simply not taken.
 */
export function mobileNumberDigits(text: string): string {
  let digits = text.replace(/\D/g, '');
  for (;;) {
    if (digits.length >= MOBILE_NUMBER_LENGTH + 2 && digits.startsWith('91')) digits = digits.slice(2);
    else if (digits.length > MOBILE_NUMBER_LENGTH && digits.startsWith('0')) digits = digits.slice(1);
    else return digits.slice(0, MOBILE_NUMBER_LENGTH);
  }
}

export function checkMobileNumber(mobileNumber: string, field = 'mobileNumber'): Check {
  const value = mobileNumber.trim();
  if (value === '') return problem('MOBILE_REQUIRED', undefined, field);
  if (!TEN_DIGITS.test(value)) return problem('MOBILE_INVALID', undefined, field);
  return OK;
}

/**
 * A password being set. Passwords are taken as typed (spaces count), only an empty one is "required".
 * `requiredCode` differs by screen: sign up asks for a "Password", the reset screens for a "New password".
 */
export function checkPassword(
  password: string,
  field = 'password',
  requiredCode: 'PASSWORD_REQUIRED' | 'NEW_PASSWORD_REQUIRED' = 'PASSWORD_REQUIRED',
): Check {
  if (password === '') return problem(requiredCode, undefined, field);
  if (password.length < MIN_PASSWORD_LENGTH) return problem('PASSWORD_TOO_SHORT', { min: MIN_PASSWORD_LENGTH }, field);
  return checkPasswordLength(password, field);
}

/** The upper bound alone: sign in applies it too, so an oversized password is refused before any hashing. */
function checkPasswordLength(password: string, field: string): Check {
  return characterCount(password) > MAX_PASSWORD_LENGTH
    ? problem('PASSWORD_TOO_LONG', { max: MAX_PASSWORD_LENGTH }, field)
    : OK;
}

export function checkPasswordsMatch(password: string, confirmation: string | undefined): Check {
  return confirmation === undefined || confirmation === password
    ? OK
    : problem('PASSWORDS_DO_NOT_MATCH', undefined, 'confirmPassword');
}

export type SignInForm = { readonly mobileNumber: string; readonly password: string };

/** Sign in checks only presence and shape; whether the password is right is the server's (generic) answer. */
export function validateSignIn(form: SignInForm): Validated<SignInForm> {
  const problems = collect(
    checkMobileNumber(form.mobileNumber),
    form.password === '' ? problem('PASSWORD_REQUIRED', undefined, 'password') : checkPasswordLength(form.password, 'password'),
  );
  return validated(problems, () => ({ mobileNumber: form.mobileNumber.trim(), password: form.password }));
}

export type SignUpForm = {
  readonly name: string;
  readonly mobileNumber: string;
  readonly password: string;
  /** Screen only. */
  readonly confirmPassword?: string;
  /** Screen only: the player confirms being 18 or over, as sign-up requires. */
  readonly ageConfirmed?: boolean;
};

export type ValidSignUp = { readonly name: string; readonly mobileNumber: string; readonly password: string };

export function validateSignUp(form: SignUpForm): Validated<ValidSignUp> {
  const problems = collect(
    checkPlayerName(form.name),
    checkMobileNumber(form.mobileNumber),
    checkPassword(form.password),
    checkPasswordsMatch(form.password, form.confirmPassword),
    form.ageConfirmed === false ? problem('AGE_CONFIRMATION_REQUIRED', undefined, 'ageConfirmed') : OK,
  );
  return validated(problems, () => ({
    name: form.name.trim(),
    mobileNumber: form.mobileNumber.trim(),
    password: form.password,
  }));
}

export type PasswordRequestForm = {
  readonly mobileNumber: string;
  readonly newPassword: string;
  /** Screen only. */
  readonly confirmPassword?: string;
};

export type ValidPasswordRequest = { readonly mobileNumber: string; readonly newPassword: string };

/** Forgot password and change password: the same rules and messages. */
export function validatePasswordRequest(form: PasswordRequestForm): Validated<ValidPasswordRequest> {
  const problems = collect(
    checkMobileNumber(form.mobileNumber),
    checkPassword(form.newPassword, 'newPassword', 'NEW_PASSWORD_REQUIRED'),
    checkPasswordsMatch(form.newPassword, form.confirmPassword),
  );
  return validated(problems, () => ({ mobileNumber: form.mobileNumber.trim(), newPassword: form.newPassword }));
}

export type ProfileForm = { readonly name: string; readonly email?: string | null };

/** A player's profile, or (`staff`) an operator's own, whose name may be a staff name. */
export function validateProfile(
  form: ProfileForm,
  whose: 'player' | 'staff' = 'player',
): Validated<{ readonly name: string; readonly email: string }> {
  const email = (form.email ?? '').trim();
  const problems = collect(
    whose === 'staff' ? checkStaffName(form.name) : checkPlayerName(form.name),
    checkEmail(email),
  );
  return validated(problems, () => ({ name: form.name.trim(), email }));
}

export type BankDetailsForm = {
  readonly accountHolderName: string;
  readonly accountNumber: string;
  readonly confirmAccountNumber: string;
  readonly ifscCode: string;
  readonly bankName: string;
};

function required(value: string, code: Problem['code'], field: string): Check {
  return value.trim() === '' ? problem(code, undefined, field) : OK;
}

/**
 * The bank form, required fields as the original app has them (with its messages), then the formats
 * Indian banks use (9 to 18 digit account numbers, IFSC `AAAA0XXXXXX`) and the length limits.
 */
export function validateBankDetails(form: BankDetailsForm): Validated<BankDetailsForm> {
  const accountNumber = form.accountNumber.trim();
  const confirmAccountNumber = form.confirmAccountNumber.trim();
  // IFSC codes are upper case; normalising spares the admin a "sbin0001234" vs "SBIN0001234" puzzle.
  const ifscCode = form.ifscCode.trim().toUpperCase();
  const problems = collect(
    checkName(form.accountHolderName, 'ACCOUNT_HOLDER_REQUIRED', 'accountHolderName'),
    accountNumber === '' ? problem('ACCOUNT_NUMBER_REQUIRED', undefined, 'accountNumber') : checkAccountNumber(accountNumber),
    required(confirmAccountNumber, 'ACCOUNT_NUMBER_CONFIRM_REQUIRED', 'confirmAccountNumber'),
    accountNumber !== '' && confirmAccountNumber !== '' && accountNumber !== confirmAccountNumber
      ? problem('ACCOUNT_NUMBERS_DO_NOT_MATCH', undefined, 'confirmAccountNumber')
      : OK,
    ifscCode === '' ? problem('IFSC_REQUIRED', undefined, 'ifscCode') : checkIfscCode(ifscCode),
    form.bankName.trim() === ''
      ? problem('BANK_NAME_REQUIRED', undefined, 'bankName')
      : checkLength(form.bankName.trim(), 'bankName'),
  );
  return validated(problems, () => ({
    accountHolderName: form.accountHolderName.trim(),
    accountNumber,
    confirmAccountNumber,
    ifscCode,
    bankName: form.bankName.trim(),
  }));
}

/** A Paytm, Google Pay or PhonePe number. */
export function validatePaymentNumber(value: string, field?: string): Outcome<string> {
  const number = value.trim();
  if (number === '') return problem('PAYMENT_NUMBER_REQUIRED', undefined, field);
  if (!TEN_DIGITS.test(number)) return problem('PAYMENT_NUMBER_INVALID', undefined, field);
  return valid(number);
}

/** A support chat message: trimmed, not empty (the send button stays disabled), at most 1,000 characters. */
export function validateEnquiryMessage(text: string): Outcome<string> {
  const message = text.trim();
  if (message === '') return problem('ENQUIRY_MESSAGE_REQUIRED', undefined, 'message');
  // Counted in characters as the player sees them (code points), not UTF-16 units.
  if (characterCount(message) > MAX_ENQUIRY_MESSAGE_LENGTH) {
    return problem('ENQUIRY_MESSAGE_TOO_LONG', { max: MAX_ENQUIRY_MESSAGE_LENGTH }, 'message');
  }
  return valid(message);
}

/** Names the server's account service already uses for the sign-in and sign-up rules. */
export const checkSignIn = validateSignIn;
export const checkSignUp = validateSignUp;
