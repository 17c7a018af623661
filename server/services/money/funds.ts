import { randomBytes } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Clock } from '../../clock.js';
import { conflict, invalid, notFound, type CodedProblem } from '../../errors.js';
import { post } from '../../ledger/ledger.js';
import type { Store } from '../../store/connect.js';
import type { FundsRepository } from '../../store/repositories/funds.js';
import type { Database, Db, FundRequestRow } from '../../store/schema.js';
import { parseWholeAmount, type AmountInput } from '../../../src/domain/amounts.js';
import { checkDepositAmount, checkUtr, isUtr } from '../../../src/domain/funds.js';
import { checkLength } from '../../../src/domain/input-limits.js';
import { istDate } from '../../../src/domain/time.js';
import { runIdempotent, type Outcome } from './idempotency.js';
import type {
  AdminFundRequest,
  FundDecision,
  FundRequest,
  FundRequestCreated,
  FundRequestPage,
  StatementRow,
} from '../../../contract/funds.js';
import { MAX_DEPOSIT } from '../../../src/domain/constants.js';
import { evidenceOf, statementRowColumns, statementRowOf, statementRowOfReference } from './statement-rows.js';
import { recordAudit, type AuditActor, type AuditChange } from '../operators/audit.js';
import { pageRequest, pagination } from '../paging.js';
import type { MaintenanceSwitch } from '../content/maintenance.js';
import { fundSettings } from '../content/settings.js';
import { isReferenceEnding, type MoneyListFilters } from './money-list-filters.js';
import { guardApproval, guardDeposit } from '../responsible-play/guards.js';
import { recordActivity } from '../people/activity.js';

/**
 * Deposits: a player records a payment as a fund request; only an admin's approval
 * credits the balance, exactly once (ledger kind `deposit`, reference `fund-request:<id>`). A payment's
 * reference names one payment, so it is taken by one fund request only, whoever sent it.
 */
export const FUND_REQUEST_SUBMITTED = 'Fund request submitted successfully! Please wait for admin approval.';

export type FundRequestStatus = FundRequestRow['status'];
export const FUND_REQUEST_STATUSES: readonly FundRequestStatus[] = ['pending', 'approved', 'rejected'];
const PAYMENT_METHODS = ['UPI', 'QR'] as const;

export function fundRequestRecord(row: FundRequestRow): FundRequest {
  return {
    _id: String(row.id),
    requestId: row.request_id,
    transactionId: row.transaction_id,
    amount: Number(row.amount),
    paymentMethod: row.payment_method,
    status: row.status,
    createdAt: row.created_at,
    remarks: row.remarks,
  };
}

export interface FundRequestInput {
  amount?: AmountInput;
  /** The original client's reference: any text (it invents one). */
  transactionId?: string;
  /** The player app's reference: the payment's 12-digit UTR, stored as the transactionId. */
  utr?: string;
  paymentMethod?: string;
}

interface ValidFundRequest {
  amount: number;
  transactionId: string;
  paymentMethod: FundRequestRow['payment_method'];
}

function validateFundRequest(input: FundRequestInput, minimumDeposit: number): ValidFundRequest {
  const problems: CodedProblem[] = [];
  const amount = checkDepositAmount(input.amount, minimumDeposit);
  if (!amount.ok) problems.push({ code: amount.code, params: amount.params, field: 'amount' });
  const transactionId = (input.utr ?? input.transactionId ?? '').trim();
  if (input.utr !== undefined) {
    const utr = checkUtr(input.utr);
    if (!utr.ok) problems.push({ code: utr.code, params: utr.params, field: 'utr' });
    if (input.transactionId !== undefined) {
      problems.push({ code: 'UTR_WITH_TRANSACTION_ID', field: 'utr' });
    }
  } else if (transactionId === '') {
    problems.push({ code: 'TRANSACTION_ID_REQUIRED', field: 'transactionId' });
  } else {
    const length = checkLength(transactionId, 'transactionId');
    if (!length.ok) problems.push({ code: length.code, params: length.params, field: 'transactionId' });
  }
  const paymentMethod = PAYMENT_METHODS.find((method) => method === input.paymentMethod);
  if (!paymentMethod) {
    problems.push({ code: 'PAYMENT_METHOD_INVALID', field: 'paymentMethod' });
  }
  if (problems.length > 0 || !paymentMethod) {
    throw invalid(problems);
  }
  return { amount: parseWholeAmount(input.amount)!, transactionId, paymentMethod };
}

