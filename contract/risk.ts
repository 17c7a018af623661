import { Type, type Static } from '@sinclair/typebox';
import { PlayerSummary } from './account.js';
import { Id, Instant, Nullable, OneOf, Rupees } from './common.js';

/**
 * Risk signals for operators: players linked by what they share, withdrawals held for review with their reasons,
 * the alerts inbox, the risk settings, and operators' notes and tags on a player.
 */

// ---- Links ------------------------------------------------------------------------------------------------------

export const LINK_KINDS = ['bank_account', 'wallet_number', 'device', 'signup_address'] as const;
export const LinkKind = OneOf(LINK_KINDS);
export type LinkKind = Static<typeof LinkKind>;

/** What two players share; `value` shows only its last 4 characters (`••••5678`). */
export const LinkReason = Type.Object({ kind: LinkKind, value: Type.String() });
export type LinkReason = Static<typeof LinkReason>;

export const PlayerLink = Type.Object({ user: PlayerSummary, reasons: Type.Array(LinkReason) });
export type PlayerLink = Static<typeof PlayerLink>;

/** The answer of GET /admin/users/:id/links: the other players who share something with this one. */
export const PlayerLinks = Type.Object({ links: Type.Array(PlayerLink) });
export type PlayerLinks = Static<typeof PlayerLinks>;

// ---- Withdrawals held for review ---------------------------------------------------------------------------------

export const REVIEW_REASON_KINDS = ['linked_accounts', 'quick_withdrawal', 'large_amount'] as const;
export const ReviewReason = Type.Object({ kind: OneOf(REVIEW_REASON_KINDS), message: Type.String() });
export type ReviewReason = Static<typeof ReviewReason>;

/** Why a withdrawal is held for review (the console's withdrawal shape); approving it needs a note. */
export const WithdrawalReview = Type.Object({ reasons: Type.Array(ReviewReason) });
export type WithdrawalReview = Static<typeof WithdrawalReview>;

// ---- Risk settings ----------------------------------------------------------------------------------------------

/** GET and PUT /admin/risk: which withdrawals are held and which events raise an alert. */
export const RiskSettings = Type.Object({
  linkedWithdrawal: Type.Object({ enabled: Type.Boolean() }),
  /** A withdrawal within `withinHours` of the first approved deposit, stakes below `minStakePercent` of deposits. */
  quickWithdrawal: Type.Object({
    enabled: Type.Boolean(),
    withinHours: Type.Integer(),
    minStakePercent: Type.Integer(),
  }),
  /** A withdrawal of more than `amount`. */
  largeWithdrawal: Type.Object({ enabled: Type.Boolean(), amount: Rupees }),
  alerts: Type.Object({
    /** An hour's stakes `multiple` times the player's usual hourly stakes. */
    stakeSpike: Type.Object({ enabled: Type.Boolean(), multiple: Type.Number() }),
    depositSpike: Type.Object({ enabled: Type.Boolean(), multiple: Type.Number() }),
    /** Winnings of at least `amount` from one declaration. */
    bigWin: Type.Object({ enabled: Type.Boolean(), amount: Rupees }),
    /** A first approved deposit of at least `amount`. */
    firstDeposit: Type.Object({ enabled: Type.Boolean(), amount: Rupees }),
  }),
});
export type RiskSettings = Static<typeof RiskSettings>;

/** The body of PUT /admin/risk: the sections to change, each whole; the server judges the values. */
export const RiskSettingsBody = Type.Object({
  linkedWithdrawal: Type.Optional(Type.Unknown()),
  quickWithdrawal: Type.Optional(Type.Unknown()),
  largeWithdrawal: Type.Optional(Type.Unknown()),
  alerts: Type.Optional(Type.Unknown()),
});

// ---- Alerts -----------------------------------------------------------------------------------------------------

export const ALERT_KINDS = ['stake_spike', 'deposit_spike', 'big_win', 'first_deposit', 'linked_accounts'] as const;
export const AlertKind = OneOf(ALERT_KINDS);
export type AlertKind = Static<typeof AlertKind>;

export const AlertStatus = OneOf(['open', 'closed']);
export type AlertStatus = Static<typeof AlertStatus>;

export const OperatorName = Type.Object({ _id: Id, name: Type.String() });
export type OperatorName = Static<typeof OperatorName>;

/** One alert: what happened (`detail`, an English sentence with the figures) and who closed it, with their note. */
export const RiskAlert = Type.Object({
  _id: Id,
  kind: AlertKind,
  user: PlayerSummary,
  detail: Type.String(),
  createdAt: Instant,
  status: AlertStatus,
  closedBy: Nullable(OperatorName),
  note: Nullable(Type.String()),
});
export type RiskAlert = Static<typeof RiskAlert>;

/** The query of GET /admin/alerts: `open` (the default) or `closed`. */
export const AlertsQuery = Type.Object({ status: Type.Optional(Type.String()) });

/** The answer of GET /admin/alerts: the alerts of one status, newest first, and how many are open. */
export const AlertList = Type.Object({ alerts: Type.Array(RiskAlert), openCount: Type.Integer() });
export type AlertList = Static<typeof AlertList>;

/** The body of POST /admin/alerts/:id/close: the operator's note, optional. */
export const AlertCloseBody = Type.Object({ note: Type.Optional(Type.String({ maxLength: 500 })) });

export const AlertClosed = Type.Object({ message: Type.String(), alert: RiskAlert });
export type AlertClosed = Static<typeof AlertClosed>;

// ---- Notes and tags ---------------------------------------------------------------------------------------------

/** An operator's note on a player: written once, never edited or deleted. */
export const PlayerNote = Type.Object({ _id: Id, text: Type.String(), author: OperatorName, createdAt: Instant });
export type PlayerNote = Static<typeof PlayerNote>;

/** The answer of GET /admin/users/:id/notes: newest first. */
export const PlayerNotes = Type.Object({ notes: Type.Array(PlayerNote) });
export type PlayerNotes = Static<typeof PlayerNotes>;

/** The body of POST /admin/users/:id/notes: 1 to 1000 characters; the server judges it. */
export const PlayerNoteBody = Type.Object({ text: Type.Optional(Type.Unknown()) });

export const PlayerNoteAdded = Type.Object({ note: PlayerNote });
export type PlayerNoteAdded = Static<typeof PlayerNoteAdded>;

/** The body of PUT /admin/users/:id/tags: the player's whole list of tags; the server judges it. */
export const PlayerTagsBody = Type.Object({ tags: Type.Optional(Type.Unknown()) });

/** The answer of PUT /admin/users/:id/tags: the tags as stored (trimmed, without repeats). */
export const PlayerTags = Type.Object({ tags: Type.Array(Type.String()) });
export type PlayerTags = Static<typeof PlayerTags>;
