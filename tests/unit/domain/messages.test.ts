import { describe, expect, it } from 'vitest';
import * as constants from '../../../src/domain/constants';
import {
  EN_MESSAGES,
  firstProblem,
  formatMessage,
  problem,
  validated,
  type DomainCode,
} from '../../../src/domain/messages';

/** Every player-visible message of the original app's forms (and its screens' texts the domain produces), verbatim. */
const ORIGINAL_MESSAGES: [DomainCode, Record<string, string | number> | undefined, string][] = [
  // Sign up and auth, passwords
  ['PASSWORDS_DO_NOT_MATCH', undefined, 'Passwords do not match'],
  ['MOBILE_REQUIRED', undefined, 'Mobile number is required'],
  ['MOBILE_INVALID', undefined, 'Mobile number must be 10 digits'],
  ['NEW_PASSWORD_REQUIRED', undefined, 'New password is required'],
  ['PASSWORD_TOO_SHORT', { min: 6 }, 'Password must be at least 6 characters long'],
  // Daily bet number
  ['SINGLE_DIGIT_INVALID', undefined, 'Single digit must be a number between 0-9'],
  ['SINGLE_DIGIT_OUT_OF_RANGE', undefined, 'Single digit must be between 0-9'],
  ['JODI_INVALID', undefined, 'Jodi must be a 2-digit number'],
  ['PANNA_FORMAT_INVALID', undefined, 'Panna must be a 3-digit number'],
  ['PANNA_KIND_MISMATCH', { actual: 'double', selected: 'single' }, 'This is a double panna, but you selected single panna'],
  ['HALF_SANGAM_FORMAT', undefined, 'Half sangam format: digit-panna (e.g., 5-123)'],
  ['FULL_SANGAM_FORMAT', undefined, 'Full sangam format: panna-panna (e.g., 123-456)'],
  ['UNKNOWN_BET_TYPE', undefined, 'Unknown bet type'],
  // Daily bet amount and game
  ['BET_AMOUNT_INVALID', undefined, 'Please enter a valid bet amount'],
  ['BET_AMOUNT_BELOW_MIN', { min: 10 }, 'Minimum bet amount is ₹10'],
  ['BET_AMOUNT_ABOVE_MAX', { max: 10000 }, 'Maximum bet amount is ₹10,000'],
  ['INSUFFICIENT_BALANCE', undefined, 'Insufficient balance'],
  ['GAME_REQUIRED', undefined, 'Please select a game'],
  // Daily bet timing
  ['OPEN_SESSION_AVAILABLE', undefined, 'Open session betting is available'],
  ['OPEN_SESSION_CLOSED', undefined, 'Open session betting has closed'],
  ['CLOSE_SESSION_AVAILABLE', undefined, 'Close session betting is available'],
  ['CLOSE_SESSION_CLOSED', undefined, 'Close session betting has closed'],
  ['BOTH_SESSIONS_CLOSED', undefined, 'Both sessions are closed!'],
  ['ALL_SESSIONS_CLOSED', undefined, 'All sessions are closed!'],
  // Profile, bank, payment
  ['NAME_REQUIRED', undefined, 'Name is required'],
  ['ACCOUNT_HOLDER_REQUIRED', undefined, 'Please enter account holder name'],
  ['ACCOUNT_NUMBER_REQUIRED', undefined, 'Please enter account number'],
  ['ACCOUNT_NUMBER_CONFIRM_REQUIRED', undefined, 'Please confirm account number'],
  ['ACCOUNT_NUMBERS_DO_NOT_MATCH', undefined, 'Account numbers do not match'],
  ['IFSC_REQUIRED', undefined, 'Please enter IFSC code'],
  ['BANK_NAME_REQUIRED', undefined, 'Please enter bank name'],
  ['PAYMENT_NUMBER_REQUIRED', undefined, 'Please enter your mobile number'],
  ['PAYMENT_NUMBER_INVALID', undefined, 'Please enter a valid 10-digit mobile number'],
  // Funds
  ['DEPOSIT_BELOW_MIN', { min: 1 }, 'Minimum deposit amount is 1 points'],
  ['UPI_ID_INVALID', undefined, 'Invalid UPI ID configuration. Please contact support.'],
  ['DEPOSIT_AMOUNT_INVALID', undefined, 'Invalid amount specified'],
  ['WITHDRAW_AMOUNT_REQUIRED', undefined, 'Please enter withdrawal amount'],
  ['WITHDRAW_METHOD_REQUIRED', undefined, 'Please select a withdrawal method'],
  ['WITHDRAW_BELOW_MIN', { min: 1000 }, 'Minimum withdrawal amount is ₹1,000'],
  ['WITHDRAW_SUNDAY', undefined, 'Withdrawals are closed on Sundays'],
  // Starline bet
  ['STARLINE_BET_NUMBER_INVALID', undefined, 'Please enter a valid bet number'],
  ['BET_AMOUNT_BELOW_MIN', { min: 5 }, 'Minimum bet amount is ₹5'],
  ['BET_AMOUNT_ABOVE_MAX', { max: 500 }, 'Maximum bet amount is ₹500'],
  // Game card and game selection, Starline
  ['MARKET_CLOSED', undefined, 'Market Closed'],
  ['RESULT_DECLARED', undefined, 'Result Declared'],
  ['GAME_CLOSED', undefined, 'Game Closed'],
  ['ALL_RESULTS_DECLARED', undefined, 'All results have been declared'],
  ['ALL_SESSIONS_CURRENTLY_CLOSED', undefined, 'All sessions are currently closed'],
  ['BETWEEN_SESSIONS', undefined, 'Between betting sessions'],
  ['STARLINE_BETTING_UNAVAILABLE', undefined, 'Betting is not available for this game right now'],
];

