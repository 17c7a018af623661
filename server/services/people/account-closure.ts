import type { FastifyBaseLogger } from 'fastify';
import { sql, type Transaction } from 'kysely';
import type { Clock } from '../../clock.js';
import type { AccountClosure, AccountClosureList } from '../../../contract/data-rights.js';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../errors.js';
import type { Database, Db, UserRow } from '../../store/schema.js';
import { recordAudit, SYSTEM_ACTOR, type AuditActor, type AuditStore } from '../operators/audit.js';
import { recordId } from '../paging.js';
import { erasePersonalData } from './erasure.js';
import type { LiveSessions } from './live-sessions.js';
import { passwordMatches } from './passwords.js';
import { hashToken } from './sessions.js';

/**
 * Closing an account (the player's right to erasure; app stores require it in the app). Closing takes effect at
 * once: every session ends and sign-in is refused, so the account places no bet, deposit or withdrawal again.
 * What was under way goes on as usual: pending bets are settled by the declarations, fund requests and withdrawals
 * are decided by the operators. Once nothing is pending and the balance is zero, the account's personal data is
 * erased (erasure.ts), by the server after each operator's write (AccountErasures) or by an operator; a closed
 * account the operators still owe money waits in their list until they pay it out.
 */

export const ACCOUNT_CLOSED_MESSAGE =
  'Your account has been closed. Your personal data will be erased once nothing is pending.';

/** Withdrawals not yet completed or rejected. */
const UNDECIDED_WITHDRAWALS = ['pending', 'approved', 'processing'] as const;

type Executor = Db | Transaction<Database>;

interface Standing {
  balance: number;
  pendingBets: number;
  pendingDeposits: number;
  pendingWithdrawals: number;
}

