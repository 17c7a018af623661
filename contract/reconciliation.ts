import { Type, type Static } from '@sinclair/typebox';
import { AdminFundRequest, StatementRow } from './funds.js';
import { Id, Instant, Nullable, OneOf, Rupees } from './common.js';

/**
 * Deposits reconciled with the operator's bank statement: statements imported as CSV, their credits matched to
 * pending fund requests by the payment's UTR, and the matches approved by a cashier.
 */

/** The most rows a statement file may hold, and its largest size. */
export const STATEMENT_LIMITS = { rows: 50_000, bytes: 5 * 1024 * 1024 } as const;
/** The most credits one bulk approval takes, and the most items each reconciliation list carries. */
export const RECONCILIATION_LIMITS = { approve: 1_000, list: 1_000 } as const;

/**
 * Which column of a bank's CSV holds what, by its header text: the date, then either one signed `amount` column
 * (negative for debits) or a `credit` column (with an optional `debit` column), and optionally the reference and the
 * narration in which the UTR is looked for.
 */
export const StatementMapping = Type.Object({
  date: Type.String({ minLength: 1, maxLength: 100 }),
  amount: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  credit: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  debit: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  reference: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  narration: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});
export type StatementMapping = Static<typeof StatementMapping>;

/** A bank's remembered mapping, saved under its name at each import. */
export const StatementBank = Type.Object({ name: Type.String(), mapping: StatementMapping, updatedAt: Instant });
export type StatementBank = Static<typeof StatementBank>;

/** An imported file: how many lines it had, the credits new to the server, those already known, the debits skipped. */
export const Statement = Type.Object({
  _id: Id,
  bank: Type.String(),
  fileName: Type.String(),
  importedAt: Instant,
  importedBy: Type.Object({ _id: Id, name: Type.String() }),
  rows: Type.Integer(),
  credits: Type.Integer(),
  duplicates: Type.Integer(),
  debits: Type.Integer(),
});
export type Statement = Static<typeof Statement>;

/**
 * Where a credit stands: `matched` (a pending request with its UTR and amount), `mismatched` (its UTR, another
 * amount), `unclaimed` (no request with its UTR, or one that was rejected), `settled` (its request was approved).
 */
export const CREDIT_STATES = ['matched', 'mismatched', 'unclaimed', 'settled'] as const;
export const CreditState = OneOf(CREDIT_STATES);
export type CreditState = Static<typeof CreditState>;

export const StatementCredit = Type.Object({
  ...StatementRow.properties,
  state: CreditState,
  /** The fund request with the credit's UTR, whatever its status; null when there is none. */
  request: Nullable(AdminFundRequest),
});
export type StatementCredit = Static<typeof StatementCredit>;

/** The answer of POST /admin/statements (201). */
export const StatementImported = Type.Object({ message: Type.String(), statement: Statement });
export type StatementImported = Static<typeof StatementImported>;

/** The answer of GET /admin/statements: the latest statements, newest first, and the banks' mappings. */
export const StatementList = Type.Object({ statements: Type.Array(Statement), banks: Type.Array(StatementBank) });
export type StatementList = Static<typeof StatementList>;

/** The answer of GET /admin/statements/{id}: the statement and its new credits in file order, with their state. */
export const StatementDetail = Type.Object({ statement: Statement, credits: Type.Array(StatementCredit) });
export type StatementDetail = Static<typeof StatementDetail>;

/** One of the reconciliation lists: the count and total of all, and the oldest of them (at most the list limit). */
export const CreditList = Type.Object({ count: Type.Integer(), total: Rupees, credits: Type.Array(StatementCredit) });
export type CreditList = Static<typeof CreditList>;

export const StaleRequestList = Type.Object({
  count: Type.Integer(),
  total: Rupees,
  requests: Type.Array(AdminFundRequest),
});
export type StaleRequestList = Static<typeof StaleRequestList>;

/** The answer of GET /admin/reconciliation: the four lists across every statement. */
export const Reconciliation = Type.Object({
  matched: CreditList,
  mismatched: CreditList,
  unclaimed: CreditList,
  stale: StaleRequestList,
  staleAfterHours: Type.Integer(),
});
export type Reconciliation = Static<typeof Reconciliation>;

/** GET/PUT /admin/reconciliation/settings: a pending request with no credit is stale after this many hours. */
export const ReconciliationSettings = Type.Object({ staleAfterHours: Type.Integer({ minimum: 1, maximum: 720 }) });
export type ReconciliationSettings = Static<typeof ReconciliationSettings>;

/** The body of POST /admin/reconciliation/approve: the matched credits to approve. */
export const ReconciliationApproveBody = Type.Object({
  creditIds: Type.Array(Type.String({ maxLength: 20 }), { minItems: 1, maxItems: RECONCILIATION_LIMITS.approve }),
});
export type ReconciliationApproveBody = Static<typeof ReconciliationApproveBody>;

/**
 * The answer of a bulk approval: each credit approved (its request and the player's balance after), or skipped with
 * the refusal that stopped it (a credit no longer matched, already settled, or a request the player's limits refuse).
 */
export const ReconciliationApproved = Type.Object({
  message: Type.String(),
  approved: Type.Array(
    Type.Object({ creditId: Id, request: AdminFundRequest, balance: Rupees }),
  ),
  skipped: Type.Array(Type.Object({ creditId: Type.String(), code: Type.String(), message: Type.String() })),
});
export type ReconciliationApproved = Static<typeof ReconciliationApproved>;
