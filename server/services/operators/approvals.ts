import type { Transaction } from 'kysely';
import type { ApprovalDecided, ApprovalKind, ApprovalList, ApprovalStatus } from '../../../contract/approvals.js';
import type { Clock } from '../../clock.js';
import { conflict, forbidden, notFound } from '../../errors.js';
import type { Store } from '../../store/connect.js';
import type { Database, UserRow } from '../../store/schema.js';
import { holds, type Permission } from '../../../src/domain/staff.js';
import type { Session } from '../../../src/domain/bet-types.js';
import type { ResultFollowers } from '../index.js';
import {
  afterDailyCorrection,
  afterDailyRevert,
  afterDailyVoid,
  correctResultIn,
  revertResultIn,
  voidResultIn,
  type DailyCorrectionRef,
  type DailyVoidRef,
} from '../markets/settlement.js';
import { moveWithdrawal, type WithdrawalUpdate } from '../money/withdrawals.js';
import { postAdjustment } from '../people/admin-users.js';
import {
  afterStarlineCorrection,
  afterStarlineRevert,
  afterStarlineVoid,
  correctStarlineIn,
  revertStarlineResultIn,
  voidStarlineIn,
  type StarlineChangeRef,
} from '../starline/starline-settlement.js';
import { recordAudit, type AuditActor, type AuditChange } from './audit.js';
import { approvalById, approvalRows } from './four-eyes.js';

/**
 * The approvals inbox: the list, and a second operator's decision. Approving carries the action out exactly as
 * the first operator asked, in the transaction that marks the approval approved, so it happens once however many
 * approve at once, and not at all (the approval still pending) when the action itself is refused now.
 */

const MAX_LISTED = 200;

/** The permission the action waiting needs: deciding on it needs that too, besides the inbox's own. */
const PERMISSION_OF: Readonly<Record<ApprovalKind, Permission>> = {
  withdrawal: 'withdrawals.decide',
  adjustment: 'balance.adjust',
  result_change: 'markets.manage',
};

export async function listApprovals(store: Store, status: ApprovalStatus | undefined): Promise<ApprovalList> {
  return { approvals: await approvalRows(store.db, status, MAX_LISTED) };
}

type ApprovalRow = NonNullable<Awaited<ReturnType<typeof findApproval>>>;

function findApproval(store: Store, id: number) {
  return store.db.selectFrom('approvals').selectAll().where('id', '=', id).executeTakeFirst();
}

async function existingApproval(store: Store, id: number): Promise<ApprovalRow> {
  const row = await findApproval(store, id);
  if (!row) throw notFound('APPROVAL_NOT_FOUND');
  return row;
}

/** 403 PERMISSION_DENIED unless the operator's role holds the permission of the action waiting. */
function requireActionPermission(row: ApprovalRow, operator: UserRow): void {
  const permission = PERMISSION_OF[row.kind];
  if (!operator.staff_role || !holds(operator.staff_role, permission)) {
    throw forbidden('PERMISSION_DENIED', { permission });
  }
}

