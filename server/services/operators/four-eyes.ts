import { sql, type Transaction } from 'kysely';
import type { Approval, ApprovalKind, ApprovalRequested } from '../../../contract/approvals.js';
import type { FourEyes } from '../../../contract/staff.js';
import type { Clock } from '../../clock.js';
import { fieldProblem, refusedFields, type FieldProblem } from '../../errors.js';
import type { Store } from '../../store/connect.js';
import type { Database, Db } from '../../store/schema.js';
import { rupeesText } from '../../../src/domain/rupees.js';
import { readSetting, writeSetting } from '../content/settings.js';
import { changedFields, recordAudit, type AuditActor } from './audit.js';

/**
 * The four-eyes rules and the hold: an action above its threshold is not carried out but waits, as a pending
 * approval, for a second operator (approvals.ts carries it out). The rules are the `four_eyes` settings row;
 * without one an operator alone works as before.
 */
export const FOUR_EYES_KEY = 'four_eyes';

export const WAITING_FOR_APPROVAL = "Waiting for a second operator's approval";

const AMOUNT_FIELDS = ['withdrawalAbove', 'adjustmentAbove'] as const;

function isThreshold(value: unknown): value is number | null {
  return value === null || (typeof value === 'number' && Number.isSafeInteger(value) && value >= 1);
}

/** The stored rules; a field missing or unreadable (never saved, hand-edited) reads as off. */
export async function readFourEyes(db: Db): Promise<FourEyes> {
  const stored = await readSetting(db, FOUR_EYES_KEY);
  const fields = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const amount = (field: (typeof AMOUNT_FIELDS)[number]) => {
    const value = fields[field];
    return isThreshold(value) ? value : null;
  };
  return {
    withdrawalAbove: amount('withdrawalAbove'),
    adjustmentAbove: amount('adjustmentAbove'),
    resultChanges: fields.resultChanges === true,
  };
}

export type FourEyesInput = Partial<Record<keyof FourEyes, unknown>>;

/** The owner's change of the rules: a field left out keeps its value; all problems come back at once. */
export async function saveFourEyes(
  store: Store,
  clock: Clock,
  input: FourEyesInput,
  actor: AuditActor,
): Promise<FourEyes> {
  const problems: FieldProblem[] = [];
  for (const field of AMOUNT_FIELDS) {
    if (input[field] !== undefined && !isThreshold(input[field])) {
      problems.push(fieldProblem('FOUR_EYES_AMOUNT_INVALID', { field }, field));
    }
  }
  if (input.resultChanges !== undefined && typeof input.resultChanges !== 'boolean') {
    problems.push(fieldProblem('FOUR_EYES_SWITCH_INVALID', undefined, 'resultChanges'));
  }
  if (problems.length > 0) throw refusedFields(problems);
  return store.db.transaction().execute(async (trx) => {
    const before = await readFourEyes(trx);
    const sent = input as Partial<FourEyes>;
    const after: FourEyes = {
      withdrawalAbove: sent.withdrawalAbove === undefined ? before.withdrawalAbove : sent.withdrawalAbove,
      adjustmentAbove: sent.adjustmentAbove === undefined ? before.adjustmentAbove : sent.adjustmentAbove,
      resultChanges: sent.resultChanges ?? before.resultChanges,
    };
    const changed = changedFields(before, after);
    if (changed) {
      await writeSetting(trx, clock, FOUR_EYES_KEY, after);
      const target = { kind: 'settings', id: FOUR_EYES_KEY };
      await recordAudit(store, trx, clock, actor, { action: 'four_eyes.change', target, ...changed });
    }
    return after;
  });
}

// ---- When an action is held ----------------------------------------------------------------------------------

/** Why a withdrawal moving out of `pending` to `target` waits, or null when it goes ahead. */
export function withdrawalHold(rules: FourEyes, move: { from: string; to: string; amount: number }): string | null {
  if (move.from !== 'pending' || move.to === 'rejected' || rules.withdrawalAbove === null) return null;
  if (move.amount <= rules.withdrawalAbove) return null;
  return `Withdrawal of ${rupeesText(move.amount)} is above the ${rupeesText(rules.withdrawalAbove)} four-eyes limit`;
}

/** Why a balance adjustment waits (its size, credit or debit, is what counts), or null. */
export function adjustmentHold(rules: FourEyes, amount: number): string | null {
  if (rules.adjustmentAbove === null || Math.abs(amount) <= rules.adjustmentAbove) return null;
  const what = amount > 0 ? 'credit' : 'debit';
  const limit = rupeesText(rules.adjustmentAbove);
  return `Balance ${what} of ${rupeesText(Math.abs(amount))} is above the ${limit} four-eyes limit`;
}

