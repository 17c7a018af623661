import type { Notice } from '../../../contract/common.js';
import type { PasswordRequest, PasswordRequestList, PasswordRequestStatus } from '../../../contract/password-requests.js';
import type { Clock } from '../../clock.js';
import { badRequest, conflict, invalid, notFound } from '../../errors.js';
import type { Store } from '../../store/connect.js';
import type { Db, PasswordRequestRow, UserRow } from '../../store/schema.js';
import { validatePasswordRequest } from '../../../src/domain/account.js';
import { recordAudit, type AuditActor } from '../operators/audit.js';
import { pageRequest, pagination } from '../paging.js';
import { countPasswordResetRequest, type ThrottledClient } from './throttles.js';
import { hashPassword } from './passwords.js';
import { revokeAllSessions } from './sessions.js';

/**
 * Forgot-password and change-password requests: the new password waits, hashed, for an admin's
 * review; approving it sets the password and signs the player out everywhere.
 *
 * Anyone who knows a number can send the forgot-password form, so every submission is a request of its own,
 * kept with where it came from, and no request ever changes another. The operator sees a player's pending
 * requests together and confirms with the player which one is theirs; approving it closes the others.
 */
export const RESET_REQUESTED = 'Password reset request submitted successfully! It will be reviewed by an administrator.';
export const CHANGE_REQUESTED =
  'Password change request submitted successfully! It will be reviewed by an administrator.';
export interface PasswordRequestInput {
  mobileNumber: string;
  newPassword: string;
}

/** Where a request came from, as the operator sees it. */
export interface RequestOrigin {
  address: string;
  userAgent: string | undefined;
}

/** Enough of a user agent to tell phones apart; a longer header is cut. */
export const USER_AGENT_KEPT = 300;

/**
 * The public forgot-password form. An unknown number gets the same answer (and costs the same hashing
 * time) as a known one, so the form does not reveal who has an account.
 */
export async function requestPasswordReset(
  db: Db,
  clock: Clock,
  input: PasswordRequestInput,
  client: ThrottledClient & RequestOrigin,
): Promise<void> {
  const checked = validatePasswordRequest(input);
  if (!checked.ok) throw invalid(checked.problems);
  await countPasswordResetRequest(db, clock, client);
  const passwordHash = await hashPassword(checked.value.newPassword);
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('mobile_number', '=', checked.value.mobileNumber)
    .executeTakeFirst();
  if (user) await saveRequest(db, clock, { userId: user.id, kind: 'forgot', passwordHash, origin: client });
}

/** A signed-in player asks for a new password; the number on the form must be their own. */
export async function requestPasswordChange(
  db: Db,
  clock: Clock,
  caller: UserRow,
  input: PasswordRequestInput,
  origin: RequestOrigin,
): Promise<void> {
  const checked = validatePasswordRequest(input);
  if (!checked.ok) throw invalid(checked.problems);
  if (checked.value.mobileNumber !== caller.mobile_number) {
    throw badRequest('MOBILE_NOT_YOURS', undefined, { path: 'mobileNumber' });
  }
  const passwordHash = await hashPassword(checked.value.newPassword);
  await saveRequest(db, clock, { userId: caller.id, kind: 'change', passwordHash, origin });
}

/** Always a new row: a request never replaces or changes another one. */
async function saveRequest(
  db: Db,
  clock: Clock,
  request: { userId: number; kind: PasswordRequestRow['kind']; passwordHash: string; origin: RequestOrigin },
): Promise<void> {
  await db
    .insertInto('password_requests')
    .values({
      user_id: request.userId,
      kind: request.kind,
      password_hash: request.passwordHash,
      status: 'pending',
      created_at: clock.now().toISOString(),
      decided_at: null,
      client_address: request.origin.address,
      user_agent: request.origin.userAgent?.slice(0, USER_AGENT_KEPT) ?? null,
    })
    .execute();
}

// ---- Admin review ------------------------------------------------------------------------------------------

export const PASSWORD_REQUEST_STATUSES: readonly PasswordRequestStatus[] = ['pending', 'approved', 'rejected', 'superseded'];

/**
 * The requests grouped by player, so the operator sees every request for a player at once: the player with the
 * newest request first, each player's requests newest first. Pages count players, so a player's requests are
 * never split over two pages.
 */
