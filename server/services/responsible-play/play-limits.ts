import { sql, type Transaction } from 'kysely';
import type { PendingLimit } from '../../../contract/responsible-play.js';
import type { Database, Db } from '../../store/schema.js';
import {
  LIMIT_PERIODS,
  periodEnd,
  periodStart,
  type LimitKind,
  type LimitPeriod,
  type PeriodFigures,
} from '../../../src/domain/responsible-play.js';
import { PAYOUT_KINDS, STAKE_KINDS } from '../operators/ledger-kinds.js';

/**
 * What a player's limits are at an instant, and how much of each period they have used: the readings that the
 * record (controls.ts) shows and the guards (guards.ts) judge by.
 */
export type Executor = Db | Transaction<Database>;

export type Limits = Record<LimitKind, PeriodFigures>;
export type Usage = Record<LimitPeriod, number>;

function noLimits(): Limits {
  return {
    deposit: { daily: null, weekly: null, monthly: null },
    loss: { daily: null, weekly: null, monthly: null },
  };
}

/**
 * The limits in effect at `now` and the changes still ahead. Each limit is the latest one set whose time has
 * come; one set for later is pending (a newer change of the same limit replaces it, see controls.ts).
 */
export async function readLimits(db: Executor, userId: number, now: Date): Promise<{ limits: Limits; pending: PendingLimit[] }> {
  const rows = await db
    .selectFrom('play_limits')
    .select(['kind', 'period', 'value', 'effective_at'])
    .where('user_id', '=', userId)
    .orderBy('effective_at')
    .orderBy('id')
    .execute();
  const limits = noLimits();
  const pending: PendingLimit[] = [];
  const at = now.toISOString();
  for (const row of rows) {
    const value = row.value === null ? null : Number(row.value);
    if (row.effective_at <= at) limits[row.kind][row.period] = value;
    else pending.push({ kind: row.kind, period: row.period, value, effectiveAt: row.effective_at });
  }
  return { limits, pending };
}

export function hasLimit(limits: PeriodFigures): boolean {
  return LIMIT_PERIODS.some((period) => limits[period] !== null);
}

/** `sum(amount)` of the rows of each period that contains `at` (from its start to the next period's). */
function sumsByPeriod(at: Date) {
  return LIMIT_PERIODS.map((period) => {
    const from = periodStart(period, at).toISOString();
    const to = periodEnd(period, at).toISOString();
    return sql<number>`coalesce(sum(case when created_at >= ${from} and created_at < ${to} then amount else 0 end), 0)`.as(period);
  });
}

function earliestStart(at: Date): string {
  return new Date(Math.min(...LIMIT_PERIODS.map((period) => periodStart(period, at).getTime()))).toISOString();
}

function usage(row: Record<LimitPeriod, number | string> | undefined, sign: 1 | -1): Usage {
  return {
    daily: sign * Number(row?.daily ?? 0),
    weekly: sign * Number(row?.weekly ?? 0),
    monthly: sign * Number(row?.monthly ?? 0),
  };
}

/** Stakes minus winnings credited (daily and Starline, refunds and reversals netted) in each period of `at`. */
export async function lossUsage(db: Executor, userId: number, at: Date): Promise<Usage> {
  const row = await db
    .selectFrom('ledger_entries')
    .select(sumsByPeriod(at))
    .where('user_id', '=', userId)
    .where('kind', 'in', [...STAKE_KINDS, ...PAYOUT_KINDS])
    .where('created_at', '>=', earliestStart(at))
    .executeTakeFirst();
  return usage(row, -1);
}

/**
 * The deposits asked for in each period of `at`: fund requests made in it that are pending or approved (or, for
 * an approval's re-check, approved only).
 */
export async function depositUsage(
  db: Executor,
  userId: number,
  at: Date,
  statuses: readonly ('pending' | 'approved')[] = ['pending', 'approved'],
): Promise<Usage> {
  const row = await db
    .selectFrom('fund_requests')
    .select(sumsByPeriod(at))
    .where('user_id', '=', userId)
    .where('status', 'in', statuses)
    .where('created_at', '>=', earliestStart(at))
    .executeTakeFirst();
  return usage(row, 1);
}
