import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { Clock } from '../../clock.js';
import { invalid, type CodedProblem } from '../../errors.js';
import type { Store } from '../../store/connect.js';
import type { Database } from '../../store/schema.js';
import { changedFields, recordAudit, type AuditActor, type AuditStore } from '../operators/audit.js';
import { GAME_RATE_ROWS, type GameRateKey, type GameRates, type RateRange } from '../../../src/domain/bet-types.js';

/**
 * The daily game rates (GET /gamerates, PUT /admin/gamerates): for each of the seven keys a
 * `{min, max}` where a stake of `min` pays `max` (payout = round(amount / min × max)). The rate in
 * force when a bet is placed is fixed on the bet as its potentialWin, so changing rates never changes
 * what an existing bet pays.
 */
const DAILY_MARKET = 'daily';
export const DAILY_RATE_KEYS: readonly GameRateKey[] = GAME_RATE_ROWS.map((row) => row.key);
/** Bounds every rate, daily and Starline, so that no stake's payout can leave the safe integers. */
export const MAX_RATE_VALUE = 10_000_000;

type Executor = Kysely<Database> | Transaction<Database>;

/** All seven rates, or null unless every one is set (a partial table would price some bets at nothing). */
export async function dailyRates(db: Executor): Promise<GameRates | null> {
  const byKey = await dailyRateRanges(db);
  if (!DAILY_RATE_KEYS.every((key) => byKey.has(key))) return null;
  return Object.fromEntries(DAILY_RATE_KEYS.map((key) => [key, byKey.get(key)!])) as GameRates;
}

/** Every daily rate that is set, by key. */
export async function dailyRateRanges(db: Executor): Promise<Map<string, RateRange>> {
  const rows = await db
    .selectFrom('rates')
    .select(['rate_key', 'min', 'max'])
    .where('market', '=', DAILY_MARKET)
    .execute();
  return new Map(rows.map((row) => [row.rate_key, { min: Number(row.min), max: Number(row.max) }]));
}

/**
 * The rate in force for one key as two columns of a query on the games (`rate_min`, `rate_max`; null while the
 * key's rate is not set), so that a bet reads its game's day and its rate in one statement (bet-market.ts).
 */
export function dailyRateColumns(eb: ExpressionBuilder<Database, 'games'>, key: GameRateKey | null) {
  const rate = eb.selectFrom('rates').where('rates.market', '=', DAILY_MARKET).where('rates.rate_key', '=', key);
  return [rate.select('rates.min').as('rate_min'), rate.select('rates.max').as('rate_max')] as const;
}

export function isWholeRupees(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 && value <= MAX_RATE_VALUE;
}

/** Checks a full rates object as the public GET returns it; every problem is reported at once. */
export function validateDailyRates(input: unknown): GameRates {
  const source = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const problems: CodedProblem[] = [];
  const rates: Partial<Record<GameRateKey, RateRange>> = {};
  for (const key of DAILY_RATE_KEYS) {
    const range = source[key] as { min?: unknown; max?: unknown } | undefined;
    if (typeof range !== 'object' || range === null) {
      problems.push({ code: 'RATE_REQUIRED', params: { rate: key }, field: key });
      continue;
    }
    const { min, max } = range;
    if (!isWholeRupees(min) || !isWholeRupees(max)) {
      problems.push({ code: 'RATE_INVALID', params: { rate: key, max: MAX_RATE_VALUE }, field: key });
      continue;
    }
    if (max < min) {
      // A win always pays at least the stake, so a won bet always has a winAmount above zero.
      problems.push({ code: 'RATE_MAX_BELOW_MIN', params: { rate: key }, field: key });
      continue;
    }
    rates[key] = { min, max };
  }
  if (problems.length > 0) throw invalid(problems);
  return rates as GameRates;
}

/** Replaces the seven daily rates in one transaction. */
export async function saveDailyRates(
  store: Store,
  clock: Clock,
  input: unknown,
  actor: AuditActor,
): Promise<GameRates> {
  const rates = validateDailyRates(input);
  await store.db.transaction().execute(async (trx) => {
    const before = await dailyRates(trx);
    for (const key of DAILY_RATE_KEYS) {
      const { min, max } = rates[key];
      await trx
        .insertInto('rates')
        .values({ market: DAILY_MARKET, rate_key: key, min, max })
        .onConflict((conflict) => conflict.columns(['market', 'rate_key']).doUpdateSet({ min, max }))
        .execute();
    }
    await recordRatesChange(store, trx, clock, actor, 'daily', before ?? {}, rates);
  });
  return rates;
}

/** The audit entry of a rates save: the ranges it changed, none when it changed nothing. */
export async function recordRatesChange(
  store: AuditStore,
  trx: Transaction<Database>,
  clock: Clock,
  actor: AuditActor,
  market: 'daily' | 'starline',
  before: Partial<Record<string, RateRange>>,
  after: Partial<Record<string, RateRange>>,
): Promise<void> {
  const changed = changedFields(before, after);
  const target = { kind: 'rates', id: market };
  if (changed) await recordAudit(store, trx, clock, actor, { action: 'rates.update', target, ...changed });
}
