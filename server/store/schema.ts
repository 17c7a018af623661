import type { ColumnType, Generated, Kysely, Selectable } from 'kysely';
import type { StaffRole } from '../../src/domain/staff.js';
import type { ActivityKind } from '../../contract/activity.js';

/**
 * Row types of the database. Times are ISO-8601 text (UTC, millisecond precision), business days are
 * IST calendar days as 'YYYY-MM-DD', money is whole rupees, flags are 0/1 integers (portable across
 * SQLite and PostgreSQL).
 */
export interface UsersTable {
  id: Generated<number>;
  name: string;
  mobile_number: string;
  email: Generated<string>;
  password_hash: string;
  role: 'admin' | 'player';
  is_active: Generated<number>;
  balance: Generated<number>;
  bank_account_holder: string | null;
  bank_account_number: string | null;
  bank_ifsc: string | null;
  bank_name: string | null;
  paytm: Generated<string>;
  google_pay: Generated<string>;
  phonepe: Generated<string>;
  created_at: string;
  updated_at: string;
  /** 1 once the player set a responsible-play limit or took a break (migration 012). */
  play_controlled: Generated<number>;
  /** An operator's staff role (migration 018); null for players. */
  staff_role: StaffRole | null;
  /** The operators' tags of a player (migration 022): a JSON list of text. */
  tags: Generated<string>;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** Operators' sessions end after this long unused (migration 007); null for players'. */
  idle_timeout_seconds: number | null;
  /** An operator's session: the time of its last request (players': null, their requests write nothing). */
  last_used_at: string | null;
  /** When the session passed its operator's second factor (migration 015); null for every other session. */
  second_factor_at: string | null;
  /** Where the session was opened from (migration 018); null for sessions opened before. */
  ip: string | null;
  user_agent: string | null;
}

/** An action over its four-eyes threshold, waiting for a second operator (migration 018). */
export interface ApprovalsTable {
  id: Generated<number>;
  kind: 'withdrawal' | 'adjustment' | 'result_change';
  target_kind: string;
  target_id: string;
  amount: number | null;
  reason: string;
  /** JSON: what the first operator asked, carried out when approved. */
  action: string;
  requested_by: number;
  requested_at: string;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  decided_by: number | null;
  decided_at: string | null;
  note: string | null;
}

export interface LoginThrottleTable {
  throttle_key: string;
  failures: number;
  window_started_at: string;
  blocked_until: string | null;
}

export interface GamesTable {
  id: Generated<number>;
  game_name: string;
  open_time: string;
  close_time: string;
  is_active: Generated<number>;
  created_at: string;
  /** The IST weekdays it runs, bit 0 = Sunday (src/domain/market-calendar.ts); 127 = every day. */
  days: Generated<number>;
}

export interface GameResultsTable {
  game_id: number;
  game_date: string;
  session: 'open' | 'close';
  pana: string;
  digit: number;
  declaration_id: string;
  declared_at: string;
}

export interface RatesTable {
  market: 'daily' | 'starline';
  rate_key: string;
  min: number;
  max: number;
}

/** A daily bet as placed: written once, never updated (migration 008). */
export interface PlacedBetsTable {
  id: Generated<number>;
  user_id: number;
  game_id: number;
  bet_type: string;
  session: 'open' | 'close' | null;
  bet_number: string;
  bet_amount: number;
  potential_win: number;
  game_date: string;
  /** The session whose declaration settles the bet (src/domain/bet-number.ts settlingSession). */
  settles_with: 'open' | 'close';
  created_at: string;
}

/** One winning bet of a declaration: inserted by the declaration, deleted by its revert (migration 008). */
export interface BetWinsTable {
  bet_id: number;
  declaration_id: string;
  user_id: number;
  win_amount: number;
}

/** A column of a view: read, never written. */
type ViewColumn<T> = ColumnType<T, never, never>;

/**
 * The `bets` view (migration 008): placed_bets with each bet's outcome derived from game_results and
 * bet_wins. Pending while the settling session is undeclared; then won (a bet_wins row) or lost.
 */
export interface BetsView {
  id: ViewColumn<number>;
  user_id: ViewColumn<number>;
  game_id: ViewColumn<number>;
  bet_type: ViewColumn<string>;
  session: ViewColumn<'open' | 'close' | null>;
  bet_number: ViewColumn<string>;
  bet_amount: ViewColumn<number>;
  potential_win: ViewColumn<number>;
  win_amount: ViewColumn<number>;
  status: ViewColumn<'pending' | 'won' | 'lost' | 'cancelled'>;
  game_date: ViewColumn<string>;
  /** The day's result string as the settling declaration made it read; null while pending. */
  result: ViewColumn<string | null>;
  result_date: ViewColumn<string | null>;
  created_at: ViewColumn<string>;
  /** declaration_id of the game result that settled the bet; null while pending. */
  settled_by: ViewColumn<string | null>;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  user_id: number;
  amount: number;
  kind: string;
  reference: string;
  balance_after: number;
  created_at: string;
}

