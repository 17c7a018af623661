import { Type, type Static } from '@sinclair/typebox';
import { BankDetails, PaymentDetails, PlayerSummary, User } from './account.js';
import { LedgerEntry, ResponsiblePlayChange } from './admin-players.js';
import { DailyBet } from './bets.js';
import { Id, Instant, Nullable, Rupees } from './common.js';
import { Enquiry } from './enquiries.js';
import { FundRequest } from './funds.js';
import { PushSubscription } from './push.js';
import { ResponsiblePlay } from './responsible-play.js';
import { StarlineBet } from './starline.js';
import { Withdrawal } from './withdrawals.js';

/** Players' rights over their data: downloading it, closing the account; the console's list of closed accounts. */

/** A browser subscribed to result alerts, as the player's data download lists it. */
export const AlertSubscriptionRecord = Type.Object({
  ...PushSubscription.properties,
  createdAt: Instant,
  updatedAt: Instant,
});
export type AlertSubscriptionRecord = Static<typeof AlertSubscriptionRecord>;

/**
 * GET /user/data-export: everything the app keeps about the caller, as a JSON attachment
 * (`my-data-<YYYY-MM-DD>.json`), each record in the shape the app's own screens read.
 */
export const DataExport = Type.Object({
  exportedAt: Instant,
  profile: User,
  payoutDetails: Type.Object({ bankDetails: Nullable(BankDetails), paymentDetails: PaymentDetails }),
  bets: Type.Object({ daily: Type.Array(DailyBet), starline: Type.Array(StarlineBet) }),
  deposits: Type.Array(FundRequest),
  withdrawals: Type.Array(Withdrawal),
  ledger: Type.Array(LedgerEntry),
  enquiries: Type.Array(Enquiry),
  responsiblePlay: Type.Object({ settings: ResponsiblePlay, changes: Type.Array(ResponsiblePlayChange) }),
  alertSubscriptions: Type.Array(AlertSubscriptionRecord),
});
export type DataExport = Static<typeof DataExport>;

/** The body of POST /user/account-deletion: the account's password, judged by the server. */
export const AccountDeletionBody = Type.Object({ password: Type.Optional(Type.Unknown()) });

/**
 * A closed account as the console lists it (GET /admin/account-closures): what still stands in the way of erasing
 * its personal data — its balance (money owed to the player, paid out of band) and its undecided items.
 */
export const AccountClosure = Type.Object({
  user: PlayerSummary,
  requestedAt: Instant,
  balance: Rupees,
  pendingBets: Type.Integer(),
  pendingDeposits: Type.Integer(),
  pendingWithdrawals: Type.Integer(),
  /** When its personal data was erased; null while it waits. */
  erasedAt: Nullable(Instant),
});
export type AccountClosure = Static<typeof AccountClosure>;

export const AccountClosureList = Type.Object({ closures: Type.Array(AccountClosure) });
export type AccountClosureList = Static<typeof AccountClosureList>;

/** The answer of POST /admin/account-closures/:id/erase. */
export const AccountErased = Type.Object({ message: Type.String(), closure: AccountClosure });
export type AccountErased = Static<typeof AccountErased>;

export const ClosureParams = Type.Object({ id: Id });
