import { sql } from 'kysely';
import type { Clock } from '../../clock.js';
import { ApiError, conflict, invalid, notFound } from '../../errors.js';
import type { Db, PasswordRequestRow, UserRow } from '../../store/schema.js';
import { validatePasswordRequest } from '../../../src/domain/account.js';
import { recordAudit, type AuditActor } from '../operators/audit.js';
import { pageRequest, pagination, type Pagination } from '../paging.js';
import { countPasswordResetRequest, type ThrottledClient } from './throttles.js';
import { hashPassword } from './passwords.js';
import { revokeAllSessions } from './sessions.js';

/**
 * Forgot-password and change-password requests (SPEC §4): the new password waits, hashed, for an admin's
 * review; approving it sets the password and signs the player out everywhere.
 */
export const RESET_REQUESTED = 'Password reset request submitted successfully! It will be reviewed by an administrator.';
export const CHANGE_REQUESTED =
  'Password change request submitted successfully! It will be reviewed by an administrator.';
export const MOBILE_NOT_YOURS = 'Mobile number does not match your account';

export interface PasswordRequestInput {
  mobileNumber: string;
  newPassword: string;
}

/**
 * The public forgot-password form. An unknown number gets the same answer (and costs the same hashing
 * time) as a known one, so the form does not reveal who has an account.
 */
export async function requestPasswordReset(
  db: Db,
  clock: Clock,
  input: PasswordRequestInput,
  client: ThrottledClient,
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
  if (user) await savePendingRequest(db, clock, user.id, 'forgot', passwordHash);
}

/** A signed-in player asks for a new password; the number on the form must be their own. */
export async function requestPasswordChange(
  db: Db,
  clock: Clock,
  caller: UserRow,
  input: PasswordRequestInput,
): Promise<void> {
  const checked = validatePasswordRequest(input);
  if (!checked.ok) throw invalid(checked.problems);
  if (checked.value.mobileNumber !== caller.mobile_number) {
    throw new ApiError(400, MOBILE_NOT_YOURS, [{ msg: MOBILE_NOT_YOURS, path: 'mobileNumber', code: 'MOBILE_NOT_YOURS' }], 'MOBILE_NOT_YOURS');
  }
  await savePendingRequest(db, clock, caller.id, 'change', await hashPassword(checked.value.newPassword));
}

/** A newer request of the same kind replaces the pending one (one pending row per player and kind). */
async function savePendingRequest(
  db: Db,
  clock: Clock,
  userId: number,
  kind: PasswordRequestRow['kind'],
  passwordHash: string,
): Promise<void> {
  const now = clock.now().toISOString();
  await db
    .insertInto('password_requests')
    .values({ user_id: userId, kind, password_hash: passwordHash, status: 'pending', created_at: now, decided_at: null })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'kind'])
        .where(sql<boolean>`status = 'pending'`)
        .doUpdateSet({ password_hash: passwordHash, created_at: now }),
    )
    .execute();
}

// ---- Admin review ------------------------------------------------------------------------------------------

export type PasswordRequestStatus = PasswordRequestRow['status'];
export const PASSWORD_REQUEST_STATUSES: readonly PasswordRequestStatus[] = ['pending', 'approved', 'rejected'];

export interface PasswordRequestRecord {
  _id: string;
  kind: PasswordRequestRow['kind'];
  status: PasswordRequestStatus;
  createdAt: string;
  decidedAt: string | null;
  user: { _id: string; name: string; mobileNumber: string };
}

export async function listPasswordRequests(
  db: Db,
  query: { status?: PasswordRequestStatus; page?: string; limit?: string },
): Promise<{ requests: PasswordRequestRecord[]; pagination: Pagination }> {
  const page = pageRequest(query);
  let base = db.selectFrom('password_requests').innerJoin('users', 'users.id', 'password_requests.user_id');
  if (query.status) base = base.where('password_requests.status', '=', query.status);
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .select([
        'password_requests.id',
        'password_requests.kind',
        'password_requests.status',
        'password_requests.created_at',
        'password_requests.decided_at',
        'users.id as user_id',
        'users.name',
        'users.mobile_number',
      ])
      .orderBy('password_requests.created_at', 'desc')
      .orderBy('password_requests.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  const requests = rows.map((row) => ({
    _id: String(row.id),
    kind: row.kind,
    status: row.status,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
    user: { _id: String(row.user_id), name: row.name, mobileNumber: row.mobile_number },
  }));
  return { requests, pagination: pagination(Number(total), page) };
}

/** Sets the requested password and revokes every session of that player, once. */
export async function approvePasswordRequest(
  db: Db,
  clock: Clock,
  requestId: number,
  actor: AuditActor,
): Promise<{ message: string }> {
  return db.transaction().execute(async (trx) => {
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
    await recordAudit(trx, clock, actor, passwordDecision('approve', requestId, approved.user_id));
    return { message: 'Password request approved. The new password is active.' };
  });
}

export async function rejectPasswordRequest(
  db: Db,
  clock: Clock,
  requestId: number,
  actor: AuditActor,
): Promise<{ message: string }> {
  return db.transaction().execute(async (trx) => {
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
    await recordAudit(trx, clock, actor, passwordDecision('reject', requestId, rejected.user_id));
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
  if (!row) throw notFound('Password request not found');
  if (row.status !== decision) throw conflict(`This password request has already been ${row.status}`, 'ALREADY_DECIDED');
}
