import { Type, type Static } from '@sinclair/typebox';
import { Session } from './bets.js';
import { CalendarDay, Id, Instant, Nullable, Rupees } from './common.js';
import { SessionResult } from './markets.js';

/** Daily results in the console: declaring, previewing and reverting a session's result, and its exposure. */

/**
 * The fields naming a session's result. Loose on purpose: the settlement rules judge them and answer with their
 * own messages (`gameId` required, `session` open or close, a valid `pana`, a `digit` that is the panna's,
 * `gameDate` a past or today's IST day, today when absent).
 */
const Loose = Type.Optional(Type.Unknown());

/** The body of POST /admin/results. */
export const DeclareResultBody = Type.Object({ gameId: Loose, session: Loose, pana: Loose, digit: Loose, gameDate: Loose });

/** What the console sends to declare a result (and, without `pana`, to revert one). */
export interface DeclareResultRequest {
  gameId: string;
  session: Static<typeof Session>;
  /** The panna; the server derives its digit. */
  pana: string;
  /** `YYYY-MM-DD` (IST); today when absent. */
  gameDate?: string;
}

/** The query of GET /admin/results/preview: the declaration it previews. */
export const ResultPreviewQuery = Type.Object({
  gameId: Type.Optional(Type.String()),
  session: Type.Optional(Type.String()),
  pana: Type.Optional(Type.String()),
  digit: Type.Optional(Type.String()),
  gameDate: Type.Optional(Type.String()),
});

/** The query of GET /admin/results/exposure, and of DELETE /admin/results for clients that send no body. */
export const SessionQuery = Type.Object({
  gameId: Type.Optional(Type.String()),
  session: Type.Optional(Type.String()),
  gameDate: Type.Optional(Type.String()),
});

/** The body of DELETE /admin/results; its fields win over the query's. */
export const RevertResultBody = Type.Object({ gameId: Loose, session: Loose, gameDate: Loose });

/** What a declaration settles (or would): its pending bets, how many win and lose, and what it pays. */
export const Settlement = Type.Object({
  settled: Type.Integer(),
  won: Type.Integer(),
  lost: Type.Integer(),
  paid: Rupees,
});
export type Settlement = Static<typeof Settlement>;

/** A declared session result with the instant it was declared. */
export const Declaration = Type.Object({ ...SessionResult.properties, declaredAt: Instant });
export type Declaration = Static<typeof Declaration>;

/**
 * The answer of POST /admin/results. The same panna again answers `Result already declared` with a zero
 * settlement.
 */
export const DeclaredResult = Type.Object({
  message: Type.String(),
  /** The day's result string after the declaration, e.g. `128-1*-***`. */
  result: Type.String(),
  declaration: Declaration,
  settlement: Settlement,
});
export type DeclaredResult = Static<typeof DeclaredResult>;

/** The answer of GET /admin/results/preview: what declaring would do, changing nothing. */
export const ResultPreview = Type.Object({
  gameId: Id,
  gameDate: CalendarDay,
  session: Session,
  pana: Type.String(),
  digit: Type.Integer(),
  /** The day's result string as it would read. */
  result: Type.String(),
  /** The panna already declared for this session (then the settlement is all zeros), or null. */
  declaredPana: Nullable(Type.String()),
  settlement: Settlement,
});
export type ResultPreview = Static<typeof ResultPreview>;

/** A reverted declaration: its bets are pending again, its wins taken back. */
export const Reversal = Type.Object({
  gameId: Id,
  gameDate: CalendarDay,
  session: Session,
  pana: Type.String(),
  /** The bets it had settled. */
  bets: Type.Integer(),
  /** The wins taken back. */
  won: Type.Integer(),
  /** What they had paid. */
  reversed: Rupees,
});
export type Reversal = Static<typeof Reversal>;

/** The answer of DELETE /admin/results. */
export const RevertedResult = Type.Object({
  message: Type.String(),
  /** The day's result string after the revert. */
  result: Type.String(),
  reverted: Reversal,
});
export type RevertedResult = Static<typeof RevertedResult>;

/** The pending bets of a session and their stakes. */
export const PendingBets = Type.Object({ bets: Type.Integer(), stakes: Rupees });
export type PendingBets = Static<typeof PendingBets>;

/** What declaring one panna would pay, and to how many bets. */
export const ExposureOutcome = Type.Object({
  pana: Type.String(),
  digit: Type.Integer(),
  payout: Rupees,
  winners: Type.Integer(),
});
export type ExposureOutcome = Static<typeof ExposureOutcome>;

/**
 * The answer of GET /admin/results/exposure: every valid panna with what it would pay, costliest first; once the
 * session is declared, its panna and every outcome at zero.
 */
export const SessionExposure = Type.Object({
  gameId: Id,
  gameDate: CalendarDay,
  session: Session,
  declaredPana: Nullable(Type.String()),
  pending: PendingBets,
  outcomes: Type.Array(ExposureOutcome),
});
export type SessionExposure = Static<typeof SessionExposure>;

// ---- Voiding and correcting ----------------------------------------------------------------------------------

/**
 * The body of POST /admin/results/void: a game day's session (`open`, `close`), or the whole day (`null`), and the
 * operator's reason. Loose like the declaration's fields; the settlement rules judge them.
 */
export const VoidResultBody = Type.Object({ gameId: Loose, gameDate: Loose, session: Loose, reason: Loose });

/** What a void did: the bets it cancelled and refunded, what it refunded, and the wins it took back first. */
export const VoidedDraw = Type.Object({
  gameId: Id,
  gameDate: CalendarDay,
  /** The session voided; null for the whole day (and for Starline). */
  session: Nullable(Session),
  bets: Type.Integer(),
  refunded: Rupees,
  reversedWins: Rupees,
});
export type VoidedDraw = Static<typeof VoidedDraw>;

/** The answer of POST /admin/results/void and /admin/starline/results/void; `Already voided` with zeros again. */
export const ResultVoided = Type.Object({ message: Type.String(), voided: VoidedDraw });
export type ResultVoided = Static<typeof ResultVoided>;

/** The body of POST /admin/results/correct: the session's new panna and the operator's reason. */
export const CorrectResultBody = Type.Object({ gameId: Loose, gameDate: Loose, session: Loose, pana: Loose, reason: Loose });

/** The answer of POST /admin/results/correct: the day's result string after it, and what changed. */
export const ResultCorrected = Type.Object({
  message: Type.String(),
  result: Type.String(),
  corrected: Type.Object({
    session: Session,
    oldPana: Type.String(),
    newPana: Type.String(),
    /** What the new panna settled (the old one's wins were taken back). */
    settlement: Settlement,
  }),
});
export type ResultCorrected = Static<typeof ResultCorrected>;
