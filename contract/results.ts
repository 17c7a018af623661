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