/** Marks a pending approval decided, in one guarded statement: 409 when someone decided it first. */
async function decide(
  trx: Transaction<Database>,
  clock: Clock,
  id: number,
  decision: { status: Exclude<ApprovalStatus, 'pending'>; by: number; note: string | null },
): Promise<void> {
  const decided = await trx
    .updateTable('approvals')
    .set({
      status: decision.status,
      decided_by: decision.by,
      decided_at: clock.now().toISOString(),
      note: decision.note,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  if (decided) return;
  const current = await trx.selectFrom('approvals').select('status').where('id', '=', id).executeTakeFirstOrThrow();
  throw conflict('APPROVAL_DECIDED', { status: current.status });
}

/** The audit entry of a decision: `approval.approve` or `approval.reject`, naming what waited and who asked. */
function decisionAudit(row: ApprovalRow, status: 'approved' | 'rejected', note: string | null): AuditChange {
  return {
    action: status === 'approved' ? 'approval.approve' : 'approval.reject',
    target: { kind: 'approval', id: String(row.id) },
    before: { status: 'pending' },
    after: {
      status,
      kind: row.kind,
      target: `${row.target_kind}:${row.target_id}`,
      requestedBy: row.requested_by,
      note,
    },
  };
}

function noteOf(note: string | undefined): string | null {
  const text = note?.trim();
  return text ? text : null;
}

/**
 * A second operator's approval: the approval turns approved and its action is carried out in one transaction,
 * with the approver as the action's actor. Not by the operator who asked (403 SAME_OPERATOR).
 */
export async function approveApproval(
  store: Store,
  clock: Clock,
  followers: ResultFollowers,
  decision: { id: number; approver: UserRow; actor: AuditActor; note?: string },
): Promise<ApprovalDecided> {
  const { id, approver, actor } = decision;
  const row = await existingApproval(store, id);
  if (row.requested_by === approver.id) throw forbidden('SAME_OPERATOR');
  requireActionPermission(row, approver);
  const note = noteOf(decision.note);
  const { approval, afterCommit } = await store.db.transaction().execute(async (trx) => {
    await decide(trx, clock, id, { status: 'approved', by: approver.id, note });
    const carried = await carryOut(store, trx, clock, row, actor);
    await recordAudit(store, trx, clock, actor, decisionAudit(row, 'approved', note));
    return { approval: await approvalById(trx, id), afterCommit: carried };
  });
  afterCommit(followers);
  return { message: 'Approved and carried out', approval };
}

/** What is left to do once the approved action has committed (a result's followers hear of its revert). */
type AfterCommit = (followers: ResultFollowers) => void;

/** The action as the first operator asked it, in the approval's transaction, with no threshold applied. */
async function carryOut(
  store: Store,
  trx: Transaction<Database>,
  clock: Clock,
  row: ApprovalRow,
  actor: AuditActor,
): Promise<AfterCommit> {
  const action = JSON.parse(row.action) as Record<string, unknown>;
  const nothingAfter: AfterCommit = () => undefined;
  switch (row.kind) {
    case 'withdrawal':
      await moveWithdrawal(store, trx, clock, Number(row.target_id), action as unknown as WithdrawalUpdate, actor);
      return nothingAfter;
    case 'adjustment': {
      const { amount, reason } = action as { amount: number; reason: string };
      // The adjustment's record names the operator who asked; the audit entry, the one who approved.
      const userId = Number(row.target_id);
      await postAdjustment(store, trx, clock, { adminId: row.requested_by, userId, amount, reason, actor });
      return nothingAfter;
    }
    case 'result_change':
      return row.target_kind === 'starline_result'
        ? carryOutStarline(store, trx, clock, action, actor)
        : carryOutDaily(store, trx, clock, action, actor);
  }
}

/** A result change's `type`; approvals held before voids and corrections existed are reverts. */
function changeType(action: Record<string, unknown>): 'revert' | 'void' | 'correct' {
  return action.type === 'void' || action.type === 'correct' ? action.type : 'revert';
}

async function carryOutDaily(
  store: Store,
  trx: Transaction<Database>,
  clock: Clock,
  action: Record<string, unknown>,
  actor: AuditActor,
): Promise<AfterCommit> {
  switch (changeType(action)) {
    case 'void': {
      const voided = await voidResultIn(store, trx, clock, action as unknown as DailyVoidRef, actor);
      return (followers) => afterDailyVoid(followers, voided);
    }
    case 'correct': {
      const corrected = await correctResultIn(store, trx, clock, action as unknown as DailyCorrectionRef, actor);
      return (followers) => afterDailyCorrection(followers, corrected);
    }
    case 'revert': {
      const ref = action as { gameId: number; gameDate: string; session: Session };
      const reverted = await revertResultIn(store, trx, clock, ref, actor);
      return (followers) => afterDailyRevert(followers, reverted);
    }
  }
}

async function carryOutStarline(
  store: Store,
  trx: Transaction<Database>,
  clock: Clock,
  action: Record<string, unknown>,
  actor: AuditActor,
): Promise<AfterCommit> {
  const ref = action as unknown as StarlineChangeRef;
  switch (changeType(action)) {
    case 'void': {
      const voided = await voidStarlineIn(store, trx, clock, ref, actor);
      return (followers) => afterStarlineVoid(followers, voided);
    }
    case 'correct': {
      const corrected = await correctStarlineIn(store, trx, clock, ref, actor);
      return (followers) => afterStarlineCorrection(followers, corrected);
    }
    case 'revert': {
      const reverted = await revertStarlineResultIn(store, trx, clock, ref, actor);
      return (followers) => afterStarlineRevert(followers, reverted);
    }
  }
}

/**
 * Rejecting a pending approval: nothing else changes. The operator who asked may reject their own request (take
 * it back); anyone else needs the permission of the action.
 */
export async function rejectApproval(
  store: Store,
  clock: Clock,
  decision: { id: number; operator: UserRow; actor: AuditActor; note?: string },
): Promise<ApprovalDecided> {
  const { id, operator, actor } = decision;
  const row = await existingApproval(store, id);
  if (row.requested_by !== operator.id) requireActionPermission(row, operator);
  const note = noteOf(decision.note);
  const approval = await store.db.transaction().execute(async (trx) => {
    await decide(trx, clock, id, { status: 'rejected', by: operator.id, note });
    await recordAudit(store, trx, clock, actor, decisionAudit(row, 'rejected', note));
    return approvalById(trx, id);
  });
  return { message: 'Request rejected', approval };
}