/**
 * Refuses a reference another fund request already holds (409, in the UTR's words for a UTR). Requests with the
 * same reference are checked one at a time (FundsRepository.holdReference).
 */
async function refuseUsedReference(trx: Transaction<Database>, funds: FundsRepository, transactionId: string) {
  await funds.holdReference(trx, transactionId);
  const used = await trx.selectFrom('fund_requests').select('id').where('transaction_id', '=', transactionId).executeTakeFirst();
  if (used) throw referenceUsed(transactionId);
}

function referenceUsed(transactionId: string) {
  return conflict(isUtr(transactionId) ? 'UTR_ALREADY_USED' : 'TRANSACTION_ID_ALREADY_USED');
}

/** "FR-20261120-3F9A0C1B": the day (IST) and a random part; unique by constraint. */
function newRequestId(clock: Clock): string {
  return `FR-${istDate(clock.now()).replaceAll('-', '')}-${randomBytes(4).toString('hex').toUpperCase()}`;
}

export async function createFundRequest(
  store: Store,
  clock: Clock,
  request: { userId: number; idempotencyKey: string | undefined; input: FundRequestInput },
  maintenance: MaintenanceSwitch,
): Promise<Outcome<FundRequestCreated>> {
  const { userId, input } = request;
  const fingerprint = { route: 'POST /fund-request/create', body: input };
  return runIdempotent(store, clock, { userId, key: request.idempotencyKey, fingerprint }, async (trx) => {
    // Paused deposits: a new request is refused; those already made are decided as usual.
    await maintenance.refuseWhilePaused('deposits', trx);
    const settings = await fundSettings(trx);
    const valid = validateFundRequest(input, settings.minimumDeposit);
    await guardDeposit(trx, clock, userId, valid.amount);
    await refuseUsedReference(trx, store.repositories.funds, valid.transactionId);
    const row = await trx
      .insertInto('fund_requests')
      .values({
        request_id: newRequestId(clock),
        user_id: userId,
        amount: valid.amount,
        transaction_id: valid.transactionId,
        payment_method: valid.paymentMethod,
        status: 'pending',
        created_at: clock.now().toISOString(),
        decided_at: null,
      })
      .onConflict((oc) => oc.columns(['user_id', 'transaction_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) throw referenceUsed(valid.transactionId);
    return {
      status: 201,
      body: { success: true as const, message: FUND_REQUEST_SUBMITTED, request: fundRequestRecord(row) },
    };
  });
}

/** The caller's own fund requests, newest first. */
export async function fundRequestHistory(db: Db, userId: number): Promise<FundRequest[]> {
  const rows = await db
    .selectFrom('fund_requests')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(fundRequestRecord);
}

// ---- Admin review ------------------------------------------------------------------------------------------

/**
 * `query`: a transaction id or UTR, or its beginning (letters in any case), as an operator types it; 4 to 8
 * digits also match its end (the last digits a bank SMS shows). The ending cannot use the reference's index: it is
 * read with the other filters (state, days, amounts) over the rows they leave, one page at a time.
 */
export async function listFundRequests(
  db: Db,
  query: { status?: FundRequestStatus; query?: string; page?: string; limit?: string; filters?: MoneyListFilters },
): Promise<FundRequestPage> {
  const page = pageRequest(query);
  let base = db.selectFrom('fund_requests').innerJoin('users', 'users.id', 'fund_requests.user_id');
  if (query.status) base = base.where('fund_requests.status', '=', query.status);
  const { since, before, minAmount, maxAmount } = query.filters ?? {};
  if (since) base = base.where('fund_requests.created_at', '>=', since);
  if (before) base = base.where('fund_requests.created_at', '<', before);
  if (minAmount !== undefined) base = base.where('fund_requests.amount', '>=', minAmount);
  if (maxAmount !== undefined) base = base.where('fund_requests.amount', '<=', maxAmount);
  const reference = query.query?.trim() ?? '';
  if (reference !== '') {
    const escaped = reference.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
    const prefix = sql<boolean>`lower(fund_requests.transaction_id) like ${`${escaped}%`} escape '\\'`;
    const ending = sql<boolean>`fund_requests.transaction_id like ${`%${escaped}`} escape '\\'`;
    base = base.where(isReferenceEnding(reference) ? sql<boolean>`(${prefix} or ${ending})` : prefix);
  }
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .leftJoin('statement_credits as sc', 'sc.utr', 'fund_requests.transaction_id')
      .leftJoin('statements as st', 'st.id', 'sc.statement_id')
      .selectAll('fund_requests')
      .select(['users.name', 'users.mobile_number', ...statementRowColumns])
      .orderBy('fund_requests.created_at', 'desc')
      .orderBy('fund_requests.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  const requests = rows.map((row): AdminFundRequest => ({
    ...fundRequestRecord(row),
    decidedAt: row.decided_at,
    user: { _id: String(row.user_id), name: row.name, mobileNumber: row.mobile_number },
    statementRow: statementRowOf(row),
  }));
  return { requests, pagination: pagination(Number(total), page) };
}

/** What the operator decided with an approval: remarks, and the whole rupees received when they differ. */
export interface ApprovalTerms {
  remarks?: string;
  /** Whole rupees actually received; the request's amount becomes this. */
  amount?: number;
  /** The statement credit with the request's UTR: the payment's evidence, recorded in the audit entry. */
  evidence?: StatementRow | null;
  /** How the approval was made, when not one request at a time. */
  via?: 'reconciliation';
}

/** The whole rupees received, as an approval gives them (absent or empty: the amount entered), or a 400. */
export function receivedAmount(input: AmountInput): number | undefined {
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) return undefined;
  const value = parseWholeAmount(input);
  if (value === null || value <= 0) throw invalid([{ code: 'DEPOSIT_AMOUNT_INVALID', field: 'amount' }]);
  if (value > MAX_DEPOSIT) throw invalid([{ code: 'DEPOSIT_ABOVE_MAX', params: { max: MAX_DEPOSIT }, field: 'amount' }]);
  return value;
}

