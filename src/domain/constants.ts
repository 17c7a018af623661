/** The business constants and limits of the product, in one place. */

export const APP_VERSION = '1.0.0';
export const CURRENCY_SYMBOL = '₹';

// Daily bets
export const MIN_BET = 10;
export const MAX_BET = 10_000;
export const BET_REDIRECT_MS = 1_500;

// Accounts
export const MOBILE_NUMBER_LENGTH = 10;
export const MIN_PASSWORD_LENGTH = 6;
export const FORGOT_PASSWORD_REDIRECT_MS = 2_000;
export const TOKEN_STORAGE_KEY = 'token';
/** The balance shown before the profile has loaded, as in the original app. */
export const DEFAULT_BALANCE_PLACEHOLDER = 3_800;

// Polling
export const POLL_GAMES_MS = 30_000;
export const POLL_BALANCE_MS = 30_000;
export const POLL_STARLINE_MS = 60_000;

// Toasts and banners
export const TOAST_MS = 4_000;
export const TOAST_ERROR_MS = 4_000;
export const TOAST_SUCCESS_MS = 2_000;
export const TOAST_LIMIT = 20;
export const BANNER_ROTATE_MS = 5_000;

// Histories
export const HISTORY_PAGE_SIZE = 10;
export const STARLINE_HISTORY_PAGE_SIZE = 10;
export const HISTORY_PAGE_BUTTONS = 5;

// Install prompt
export const INSTALL_DISMISS_MS = 24 * 60 * 60 * 1000;

// Funds
export const DEFAULT_MINIMUM_DEPOSIT = 1;
/** The most one fund request may ask for (₹10,00,000): a typo of extra zeros is refused, not queued for approval. */
export const MAX_DEPOSIT = 1_000_000;
/** The largest credit or debit one admin adjustment may make (₹1,00,00,000 either way). */
export const MAX_ADJUSTMENT = 10_000_000;
export const DEFAULT_MINIMUM_WITHDRAW = 1_000;
export const DEFAULT_WITHDRAWAL_OPEN_TIME = '6:00 AM';
export const DEFAULT_WITHDRAWAL_CLOSE_TIME = '9:10 AM';
export const QUICK_AMOUNTS: readonly number[] = [500, 1_000, 2_000, 5_000, 10_000, 15_000];
export const STARLINE_QUICK_AMOUNTS: readonly number[] = [100, 500, 1_000, 2_000];
/** Bets a slip holds at most (POST /api/bets/batch). */
export const MAX_SLIP_BETS = 50;
/** The bet slip's quick amounts (single digit, jodi and panna screens). */
export const BET_QUICK_AMOUNTS: readonly number[] = [10, 50, 100, 500, 1_000, 5_000];
/** The UPI link's fixed merchant category code: 0000 is the code for person-to-person UPI payments. */
export const UPI_MERCHANT_CODE = '0000';
export const UPI_CURRENCY = 'INR';
/** The deposit QR image: 300 px wide, margin 2, error correction M, black on white. */
export const DEPOSIT_QR_OPTIONS = {
  width: 300,
  margin: 2,
  errorCorrectionLevel: 'M',
  color: { dark: '#000000', light: '#ffffff' },
} as const;
/** WhatsApp links prefix the admin number with India's country code. */
export const WHATSAPP_COUNTRY_CODE = '91';

// Enquiry
export const MAX_ENQUIRY_MESSAGE_LENGTH = 1_000;

// Results
export const NO_RESULT = '***-**-***';
export const STARLINE_NO_RESULT = '***';

// Time: every business date and time is Asia/Kolkata, which has no daylight saving.
export const IST_OFFSET_MINUTES = 5 * 60 + 30;
export const MINUTES_PER_DAY = 24 * 60;
