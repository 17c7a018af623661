import type { Transaction } from 'kysely';
import type { PlayerResponsiblePlay } from '../../../contract/admin-players.js';
import type { ResponsiblePlay } from '../../../contract/responsible-play.js';
import type { Clock } from '../../clock.js';
import { badRequest, invalid, notFound, type CodedProblem } from '../../errors.js';
import type { Store } from '../../store/connect.js';
import type { Database, Db } from '../../store/schema.js';
import {
  DEFAULT_REALITY_CHECK_MINUTES,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  LIMIT_RAISE_DELAY_MS,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_MONTHS,
  TIME_OUT_DAYS,
  addMonths,
  isLimitValue,
  takesEffectAtOnce,
  type LimitKind,
  type LimitPeriod,
} from '../../../src/domain/responsible-play.js';
import { recordAudit, type AuditActor, type AuditStore } from '../operators/audit.js';
import { depositUsage, lossUsage, readLimits, type Executor } from './play-limits.js';

/**
 * A player's responsible-play controls (docs/product.md "Responsible play"): the record they and operators read, and
 * the player's changes to it. Every change is one audit entry, the player as its actor, in the change's transaction.
 * Nothing here shortens a break: a time-out or self-exclusion only ever ends later.
 */

export async function readResponsiblePlay(db: Executor, clock: Clock, userId: number): Promise<ResponsiblePlay> {
  const now = clock.now();
  const at = now.toISOString();
  const [{ limits, pending }, deposit, loss, controls] = await Promise.all([
    readLimits(db, userId, now),
    depositUsage(db, userId, now),
    lossUsage(db, userId, now),
    db.selectFrom('play_controls').selectAll().where('user_id', '=', userId).executeTakeFirst(),
  ]);
  const running = (until: string | null | undefined) => (until && until > at ? until : null);
  return {
    limits,
    pending,
    usage: { deposit, loss },
    timeOutUntil: running(controls?.time_out_until),
    selfExcludedUntil: running(controls?.self_excluded_until),
    realityCheckMinutes: controls?.reality_check_minutes ?? DEFAULT_REALITY_CHECK_MINUTES,
  };
}

/** A change of some limits: for each kind and period given, a whole number of rupees or null (no limit). */
export type LimitsInput = Partial<Record<LimitKind, Partial<Record<LimitPeriod, number | null>>>>;

interface LimitChange {
  kind: LimitKind;
  period: LimitPeriod;
  value: number | null;
}

function validateLimits(input: unknown): LimitChange[] {
  const problems: CodedProblem[] = [];
  const changes: LimitChange[] = [];
  const body = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  for (const [kind, periods] of Object.entries(body)) {
    if (!LIMIT_KINDS.includes(kind as LimitKind) || typeof periods !== 'object' || periods === null) {
      problems.push({ code: 'LIMIT_KIND_INVALID', field: kind });
      continue;
    }
    for (const [period, value] of Object.entries(periods)) {
      const field = `${kind}.${period}`;
      if (!LIMIT_PERIODS.includes(period as LimitPeriod)) {
        problems.push({ code: 'LIMIT_PERIOD_INVALID', field });
      } else if (!isLimitValue(value)) {
        problems.push({ code: 'LIMIT_INVALID', field });
      } else {
        changes.push({ kind: kind as LimitKind, period: period as LimitPeriod, value });
      }
    }
  }
  if (problems.length > 0) throw invalid(problems);
  return changes;
}

/**
 * PUT /user/responsible-play/limits. A lower limit, or one where there was none, applies at once; a higher one,
 * or none, a day later. Either replaces the limit's pending change; the current value just cancels it.
 */
export async function changeLimits(store: Store, clock: Clock, userId: number, input: unknown, actor: AuditActor) {
  const changes = validateLimits(input);
  return inPlayersTurn(store.db, userId, async (trx) => {
    const now = clock.now();
    const at = now.toISOString();
    const before = await readLimits(trx, userId, now);
    for (const { kind, period, value } of changes) {
      const current = before.limits[kind][period];
      const pending = before.pending.find((change) => change.kind === kind && change.period === period);
      // The same change again (a second tap of Save) keeps its time.
      if (pending && pending.value === value) continue;
      await trx
        .deleteFrom('play_limits')
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('period', '=', period)
        .where('effective_at', '>', at)
        .execute();
      if (value === current) continue;
      const effectiveAt = takesEffectAtOnce(current, value) ? at : new Date(now.getTime() + LIMIT_RAISE_DELAY_MS).toISOString();
      await trx
        .insertInto('play_limits')
        .values({ user_id: userId, kind, period, value, effective_at: effectiveAt, created_at: at })
        .execute();
    }
    const after = await readLimits(trx, userId, now);
    if (JSON.stringify(after) !== JSON.stringify(before)) {
      await markControlled(trx, userId);
      await recordChange(store, trx, clock, actor, userId, 'responsible_play.limits', before, after);
    }
    return readResponsiblePlay(trx, clock, userId);
  });
}

