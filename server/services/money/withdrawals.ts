import type { Clock } from '../../clock.js';
import { badRequest, conflict, invalid, notFound } from '../../errors.js';
import { post } from '../../ledger/ledger.js';
import type { Store } from '../../store/connect.js';
import type { Transaction } from 'kysely';
import type { Database, Db, WithdrawalRow } from '../../store/schema.js';
import { parseWholeAmount, type AmountInput } from '../../../src/domain/amounts.js';
import { checkWithdrawal, isWithdrawMethod, savedWithdrawMethods, withdrawalAccountDisplay } from '../../../src/domain/funds.js';
import { recordAudit, type AuditActor } from '../operators/audit.js';
import { holdForApproval, readFourEyes, withdrawalHold } from '../operators/four-eyes.js';
import { runIdempotent, type Outcome } from './idempotency.js';
import { assertWithdrawalWindowOpen } from './withdrawal-window.js';
import { pageRequest, pagination } from '../paging.js';
import { fundSettings } from '../content/settings.js';
import type { MoneyListFilters } from './money-list-filters.js';
import type { ApprovalRequested } from '../../../contract/approvals.js';
import type { AdminWithdrawal, Withdrawal, WithdrawalAnswer, WithdrawalPage } from '../../../contract/withdrawals.js';
import { bankDetailsOf, paymentDetailsOf } from '../people/user-record.js';
import { recordActivity } from '../people/activity.js';
import { requireReviewNote, reviewNewWithdrawal, reviewsOf } from '../risk/withdrawal-review.js';

/**
 * Withdrawals: only to a saved method, at least the minimum, never on a Sunday (IST).
 * The amount is held (debited, kind `withdrawal_hold`) in the transaction that records the request, and
 * refunded exactly once if an admin rejects it (kind `withdrawal_refund`); both reference `withdrawal:<id>`.
 */
export const WITHDRAWAL_SUBMITTED = 'Withdrawal request submitted successfully! Please wait for admin approval.';

export type WithdrawalStatus = WithdrawalRow['status'];
export const WITHDRAWAL_STATUSES: readonly WithdrawalStatus[] = ['pending', 'approved', 'processing', 'completed', 'rejected'];

/** Where an admin may move a withdrawal from each state; completed and rejected are final. */
const NEXT_STATUSES: Readonly<Record<WithdrawalStatus, readonly WithdrawalStatus[]>> = {
  pending: ['approved', 'processing', 'rejected'],
  approved: ['processing', 'completed', 'rejected'],
  processing: ['completed', 'rejected'],
  completed: [],
  rejected: [],
};

/** The moves a player is told of in their activity (`processing` is the operators' own step). */
const TOLD: Partial<Record<WithdrawalStatus, 'withdrawal_approved' | 'withdrawal_rejected' | 'withdrawal_paid'>> = {
  approved: 'withdrawal_approved',
  rejected: 'withdrawal_rejected',
  completed: 'withdrawal_paid',
};

export function withdrawalRecord(row: WithdrawalRow): Withdrawal {
  return {
    _id: String(row.id),
    amount: Number(row.amount),
    method: row.method,
    status: row.status,
    createdAt: row.created_at,
    accountDetails: row.account_details,
    transactionId: row.transaction_id,
    remarks: row.remarks,
  };
}

export interface WithdrawalInput {
  amount?: AmountInput;
  method?: string | null;
}

const holdReference = (withdrawalId: number) => `withdrawal:${withdrawalId}`;

