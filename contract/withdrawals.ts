import { Type, type Static } from '@sinclair/typebox';
import { WITHDRAW_METHODS } from '../src/domain/funds.js';
import { INPUT_LIMITS } from '../src/domain/input-limits.js';
import { BankDetails, PaymentDetails, PlayerSummary } from './account.js';
import { AmountInput, Id, Instant, MoneyListFilterQuery, Nullable, OneOf, Pagination, Rupees } from './common.js';
import { WithdrawalReview } from './risk.js';

/** Withdrawals: a player's requests (POST /withdraw/request, GET /withdraw/history) and their processing. */

export const WithdrawalStatus = OneOf(['pending', 'approved', 'processing', 'completed', 'rejected']);
export type WithdrawalStatus = Static<typeof WithdrawalStatus>;

/** Where the money is paid: the saved bank account or one of the saved wallet numbers. */
export const WithdrawalMethod = OneOf(WITHDRAW_METHODS);
export type WithdrawalMethod = Static<typeof WithdrawalMethod>;

/** A withdrawal the player asked for; its amount is held from the balance until an operator decides. */
export const Withdrawal = Type.Object({
  _id: Id,
  amount: Rupees,
  method: WithdrawalMethod,
  status: WithdrawalStatus,
  createdAt: Instant,
  /** Where it is paid, as saved when asked, e.g. "Bank - XXXX4321 (R Sharma)". */
  accountDetails: Type.String(),
  /** The operator's payment reference ('' until paid). */
  transactionId: Type.String(),
  /** The operator's remarks ('' when none). */
  remarks: Type.String(),
});
export type Withdrawal = Static<typeof Withdrawal>;

/** The body of POST /withdraw/request. Loose on purpose: the domain rules judge the values with their own messages. */
export const WithdrawalBody = Type.Object({
  amount: AmountInput,
  method: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

/** What the player app sends to POST /withdraw/request: whole rupees to a saved method. */
export type WithdrawalInput = Pick<Withdrawal, 'amount' | 'method'>;

/** The answer of POST /withdraw/request (201), and of an operator's move. */
export const WithdrawalAnswer = Type.Object({
  message: Type.String(),
  withdrawal: Withdrawal,
});
export type WithdrawalAnswer = Static<typeof WithdrawalAnswer>;

/** The answer of GET /withdraw/history: all of the player's withdrawals, newest first. */
export const WithdrawalHistory = Type.Object({ withdrawals: Type.Array(Withdrawal) });
export type WithdrawalHistory = Static<typeof WithdrawalHistory>;

/** The player a withdrawal is paid to, with their payout details as saved now (`accountDetails` is a snapshot). */
export const WithdrawalPlayer = Type.Object({
  ...PlayerSummary.properties,
  bankDetails: Nullable(BankDetails),
  paymentDetails: PaymentDetails,
});
export type WithdrawalPlayer = Static<typeof WithdrawalPlayer>;

/** A withdrawal as the console lists it; `review`: why it is held for review (approving it needs a note), or null. */
export const AdminWithdrawal = Type.Object({
  ...Withdrawal.properties,
  updatedAt: Instant,
  user: WithdrawalPlayer,
  review: Nullable(WithdrawalReview),
});
export type AdminWithdrawal = Static<typeof AdminWithdrawal>;


/** The answer of GET /admin/withdrawals: one page, newest first. */
export const WithdrawalPage = Type.Object({
  withdrawals: Type.Array(AdminWithdrawal),
  pagination: Pagination,
});
export type WithdrawalPage = Static<typeof WithdrawalPage>;

/**
 * The body of POST /admin/withdrawals/:id/status: where it moves, the operator's remarks and payment reference.
 * `status` is any text: the server judges it and names the states it accepts.
 */
export const WithdrawalMoveBody = Type.Object({
  status: Type.String(),
  remarks: Type.Optional(Type.String({ maxLength: INPUT_LIMITS.remarks.max })),
  transactionId: Type.Optional(Type.String({ maxLength: INPUT_LIMITS.transactionId.max })),
  /** Why the operator approves a withdrawal held for review: required then, and kept in the audit entry. */
  note: Type.Optional(Type.String({ maxLength: 500 })),
});

/**
 * The body of POST /admin/withdrawals/:id/paid: the payment's reference (required), remarks, and the review note a
 * pending withdrawal held for review needs to be approved on the way.
 */
export const WithdrawalPaidBody = Type.Object({
  transactionId: Type.Optional(Type.String({ maxLength: INPUT_LIMITS.transactionId.max })),
  remarks: Type.Optional(Type.String({ maxLength: INPUT_LIMITS.remarks.max })),
  note: Type.Optional(Type.String({ maxLength: 500 })),
});
export type WithdrawalPaid = Static<typeof WithdrawalPaidBody>;

/** What the console sends to POST /admin/withdrawals/:id/status. */
export type WithdrawalMove = { status: WithdrawalStatus; remarks?: string; transactionId?: string; note?: string };

/** The query of GET /admin/withdrawals: a status, `review=true` for those held for review, and the page. */
export const WithdrawalListQuery = Type.Composite([
  Type.Object({
    status: Type.Optional(Type.String()),
    review: Type.Optional(Type.String()),
    page: Type.Optional(Type.String()),
    limit: Type.Optional(Type.String()),
  }),
  MoneyListFilterQuery,
]);
