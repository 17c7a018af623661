import type { Transaction } from 'kysely';
import type {
  NewStaffBody,
  SessionsEnded,
  StaffChangeBody,
  StaffChanged,
  StaffList,
  StaffMember,
  StaffSession,
  StaffSessions,
  StaffSignIns,
} from '../../../contract/staff.js';
import { checkMobileNumber, checkPassword } from '../../../src/domain/account.js';
import type { Check } from '../../../src/domain/messages.js';
import { checkStaffName } from '../../../src/domain/player-name.js';
import { isStaffRole, STAFF_ROLES, type StaffRole } from '../../../src/domain/staff.js';
import type { Clock } from '../../clock.js';
import { badRequest, conflict, forbidden, invalid, notFound, type CodedProblem } from '../../errors.js';
import type { Store } from '../../store/connect.js';
import type { Database, Db, UserRow } from '../../store/schema.js';
import { recordId } from '../paging.js';
import { hashPassword } from '../people/passwords.js';
import { sessionEndsAt } from '../people/session-lifetime.js';
import { revokeAllSessions } from '../people/sessions.js';
import { changedFields, recordAudit, type AuditActor } from './audit.js';

/**
 * The operator's staff, managed by the owners: operator accounts and their roles, their live sessions and their
 * sign-in attempts. A change of role or a deactivation ends the person's sessions at once, and there is always
 * at least one active owner left to manage the rest.
 */

/** How many sign-in attempts the history of one member of staff shows. */
const SIGN_IN_HISTORY = 50;
/** A session's id on the wire: enough of its token's hash to tell it apart, not enough to stand for it. */
const SESSION_ID_LENGTH = 16;

type Executor = Db | Transaction<Database>;

/** Every operator account, owners first, then by name. */
export async function listStaff(db: Db): Promise<StaffList> {
  const rows = await db.selectFrom('users').selectAll().where('role', '=', 'admin').execute();
  const staff = await staffMembers(db, rows);
  staff.sort(
    (a, b) => ownersFirst(a) - ownersFirst(b) || a.name.localeCompare(b.name) || Number(a._id) - Number(b._id),
  );
  return { staff };
}

const ownersFirst = (member: StaffMember) => (member.staffRole === 'owner' ? 0 : 1);

/**
 * A new operator account with its staff role. The fields are judged by the sign-up rules and messages, except
 * that staff may go by names kept from players ("Support", "Admin").
 */
export async function addStaff(
  store: Store,
  clock: Clock,
  actor: AuditActor,
  input: NewStaffBody,
): Promise<StaffChanged> {
  const name = (input.name ?? '').trim();
  const mobileNumber = (input.mobileNumber ?? '').trim();
  const password = input.password ?? '';
  const checks = [checkStaffName(name), checkMobileNumber(mobileNumber), checkPassword(password)];
  const problems: CodedProblem[] = checks.filter(isProblem);
  const staffRole = input.staffRole;
  if (!isStaffRole(staffRole)) problems.push(staffRoleProblem());
  if (problems.length > 0 || !isStaffRole(staffRole)) throw invalid(problems);
  const passwordHash = await hashPassword(password);
  return store.db.transaction().execute(async (trx) => {
    const now = clock.now().toISOString();
    const user = await trx
      .insertInto('users')
      .values({
        name,
        mobile_number: mobileNumber,
        password_hash: passwordHash,
        role: 'admin',
        staff_role: staffRole,
        created_at: now,
        updated_at: now,
      })
      .onConflict((onConflict) => onConflict.column('mobile_number').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!user) throw conflict('MOBILE_TAKEN');
    const target = { kind: 'user', id: String(user.id) };
    const after = { name, mobileNumber, staffRole };
    await recordAudit(store, trx, clock, actor, { action: 'staff.create', target, after });
    return { staff: await staffMember(trx, user) };
  });
}

const isProblem = (check: Check): check is Extract<Check, { ok: false }> => !check.ok;

function staffRoleProblem(): CodedProblem {
  return { code: 'STAFF_ROLE_INVALID', params: { roles: STAFF_ROLES.join(', ') }, field: 'staffRole' };
}

/**
 * Renames, changes the role of, deactivates or reactivates a member of staff. No one changes their own role or
 * deactivates themself; a new role or a deactivation ends every session of the person at once (operators' sessions
 * are checked against the database on every request).
 */