/** How many of the player's rows of a table have one of the statuses. */
async function countWithStatus(
  db: Executor,
  table: 'bets' | 'starline_bets' | 'fund_requests' | 'withdrawals',
  userId: number,
  statuses: readonly string[],
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where(sql<boolean>`status in (${sql.join(statuses)})`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** What still stands in the way of erasing the account. */
async function standingOf(db: Executor, user: Pick<UserRow, 'id' | 'balance'>): Promise<Standing> {
  const [daily, starline, pendingDeposits, pendingWithdrawals] = await Promise.all([
    countWithStatus(db, 'bets', user.id, ['pending']),
    countWithStatus(db, 'starline_bets', user.id, ['pending']),
    countWithStatus(db, 'fund_requests', user.id, ['pending']),
    countWithStatus(db, 'withdrawals', user.id, UNDECIDED_WITHDRAWALS),
  ]);
  return { balance: Number(user.balance), pendingBets: daily + starline, pendingDeposits, pendingWithdrawals };
}

const settled = (standing: Standing) =>
  standing.balance === 0 &&
  standing.pendingBets === 0 &&
  standing.pendingDeposits === 0 &&
  standing.pendingWithdrawals === 0;

/** Whether the account is closed (sign-in refuses it). */
export async function isClosed(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('account_closures')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The player closes their own account, proving it with their password. */
export async function closeAccount(
  store: AuditStore,
  clock: Clock,
  sessions: LiveSessions,
  user: UserRow,
  input: { password?: unknown; token: string | undefined },
  actor: AuditActor,
): Promise<void> {
  if (user.role !== 'player') throw forbidden('ACCOUNT_CLOSURE_PLAYERS_ONLY');
  const password = typeof input.password === 'string' ? input.password : '';
  if (password === '') throw badRequest('FIELD_REQUIRED', { field: 'password' }, { path: 'password' });
  if (!(await passwordMatches(user.password_hash, password))) {
    throw badRequest('PASSWORD_WRONG', undefined, { path: 'password' });
  }
  const now = clock.now().toISOString();
  await store.db.transaction().execute(async (trx) => {
    const closed = await trx
      .insertInto('account_closures')
      .values({ user_id: user.id, requested_at: now, erased_at: null })
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .returning('user_id')
      .executeTakeFirst();
    await trx
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is', null)
      .execute();
    if (closed) {
      const target = { kind: 'user', id: String(user.id) };
      await recordAudit(store, trx, clock, actor, { action: 'account.close', target });
    }
  });
  if (input.token) sessions.forget(hashToken(input.token));
}

type ClosureRow = { user_id: number; requested_at: string; erased_at: string | null } & Pick<
  UserRow,
  'name' | 'mobile_number' | 'balance'
>;

function closureQuery(db: Executor) {
  return db
    .selectFrom('account_closures')
    .innerJoin('users', 'users.id', 'account_closures.user_id')
    .select([
      'account_closures.user_id',
      'account_closures.requested_at',
      'account_closures.erased_at',
      'users.name',
      'users.mobile_number',
      'users.balance',
    ]);
}

async function closureRecord(db: Executor, row: ClosureRow): Promise<AccountClosure> {
  const userId = Number(row.user_id);
  const standing = await standingOf(db, { id: userId, balance: row.balance });
  return {
    user: { _id: String(userId), name: row.name, mobileNumber: row.mobile_number },
    requestedAt: row.requested_at,
    ...standing,
    erasedAt: row.erased_at,
  };
}

/** Every closed account, newest first: those waiting to be erased with what holds them, and those erased. */
export async function listClosures(db: Db): Promise<AccountClosureList> {
  const rows = await closureQuery(db)
    .orderBy('account_closures.requested_at', 'desc')
    .orderBy('account_closures.user_id', 'desc')
    .execute();
  const closures = [];
  for (const row of rows) closures.push(await closureRecord(db, row));
  return { closures };
}

/**
 * Erases a closed account's personal data now, if nothing is pending and the balance is zero; else 409
 * CLOSURE_NOT_SETTLED with what is left. An account already erased is answered as it is.
 */
export async function eraseClosedAccount(
  store: AuditStore,
  clock: Clock,
  id: unknown,
  actor: AuditActor,
): Promise<AccountClosure> {
  const userId = recordId(String(id));
  if (userId === null) throw notFound('CLOSURE_NOT_FOUND');
  return store.db.transaction().execute(async (trx) => {
    // The player's row locked: a money write for them waits until the erasure is done, or is done before it.
    const user = await trx.selectFrom('users').selectAll().where('id', '=', userId).forUpdate().executeTakeFirst();
    const closure = await trx
      .selectFrom('account_closures')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!user || !closure) throw notFound('CLOSURE_NOT_FOUND');
    if (closure.erased_at === null) {
      const standing = await standingOf(trx, user);
      if (!settled(standing)) throw conflict('CLOSURE_NOT_SETTLED', standing);
      await erasePersonalData(store, trx, clock, actor, user);
      await trx
        .updateTable('account_closures')
        .set({ erased_at: clock.now().toISOString() })
        .where('user_id', '=', userId)
        .execute();
    }
    const row = await closureQuery(trx).where('account_closures.user_id', '=', userId).executeTakeFirstOrThrow();
    return closureRecord(trx, row);
  });
}

/**
 * The server's own erasures: after each operator's write has committed (a decided withdrawal or fund request, a
 * declaration, an adjustment), and every so often, each closed account still waiting is erased if it may be.
 * The work runs outside the request, one sweep at a time, its failures logged; the console's list of closures
 * waits for a sweep under way, so it shows its outcome.
 */
export class AccountErasures {
  private running: Promise<void> = Promise.resolve();
  private queued = false;

  constructor(
    private readonly store: AuditStore,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Asks for a sweep; one already waiting to start covers this one too. */
  sweepSoon(): void {
    if (this.queued) return;
    this.queued = true;
    this.running = this.running.then(async () => {
      this.queued = false;
      await this.sweep().catch((error: unknown) => this.log.error({ err: error }, 'account erasure failed'));
    });
  }

  /** Resolves once the sweeps asked for so far are done. */
  settled(): Promise<void> {
    return this.running;
  }

  private async sweep(): Promise<void> {
    const waiting = await this.store.db
      .selectFrom('account_closures')
      .select('user_id')
      .where('erased_at', 'is', null)
      .execute();
    for (const { user_id: userId } of waiting) {
      try {
        await eraseClosedAccount(this.store, this.clock, String(userId), SYSTEM_ACTOR);
      } catch (error) {
        if (!(error instanceof ApiError && error.code === 'CLOSURE_NOT_SETTLED')) throw error;
      }
    }
  }
}