describe('the message catalogue', () => {
  it('holds every message of the original app verbatim', () => {
    for (const [code, params, text] of ORIGINAL_MESSAGES) expect(formatMessage(code, params)).toBe(text);
  });

  it('has one text per code and no duplicate texts', () => {
    const texts = Object.values(EN_MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
    for (const [code, text] of Object.entries(EN_MESSAGES)) {
      expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
      expect(text.trim()).toBe(text);
      expect(text).not.toBe('');
    }
  });

  it('fills placeholders and leaves a missing one visible', () => {
    expect(formatMessage('PANNA_NOT_VALID', { panna: '321', example: '123' })).toBe(
      'Panna 321 is not valid: its digits must not descend, with 0 counting above 9 (e.g., 123)',
    );
    expect(formatMessage('BET_AMOUNT_BELOW_MIN')).toBe('Minimum bet amount is ₹{min}');
  });

  it('writes an amount after ₹ as every rupee amount is written, with en-IN grouping', () => {
    expect(formatMessage('BET_AMOUNT_ABOVE_MAX', { max: 150000 })).toBe('Maximum bet amount is ₹1,50,000');
    expect(formatMessage('WITHDRAW_BELOW_MIN', { min: 1000 })).toBe('Minimum withdrawal amount is ₹1,000');
    // Read back from a server's message as text, it is kept as it came.
    expect(formatMessage('WITHDRAW_BELOW_MIN', { min: '1,000' })).toBe('Minimum withdrawal amount is ₹1,000');
    // Numbers that are not rupees keep their figures.
    expect(formatMessage('PASSWORD_TOO_LONG', { max: 1000 })).toBe('Password must be at most 1000 characters long');
  });

  it('formats with another catalogue (a future Hindi one)', () => {
    const hindi = { ...EN_MESSAGES, INSUFFICIENT_BALANCE: 'अपर्याप्त शेष राशि', BET_AMOUNT_BELOW_MIN: 'न्यूनतम दांव ₹{min} है' };
    expect(formatMessage('INSUFFICIENT_BALANCE', undefined, hindi)).toBe('अपर्याप्त शेष राशि');
    expect(formatMessage('BET_AMOUNT_BELOW_MIN', { min: 10 }, hindi)).toBe('न्यूनतम दांव ₹10 है');
  });

  it('builds problems with code, message, params and field', () => {
    expect(problem('INSUFFICIENT_BALANCE')).toEqual({ ok: false, code: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance' });
    expect(problem('BET_AMOUNT_BELOW_MIN', { min: 10 }, 'betAmount')).toEqual({
      ok: false, code: 'BET_AMOUNT_BELOW_MIN', message: 'Minimum bet amount is ₹10', params: { min: 10 }, field: 'betAmount',
    });
  });

  it('answers forms with all problems or the value', () => {
    const a = problem('NAME_REQUIRED');
    const b = problem('MOBILE_REQUIRED');
    expect(validated([a, b], () => 'unused')).toEqual({ ok: false, problems: [a, b] });
    expect(validated([], () => 42)).toEqual({ ok: true, value: 42 });
    expect(firstProblem([a, b])).toBe(a);
    expect(firstProblem([])).toBeNull();
  });
});

describe('business constants', () => {
  it('has the original app\'s values', () => {
    expect(constants).toMatchObject({
      APP_VERSION: '1.0.0',
      MIN_BET: 10,
      MAX_BET: 10000,
      BET_REDIRECT_MS: 1500,
      FORGOT_PASSWORD_REDIRECT_MS: 2000,
      POLL_GAMES_MS: 30000,
      POLL_BALANCE_MS: 30000,
      POLL_STARLINE_MS: 60000,
      TOAST_MS: 4000,
      TOAST_ERROR_MS: 4000,
      TOAST_SUCCESS_MS: 2000,
      TOAST_LIMIT: 20,
      BANNER_ROTATE_MS: 5000,
      HISTORY_PAGE_SIZE: 10,
      STARLINE_HISTORY_PAGE_SIZE: 10,
      HISTORY_PAGE_BUTTONS: 5,
      INSTALL_DISMISS_MS: 86_400_000,
      MOBILE_NUMBER_LENGTH: 10,
      MIN_PASSWORD_LENGTH: 6,
      DEFAULT_BALANCE_PLACEHOLDER: 3800,
      TOKEN_STORAGE_KEY: 'token',
      DEFAULT_MINIMUM_DEPOSIT: 1,
      DEFAULT_MINIMUM_WITHDRAW: 1000,
      DEFAULT_WITHDRAWAL_OPEN_TIME: '6:00 AM',
      DEFAULT_WITHDRAWAL_CLOSE_TIME: '9:10 AM',
      UPI_CURRENCY: 'INR',
      WHATSAPP_COUNTRY_CODE: '91',
      NO_RESULT: '***-**-***',
      IST_OFFSET_MINUTES: 330,
    });
    expect(constants.DEPOSIT_QR_OPTIONS).toMatchObject({ width: 300, margin: 2, errorCorrectionLevel: 'M' });
  });
});
