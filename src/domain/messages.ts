import { rupeesText } from './rupees';
import { clockTimeToDisplay } from './time';

/**
 * The catalogue of every player-visible message the domain rules can produce.
 *
 * Each rule reports a stable code; the English text is the original app's wording (where it has one) with
 * `{name}` placeholders for parameters. Screens and the server show `message`; anything that wants another
 * language formats the same code and params with its own catalogue. These codes are part of the registry of
 * every refusal the server answers (contract/refusals.ts).
 */

export const EN_MESSAGES = {
  // Daily bet number
  SINGLE_DIGIT_INVALID: 'Single digit must be a number between 0-9',
  SINGLE_DIGIT_OUT_OF_RANGE: 'Single digit must be between 0-9',
  JODI_INVALID: 'Jodi must be a 2-digit number',
  PANNA_FORMAT_INVALID: 'Panna must be a 3-digit number',
  PANNA_KIND_MISMATCH: 'This is a {actual} panna, but you selected {selected} panna',
  PANNA_NOT_VALID:
    'Panna {panna} is not valid: its digits must not descend, with 0 counting above 9 (e.g., {example})',
  HALF_SANGAM_FORMAT: 'Half sangam format: digit-panna (e.g., 5-123)',
  FULL_SANGAM_FORMAT: 'Full sangam format: panna-panna (e.g., 123-456)',
  UNKNOWN_BET_TYPE: 'Unknown bet type',
  SESSION_INVALID: 'Session must be open or close',

  // Daily bet amount and game
  BET_AMOUNT_INVALID: 'Please enter a valid bet amount',
  BET_AMOUNT_BELOW_MIN: 'Minimum bet amount is ₹{min}',
  BET_AMOUNT_ABOVE_MAX: 'Maximum bet amount is ₹{max}',
  INSUFFICIENT_BALANCE: 'Insufficient balance',
  GAME_REQUIRED: 'Please select a game',

  // Daily bet timing (jodi and sangams close with the open session: OPEN_SESSION_REQUIRED)
  OPEN_SESSION_AVAILABLE: 'Open session betting is available',
  OPEN_SESSION_CLOSED: 'Open session betting has closed',
  CLOSE_SESSION_AVAILABLE: 'Close session betting is available',
  CLOSE_SESSION_CLOSED: 'Close session betting has closed',
  BOTH_SESSIONS_CLOSED: 'Both sessions are closed!',
  ALL_SESSIONS_CLOSED: 'All sessions are closed!',
  OPEN_SESSION_REQUIRED: '{betType} betting closes with the open session',

  // Game card status and game-selection banners
  MARKET_CLOSED: 'Market Closed',
  RESULT_DECLARED: 'Result Declared',
  GAME_CLOSED: 'Game Closed',
  ALL_RESULTS_DECLARED: 'All results have been declared',
  ALL_SESSIONS_CURRENTLY_CLOSED: 'All sessions are currently closed',
  BETWEEN_SESSIONS: 'Between betting sessions',

  // Game times (admin)
  TIME_FORMAT_INVALID: 'Time must be in HH:MM (24-hour) format',
  CLOSE_TIME_NOT_AFTER_OPEN: 'Close time must be after open time',

  // Sign up, sign in, passwords
  NAME_REQUIRED: 'Name is required',
  NAME_DIRECTION_CONTROL: 'Name must not contain text-direction control characters',
  NAME_RESERVED: 'Name must not look like a Matka Play staff or support name',
  MOBILE_REQUIRED: 'Mobile number is required',
  MOBILE_INVALID: 'Mobile number must be 10 digits',
  PASSWORD_REQUIRED: 'Password is required',
  NEW_PASSWORD_REQUIRED: 'New password is required',
  PASSWORD_TOO_SHORT: 'Password must be at least {min} characters long',
  PASSWORDS_DO_NOT_MATCH: 'Passwords do not match',
  AGE_CONFIRMATION_REQUIRED: 'Please confirm that you are 18 or older',
  EMAIL_INVALID: 'Please enter a valid email address',
  PASSWORD_TOO_LONG: 'Password must be at most {max} characters long',

  // Length limits of every text a client sends (input-limits.ts)
  TEXT_TOO_LONG: '{label} must be at most {max} characters',

  // Payout details
  ACCOUNT_HOLDER_REQUIRED: 'Please enter account holder name',
  ACCOUNT_NUMBER_REQUIRED: 'Please enter account number',
  ACCOUNT_NUMBER_CONFIRM_REQUIRED: 'Please confirm account number',
  ACCOUNT_NUMBERS_DO_NOT_MATCH: 'Account numbers do not match',
  IFSC_REQUIRED: 'Please enter IFSC code',
  BANK_NAME_REQUIRED: 'Please enter bank name',
  PAYMENT_NUMBER_REQUIRED: 'Please enter your mobile number',
  PAYMENT_NUMBER_INVALID: 'Please enter a valid 10-digit mobile number',
  ACCOUNT_NUMBER_INVALID: 'Account number must be {min} to {max} digits',
  IFSC_INVALID: 'Please enter a valid IFSC code (e.g., SBIN0001234)',

  // Enquiry (trimmed and non-empty; the length cap protects the server)
  ENQUIRY_MESSAGE_REQUIRED: 'Please enter a message',
  ENQUIRY_MESSAGE_TOO_LONG: 'Message must be at most {max} characters',

  // Funds
  DEPOSIT_BELOW_MIN: 'Minimum deposit amount is {min} points',
  DEPOSIT_ABOVE_MAX: 'Maximum deposit amount is {max} points',
  DEPOSIT_AMOUNT_INVALID: 'Invalid amount specified',
  UPI_ID_INVALID: 'Invalid UPI ID configuration. Please contact support.',
  UPI_ID_FORMAT_INVALID: 'UPI ID must contain @ (e.g., name@bank)',
  // A deposit is recorded after the payment, with its UPI reference (UTR)
  UTR_REQUIRED: 'Please enter the UPI reference (UTR) of your payment',
  UTR_INVALID: 'UPI reference (UTR) must be 12 digits',
  UTR_ALREADY_USED: 'This UPI reference (UTR) has already been used for a fund request',
  TRANSACTION_ID_ALREADY_USED: 'This transaction ID has already been used for a fund request',
  WITHDRAW_AMOUNT_REQUIRED: 'Please enter withdrawal amount',
  WITHDRAW_AMOUNT_INVALID: 'Please enter a valid withdrawal amount',
  WITHDRAW_METHOD_REQUIRED: 'Please select a withdrawal method',
  WITHDRAW_METHOD_NOT_SAVED: 'Please add your {method} details before withdrawing',
  WITHDRAW_BELOW_MIN: 'Minimum withdrawal amount is ₹{min}',
  WITHDRAW_SUNDAY: 'Withdrawals are closed on Sundays',

  // Starline
  STARLINE_BET_NUMBER_INVALID: 'Please enter a valid bet number',
  STARLINE_BETTING_UNAVAILABLE: 'Betting is not available for this game right now',
} as const;