export interface IdempotencyKeysTable {
  user_id: number;
  idem_key: string;
  request_hash: string;
  state: 'running' | 'done';
  response_status: number | null;
  response_body: string | null;
  created_at: string;
}

export interface FundRequestsTable {
  id: Generated<number>;
  request_id: string;
  user_id: number;
  amount: number;
  transaction_id: string;
  payment_method: 'UPI' | 'QR';
  status: 'pending' | 'approved' | 'rejected';
  remarks: Generated<string>;
  created_at: string;
  decided_at: string | null;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  user_id: number;
  amount: number;
  method: 'bank' | 'phonepe' | 'googlepay' | 'paytm';
  account_details: string;
  status: 'pending' | 'approved' | 'processing' | 'completed' | 'rejected';
  transaction_id: Generated<string>;
  remarks: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface PasswordRequestsTable {
  id: Generated<number>;
  user_id: number;
  kind: 'forgot' | 'change';
  password_hash: string;
  /** `superseded`: closed because the operator approved another request of the same player. */
  status: 'pending' | 'approved' | 'rejected' | 'superseded';
  created_at: string;
  decided_at: string | null;
  /** Where the request came from (migration 016); null for requests made before it. */
  client_address: string | null;
  user_agent: string | null;
}

export interface SettingsTable {
  setting_key: string;
  value: string;
  updated_at: string;
}

export interface BalanceAdjustmentsTable {
  id: string;
  user_id: number;
  admin_id: number;
  amount: number;
  reason: string;
  created_at: string;
}

export interface StarlineGamesTable {
  id: Generated<number>;
  game_name: string;
  game_name_hindi: Generated<string>;
  open_time: string;
  min_bet: number;
  max_bet: number;
  is_active: Generated<number>;
  created_at: string;
  updated_at: string;
  /** The IST weekdays it runs, bit 0 = Sunday; 127 = every day. */
  days: Generated<number>;
}

/** A day the named markets close (migration 019). */
export interface HolidaysTable {
  id: Generated<number>;
  holiday_date: string;
  name: string;
  /** JSON list of the daily markets' ids it closes; null: every market, daily and Starline. */
  game_ids: string | null;
  /** JSON list of the Starline games' ids it closes (with game_ids set). */
  starline_game_ids: Generated<string>;
  created_at: string;
}

export interface StarlineResultsTable {
  game_id: number;
  game_date: string;
  pana: string;
  digit: number;
  declaration_id: string;
  declared_at: string;
}

/** A Starline bet as placed: written once, never updated (migration 017). */
export interface StarlinePlacedBetsTable {
  id: Generated<number>;
  user_id: number;
  game_id: number;
  bet_type: 'single digit' | 'single pana' | 'double pana' | 'triple pana';
  bet_number: string;
  bet_amount: number;
  potential_win: number;
  game_date: string;
  created_at: string;
}

/** One winning Starline bet of a declaration: inserted by the declaration, deleted by its revert (migration 017). */
export interface StarlineBetWinsTable {
  bet_id: number;
  declaration_id: string;
  user_id: number;
  win_amount: number;
}

/** Bets the table before migration 017 marked cancelled, with what they read then. Nothing writes it since. */
export interface StarlineCancelledBetsTable {
  bet_id: number;
  result: string | null;
  result_date: string | null;
  /** The void that cancelled the bet (migration 020); null for the bets cancelled before it. */
  void_id: string | null;
}

/** The daily bets a void cancelled (migration 020), written once. */
export interface CancelledBetsTable {
  bet_id: number;
  void_id: string;
  result: string | null;
  result_date: string | null;
}

/** A voided draw (migration 020): daily a session, Starline the day (`day`). */
export interface VoidedDrawsTable {
  market: 'daily' | 'starline';
  game_id: number;
  game_date: string;
  session: 'open' | 'close' | 'day';
  void_id: string;
  reason: string;
  voided_at: string;
  voided_by: number | null;
}

/**
 * The `starline_bets` view (migration 017): starline_placed_bets with each bet's outcome derived from
 * starline_results and starline_bet_wins. Pending while the game day is undeclared; then won (a win row) or lost.
 */
export interface StarlineBetsView {
  id: ViewColumn<number>;
  user_id: ViewColumn<number>;
  game_id: ViewColumn<number>;
  bet_type: ViewColumn<'single digit' | 'single pana' | 'double pana' | 'triple pana'>;
  bet_number: ViewColumn<string>;
  bet_amount: ViewColumn<number>;
  potential_win: ViewColumn<number>;
  win_amount: ViewColumn<number>;
  status: ViewColumn<'pending' | 'won' | 'lost' | 'cancelled'>;
  game_date: ViewColumn<string>;
  /** The declared panna; null while pending. */
  result: ViewColumn<string | null>;
  result_date: ViewColumn<string | null>;
  created_at: ViewColumn<string>;
}

export interface BannersTable {
  id: Generated<number>;
  title: Generated<string>;
  file_name: string;
  content_type: string;
  size_bytes: number;
  created_at: string;
}

export interface StatementBanksTable {
  name: string;
  /** The JSON of the bank's StatementMapping. */
  mapping: string;
  updated_at: string;
}

export interface StatementsTable {
  id: Generated<number>;
  bank: string;
  file_name: string;
  imported_by: number;
  imported_at: string;
  rows: number;
  credits: number;
  duplicates: number;
  debits: number;
}

export interface StatementCreditsTable {
  id: Generated<number>;
  statement_id: number;
  /** The credit's line in the file (1 is the first). */
  row: number;
  booked_on: string;
  /** Paise. */
  amount: number;
  utr: string | null;
  reference: string;
  narration: string;
  credit_key: string;
}

export interface EnquiriesTable {
  id: Generated<number>;
  user_id: number;
  status: 'open' | 'closed';
  created_at: string;
  updated_at: string;
  closed_at: string | null;
}

export interface EnquiryMessagesTable {
  id: Generated<number>;
  enquiry_id: number;
  sender: 'user' | 'admin';
  message: string;
  created_at: string;
}

/** One operator action (migration 006); append-only, hash-chained (server/services/operators/audit.ts). */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actor_id: number | null;
  action: string;
  target_kind: string;
  target_id: string;
  /** Canonical JSON of the changed fields before and after, or null. */
  before: string | null;
  after: string | null;
  ip: Generated<string>;
  user_agent: Generated<string>;
  hash: string;
  /** The `player.erase` entry that redacted this entry's personal values (migration 023); null: as written. */
  redacted_by: Generated<number | null>;
}