/**
 * The one approval of a pending request, inside the caller's transaction (a single approval and the reconciliation's
 * bulk one both use it): the player's deposit limits re-checked, the guarded move out of `pending`, the ledger's
 * `deposit` and the audit entry. Undefined when another decision moved the request first. The caller has locked the
 * request's row: the request first, then its player (here), in every approval, or two approvals of one request
 * could each hold what the other waits for.
 */
export async function approveWithin(
  store: Store,
  trx: Transaction<Database>,
  clock: Clock,
  pending: FundRequestRow,
  terms: ApprovalTerms,
  actor: AuditActor,
): Promise<{ request: FundRequestRow; balance: number } | undefined> {
  const now = clock.now().toISOString();
  const amount = terms.amount ?? Number(pending.amount);
  await guardApproval(trx, clock, { ...pending, amount });
  const approved = await trx
    .updateTable('fund_requests')
    .set({ status: 'approved', decided_at: now, amount, ...remarksUpdate(terms.remarks) })
    .where('id', '=', pending.id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
  if (!approved) return undefined;
  const balance = await post(trx, {
    userId: approved.user_id,
    amount,
    kind: 'deposit',
    reference: `fund-request:${approved.id}`,
    at: now,
  });
  const reference = `fund-request:${approved.id}`;
  await recordActivity(trx, { userId: approved.user_id, kind: 'deposit_approved', amount, reference, at: now });
  const change = decisionChange('approve', approved, balance);
  if (amount !== Number(pending.amount)) change.before = { ...change.before, amount: Number(pending.amount) };
  if (terms.evidence) change.after = { ...change.after, statementRow: evidenceOf(terms.evidence) };
  if (terms.via) change.after = { ...change.after, via: terms.via };
  await recordAudit(store, trx, clock, actor, change);
  return { request: approved, balance };
}

/**
 * Credits the request's amount (or the amount received) exactly once: the guarded status change and the ledger
 * entry commit together, so however often or concurrently this runs, only one caller moves it out of `pending`.
 */
export async function approveFundRequest(
  store: Store,
  clock: Clock,
  requestId: number,
  decision: { remarks?: string; amount?: AmountInput },
  actor: AuditActor,
): Promise<FundDecision> {
  const amount = receivedAmount(decision.amount);
  return store.db.transaction().execute(async (trx) => {
    const pending = await trx
      .selectFrom('fund_requests')
      .selectAll()
      .where('id', '=', requestId)
      .where('status', '=', 'pending')
      .forUpdate()
      .executeTakeFirst();
    if (pending) {
      const evidence = await statementRowOfReference(trx, pending.transaction_id);
      const approved = await approveWithin(store, trx, clock, pending, { remarks: decision.remarks, amount, evidence }, actor);
      if (approved) {
        return { message: 'Fund request approved', request: fundRequestRecord(approved.request), balance: approved.balance };
      }
    }
    const current = await expectDecided(trx, requestId, 'approved');
    return { message: 'Fund request was already approved', request: fundRequestRecord(current) };
  });
}

export async function rejectFundRequest(
  store: Store,
  clock: Clock,
  requestId: number,
  remarks: string | undefined,
  actor: AuditActor,
): Promise<FundDecision> {
  return store.db.transaction().execute(async (trx) => {
    const rejected = await trx
      .updateTable('fund_requests')
      .set({ status: 'rejected', decided_at: clock.now().toISOString(), ...remarksUpdate(remarks) })
      .where('id', '=', requestId)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (!rejected) {
      const current = await expectDecided(trx, requestId, 'rejected');
      return { message: 'Fund request was already rejected', request: fundRequestRecord(current) };
    }
    await recordActivity(trx, {
      userId: rejected.user_id,
      kind: 'deposit_rejected',
      amount: Number(rejected.amount),
      reference: `fund-request:${rejected.id}`,
      at: rejected.decided_at ?? clock.now().toISOString(),
    });
    await recordAudit(store, trx, clock, actor, decisionChange('reject', rejected));
    return { message: 'Fund request rejected', request: fundRequestRecord(rejected) };
  });
}

/** The audit entry of a decision: only a move out of `pending` is one (the same decision again is not). */
function decisionChange(
  decision: 'approve' | 'reject',
  row: FundRequestRow,
  balance?: number,
): AuditChange & { before: Record<string, unknown>; after: Record<string, unknown> } {
  return {
    action: `fund_request.${decision}`,
    target: { kind: 'fund_request', id: String(row.id) },
    before: { status: 'pending' },
    after: {
      status: row.status,
      remarks: row.remarks,
      amount: Number(row.amount),
      userId: String(row.user_id),
      ...(balance === undefined ? {} : { balance }),
    },
  };
}

function remarksUpdate(remarks: string | undefined): { remarks?: string } {
  return remarks === undefined ? {} : { remarks: remarks.trim() };
}

/** After a guarded update missed: the same decision again is harmless, the opposite one is a conflict. */
async function expectDecided(db: Db, requestId: number, decision: 'approved' | 'rejected'): Promise<FundRequestRow> {
  const row = await db.selectFrom('fund_requests').selectAll().where('id', '=', requestId).executeTakeFirst();
  if (!row) throw notFound('FUND_REQUEST_NOT_FOUND');
  if (row.status !== decision) throw conflict('FUND_REQUEST_ALREADY_DECIDED', { status: row.status });
  return row;
}
