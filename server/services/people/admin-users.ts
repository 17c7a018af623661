import { holds, type StaffRole } from '../../../src/domain/staff.js';
import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { MAX_ADJUSTMENT } from '../../../src/domain/constants.js';
import { checkLength } from '../../../src/domain/input-limits.js';
import type { Clock } from '../../clock.js';
import { badRequest, codedProblem, fieldProblem, forbidden, notFound, refusedFields, type FieldProblem } from '../../errors.js';
import { post } from '../../ledger/ledger.js';
import type { Store } from '../../store/connect.js';
import type { Database, Db, UserRow } from '../../store/schema.js';
import { runIdempotent, type Outcome } from '../money/idempotency.js';
import { changedFields, recordAudit, type AuditActor } from '../operators/audit.js';
import { keepAnActiveOwner, lockActiveOwners } from '../operators/staff.js';
import { adjustmentHold, holdForApproval, readFourEyes } from '../operators/four-eyes.js';
import type { ApprovalRequested } from '../../../contract/approvals.js';
import { pageRequest, pagination } from '../paging.js';
import { revokeAllSessions } from './sessions.js';
import type { Adjustment, AdminUser, AdminUserProfile, LedgerEntry, UserChangeBody, UserChanged, UserLedger, UserList } from '../../../contract/admin-players.js';
import { toUserRecord } from './user-record.js';
import { cleanTag, hasTag, tagsOf, TAG_RULES } from '../risk/player-notes.js';

/** The admin's view of accounts: search, activation and role, balance adjustments and each player's ledger. */

export function adminUserRecord(user: UserRow): AdminUser {
  return { ...toUserRecord(user), createdAt: user.created_at, tags: tagsOf(user.tags) };
}

export type UserStatusFilter = 'active' | 'inactive';

/** Users whose name or mobile number contains `query` (case-insensitive), newest first. */
export async function listUsers(
  db: Db,
  query: { query?: string; status?: UserStatusFilter; tag?: string; page?: string; limit?: string },
): Promise<UserList> {
  const page = pageRequest(query);
  let base = db.selectFrom('users');
  const text = query.query?.trim().toLowerCase();
  if (text) {
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where(sql<boolean>`(lower(name) like ${pattern} escape '\\' or mobile_number like ${pattern} escape '\\')`);
  }
  if (query.status) base = base.where('is_active', '=', query.status === 'active' ? 1 : 0);
  if (query.tag !== undefined) {
    const tag = cleanTag(query.tag);
    if (tag === null) throw badRequest('TAG_FILTER_INVALID', { length: TAG_RULES.length }, { path: 'tag' });
    base = base.where(hasTag(tag));
  }
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
  ]);
  return { users: rows.map(adminUserRecord), pagination: pagination(Number(total), page) };
}

/**
 * Activation and role. Deactivating signs the user out everywhere; an admin cannot lock
 * themself out. Changing a role, or an operator's account, is staff management (the `staff` permission), and
 * leaves at least one active owner (keepAnActiveOwner).
 */