/** An operator's TOTP secret (migration 007); enabled once a first code proved the authenticator has it. */
export interface OperatorTwoFactorTable {
  user_id: number;
  secret: string;
  enabled_at: string | null;
  /** The TOTP time-step of the last accepted code: a code is good once. */
  last_used_step: number | null;
  created_at: string;
  /** Codes judged since `wrong_codes_since` (migration 015), claimed before each is checked; right ones given back. */
  wrong_codes: Generated<number>;
  wrong_codes_since: string | null;
}

export interface TwoFactorRecoveryCodesTable {
  code_hash: string;
  user_id: number;
  used_at: string | null;
}

/** Between an operator's right password and right code. */
export interface TwoFactorChallengesTable {
  challenge_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  failures: Generated<number>;
  completed_at: string | null;
}

/** A deposit or loss limit a player set, effective from `effective_at` (migration 012); null: no limit. */
export interface PlayLimitsTable {
  id: Generated<number>;
  user_id: number;
  kind: 'deposit' | 'loss';
  period: 'daily' | 'weekly' | 'monthly';
  value: number | null;
  effective_at: string;
  created_at: string;
}

/** A player's breaks from play and reality-check interval (migration 012). */
export interface PlayControlsTable {
  user_id: number;
  time_out_until: string | null;
  self_excluded_until: string | null;
  reality_check_minutes: Generated<number>;
}

/** A browser's push subscription for result alerts (migration 013). */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** `bets`: the daily markets the player bet on that day; `chosen`: those of push_subscription_games. */
  follows: 'bets' | 'chosen';
  /** 1: every Starline result too. */
  starline: number;
  /** 1: the player's own activity too (migration 024), in `language`. */
  activity: Generated<number>;
  language: Generated<'en' | 'hi'>;
  created_at: string;
  updated_at: string;
}

export interface PushSubscriptionGamesTable {
  subscription_id: number;
  game_id: number;
}

/** A device a player signed up or signed in from (migration 022). */
export interface UserDevicesTable {
  user_id: number;
  device_id: string;
  first_seen_at: string;
  last_seen_at: string;
}

/** The client address a player signed up from (migration 022). */
export interface SignupAddressesTable {
  user_id: number;
  address: string;
  signed_up_at: string;
}

/** Why a withdrawal was held for review when it was asked (migration 022): a JSON list of reasons. */
export interface WithdrawalReviewsTable {
  withdrawal_id: number;
  reasons: string;
  created_at: string;
}