/** POST /user/responsible-play/time-out: no bets or deposits for 1, 7 or 30 days; a running one only lengthens. */
export async function takeTimeOut(store: Store, clock: Clock, userId: number, days: unknown, actor: AuditActor) {
  if (!TIME_OUT_DAYS.some((choice) => choice === days)) {
    throw badRequest('TIME_OUT_INVALID', undefined, { path: 'days' });
  }
  const until = new Date(clock.now().getTime() + (days as number) * 24 * 60 * 60 * 1000);
  return takeBreak(store, clock, userId, 'time_out_until', until, actor);
}

/** POST /user/responsible-play/self-exclusion: no bets or deposits for 6, 12 or 60 months; never shortened. */
export async function excludeSelf(store: Store, clock: Clock, userId: number, months: unknown, actor: AuditActor) {
  if (!SELF_EXCLUSION_MONTHS.some((choice) => choice === months)) {
    throw badRequest('SELF_EXCLUSION_INVALID', undefined, { path: 'months' });
  }
  return takeBreak(store, clock, userId, 'self_excluded_until', addMonths(clock.now(), months as number), actor);
}

/** PUT /user/responsible-play/reality-check: the app's reminder after every 30, 60 or 120 minutes of play. */
export async function setRealityCheck(store: Store, clock: Clock, userId: number, minutes: unknown, actor: AuditActor) {
  if (!REALITY_CHECK_MINUTES.some((choice) => choice === minutes)) {
    throw badRequest('REALITY_CHECK_INVALID', undefined, { path: 'minutes' });
  }
  return inPlayersTurn(store.db, userId, async (trx) => {
    const before = await controlsOf(trx, userId);
    if (before.reality_check_minutes !== minutes) {
      await trx
        .insertInto('play_controls')
        .values({ user_id: userId, reality_check_minutes: minutes as number })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ reality_check_minutes: minutes as number }))
        .execute();
      const was = { minutes: before.reality_check_minutes };
      await recordChange(store, trx, clock, actor, userId, 'responsible_play.reality_check', was, { minutes });
    }
    return readResponsiblePlay(trx, clock, userId);
  });
}

type BreakColumn = 'time_out_until' | 'self_excluded_until';

async function takeBreak(
  store: Store,
  clock: Clock,
  userId: number,
  column: BreakColumn,
  until: Date,
  actor: AuditActor,
) {
  return inPlayersTurn(store.db, userId, async (trx) => {
    const before = (await controlsOf(trx, userId))[column];
    const ends = before !== null && before > until.toISOString() ? before : until.toISOString();
    if (ends !== before) {
      await trx
        .insertInto('play_controls')
        .values({ user_id: userId, [column]: ends })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ [column]: ends }))
        .execute();
      await markControlled(trx, userId);
      const action = column === 'time_out_until' ? 'responsible_play.time_out' : 'responsible_play.self_exclusion';
      await recordChange(store, trx, clock, actor, userId, action, { until: before }, { until: ends });
    }
    return readResponsiblePlay(trx, clock, userId);
  });
}

async function controlsOf(trx: Executor, userId: number) {
  const row = await trx.selectFrom('play_controls').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return {
    time_out_until: row?.time_out_until ?? null,
    self_excluded_until: row?.self_excluded_until ?? null,
    reality_check_minutes: row?.reality_check_minutes ?? DEFAULT_REALITY_CHECK_MINUTES,
  };
}

/** A change of one player's controls, after any other change of them (the player's row locked). */
function inPlayersTurn<T>(db: Db, userId: number, change: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
    if (!user) throw notFound('USER_NOT_FOUND');
    return change(trx);
  });
}

/** From now on the player's bets and deposits are judged by their controls (see guards.ts). */
async function markControlled(trx: Transaction<Database>, userId: number) {
  await trx.updateTable('users').set({ play_controlled: 1 }).where('id', '=', userId).where('play_controlled', '=', 0).execute();
}

function recordChange(
  store: AuditStore,
  trx: Transaction<Database>,
  clock: Clock,
  actor: AuditActor,
  userId: number,
  action: string,
  before: object,
  after: object,
) {
  const target = { kind: 'user', id: String(userId) };
  return recordAudit(store, trx, clock, actor, { action, target, before: { ...before }, after: { ...after } });
}

/** The operator's view: the record and every change of it, newest first. */
export async function playerResponsiblePlay(db: Db, clock: Clock, userId: number): Promise<PlayerResponsiblePlay> {
  const user = await db.selectFrom('users').select('id').where('id', '=', userId).where('role', '=', 'player').executeTakeFirst();
  if (!user) throw notFound('USER_NOT_FOUND');
  const entries = await db
    .selectFrom('audit_log')
    .select(['at', 'action', 'before', 'after'])
    .where('target_kind', '=', 'user')
    .where('target_id', '=', String(userId))
    .where('action', 'like', 'responsible_play.%')
    .orderBy('id', 'desc')
    .execute();
  return {
    ...(await readResponsiblePlay(db, clock, userId)),
    changes: entries.map((entry) => ({
      at: entry.at,
      action: entry.action,
      before: entry.before === null ? null : (JSON.parse(entry.before) as Record<string, unknown>),
      after: entry.after === null ? null : (JSON.parse(entry.after) as Record<string, unknown>),
    })),
  };
}