export async function requestWithdrawal(
  store: Store,
  clock: Clock,
  request: { userId: number; idempotencyKey: string | undefined; input: WithdrawalInput },
): Promise<Outcome<WithdrawalAnswer>> {
  const { userId, input } = request;
  const fingerprint = { route: 'POST /withdraw/request', body: input };
  return runIdempotent(store, clock, { userId, key: request.idempotencyKey, fingerprint }, async (trx) => {
    await assertWithdrawalWindowOpen(trx, clock);
    // Read inside the transaction: the balance and the saved methods as they are now, not as the guard saw them.
    const user = await trx.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    const bank = bankDetailsOf(user);
    const payment = paymentDetailsOf(user);
    const settings = await fundSettings(trx);
    const now = clock.now();
    const check = checkWithdrawal({
      amount: input.amount,
      method: input.method,
      savedMethods: savedWithdrawMethods(bank, payment),
      minimumWithdraw: settings.minimumWithdraw,
      balance: Number(user.balance),
      now,
    });
    if (!check.ok) throw invalid([check]);
    const amount = parseWholeAmount(input.amount)!;
    const method = input.method;
    if (!isWithdrawMethod(method)) throw badRequest('WITHDRAW_METHOD_REQUIRED');
    const at = now.toISOString();
    const row = await trx
      .insertInto('withdrawals')
      .values({
        user_id: userId,
        amount,
        method,
        account_details: withdrawalAccountDisplay(method, bank, payment) ?? '',
        status: 'pending',
        created_at: at,
        updated_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    // The guarded debit is what stops parallel requests from overdrawing: the check above read a balance
    // that another request may have spent since; this statement cannot.
    await post(trx, { userId, amount: -amount, kind: 'withdrawal_hold', reference: holdReference(row.id), at });
    await reviewNewWithdrawal(trx, clock, row);
    return { status: 201, body: { message: WITHDRAWAL_SUBMITTED, withdrawal: withdrawalRecord(row) } };
  });
}

/** The caller's own withdrawals, newest first. */
export async function withdrawalHistory(db: Db, userId: number): Promise<Withdrawal[]> {
  const rows = await db
    .selectFrom('withdrawals')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(withdrawalRecord);
}

// ---- Admin processing --------------------------------------------------------------------------------------

export async function listWithdrawals(
  db: Db,
  query: { status?: WithdrawalStatus; review?: boolean; page?: string; limit?: string; filters?: MoneyListFilters },
): Promise<WithdrawalPage> {
  const page = pageRequest(query);
  let base = db.selectFrom('withdrawals').innerJoin('users', 'users.id', 'withdrawals.user_id');
  if (query.status) base = base.where('withdrawals.status', '=', query.status);
  const { since, before, minAmount, maxAmount } = query.filters ?? {};
  if (since) base = base.where('withdrawals.created_at', '>=', since);
  if (before) base = base.where('withdrawals.created_at', '<', before);
  if (minAmount !== undefined) base = base.where('withdrawals.amount', '>=', minAmount);
  if (maxAmount !== undefined) base = base.where('withdrawals.amount', '<=', maxAmount);
  if (query.review) {
    base = base.where((eb) =>
      eb.exists(
        eb.selectFrom('withdrawal_reviews').select('withdrawal_id').whereRef('withdrawal_id', '=', 'withdrawals.id'),
      ),
    );
  }
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .selectAll('withdrawals')
      .select([
        'users.name',
        'users.mobile_number',
        'users.bank_account_holder',
        'users.bank_account_number',
        'users.bank_ifsc',
        'users.bank_name',
        'users.paytm',
        'users.google_pay',
        'users.phonepe',
      ])
      .orderBy('withdrawals.created_at', 'desc')
      .orderBy('withdrawals.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  const reviews = await reviewsOf(db, rows.map((row) => row.id));
  const withdrawals = rows.map((row): AdminWithdrawal => ({
    ...withdrawalRecord(row),
    updatedAt: row.updated_at,
    review: reviews.get(row.id) ?? null,
    user: {
      _id: String(row.user_id),
      name: row.name,
      mobileNumber: row.mobile_number,
      bankDetails: bankDetailsOf(row),
      paymentDetails: paymentDetailsOf(row),
    },
  }));
  return { withdrawals, pagination: pagination(Number(total), page) };
}

export interface WithdrawalUpdate {
  status: string;
  remarks?: string;
  transactionId?: string;
  /** The operator's note approving a withdrawal held for review. */
  note?: string;
}

/** The state an operator asks for, or 400: a withdrawal never goes back to pending. */
function requestedStatus(update: WithdrawalUpdate): Exclude<WithdrawalStatus, 'pending'> {
  const target = WITHDRAWAL_STATUSES.find((status) => status === update.status);
  if (!target || target === 'pending') {
    throw badRequest('STATUS_INVALID', { statuses: 'approved, processing, completed or rejected' });
  }
  return target;
}

/**
 * An operator's move of a withdrawal: held for a second operator (202) when it takes a withdrawal above the
 * four-eyes limit out of `pending` (rejecting never waits), else carried out at once.
 */
export async function setWithdrawalStatus(
  store: Store,
  clock: Clock,
  withdrawalId: number,
  update: WithdrawalUpdate,
  actor: AuditActor,
): Promise<Outcome<WithdrawalAnswer | ApprovalRequested>> {
  requestedStatus(update);
  return store.db.transaction().execute(async (trx) => moveOrHold(store, trx, clock, withdrawalId, update, actor));
}

/** An operator's move inside the caller's transaction: held (202) as setWithdrawalStatus says, or carried out. */
async function moveOrHold(
  store: Store,
  trx: Transaction<Database>,
  clock: Clock,
  withdrawalId: number,
  update: WithdrawalUpdate,
  actor: AuditActor,
): Promise<Outcome<WithdrawalAnswer | ApprovalRequested>> {
  const target = requestedStatus(update);
  const current = await trx
    .selectFrom('withdrawals')
    .select(['status', 'amount'])
    .where('id', '=', withdrawalId)
    .forUpdate()
    .executeTakeFirst();
  const amount = Number(current?.amount ?? 0);
  // A move its state does not allow is refused as always, never held.
  const allowed = current !== undefined && NEXT_STATUSES[current.status].includes(target);
  if (allowed) await requireReviewNote(trx, { withdrawalId, from: current.status, to: target, note: update.note });
  const reason = allowed && withdrawalHold(await readFourEyes(trx), { from: current.status, to: target, amount });
  if (reason) {
    const { remarks, transactionId, note } = update;
    const action = { status: target, remarks, transactionId, note };
    const held = await holdForApproval(store, trx, clock, actor, {
      kind: 'withdrawal',
      target: { kind: 'withdrawal', id: String(withdrawalId) },
      amount,
      reason,
      action,
    });
    return { status: 202, body: held };
  }
  return { status: 200, body: await moveWithdrawal(store, trx, clock, withdrawalId, update, actor) };
}

/** What an operator gives marking a withdrawal paid: the payment's reference (required), remarks, a review note. */
export interface WithdrawalPayment {
  transactionId?: string;
  remarks?: string;
  note?: string;
}

/**
 * Marks a withdrawal paid in one step, in one transaction: a pending one is first approved (held for a second
 * operator, or refused without a review note, exactly as approving it alone would be), then completed; an approved
 * or processing one is completed. Each move is its own audit entry; paying a paid one again changes nothing.
 */
export async function payWithdrawal(
  store: Store,
  clock: Clock,
  withdrawalId: number,
  payment: WithdrawalPayment,
  actor: AuditActor,
): Promise<Outcome<WithdrawalAnswer | ApprovalRequested>> {
  const transactionId = payment.transactionId?.trim() ?? '';
  if (transactionId === '') throw invalid([{ code: 'TRANSACTION_ID_REQUIRED', field: 'transactionId' }]);
  const { remarks, note } = payment;
  return store.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('withdrawals')
      .select('status')
      .where('id', '=', withdrawalId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound('WITHDRAWAL_NOT_FOUND');
    if (current.status === 'pending') {
      const approved = await moveOrHold(store, trx, clock, withdrawalId, { status: 'approved', remarks, note }, actor);
      if (approved.status === 202) return approved;
    }
    const paid = await moveWithdrawal(store, trx, clock, withdrawalId, { status: 'completed', transactionId, remarks }, actor);
    return { status: 200, body: paid };
  });
}

/**
 * Moves a withdrawal along its states in one guarded statement (only from a state that may reach the
 * target), so two admins acting at once cannot both win; rejecting refunds the hold in the same transaction.
 * Runs in the caller's transaction: an operator's own move, or an approved one (approvals.ts).
 */
export async function moveWithdrawal(
  store: Store,
  trx: Transaction<Database>,
  clock: Clock,
  withdrawalId: number,
  update: WithdrawalUpdate,
  actor: AuditActor,
): Promise<WithdrawalAnswer> {
  const target = requestedStatus(update);
  const sources = WITHDRAWAL_STATUSES.filter((status) => NEXT_STATUSES[status].includes(target));
  const at = clock.now().toISOString();
  // Read and locked first, for the audit entry's `before`.
  const previous = await trx
    .selectFrom('withdrawals')
    .select(['status', 'remarks', 'transaction_id'])
    .where('id', '=', withdrawalId)
    .forUpdate()
    .executeTakeFirst();
  // A move its state does not allow is refused below as always, whatever the note.
  const allowed = previous !== undefined && NEXT_STATUSES[previous.status].includes(target);
  const note = allowed
    ? await requireReviewNote(trx, { withdrawalId, from: previous.status, to: target, note: update.note })
    : undefined;
  const moved = await trx
    .updateTable('withdrawals')
    .set({
      status: target,
      updated_at: at,
      ...(update.remarks === undefined ? {} : { remarks: update.remarks.trim() }),
      ...(update.transactionId === undefined ? {} : { transaction_id: update.transactionId.trim() }),
    })
    .where('id', '=', withdrawalId)
    .where('status', 'in', sources)
    .returningAll()
    .executeTakeFirst();
  if (!moved) {
    const current = await trx.selectFrom('withdrawals').selectAll().where('id', '=', withdrawalId).executeTakeFirst();
    if (!current) throw notFound('WITHDRAWAL_NOT_FOUND');
    // The same move again (a retry, or a second admin) is harmless and changes nothing.
    if (current.status === target) {
      return { message: `Withdrawal is already ${target}`, withdrawal: withdrawalRecord(current) };
    }
    throw conflict('WITHDRAWAL_TRANSITION_INVALID', { status: current.status, target });
  }
  if (target === 'rejected') {
    await post(trx, {
      userId: moved.user_id,
      amount: Number(moved.amount),
      kind: 'withdrawal_refund',
      reference: holdReference(moved.id),
      at,
    });
  }
  const told = TOLD[target];
  if (told) {
    const amount = Number(moved.amount);
    await recordActivity(trx, { userId: moved.user_id, kind: told, amount, reference: holdReference(moved.id), at });
  }
  await recordAudit(store, trx, clock, actor, {
    action: 'withdrawal.status_change',
    target: { kind: 'withdrawal', id: String(moved.id) },
    before: { status: previous?.status, remarks: previous?.remarks, transactionId: previous?.transaction_id },
    after: {
      status: moved.status,
      remarks: moved.remarks,
      transactionId: moved.transaction_id,
      amount: Number(moved.amount),
      ...(note === undefined ? {} : { reviewNote: note }),
    },
  });
  return { message: `Withdrawal marked as ${target}`, withdrawal: withdrawalRecord(moved) };
}