/** One alert of the operators' inbox (migration 022); `episode` is unique: one alert per episode. */
export interface RiskAlertsTable {
  id: Generated<number>;
  kind: 'stake_spike' | 'deposit_spike' | 'big_win' | 'first_deposit' | 'linked_accounts';
  user_id: number;
  episode: string;
  detail: string;
  created_at: string;
  status: Generated<'open' | 'closed'>;
  closed_by: number | null;
  closed_at: string | null;
  note: string | null;
}

/** An operator's note on a player (migration 022): written once, never edited. */
export interface PlayerNotesTable {
  id: Generated<number>;
  user_id: number;
  author_id: number;
  text: string;
  created_at: string;
}

/** An account its player closed (migration 023); `erased_at` once its personal data is erased. */
export interface AccountClosuresTable {
  user_id: number;
  requested_at: string;
  erased_at: string | null;
}

/** One download of a player's data (migration 023), counted for the daily limit. */
export interface DataExportsTable {
  id: Generated<number>;
  user_id: number;
  exported_at: string;
}

/** One event a player is told of (migration 024): see server/services/people/activity.ts. */
export interface PlayerActivityTable {
  id: Generated<number>;
  user_id: number;
  kind: ActivityKind;
  amount: number | null;
  /** A win's market, as named when it was declared. */
  game_name: string | null;
  /** A Starline win's Hindi market name, when the operator gave one. */
  game_name_hindi: string | null;
  /** A daily win's session; null for Starline and every other kind. */
  session: 'open' | 'close' | null;
  /** What the event is about (`fund-request:<id>`, `withdrawal:<id>`, `declaration:<id>`, `enquiry-message:<id>`). */
  reference: string;
  at: string;
  pushed_at: string | null;
}

/** How far each player has read their activity (migration 024). */
export interface ActivityReadsTable {
  user_id: number;
  read_up_to: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  approvals: ApprovalsTable;
  login_throttle: LoginThrottleTable;
  games: GamesTable;
  holidays: HolidaysTable;
  game_results: GameResultsTable;
  rates: RatesTable;
  placed_bets: PlacedBetsTable;
  bet_wins: BetWinsTable;
  bets: BetsView;
  ledger_entries: LedgerEntriesTable;
  idempotency_keys: IdempotencyKeysTable;
  fund_requests: FundRequestsTable;
  withdrawals: WithdrawalsTable;
  password_requests: PasswordRequestsTable;
  settings: SettingsTable;
  starline_games: StarlineGamesTable;
  starline_results: StarlineResultsTable;
  starline_placed_bets: StarlinePlacedBetsTable;
  starline_bet_wins: StarlineBetWinsTable;
  starline_cancelled_bets: StarlineCancelledBetsTable;
  cancelled_bets: CancelledBetsTable;
  voided_draws: VoidedDrawsTable;
  starline_bets: StarlineBetsView;
  banners: BannersTable;
  statement_banks: StatementBanksTable;
  statements: StatementsTable;
  statement_credits: StatementCreditsTable;
  enquiries: EnquiriesTable;
  enquiry_messages: EnquiryMessagesTable;
  balance_adjustments: BalanceAdjustmentsTable;
  operator_two_factor: OperatorTwoFactorTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  two_factor_challenges: TwoFactorChallengesTable;
  audit_log: AuditLogTable;
  play_limits: PlayLimitsTable;
  play_controls: PlayControlsTable;
  push_subscriptions: PushSubscriptionsTable;
  push_subscription_games: PushSubscriptionGamesTable;
  user_devices: UserDevicesTable;
  signup_addresses: SignupAddressesTable;
  withdrawal_reviews: WithdrawalReviewsTable;
  risk_alerts: RiskAlertsTable;
  player_notes: PlayerNotesTable;
  account_closures: AccountClosuresTable;
  data_exports: DataExportsTable;
  player_activity: PlayerActivityTable;
  activity_reads: ActivityReadsTable;
}

export type Db = Kysely<Database>;
export type UserRow = Selectable<UsersTable>;
export type ApprovalRow = Selectable<ApprovalsTable>;
export type GameRow = Selectable<GamesTable>;
export type BetRow = Selectable<BetsView>;
export type FundRequestRow = Selectable<FundRequestsTable>;
export type WithdrawalRow = Selectable<WithdrawalsTable>;
export type PasswordRequestRow = Selectable<PasswordRequestsTable>;
export type LedgerEntryRow = Selectable<LedgerEntriesTable>;
export type StarlineGameRow = Selectable<StarlineGamesTable>;
export type HolidayRow = Selectable<HolidaysTable>;
export type StarlineBetRow = Selectable<StarlineBetsView>;
export type BannerRow = Selectable<BannersTable>;
export type StatementRow = Selectable<StatementsTable>;
export type StatementCreditRow = Selectable<StatementCreditsTable>;
export type EnquiryRow = Selectable<EnquiriesTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
