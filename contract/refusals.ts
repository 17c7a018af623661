import { EN_MESSAGES, fillMessage, placeholdersOf, writeRefusal, type MessageParams, type MessageWords } from '../src/domain/messages.js';

/** The one formatter of every message (defined with the domain's codes, which the apps' pure rules use). */
export { fillMessage, placeholdersOf, writeRefusal, type MessageParams, type MessageWords };

/**
 * Every refusal the server can answer, by its stable code: the English template its `message` is made from, with
 * `{name}` placeholders for the answer's `params` (amounts as numbers of rupees, times as `HH:MM`, dates as
 * `YYYY-MM-DD`, names and labels as text). The domain rules' codes (src/domain/messages.ts) are part of it; the
 * codes below are the server's own. A client writes the message in its language from the code and params, and
 * shows the server's `message` only for a code it does not know.
 */
export const SERVER_REFUSALS = {
  // ---- Any request ----------------------------------------------------------------------------------------------
  NOT_FOUND: 'Not found',
  SERVER_ERROR: 'Something went wrong. Please try again.',
  DATABASE_UNAVAILABLE: 'The service is unavailable for a moment. Please try again shortly.',
  STORAGE_UNAVAILABLE: 'The service cannot save anything right now. Please try again later.',
  BAD_REQUEST: 'Bad request',
  BAD_URL: 'The address of the request is not valid',
  URL_TOO_LONG: 'The address of the request is too long',
  CONTENT_TYPE_UNSUPPORTED: 'Unsupported content type',
  BODY_TOO_LARGE: 'Request body is too large',
  BODY_EMPTY: "Body cannot be empty when content-type is set to 'application/json'",
  BODY_NOT_JSON: "Body is not valid JSON but content-type is set to 'application/json'",
  BODY_LENGTH_MISMATCH: 'Request body size did not match Content-Length',
  MALFORMED_REQUEST: 'The request could not be read',
  REQUEST_TIMEOUT: 'The request took too long to arrive',
  HEADERS_TOO_LARGE: 'The request headers are too large',
  NUL_REFUSED: 'Text must not contain NUL characters',
  /** A field the route's schema requires is missing. */
  FIELD_REQUIRED: '{field} is required',
  /** A field breaks its route schema's rule: `rule` is the schema's own words ("must be string"). */
  FIELD_INVALID: '{field} {rule}',
  FIELD_TYPE_INVALID: '{field} must be {type}',
  FIELD_NOT_ALLOWED: '{field} must be equal to one of the allowed values',
  FIELD_PATTERN_INVALID: '{field} must match pattern "{pattern}"',
  FIELD_TOO_SHORT: '{field} must NOT have fewer than {min} characters',
  FIELD_BELOW_MINIMUM: '{field} must be >= {min}',
  FIELD_ABOVE_MAXIMUM: '{field} must be <= {max}',
  FIELD_UNKNOWN_PROPERTY: '{field} must NOT have additional properties',
  FIELD_NOT_TEXT: '{field} must be text',
  FIELD_NOT_ONE_OF: '{field} must be one of {values}',
  WHOLE_NUMBER_REQUIRED: '{field} must be a whole number of at least 1',
  DATE_REQUIRED: '{field} is required (YYYY-MM-DD)',
  DATE_INVALID: '{field} must be a date (YYYY-MM-DD)',
  PERIOD_REVERSED: '{start} must not be after {end}',
  IS_ACTIVE_INVALID: 'isActive must be true or false',
  STATUS_INVALID: 'Status must be one of {statuses}',
  IDEMPOTENCY_KEY_INVALID: 'Idempotency-Key must be 1 to 255 characters',
  IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was already used for a different request',
  IDEMPOTENCY_IN_FLIGHT: 'This request is still being processed. Please retry shortly.',
  METRICS_TOKEN_REQUIRED: 'A valid metrics token is required',

  // ---- Signing in and accounts ----------------------------------------------------------------------------------
  UNAUTHENTICATED: 'Please sign in to continue',
  ADMIN_REQUIRED: 'Admin access required',
  PERMISSION_DENIED: 'Your staff role does not allow this ({permission})',
  ACCOUNT_INACTIVE: 'Your account is inactive. Please contact support.',
  LOGIN_FAILED: 'Invalid mobile number or password',
  LOGIN_THROTTLED: 'Too many sign-in attempts. Please try again later.',
  SIGN_UP_THROTTLED: 'Too many new accounts from this network. Please try again later.',
  PASSWORD_RESET_THROTTLED: 'Too many password reset requests from this network. Please try again later.',
  MOBILE_TAKEN: 'An account with this mobile number already exists',
  MOBILE_NOT_YOURS: 'Mobile number does not match your account',
  USER_NOT_FOUND: 'User not found',
  PASSWORD_REQUEST_NOT_FOUND: 'Password request not found',
  PASSWORD_REQUEST_ALREADY_DECIDED: 'This password request has already been {status}',

  // Players' data: download and account closure
  ACCOUNT_CLOSED: 'This account has been closed',
  PASSWORD_WRONG: 'The password is not right',
  ACCOUNT_CLOSURE_PLAYERS_ONLY: 'Only a player account can be closed here',
  DATA_EXPORT_LIMIT: 'You can download your data {max} times a day. Please try again tomorrow.',
  CLOSURE_NOT_FOUND: 'Closed account not found',
  CLOSURE_NOT_SETTLED:
    'This account still has {pendingBets} pending bets, {pendingDeposits} pending deposits, {pendingWithdrawals} pending withdrawals and a balance of ₹{balance}',

  // Operators' two-factor sign-in
  TWO_FACTOR_ENROLMENT_REQUIRED: 'Set up two-factor sign-in to use the admin console.',
  TWO_FACTOR_ALREADY_ON: 'Two-factor sign-in is already on. Turn it off first to set it up again.',
  TWO_FACTOR_ALREADY_CONFIRMED: 'Two-factor sign-in is already on.',
  TWO_FACTOR_SETUP_NOT_STARTED: 'Start the two-factor setup first.',
  TWO_FACTOR_NOT_ON: 'Two-factor sign-in is not on.',
  WRONG_CODE: 'That code is not right. Please check your authenticator app and try again.',
  CHALLENGE_EXPIRED: 'Your sign-in has expired. Please sign in again.',
  TOO_MANY_CODES: 'Too many wrong codes. Please sign in again.',
  TOO_MANY_CODES_LATER: 'Too many wrong codes. Please try again in {minutes} minutes.',

  // Operators' changes to players
  NOTHING_TO_CHANGE: 'Send isActive or role to change',
  SELF_DEACTIVATION: 'You cannot deactivate your own account',
  SELF_DEMOTION: 'You cannot remove your own admin role',
  ADJUSTMENT_AMOUNT_INVALID: 'Amount must be a non-zero whole number of rupees',
  ADJUSTMENT_AMOUNT_TOO_LARGE: 'Amount must be at most {max} rupees either way',
  REASON_REQUIRED: 'Reason is required',

  // Enquiries
  ENQUIRY_NOT_FOUND: 'Enquiry not found',
  ENQUIRY_CLOSED: 'This enquiry is closed',
  ENQUIRY_STATUS_INVALID: 'status must be open, closed or all',
  ACTIVITY_CURSOR_INVALID: 'cursor must be the nextCursor of a page of the list',
  ACTIVITY_READ_INVALID: 'upTo must be the id of an item of the list',

  // ---- Staff and four eyes --------------------------------------------------------------------------------------
  STAFF_NOT_FOUND: 'Staff member not found',
  STAFF_ROLE_INVALID: 'Staff role must be one of {roles}',
  STAFF_SESSION_NOT_FOUND: 'Session not found',
  OWN_ROLE: 'You cannot change your own staff role',
  LAST_OWNER: 'The last active owner cannot be demoted or deactivated',
  STAFF_NOTHING_TO_CHANGE: 'Send name, staffRole or isActive to change',
  FOUR_EYES_AMOUNT_INVALID: '{field} must be a whole number of rupees of at least 1, or empty for never',
  FOUR_EYES_SWITCH_INVALID: 'resultChanges must be true or false',
  APPROVAL_NOT_FOUND: 'Approval not found',
  APPROVAL_DECIDED: 'This approval was already {status}',
  SAME_OPERATOR: 'The operator who asked cannot approve their own request',

  // ---- Money ----------------------------------------------------------------------------------------------------
  FUND_REQUEST_NOT_FOUND: 'Fund request not found',
  FUND_REQUEST_ALREADY_DECIDED: 'This fund request has already been {status}',
  UTR_WITH_TRANSACTION_ID: 'Send either transactionId or utr, not both',
  TRANSACTION_ID_REQUIRED: 'Transaction ID is required',
  PAYMENT_METHOD_INVALID: 'Payment method must be UPI or QR',
  ONE_WALLET_REQUIRED: 'Send exactly one of paytm, googlePay or phonepe',
  WITHDRAWAL_NOT_FOUND: 'Withdrawal not found',
  WITHDRAWAL_TRANSITION_INVALID: 'A withdrawal that is {status} cannot be marked {target}',
  /** `days` names the weekdays ("Monday to Saturday"), `open` and `close` the main settings' display times. */
  WITHDRAWAL_WINDOW_CLOSED: 'Withdrawal requests are taken {days}, from {open} to {close} IST, except on holidays',

  // Bank statements and their reconciliation with fund requests: `row` is the file line, `column` the header.
  STATEMENT_NOT_MULTIPART: 'Send the statement as multipart/form-data with a file, a bank and a mapping',
  STATEMENT_FILE_REQUIRED: 'Please choose the statement file (CSV) to import',
  STATEMENT_ONE_FILE: 'Import one statement file at a time',
  STATEMENT_UPLOAD_UNREADABLE: 'The upload could not be read. Please send one CSV file, a bank and a mapping',
  STATEMENT_TOO_LARGE: 'The statement is too large: the maximum size is 5 MB',
  STATEMENT_TOO_MANY_ROWS: 'The statement has more than {limit} rows. Please import it in parts',
  STATEMENT_EMPTY: 'The statement is empty or has no header row',
  STATEMENT_NOT_UTF8: 'The statement is not UTF-8 text. Please export it as CSV (UTF-8)',
  STATEMENT_BANK_INVALID: 'Bank name must be 1 to 60 characters',
  STATEMENT_MAPPING_INVALID: 'The columns must name the date and either the amount or the credit column',
  STATEMENT_COLUMN_MISSING: 'The statement has no column "{column}"',
  STATEMENT_AMOUNT_INVALID: 'Row {row}: "{column}" is not an amount',
  STATEMENT_DATE_INVALID: 'Row {row}: "{column}" is not a date',
  STATEMENT_NOT_FOUND: 'Statement not found',
  CREDIT_NOT_FOUND: 'Statement credit not found',
  CREDIT_NOT_MATCHED: 'This credit no longer matches a pending fund request of its amount',
  CREDIT_SETTLED: 'The fund request of this credit has already been approved',

  // Responsible play: when a break ends or a limit resets, as an IST day and time; `period` is daily, weekly or
  // monthly.
  TIMED_OUT:
    'You are taking a time-out until {untilDate:date}, {untilTime:time} IST. Bets and deposits are paused until then.',
  SELF_EXCLUDED:
    'You have excluded yourself from play until {untilDate:date}, {untilTime:time} IST. Bets and deposits are paused until then.',
  LOSS_LIMIT_REACHED:
    'This bet would take you over your {period} loss limit of ₹{limit} (₹{used} used). It resets on {resetsDate:date}, {resetsTime:time} IST.',
  DEPOSIT_LIMIT_REACHED:
    'This deposit would take you over your {period} deposit limit of ₹{limit} (₹{used} used). It resets on {resetsDate:date}, {resetsTime:time} IST.',
  DEPOSIT_APPROVAL_OVER_LIMIT:
    'Approving this deposit would take the player over their {period} deposit limit of ₹{limit} (₹{used} already approved in that period). Reject it instead.',
  LIMIT_INVALID: 'A limit must be a whole number of rupees from 1 to 1,00,00,000, or none',
  LIMIT_KIND_INVALID: 'Limits are deposit and loss, each with daily, weekly and monthly',
  LIMIT_PERIOD_INVALID: 'A limit is daily, weekly or monthly',
  TIME_OUT_INVALID: 'A time-out is 1, 7 or 30 days',
  SELF_EXCLUSION_INVALID: 'A self-exclusion is 6, 12 or 60 months',
  REALITY_CHECK_INVALID: 'A reality check comes every 30, 60 or 120 minutes',

  // ---- Markets, bets and results --------------------------------------------------------------------------------
  MARKET_NOT_FOUND: 'Game not found',
  /**
   * A market's calendar: `reason` is the English wording ("Kalyan does not run on Sundays", "Closed for Diwali");
   * the params also carry `gameName`, `kind` (weekday or holiday), `weekday` (0 = Sunday) and `holiday`.
   */
  MARKET_NOT_RUNNING: '{reason}',
  MARKET_DAYS_INVALID: 'Days must be a list of different weekdays from 0 (Sunday) to 6 (Saturday), at least one',
  HOLIDAY_NOT_FOUND: 'Holiday not found',
  HOLIDAY_NAME_REQUIRED: 'Holiday name is required',
  HOLIDAY_GAMES_INVALID: '{field} must be a list of game ids',
  HOLIDAY_GAME_UNKNOWN: '{field}: no game has the id {id}',
  NO_GAME_RATES: 'No game rates set.',
  RATES_NOT_SET: 'Betting is not available right now: game rates are not set',
  GAME_DATE_NOT_TODAY: "Bets can only be placed on today's game",
  SESSION_DECLARED: 'The result of this session has been declared',
  GAME_NAME_REQUIRED: 'Game name is required',
  RATE_REQUIRED: '{rate} is required as {min, max}',
  RATE_INVALID: '{rate} min and max must be whole rupees from 1 to {max}',
  RATE_MAX_BELOW_MIN: '{rate} max must be at least its min',
  PERIOD_TOO_LONG: 'A chart covers at most {max} days',
  REPORT_PERIOD_TOO_LONG: 'A report covers at most {max} days',
  GAME_DATE_FUTURE: 'Results cannot be declared for a future date',
  DIGIT_MISMATCH: 'The digit of panna {pana} is {digit}',
  BETTING_NOT_CLOSED: 'The open result of {game} can be declared from its open time ({time})',
  CLOSE_BETTING_NOT_CLOSED: 'The close result of {game} can be declared after its close time ({time})',
  OPEN_NOT_DECLARED: 'Declare the open result first',
  CLOSE_DECLARED: 'Revert the close result first',
  NO_DECLARATION: 'No result is declared for this session',
  SESSION_VOIDED: 'This draw was called off today: no bets are taken on it',
  DRAW_VOIDED: 'This draw was voided: its bets were refunded and no result can be declared for it',
  VOID_CLOSE_DECLARED: 'The close result stands on the open: void the whole day, or revert the close result first',
  RESULT_UNCHANGED: 'The result is already {pana}',
  RESULT_ALREADY_DECLARED: 'The {session} result of this day is already declared as {pana}. Revert it first to change it.',
  /** Daily and Starline alike: reverting would take winnings back that players have already spent. */
  REVERSAL_WOULD_OVERDRAW:
    'Cannot revert: {players} player(s) have already spent these winnings. Adjust their balances first, then revert.',

  // The result history import (a CSV file of past days); a line's problem names the line.
  CSV_REQUIRED: 'Send the history as a CSV file (Content-Type: text/csv)',
  HISTORY_EMPTY: 'The file has no rows: one line per day, date,open_pana,close_pana',
  TOO_MANY_ROWS: 'A file holds at most {max} rows; this one has {rows}',
  DRY_RUN_INVALID: 'dryRun must be 1 or 0',
  HISTORY_INVALID: 'Nothing was imported: the file has {count} errors',
  HISTORY_ONE_ERROR: 'Nothing was imported: the file has 1 error',
  HISTORY_COLUMN_COUNT: 'Line {line}: Expected 3 columns (date,open_pana,close_pana), found {found}',
  HISTORY_DATE_INVALID: 'Line {line}: date: "{date}" is not a date (YYYY-MM-DD)',
  HISTORY_DATE_NOT_PAST: 'Line {line}: date: {date} is not a past day; only days before today (IST) are imported',
  HISTORY_DATE_REPEATED: 'Line {line}: date: {date} is already on line {firstLine}',
  HISTORY_PANNA_FORMAT_INVALID: 'Line {line}: {column}: Panna must be a 3-digit number',
  HISTORY_PANNA_NOT_VALID:
    'Line {line}: {column}: Panna {panna} is not valid: its digits must not descend, with 0 counting above 9 (e.g., {example})',
  HISTORY_NO_PANNA: 'Line {line}: The row has no panna: give at least the open panna',
  HISTORY_CLOSE_WITHOUT_OPEN: 'Line {line}: close_pana without open_pana: a half day has the open panna only',
  HISTORY_BETS_UNDECLARED: 'Line {line}: Bets were placed on {date}: declare its results so that they settle',

  // ---- Starline -------------------------------------------------------------------------------------------------
  STARLINE_GAME_NOT_FOUND: 'Starline game not found',
  STARLINE_BET_LIMIT_INVALID: '{field} must be a whole number of rupees, at least 1',
  MAX_BET_BELOW_MIN: 'Maximum bet must not be less than minimum bet',
  STARLINE_RATE_INVALID: '{field} must be a whole number from 1 to {max}',
  STARLINE_RATE_MAX_BELOW_MIN: '{rate}.max must not be less than {rate}.min',
  GAME_ID_INVALID: 'gameId is not a valid game id',
  STARLINE_BETTING_NOT_CLOSED: 'The result of {game} can be declared after its open time ({time})',
  STARLINE_RESULT_ALREADY_DECLARED:
    'The result of {game} for {date} is already declared as {pana}. Revert it first to change it.',
  STARLINE_NO_DECLARATION: 'No result is declared for {game} on {date}',

  // ---- Risk signals ---------------------------------------------------------------------------------------------
  /** `field` names the setting, e.g. `quickWithdrawal.withinHours`. */
  RISK_SETTINGS_INVALID: 'The risk setting {field} is not valid',
  REVIEW_NOTE_REQUIRED: 'This withdrawal is held for review: write a note to approve it',
  ALERT_NOT_FOUND: 'Alert not found',
  ALERT_CLOSED: 'This alert is already closed',
  PLAYER_NOTE_INVALID: 'A note is 1 to {max} characters',
  TAGS_INVALID: 'Tags are at most {max}, each 1 to {length} letters, digits, spaces or hyphens',
  TAG_FILTER_INVALID: 'A tag is 1 to {length} letters, digits, spaces or hyphens',
  AMOUNT_FILTER_INVALID: '{field} must be a whole number of rupees',

  // ---- Settings, content and banners ----------------------------------------------------------------------------
  APP_LINK_INVALID: 'App link must start with http:// or https://',
  WHATSAPP_NUMBER_INVALID: 'WhatsApp number must be 10 digits',
  DISPLAY_TIME_INVALID: '{field} must look like 6:00 AM',
  BANNER_NOT_MULTIPART: 'Send the banner as multipart/form-data with an image and a title',
  BANNER_IMAGE_REQUIRED: 'Please choose an image to upload',
  BANNER_ONE_IMAGE: 'Upload one image at a time',
  BANNER_UPLOAD_UNREADABLE: 'The upload could not be read. Please send one image and a title as multipart/form-data',
  BANNER_TOO_LARGE: 'Image is too large: the maximum size is 2 MB',
  BANNER_TYPE_REFUSED: 'Only PNG, JPEG or WebP images can be uploaded',
  BANNER_NOT_FOUND: 'Banner not found',
  /** Bets or deposits paused by the operator: `message` is theirs, or the default of src/domain/maintenance.ts. */
  MAINTENANCE: '{message}',
  MAINTENANCE_SWITCH_INVALID: '{field} must be true or false',
  IMAGE_NOT_FOUND: 'Image not found',

  // ---- Reports and the audit log --------------------------------------------------------------------------------
  FORMAT_INVALID: 'format must be json or csv',
  TABLE_INVALID: 'table must be byDay, byMarket or topPlayers',
  AUDIT_HEAD_INVALID: 'head must be an entry id and its hash (at least 16 hex digits), as id:hash',
  AUDIT_TIME_INVALID: '{field} must be a date (YYYY-MM-DD) or an ISO-8601 time',
  AUDIT_ACTOR_INVALID: 'actor must be an admin id',

  // ---- Result alerts --------------------------------------------------------------------------------------------
  PUSH_ACTIVITY_INVALID: 'activity must be true or false',
  PUSH_LANGUAGE_INVALID: 'language must be en or hi',
  PUSH_ENDPOINT_NOT_ALLOWED: "endpoint must be an https: address of a browser's push service",
  PUSH_ENDPOINT_NOT_NORMAL:
    'endpoint must be written in its normal form: lower-case scheme and host, no default port, no trailing slash or fragment',
  PUSH_P256DH_INVALID: 'keys.p256dh must be a P-256 public key (URL-safe base64)',
  PUSH_AUTH_INVALID: 'keys.auth must be 16 bytes (URL-safe base64)',
  GAME_IDS_INVALID: 'gameIds must be a list of at most {max} game ids',
  GAME_IDS_NOT_IDS: 'gameIds must be game ids',
  STARLINE_INVALID: 'starline must be true or false',
  GAME_NOT_FOUND: 'Game {gameId} not found',
  PUSH_ENDPOINT_TAKEN: 'This browser gets alerts for another account. Subscribe it again.',
  PUSH_SUBSCRIPTION_LIMIT: 'You can get alerts on at most {max} devices. Turn them off on one first.',
} as const;