export async function changeStaff(
  store: Store,
  clock: Clock,
  actor: AuditActor & { adminId: number },
  staffIdText: string,
  change: StaffChangeBody,
): Promise<StaffChanged> {
  const staffId = staffIdOf(staffIdText);
  const { staffRole, isActive } = change;
  const name = change.name?.trim();
  if (name === undefined && staffRole === undefined && isActive === undefined) {
    throw badRequest('STAFF_NOTHING_TO_CHANGE');
  }
  const problems: CodedProblem[] = name === undefined ? [] : [checkStaffName(name)].filter(isProblem);
  if (staffRole !== undefined && !isStaffRole(staffRole)) problems.push(staffRoleProblem());
  if (problems.length > 0) throw invalid(problems);
  if (staffId === actor.adminId && isActive === false) throw badRequest('SELF_DEACTIVATION');
  return store.db.transaction().execute(async (trx) => {
    const owners = await lockActiveOwners(trx);
    const before = await trx.selectFrom('users').selectAll().where('id', '=', staffId).forUpdate().executeTakeFirst();
    if (before?.role !== 'admin') throw notFound('STAFF_NOT_FOUND');
    const newRole = isStaffRole(staffRole) ? staffRole : before.staff_role;
    if (staffId === actor.adminId && newRole !== before.staff_role) throw forbidden('OWN_ROLE');
    const active = isActive ?? Boolean(before.is_active);
    keepAnActiveOwner(owners, before, { staffRole: newRole, isActive: active });
    const after = await trx
      .updateTable('users')
      .set({
        name: name ?? before.name,
        staff_role: newRole,
        is_active: active ? 1 : 0,
        updated_at: clock.now().toISOString(),
      })
      .where('id', '=', staffId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const changed = changedFields(auditedFields(before), auditedFields(after));
    if (!changed) return { staff: await staffMember(trx, after) };
    const endsSessions = changed.after.staffRole !== undefined || changed.after.isActive === false;
    const sessionsEnded = endsSessions ? await revokeAllSessions(trx, clock, staffId) : 0;
    await recordAudit(store, trx, clock, actor, {
      action: 'staff.change',
      target: { kind: 'user', id: String(staffId) },
      before: changed.before,
      after: { ...changed.after, ...(sessionsEnded > 0 ? { sessionsEnded } : {}) },
    });
    return { staff: await staffMember(trx, after) };
  });
}

function auditedFields(user: UserRow): { name: string; staffRole: StaffRole | null; isActive: boolean } {
  return { name: user.name, staffRole: user.staff_role, isActive: Boolean(user.is_active) };
}

/** A path id of a member of staff (an id that is not a number names no one). */
function staffIdOf(text: string): number {
  const id = recordId(text);
  if (id === null) throw notFound('STAFF_NOT_FOUND');
  return id;
}

// ---- The last owner ----------------------------------------------------------------------------------------

/**
 * The ids of the active owners, their rows locked until the transaction ends: a change that could leave no owner
 * takes this first, so that two owners demoting each other at once take turns and the second sees one owner left.
 * Locked in id order, so that two such changes never wait on each other crosswise. (SQLite runs one writer.)
 */
export async function lockActiveOwners(trx: Transaction<Database>): Promise<readonly number[]> {
  const rows = await trx
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .where('staff_role', '=', 'owner')
    .where('is_active', '=', 1)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => Number(row.id));
}

/**
 * The one rule of the last owner: an account that is an active owner (among `owners`, from lockActiveOwners) stays
 * one when no other active owner is left. `after`: its staff role (null: no longer an operator) and activation.
 */
export function keepAnActiveOwner(
  owners: readonly number[],
  user: Pick<UserRow, 'id'>,
  after: { staffRole: StaffRole | null; isActive: boolean },
): void {
  const userId = Number(user.id);
  if (!owners.includes(userId)) return;
  if (after.staffRole === 'owner' && after.isActive) return;
  if (owners.every((owner) => owner === userId)) throw conflict('LAST_OWNER');
}

// ---- Members, sessions and sign-ins ------------------------------------------------------------------------

async function staffMember(db: Executor, user: UserRow): Promise<StaffMember> {
  const [member] = await staffMembers(db, [user]);
  return member!;
}

/**
 * Operator accounts as the Staff screen shows them. The latest sign-in is the newest `auth.sign_in` on the audit
 * trail, the one record of operators' sign-ins (a session may also be a player's, opened before a promotion).
 */
async function staffMembers(db: Executor, users: readonly UserRow[]): Promise<StaffMember[]> {
  if (users.length === 0) return [];
  const ids = users.map((user) => Number(user.id));
  const [enrolled, signIns] = await Promise.all([
    db
      .selectFrom('operator_two_factor')
      .select('user_id')
      .where('user_id', 'in', ids)
      .where('enabled_at', 'is not', null)
      .execute(),
    db
      .selectFrom('audit_log')
      .select(['target_id', (eb) => eb.fn.max('at').as('at')])
      .where('action', '=', 'auth.sign_in')
      .where('target_kind', '=', 'user')
      .where('target_id', 'in', ids.map(String))
      .groupBy('target_id')
      .execute(),
  ]);
  const twoFactor = new Set(enrolled.map((row) => Number(row.user_id)));
  const lastSignIn = new Map(signIns.map((row) => [row.target_id, row.at]));
  return users.map((user) => ({
    _id: String(user.id),
    name: user.name,
    mobileNumber: user.mobile_number,
    // Every operator has a role since staff roles began; a row without one reads as the least it could be.
    staffRole: user.staff_role ?? 'auditor',
    isActive: Boolean(user.is_active),
    twoFactor: twoFactor.has(Number(user.id)),
    lastSignInAt: lastSignIn.get(String(user.id)) ?? null,
    createdAt: user.created_at,
  }));
}