export async function listPasswordRequests(
  db: Db,
  query: { status?: PasswordRequestStatus; page?: string; limit?: string },
): Promise<PasswordRequestList> {
  const page = pageRequest(query);
  let requests = db.selectFrom('password_requests');
  if (query.status) requests = requests.where('password_requests.status', '=', query.status);
  const [{ total }, players] = await Promise.all([
    requests.select((eb) => eb.fn.count<number>('user_id').distinct().as('total')).executeTakeFirstOrThrow(),
    requests
      .select((eb) => ['user_id', eb.fn.max('created_at').as('newest')])
      .groupBy('user_id')
      .orderBy('newest', 'desc')
      .orderBy('user_id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  if (players.length === 0) return { requests: [], pagination: pagination(Number(total), page) };
  const rows = await requests
    .innerJoin('users', 'users.id', 'password_requests.user_id')
    .where(
      'password_requests.user_id',
      'in',
      players.map((player) => player.user_id),
    )
    .select([
      'password_requests.id',
      'password_requests.kind',
      'password_requests.status',
      'password_requests.created_at',
      'password_requests.decided_at',
      'password_requests.client_address',
      'password_requests.user_agent',
      'users.id as user_id',
      'users.name',
      'users.mobile_number',
    ])
    .orderBy('password_requests.created_at', 'desc')
    .orderBy('password_requests.id', 'desc')
    .execute();
  const order = new Map(players.map((player, index) => [Number(player.user_id), index]));
  const grouped = rows.sort((a, b) => (order.get(Number(a.user_id)) ?? 0) - (order.get(Number(b.user_id)) ?? 0));
  return {
    requests: grouped.map((row): PasswordRequest => ({
      _id: String(row.id),
      kind: row.kind,
      status: row.status,
      createdAt: row.created_at,
      decidedAt: row.decided_at,
      clientAddress: row.client_address,
      userAgent: row.user_agent,
      user: { _id: String(row.user_id), name: row.name, mobileNumber: row.mobile_number },
    })),
    pagination: pagination(Number(total), page),
  };
}

/**
 * Sets the requested password and revokes every session of that player, once. The player's other pending
 * requests are closed as superseded: the operator chose this one, and an older or newer one approved later would
 * silently undo that choice.
 */
export async function approvePasswordRequest(
  store: Store,
  clock: Clock,
  requestId: number,
  actor: AuditActor,
): Promise<Notice> {
  return store.db.transaction().execute(async (trx) => {
    const now = clock.now().toISOString();
    const approved = await trx
      .updateTable('password_requests')
      .set({ status: 'approved', decided_at: now })
      .where('id', '=', requestId)
      .where('status', '=', 'pending')
      .returning(['user_id', 'password_hash'])
      .executeTakeFirst();
    if (!approved) {
      await expectDecided(trx, requestId, 'approved');
      return { message: 'Password request was already approved' };
    }
    await trx
      .updateTable('users')
      .set({ password_hash: approved.password_hash, updated_at: now })
      .where('id', '=', approved.user_id)
      .execute();
    await revokeAllSessions(trx, clock, approved.user_id);
    await recordAudit(store, trx, clock, actor, passwordDecision('approve', requestId, approved.user_id));
    const superseded = await trx
      .updateTable('password_requests')
      .set({ status: 'superseded', decided_at: now })
      .where('user_id', '=', approved.user_id)
      .where('status', '=', 'pending')
      .returning('id')
      .execute();
    for (const { id } of superseded.sort((a, b) => Number(a.id) - Number(b.id))) {
      await recordAudit(store, trx, clock, actor, {
        action: 'password_request.supersede',
        target: { kind: 'password_request', id: String(id) },
        before: { status: 'pending' },
        after: { status: 'superseded', userId: String(approved.user_id), approvedRequestId: String(requestId) },
      });
    }
    return { message: 'Password request approved. The new password is active.' };
  });
}

export async function rejectPasswordRequest(
  store: Store,
  clock: Clock,
  requestId: number,
  actor: AuditActor,
): Promise<Notice> {
  return store.db.transaction().execute(async (trx) => {
    const rejected = await trx
      .updateTable('password_requests')
      .set({ status: 'rejected', decided_at: clock.now().toISOString() })
      .where('id', '=', requestId)
      .where('status', '=', 'pending')
      .returning('user_id')
      .executeTakeFirst();
    if (!rejected) {
      await expectDecided(trx, requestId, 'rejected');
      return { message: 'Password request was already rejected' };
    }
    await recordAudit(store, trx, clock, actor, passwordDecision('reject', requestId, rejected.user_id));
    return { message: 'Password request rejected' };
  });
}

/** The audit entry of a decision; the requested password's hash is never put on record. */
function passwordDecision(decision: 'approve' | 'reject', requestId: number, userId: number) {
  return {
    action: `password_request.${decision}`,
    target: { kind: 'password_request', id: String(requestId) },
    before: { status: 'pending' },
    after: { status: decision === 'approve' ? 'approved' : 'rejected', userId: String(userId) },
  };
}

/** After a guarded update missed: the same decision again is harmless, the opposite one is a conflict. */
async function expectDecided(db: Db, requestId: number, decision: 'approved' | 'rejected'): Promise<void> {
  const row = await db.selectFrom('password_requests').select('status').where('id', '=', requestId).executeTakeFirst();
  if (!row) throw notFound('PASSWORD_REQUEST_NOT_FOUND');
  if (row.status !== decision) throw conflict('PASSWORD_REQUEST_ALREADY_DECIDED', { status: row.status });
}