/** The English catalogue of every code: the domain rules' and the server's own. */
export const EN_REFUSALS = { ...EN_MESSAGES, ...SERVER_REFUSALS } as const;

export type RefusalCode = keyof typeof EN_REFUSALS;
export type ServerRefusalCode = keyof typeof SERVER_REFUSALS;

/** A language's text of every code; the type checker proves none is missing. */
export type RefusalCatalogue = Readonly<Record<RefusalCode, string>>;

type PlaceholderName<Name extends string> = Name extends `${string}${' ' | ','}${string}`
  ? never
  : Name extends `${infer Bare}:${string}`
    ? Bare
    : Name;

type Placeholders<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? PlaceholderName<Name> | Placeholders<Rest>
  : never;

/** The names of a code's placeholders. */
export type RefusalParamName<C extends RefusalCode> = Placeholders<(typeof EN_REFUSALS)[C]>;

/** The params a code's template needs: every placeholder, by name. */
export type RefusalParams<C extends RefusalCode> = { readonly [N in RefusalParamName<C>]: string | number };

export function isRefusalCode(code: unknown): code is RefusalCode {
  return typeof code === 'string' && Object.hasOwn(EN_REFUSALS, code);
}

/** A code's message in a language's catalogue (English by default), filled with its params. */
export function refusalText(code: RefusalCode, params?: MessageParams, catalogue: RefusalCatalogue = EN_REFUSALS): string {
  return fillMessage(catalogue[code], params);
}