/** The operator account an id names, or 404 STAFF_NOT_FOUND (a player's id names no member of staff). */
async function operatorId(db: Executor, idText: string): Promise<number> {
  const id = staffIdOf(idText);
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', id)
    .where('role', '=', 'admin')
    .executeTakeFirst();
  if (!user) throw notFound('STAFF_NOT_FOUND');
  return id;
}

interface LiveSessionRow {
  token_hash: string;
  created_at: string;
  last_used_at: string | null;
  ip: string | null;
  user_agent: string | null;
}

/** A member of staff's live sessions (not revoked, not expired, not idle too long), newest first. */
async function liveSessionsOf(db: Executor, clock: Clock, userId: number): Promise<LiveSessionRow[]> {
  const now = clock.now();
  const rows = await db
    .selectFrom('sessions')
    .select(['token_hash', 'created_at', 'expires_at', 'idle_timeout_seconds', 'last_used_at', 'ip', 'user_agent'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .orderBy('created_at', 'desc')
    .orderBy('token_hash')
    .execute();
  return rows.filter((row) => sessionEndsAt(row) > now.getTime());
}

function sessionRecord(row: LiveSessionRow): StaffSession {
  return {
    _id: sessionId(row.token_hash),
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    ip: row.ip ?? '',
    userAgent: row.user_agent ?? '',
  };
}

const sessionId = (tokenHash: string) => tokenHash.slice(0, SESSION_ID_LENGTH);

export async function staffSessions(db: Db, clock: Clock, idText: string): Promise<StaffSessions> {
  const userId = await operatorId(db, idText);
  return { sessions: (await liveSessionsOf(db, clock, userId)).map(sessionRecord) };
}

/**
 * Ends a member of staff's live sessions: all of them, or the one `sessionId` names (404 when it is not one of
 * their live sessions). Their next request is refused.
 */
export async function endStaffSessions(
  store: Store,
  clock: Clock,
  actor: AuditActor,
  idText: string,
  sessionIdText?: string,
): Promise<SessionsEnded> {
  return store.db.transaction().execute(async (trx) => {
    const userId = await operatorId(trx, idText);
    const live = await liveSessionsOf(trx, clock, userId);
    const ending =
      sessionIdText === undefined ? live : live.filter((row) => sessionId(row.token_hash) === sessionIdText);
    if (sessionIdText !== undefined && ending.length === 0) throw notFound('STAFF_SESSION_NOT_FOUND');
    const hashes = ending.map((row) => row.token_hash);
    const revoked =
      hashes.length === 0
        ? 0
        : Number(
            (
              await trx
                .updateTable('sessions')
                .set({ revoked_at: clock.now().toISOString() })
                .where('token_hash', 'in', hashes)
                .where('revoked_at', 'is', null)
                .executeTakeFirst()
            ).numUpdatedRows,
          );
    if (revoked > 0) {
      await recordAudit(store, trx, clock, actor, {
        action: 'staff.sessions_end',
        target: { kind: 'user', id: String(userId) },
        after: { ended: revoked, ...(sessionIdText === undefined ? {} : { session: sessionIdText }) },
      });
    }
    return { message: revoked === 1 ? '1 session ended' : `${revoked} sessions ended`, ended: revoked };
  });
}

/** A member of staff's latest sign-in attempts, right or wrong, from the audit trail, newest first. */
export async function staffSignIns(db: Db, idText: string): Promise<StaffSignIns> {
  const userId = await operatorId(db, idText);
  const rows = await db
    .selectFrom('audit_log')
    .select(['at', 'action', 'ip', 'user_agent'])
    .where('target_kind', '=', 'user')
    .where('target_id', '=', String(userId))
    .where('action', 'in', ['auth.sign_in', 'auth.sign_in_failed'])
    .orderBy('id', 'desc')
    .limit(SIGN_IN_HISTORY)
    .execute();
  return {
    signIns: rows.map((row) => ({
      at: row.at,
      succeeded: row.action === 'auth.sign_in',
      ip: row.ip,
      userAgent: row.user_agent,
    })),
  };
}
