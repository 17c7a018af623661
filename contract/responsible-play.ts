import { Type, type Static } from '@sinclair/typebox';
import { LIMIT_KINDS, LIMIT_PERIODS } from '../src/domain/responsible-play.js';
import { Instant, Nullable, OneOf, Rupees } from './common.js';

/** Responsible play: the limits, breaks and reality check a player sets on their own play. */

export const LimitKind = OneOf(LIMIT_KINDS);
export const LimitPeriod = OneOf(LIMIT_PERIODS);

/** A limit per period: whole rupees, or null for none. */
export const PeriodLimits = Type.Object({
  daily: Nullable(Rupees),
  weekly: Nullable(Rupees),
  monthly: Nullable(Rupees),
});
export type PeriodLimits = Static<typeof PeriodLimits>;

/** What the player used of a kind of limit in the running day, week and month, in rupees. */
export const PeriodUsage = Type.Object({ daily: Rupees, weekly: Rupees, monthly: Rupees });
export type PeriodUsage = Static<typeof PeriodUsage>;

/** A raised or removed limit waiting for its day: from `effectiveAt` the limit is `value` (null: none). */
export const PendingLimit = Type.Object({
  kind: LimitKind,
  period: LimitPeriod,
  value: Nullable(Rupees),
  effectiveAt: Instant,
});
export type PendingLimit = Static<typeof PendingLimit>;

/** A player's responsible-play record: the answer of GET /user/responsible-play and of every change of it. */
export const ResponsiblePlay = Type.Object({
  limits: Type.Object({ deposit: PeriodLimits, loss: PeriodLimits }),
  pending: Type.Array(PendingLimit),
  usage: Type.Object({ deposit: PeriodUsage, loss: PeriodUsage }),
  /** When a running time-out ends; null when none runs. */
  timeOutUntil: Nullable(Instant),
  /** When a running self-exclusion ends; null when none runs. */
  selfExcludedUntil: Nullable(Instant),
  /** The reminder comes after every this many minutes of play. */
  realityCheckMinutes: Type.Integer(),
});
export type ResponsiblePlay = Static<typeof ResponsiblePlay>;

// The bodies' values are judged by the rules, so that a wrong one gets the rule's own message and code.

/** The body of PUT /user/responsible-play/limits: per kind and period a whole number of rupees, or null. */
export const LimitsBody = Type.Object({ deposit: Type.Optional(Type.Unknown()), loss: Type.Optional(Type.Unknown()) });

/** The body of POST /user/responsible-play/time-out: 1, 7 or 30 days. */
export const TimeOutBody = Type.Object({ days: Type.Optional(Type.Unknown()) });

/** The body of POST /user/responsible-play/self-exclusion: 6, 12 or 60 months. */
export const SelfExclusionBody = Type.Object({ months: Type.Optional(Type.Unknown()) });

/** The body of PUT /user/responsible-play/reality-check: 30, 60 or 120 minutes. */
export const RealityCheckBody = Type.Object({ minutes: Type.Optional(Type.Unknown()) });

/** What the player app sends to PUT /user/responsible-play/limits; what is left out stays as it is. */
export type LimitChanges = Partial<Record<PendingLimit['kind'], Partial<Record<PendingLimit['period'], number | null>>>>;