export type DomainCode = keyof typeof EN_MESSAGES;

/** The values a message is made from, by name: amounts as numbers of rupees, times as `HH:MM`, dates as `YYYY-MM-DD`. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** A message catalogue for one language: every code must have a text. */
export type MessageCatalogue = Readonly<Record<DomainCode, string>>;

/** One failed rule: a stable code, the filled-in message, its parameters, and the form field it concerns. */
export type Problem = {
  readonly ok: false;
  readonly code: DomainCode;
  readonly message: string;
  readonly params?: MessageParams;
  readonly field?: string;
};

/** The answer of a yes/no rule. */
export type Check = { readonly ok: true } | Problem;

/** The answer of a rule that also normalises its input (e.g. a bet number "123456" → "123-456"). */
export type Outcome<T> = { readonly ok: true; readonly value: T } | Problem;

/** The answer of a form: its normalised values, or every problem at once (API errors[] carry one each). */
export type Validated<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly problems: readonly Problem[] };

export const OK: { readonly ok: true } = Object.freeze({ ok: true });

export function valid<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar date "2026-11-26" as English writes it, "26 Nov 2026"; anything else unchanged. */
export function englishDateText(calendarDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(calendarDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${Number(match[3])} ${month} ${match[1]}` : calendarDate;
}

/** How a language writes the values a message names by kind: `{name:date}` (a `YYYY-MM-DD` param). */
export interface MessageWords {
  readonly date: (calendarDate: string) => string;
}

const ENGLISH_WORDS: MessageWords = { date: englishDateText };

const PLACEHOLDER = /(₹?)\{(\w+)(?::(date|time))?\}/g;

/**
 * The one formatter of every message, the domain's and the server's refusals alike (contract/refusals.ts):
 * fills a template's `{name}` placeholders; a placeholder without a parameter stays visible rather than
 * vanishing. An amount after ₹ (`₹{min}` given 1000) is written as every rupee amount is, "₹1,000" (./rupees.ts);
 * a `{name:date}` ("2026-11-26") as the language writes a day, a `{name:time}` ("14:30") as "2:30 PM".
 */
export function fillMessage(template: string, params?: MessageParams, words: MessageWords = ENGLISH_WORDS): string {
  return template.replace(PLACEHOLDER, (placeholder, rupee: string, name: string, kind: string | undefined) => {
    if (!params || !Object.hasOwn(params, name)) return placeholder;
    const value = params[name]!;
    if (kind === 'date') return words.date(String(value));
    if (kind === 'time') return clockTimeToDisplay(String(value));
    return rupee && typeof value === 'number' ? rupeesText(value) : `${rupee}${value}`;
  });
}

/** The names of a template's placeholders, in order of appearance, each once. */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[2]!))];
}

/** A code's message in a catalogue (English by default), filled by the one formatter. */
export function formatMessage(
  code: DomainCode,
  params?: MessageParams,
  catalogue: MessageCatalogue = EN_MESSAGES,
): string {
  return fillMessage(catalogue[code], params);
}

export function problem(code: DomainCode, params?: MessageParams, field?: string): Problem {
  return {
    ok: false,
    code,
    message: formatMessage(code, params),
    ...(params ? { params } : {}),
    ...(field ? { field } : {}),
  };
}

/** Builds a form's answer from its problems: valid only when there are none. */
export function validated<T>(problems: readonly Problem[], value: () => T): Validated<T> {
  return problems.length === 0 ? { ok: true, value: value() } : { ok: false, problems };
}

/** The first problem of a form's list (what a toast shows), or null when the form is valid. */
export function firstProblem(problems: readonly Problem[]): Problem | null {
  return problems[0] ?? null;
}

/**
 * A refusal as a client writes it: the code's text in `catalogue` (a language's, keyed by the codes of
 * contract/refusals.ts) filled with its params, each text value through `valueText` (a language's words for the
 * server's English values); the server's own `message` for a code the catalogue does not know (a newer server) or
 * one sent without the params its template needs.
 */
export function writeRefusal(
  refusal: { readonly code?: string | undefined; readonly message: string; readonly params?: MessageParams | undefined },
  catalogue: Readonly<Record<string, string>>,
  valueText: (value: string) => string = (value) => value,
  words?: MessageWords,
): string {
  const { code, message, params = {} } = refusal;
  if (code === undefined || !Object.hasOwn(catalogue, code)) return message;
  const template = catalogue[code]!;
  if (placeholdersOf(template).some((name) => !Object.hasOwn(params, name))) return message;
  const values = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, typeof value === 'string' ? valueText(value) : value]),
  );
  return fillMessage(template, values, words);
}
