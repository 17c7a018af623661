import { Type, type Static } from '@sinclair/typebox';
import { PlayerSummary } from './account.js';
import { MessageParams } from './error-body.js';
import { INPUT_LIMITS } from '../src/domain/input-limits.js';
import { AmountInput, CalendarDay, Id, Instant, Nullable, OneOf, MoneyListFilterQuery, Pagination, Rupees, StatusListQuery } from './common.js';

/** Deposits: a player's fund requests (POST /fund-request/create, GET /fund-request/history) and their review. */

export const FundRequestStatus = OneOf(['pending', 'approved', 'rejected']);
export type FundRequestStatus = Static<typeof FundRequestStatus>;

/** How the player paid: by a UPI app, or by scanning the QR code. */
export const FundPaymentMethod = OneOf(['UPI', 'QR']);
export type FundPaymentMethod = Static<typeof FundPaymentMethod>;

/** A payment the player recorded; only an operator's approval credits it. */
export const FundRequest = Type.Object({
  _id: Id,
  /** e.g. "FR-20261120-3F9A0C1B". */
  requestId: Type.String(),
  /** The payment's reference: a UPI UTR, or the text an older client invents. */
  transactionId: Type.String(),
  amount: Rupees,
  paymentMethod: FundPaymentMethod,
  status: FundRequestStatus,
  createdAt: Instant,
  /** The operator's remarks ('' when none). */
  remarks: Type.String(),
});
export type FundRequest = Static<typeof FundRequest>;

/**
 * The body of POST /fund-request/create: a reference as `transactionId` (any text) or as `utr` (the payment's
 * 12-digit UTR), not both. Loose on purpose: the domain rules judge the values and answer with their own messages.
 */
export const FundRequestBody = Type.Object({
  amount: AmountInput,
  transactionId: Type.Optional(Type.String()),
  utr: Type.Optional(Type.String()),
  paymentMethod: Type.Optional(Type.String()),
});

/** What the player app sends to POST /fund-request/create: whole rupees and the payment's reference. */
export type FundRequestInput = Pick<FundRequest, 'amount' | 'paymentMethod'> & ({ transactionId: string } | { utr: string });

/** The answer of POST /fund-request/create (201). */
export const FundRequestCreated = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  request: FundRequest,
});
export type FundRequestCreated = Static<typeof FundRequestCreated>;

/** The answer of GET /fund-request/history: all of the player's fund requests, newest first. */
export const FundRequestHistory = Type.Object({
  success: Type.Literal(true),
  requests: Type.Array(FundRequest),
});
export type FundRequestHistory = Static<typeof FundRequestHistory>;

/** The query of GET /fund-request/allowance: the amount as the player typed it. */
export const DepositAllowanceQuery = Type.Object({ amount: Type.Optional(Type.String()) });

/**
 * The answer of GET /fund-request/allowance: whether a fund request of that amount made now would be accepted, told
 * before the player pays. When it would not, the refusal it would meet (`code`, English `message`, `params`: a
 * break, a deposit limit, paused deposits). `room` is how much more the player's deposit limits allow in their
 * current periods (0 when one is used up), null when the player set none.
 */
export const DepositAllowance = Type.Object({
  allowed: Type.Boolean(),
  code: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
  params: Type.Optional(MessageParams),
  room: Nullable(Rupees),
});
export type DepositAllowance =
  | { allowed: true; room: number | null }
  | { allowed: false; code: string; message: string; params?: MessageParams; room: number | null };

/** A credit on an imported bank statement as the statement showed it; `row` is its line in the file (1 is the first). */
export const StatementRow = Type.Object({
  _id: Id,
  statementId: Id,
  bank: Type.String(),
  row: Type.Integer(),
  date: CalendarDay,
  /** Rupees as received, paise included. */
  amount: Rupees,
  /** The 12-digit UTR from the reference column or the narration; null when the row carries none. */
  utr: Nullable(Type.String()),
  reference: Type.String(),
  narration: Type.String(),
});
export type StatementRow = Static<typeof StatementRow>;

/** A fund request as the console lists it: whose it is and when it was decided. */
export const AdminFundRequest = Type.Object({
  ...FundRequest.properties,
  decidedAt: Nullable(Instant),
  user: PlayerSummary,
  /** The bank statement's credit with the request's UTR, once one is imported (the evidence of its payment). */
  statementRow: Type.Optional(Nullable(StatementRow)),
});
export type AdminFundRequest = Static<typeof AdminFundRequest>;

/** The query of GET /admin/fund-requests: a status ('all' or none for every one), and a reference or its beginning. */
export const FundRequestListQuery = Type.Composite([
  StatusListQuery,
  MoneyListFilterQuery,
  Type.Object({ query: Type.Optional(Type.String({ maxLength: INPUT_LIMITS.transactionId.max })) }),
]);

/** The answer of GET /admin/fund-requests: one page, newest first. */
export const FundRequestPage = Type.Object({
  requests: Type.Array(AdminFundRequest),
  pagination: Pagination,
});
export type FundRequestPage = Static<typeof FundRequestPage>;

/** The body of POST /admin/fund-requests/:id/approve and /reject (may be absent): the operator's remarks. */
export const FundDecisionBody = Type.Optional(
  Type.Object({
    remarks: Type.Optional(Type.String({ maxLength: INPUT_LIMITS.remarks.max })),
    /** On approval: the whole rupees actually received, when they differ from the amount the player entered. */
    amount: AmountInput,
  }),
);
export type FundDecisionBody = Static<typeof FundDecisionBody>;

/** The answer of an approval or a rejection (the same decision again answers the same way). */
export const FundDecision = Type.Object({
  message: Type.String(),
  request: FundRequest,
  /** The player's balance after the credit (a first approval only). */
  balance: Type.Optional(Rupees),
});
export type FundDecision = Static<typeof FundDecision>;
