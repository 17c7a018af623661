import { Type, type Static } from '@sinclair/typebox';
import { CalendarDay, Id, Rupees } from './common.js';

/** The console's front page: what waits for a decision, today's money, and the ledger's health. */

/** The answer of GET /admin/overview. */
export const Overview = Type.Object({
  players: Type.Integer(),
  pendingFundRequests: Type.Integer(),
  pendingWithdrawals: Type.Integer(),
  openEnquiries: Type.Integer(),
  pendingPasswordRequests: Type.Integer(),
  /** The IST day the money figures cover. */
  date: CalendarDay,
  /** Stakes taken today, net of refunded stakes. */
  todayStakes: Rupees,
  /** Winnings paid today, net of reversed winnings. */
  todayPayouts: Rupees,
  ledgerOk: Type.Boolean(),
});
export type Overview = Static<typeof Overview>;

/** An account whose balance differs from the sum of its ledger entries. */
export const LedgerMismatch = Type.Object({
  userId: Id,
  name: Type.String(),
  mobileNumber: Type.String(),
  balance: Rupees,
  ledgerSum: Rupees,
});
export type LedgerMismatch = Static<typeof LedgerMismatch>;

/** The answer of GET /admin/ledger/check: every balance against its entries, and the entries' sum by kind. */
export const LedgerCheck = Type.Object({
  ok: Type.Boolean(),
  /** The accounts checked. */
  users: Type.Integer(),
  mismatches: Type.Array(LedgerMismatch),
  /** The sum of all entries of each kind. */
  totals: Type.Record(Type.String(), Rupees),
});
export type LedgerCheck = Static<typeof LedgerCheck>;