/** Why reverting a declared result waits, or null. */
export function resultChangeHold(rules: FourEyes, result: string): string | null {
  return rules.resultChanges ? `Reverting ${result} needs a second operator` : null;
}

// ---- The hold itself -----------------------------------------------------------------------------------------

/** What an action answers inside its transaction: carried out, or held for a second operator. */
export type Held<T> = { done: T } | { held: ApprovalRequested };

export interface HoldRequest {
  kind: ApprovalKind;
  target: { kind: string; id: string };
  amount: number | null;
  reason: string;
  /** What will be carried out when approved, exactly as asked. */
  action: Record<string, unknown>;
}

/**
 * Holds an action for a second operator, in the action's own transaction: a pending approval, audited. A
 * withdrawal or result already waiting answers with the approval that waits (one pending each, by the unique
 * index `approvals_one_pending`), so asking twice never makes two.
 */
export async function holdForApproval(
  store: Store,
  trx: Transaction<Database>,
  clock: Clock,
  actor: AuditActor,
  hold: HoldRequest,
): Promise<ApprovalRequested> {
  if (actor.adminId === null) throw new Error('Only an operator can ask for an approval');
  const target = { target_kind: hold.target.kind, target_id: hold.target.id };
  const inserted = await trx
    .insertInto('approvals')
    .values({
      kind: hold.kind,
      ...target,
      amount: hold.amount,
      reason: hold.reason,
      action: JSON.stringify(hold.action),
      requested_by: actor.adminId,
      requested_at: clock.now().toISOString(),
      status: 'pending',
    })
    .onConflict((conflict) =>
      conflict
        .columns(['kind', 'target_kind', 'target_id'])
        .where(sql.ref('status'), '=', sql.lit('pending'))
        .where(sql.ref('kind'), '<>', sql.lit('adjustment'))
        .doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    const waiting = await trx
      .selectFrom('approvals')
      .select('id')
      .where('kind', '=', hold.kind)
      .where('target_kind', '=', target.target_kind)
      .where('target_id', '=', target.target_id)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    return { message: WAITING_FOR_APPROVAL, approval: await approvalById(trx, waiting.id) };
  }
  await recordAudit(store, trx, clock, actor, {
    action: 'approval.request',
    target: { kind: 'approval', id: String(inserted.id) },
    after: { kind: hold.kind, target: hold.target, amount: hold.amount, reason: hold.reason, action: hold.action },
  });
  return { message: WAITING_FOR_APPROVAL, approval: await approvalById(trx, inserted.id) };
}

// ---- The wire record -----------------------------------------------------------------------------------------

function approvalsWithNames(db: Db) {
  return db
    .selectFrom('approvals')
    .innerJoin('users as requester', 'requester.id', 'approvals.requested_by')
    .leftJoin('users as decider', 'decider.id', 'approvals.decided_by')
    .selectAll('approvals')
    .select(['requester.name as requester_name', 'decider.name as decider_name']);
}

type NamedApprovalRow = Awaited<ReturnType<ReturnType<typeof approvalsWithNames>['executeTakeFirstOrThrow']>>;

export function approvalRecord(row: NamedApprovalRow): Approval {
  return {
    _id: String(row.id),
    kind: row.kind,
    target: { kind: row.target_kind, id: row.target_id },
    amount: row.amount === null ? null : Number(row.amount),
    reason: row.reason,
    action: JSON.parse(row.action) as Record<string, unknown>,
    requestedBy: { _id: String(row.requested_by), name: row.requester_name },
    requestedAt: row.requested_at,
    status: row.status,
    decidedBy: row.decided_by === null ? null : { _id: String(row.decided_by), name: row.decider_name ?? '' },
    decidedAt: row.decided_at,
    note: row.note,
  };
}

export async function approvalById(db: Db, id: number): Promise<Approval> {
  return approvalRecord(await approvalsWithNames(db).where('approvals.id', '=', id).executeTakeFirstOrThrow());
}

/** Approvals in one state (or every state), newest first, at most `limit`. */
export async function approvalRows(db: Db, status: Approval['status'] | undefined, limit: number): Promise<Approval[]> {
  let query = approvalsWithNames(db);
  if (status) query = query.where('approvals.status', '=', status);
  const rows = await query.orderBy('approvals.id', 'desc').limit(limit).execute();
  return rows.map(approvalRecord);
}