export async function changeUser(
  store: Store,
  clock: Clock,
  operator: Pick<UserRow, 'id' | 'staff_role'>,
  userId: number,
  change: UserChangeBody,
  actor: AuditActor,
): Promise<UserChanged> {
  const adminId = operator.id;
  if (change.isActive === undefined && change.role === undefined) {
    throw badRequest('NOTHING_TO_CHANGE');
  }
  if (userId === adminId && change.isActive === false) {
    throw badRequest('SELF_DEACTIVATION');
  }
  if (userId === adminId && change.role === 'player') {
    throw badRequest('SELF_DEMOTION');
  }
  if (change.role !== undefined) requireStaffManagement(operator);
  return store.db.transaction().execute(async (trx) => {
    const owners = await lockActiveOwners(trx);
    const previous = await trx
      .selectFrom('users')
      .select(['id', 'is_active', 'role', 'staff_role'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!previous) throw notFound('USER_NOT_FOUND');
    if (previous.role === 'admin') requireStaffManagement(operator);
    const staffRole =
      change.role === undefined ? previous.staff_role : staffRoleAfter(change.role, previous.staff_role);
    keepAnActiveOwner(owners, previous, { staffRole, isActive: change.isActive ?? Boolean(previous.is_active) });
    const user = await trx
      .updateTable('users')
      .set({
        ...(change.isActive === undefined ? {} : { is_active: change.isActive ? 1 : 0 }),
        ...(change.role === undefined ? {} : { role: change.role, staff_role: staffRole }),
        updated_at: clock.now().toISOString(),
      })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (change.isActive === false) await revokeAllSessions(trx, clock, userId);
    const changed = changedFields(
      { isActive: Boolean(previous.is_active), role: previous.role },
      { isActive: Boolean(user.is_active), role: user.role },
    );
    // Setting what is already set changes nothing and is not an action on record.
    const target = { kind: 'user', id: String(userId) };
    if (changed) await recordAudit(store, trx, clock, actor, { action: 'user.update', target, ...changed });
    return { message: 'User updated', user: adminUserRecord(user) };
  });
}

/** Making or unmaking an operator, or changing one's account, is for those who manage the staff. */
function requireStaffManagement(operator: Pick<UserRow, 'staff_role'>): void {
  if (!operator.staff_role || !holds(operator.staff_role, 'staff')) {
    throw forbidden('PERMISSION_DENIED', { permission: 'staff' });
  }
}

// ---- Balance adjustments and the ledger --------------------------------------------------------------------


export interface AdjustmentInput {
  amount?: unknown;
  reason?: unknown;
}

function validateAdjustment(input: AdjustmentInput): { amount: number; reason: string } {
  const problems: FieldProblem[] = [];
  const amount = input.amount;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount === 0) {
    problems.push(fieldProblem('ADJUSTMENT_AMOUNT_INVALID', undefined, 'amount'));
  } else if (Math.abs(amount) > MAX_ADJUSTMENT) {
    problems.push(fieldProblem('ADJUSTMENT_AMOUNT_TOO_LARGE', { max: MAX_ADJUSTMENT }, 'amount'));
  }
  const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
  if (reason === '') problems.push(fieldProblem('REASON_REQUIRED', undefined, 'reason'));
  else {
    const length = checkLength(reason, 'reason');
    if (!length.ok) problems.push(codedProblem({ ...length, field: 'reason' }));
  }
  if (problems.length > 0) {
    throw refusedFields(problems);
  }
  return { amount: amount as number, reason };
}

/**
 * Credits or debits a player by hand, with the admin and the reason on record (`balance_adjustments`) and
 * one ledger entry of kind `adjustment`, reference `adjustment:<uuid>`. A debit never overdraws. An optional
 * Idempotency-Key (scoped to the admin) makes a double-submitted adjustment apply once. One larger than the
 * four-eyes limit waits for a second operator (202), and a retry gets that same approval.
 */
export async function adjustBalance(
  store: Store,
  clock: Clock,
  request: { adminId: number; userId: number; idempotencyKey: string | undefined; input: AdjustmentInput; actor: AuditActor },
): Promise<Outcome<Adjustment | ApprovalRequested>> {
  const { adminId, userId } = request;
  const { amount, reason } = validateAdjustment(request.input);
  const fingerprint = { route: 'POST /admin/users/:id/adjustments', userId, amount, reason };
  const key = { userId: adminId, key: request.idempotencyKey, fingerprint };
  return runIdempotent<Adjustment | ApprovalRequested>(store, clock, key, async (trx) => {
    const held = adjustmentHold(await readFourEyes(trx), amount);
    if (held) {
      await playerOf(trx, userId);
      const approval = await holdForApproval(store, trx, clock, request.actor, {
        kind: 'adjustment',
        target: { kind: 'user', id: String(userId) },
        amount,
        reason: held,
        action: { amount, reason },
      });
      return { status: 202, body: approval };
    }
    const adjustment = { adminId, userId, amount, reason, actor: request.actor };
    return { status: 201, body: await postAdjustment(store, trx, clock, adjustment) };
  });
}

