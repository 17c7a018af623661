import type { Transaction } from 'kysely';
import type { Clock } from '../../clock.js';
import { ApiError, PassingRefusal, type MessageParams, type RefusalCode } from '../../errors.js';
import type { Database, FundRequestRow } from '../../store/schema.js';
import {
  LIMIT_PERIODS,
  approvalOverLimitParams,
  breakParams,
  limitReached,
  periodEnd,
  type PeriodFigures,
} from '../../../src/domain/responsible-play.js';
import { depositUsage, hasLimit, lossUsage, readLimits, type Executor, type Usage } from './play-limits.js';

/**
 * The rules a player's own controls add to bets and deposits (docs/product.md "Responsible play"), judged in the
 * transaction that writes the stake or the fund request. On PostgreSQL the player's row is locked first, so
 * parallel bets or requests of one player are judged one after the other, each seeing the ones before; SQLite
 * has one writer at a time. A player who never set a control (users.play_controlled = 0) costs one read.
 */

/** Refuses a stake of `amount` while the player is on a break, or when it would go over a loss limit. */
export async function guardStake(trx: Transaction<Database>, clock: Clock, userId: number, amount: number): Promise<void> {
  if (!(await lockControlled(trx, userId))) return;
  const now = clock.now();
  await refuseDuringBreak(trx, userId, now);
  const { limits } = await readLimits(trx, userId, now);
  if (!hasLimit(limits.loss)) return;
  const breach = limitBreach(limits.loss, await lossUsage(trx, userId, now), amount);
  if (breach) throw overLimit(limitReached({ kind: 'loss', ...breach, resetsAt: periodEnd(breach.period, now) }));
}

/** Refuses a fund request of `amount` while the player is on a break, or when it would go over a deposit limit. */
export async function guardDeposit(trx: Transaction<Database>, clock: Clock, userId: number, amount: number): Promise<void> {
  if (!(await lockControlled(trx, userId))) return;
  const { refusal } = await judgeDeposit(trx, clock.now(), userId, amount);
  if (refusal) throw refusal;
}

/** How a deposit stands with the player's own controls: the refusal it would meet, and the room left. */
export interface DepositJudgement {
  refusal: ApiError | undefined;
  /** How much more the deposit limits allow in their current periods (never below 0); null without a limit. */
  room: number | null;
}

/**
 * guardDeposit's judgement, read without locking or writing anything: what a fund request of `amount` made now
 * would meet, told before the player pays rather than after.
 */
export async function depositJudgement(db: Executor, clock: Clock, userId: number, amount: number): Promise<DepositJudgement> {
  const user = await db.selectFrom('users').select('play_controlled').where('id', '=', userId).executeTakeFirst();
  if (!user?.play_controlled) return { refusal: undefined, room: null };
  return judgeDeposit(db, clock.now(), userId, amount);
}

async function judgeDeposit(db: Executor, now: Date, userId: number, amount: number): Promise<DepositJudgement> {
  const onBreak = await breakAt(db, userId, now);
  const { limits } = await readLimits(db, userId, now);
  if (!hasLimit(limits.deposit)) return { refusal: onBreak, room: null };
  const used = await depositUsage(db, userId, now);
  const breach = limitBreach(limits.deposit, used, amount);
  const overDeposit = breach && overLimit(limitReached({ kind: 'deposit', ...breach, resetsAt: periodEnd(breach.period, now) }));
  return { refusal: onBreak ?? overDeposit, room: roomLeft(limits.deposit, used) };
}

/**
 * An operator's approval of a fund request, before it is marked approved: refused when the deposits already
 * approved in the request's periods and this one go over a deposit limit in effect now (a limit lowered since
 * the request was made).
 */
export async function guardApproval(trx: Transaction<Database>, clock: Clock, request: FundRequestRow): Promise<void> {
  const userId = Number(request.user_id);
  if (!(await lockControlled(trx, userId))) return;
  const { limits } = await readLimits(trx, userId, clock.now());
  if (!hasLimit(limits.deposit)) return;
  const approved = await depositUsage(trx, userId, new Date(request.created_at), ['approved']);
  const breach = limitBreach(limits.deposit, approved, Number(request.amount));
  if (breach) throw overLimit({ code: 'DEPOSIT_APPROVAL_OVER_LIMIT', params: approvalOverLimitParams(breach) });
}

/**
 * The player's row locked against other writers of it, but not against rows that merely refer to it (FOR NO KEY
 * UPDATE): a rejection writing the player's activity, which takes a key-share lock on the player, would otherwise
 * deadlock with an approval of the same request.
 */
async function lockControlled(trx: Transaction<Database>, userId: number): Promise<boolean> {
  const user = await trx
    .selectFrom('users')
    .select('play_controlled')
    .where('id', '=', userId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  return Boolean(user?.play_controlled);
}

/** A break running at `now`: self-exclusion first, as the longer and stronger one. */
export async function breakAt(db: Executor, userId: number, now: Date): Promise<ApiError | undefined> {
  const controls = await db
    .selectFrom('play_controls')
    .select(['time_out_until', 'self_excluded_until'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const at = now.toISOString();
  if (controls?.self_excluded_until && controls.self_excluded_until > at) {
    return new PassingRefusal(403, 'SELF_EXCLUDED', breakParams(controls.self_excluded_until));
  }
  if (controls?.time_out_until && controls.time_out_until > at) {
    return new PassingRefusal(403, 'TIMED_OUT', breakParams(controls.time_out_until));
  }
  return undefined;
}

async function refuseDuringBreak(db: Executor, userId: number, now: Date): Promise<void> {
  const refusal = await breakAt(db, userId, now);
  if (refusal) throw refusal;
}

/** The first period (day, week, month) whose limit `used + amount` goes over. */
function limitBreach(limits: PeriodFigures, used: Usage, amount: number) {
  for (const period of LIMIT_PERIODS) {
    const limit = limits[period];
    if (limit !== null && used[period] + amount > limit) return { period, limit, used: used[period] };
  }
  return undefined;
}

/** The least that any period's limit still allows, or null when no period has one. */
function roomLeft(limits: PeriodFigures, used: Usage): number | null {
  const rooms = LIMIT_PERIODS.flatMap((period) => {
    const limit = limits[period];
    return limit === null ? [] : [Math.max(0, limit - used[period])];
  });
  return rooms.length > 0 ? Math.min(...rooms) : null;
}

function overLimit({ code, params }: { code: RefusalCode; params: MessageParams }): PassingRefusal {
  return new PassingRefusal(403, code, params);
}