async function playerOf(trx: Transaction<Database>, userId: number): Promise<void> {
  const user = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound('USER_NOT_FOUND');
}

/**
 * A balance adjustment, valid already, in the caller's transaction: its record (naming `adminId`, the operator who
 * asked), its ledger entry and its audit entry (by `actor`, who carries it out: the same operator, or the approver).
 */
export async function postAdjustment(
  store: Store,
  trx: Transaction<Database>,
  clock: Clock,
  adjustment: { adminId: number; userId: number; amount: number; reason: string; actor: AuditActor },
): Promise<Adjustment> {
  const { adminId, userId, amount, reason } = adjustment;
  await playerOf(trx, userId);
  const id = randomUUID();
  const at = clock.now().toISOString();
  await trx
    .insertInto('balance_adjustments')
    .values({ id, user_id: userId, admin_id: adminId, amount, reason, created_at: at })
    .execute();
  const reference = `adjustment:${id}`;
  const balance = await post(trx, { userId, amount, kind: 'adjustment', reference, at });
  await recordAudit(store, trx, clock, adjustment.actor, {
    action: 'user.adjust_balance',
    target: { kind: 'user', id: String(userId) },
    before: { balance: balance - amount },
    after: { balance, amount, reason, adjustmentId: id },
  });
  const entry = await trx
    .selectFrom('ledger_entries')
    .selectAll()
    .where('kind', '=', 'adjustment')
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  return {
    message: amount > 0 ? 'Balance credited' : 'Balance debited',
    balance,
    entry: { ...ledgerEntryRecord(entry), reason },
  };
}

/**
 * The staff role of an account made an operator through this route: the one it had, else `manager` (every power
 * but staff management, which stays with the owners); none once it is a player again.
 */
function staffRoleAfter(role: 'admin' | 'player', previous: StaffRole | null | undefined): StaffRole | null {
  return role === 'admin' ? (previous ?? 'manager') : null;
}

/** A ledger entry as the console and the player's data download show it. */
export function ledgerEntryRecord(row: {
  id: number;
  amount: number;
  kind: string;
  reference: string;
  balance_after: number;
  created_at: string;
}): LedgerEntry {
  return {
    _id: String(row.id),
    amount: Number(row.amount),
    kind: row.kind,
    reference: row.reference,
    balanceAfter: Number(row.balance_after),
    createdAt: row.created_at,
  };
}

async function accountRow(db: Db, userId: number): Promise<UserRow> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound('USER_NOT_FOUND');
  return user;
}

/** One account as the console's player page shows it. */
export async function userProfile(db: Db, userId: number): Promise<AdminUserProfile> {
  return { user: adminUserRecord(await accountRow(db, userId)) };
}

/** One player's ledger entries, newest first (API addition: the admin console's statement of a player). */
export async function userLedger(
  db: Db,
  userId: number,
  query: { page?: string; limit?: string },
): Promise<UserLedger> {
  const user = await accountRow(db, userId);
  const page = pageRequest(query);
  const base = db.selectFrom('ledger_entries').where('ledger_entries.user_id', '=', userId);
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .leftJoin('balance_adjustments', (join) =>
        join.on(sql<boolean>`ledger_entries.kind = 'adjustment' and ledger_entries.reference = 'adjustment:' || balance_adjustments.id`),
      )
      .selectAll('ledger_entries')
      .select('balance_adjustments.reason')
      .orderBy('ledger_entries.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  const entries = rows.map((row) => ({
    ...ledgerEntryRecord(row),
    ...(row.reason === null ? {} : { reason: row.reason }),
  }));
  return { user: adminUserRecord(user), entries, pagination: pagination(Number(total), page) };
}
