import type { DailyBet } from '../contract/bets';
import type { EnquiryRecord } from '../src/api/enquiry';
import type { StarlineBetRecord, StarlineGame, StarlineResult } from '../src/api/starline';
import type { FundRequestRecord, WithdrawalRecord } from '../src/api/wallet';
import type { Table } from './local-database';

/**
 * The player's own records, cached so that the wallet, the histories, the statement, Starline and the support
 * chat render at once and offline. Added in database version 2 (database.ts); their helpers live in the
 * `*-tables.ts` files beside this one.
 */

export type BetRow = DailyBet;
export type FundRequestRow = FundRequestRecord;
export type WithdrawalRow = WithdrawalRecord;
export type StarlineGameRow = StarlineGame;
export type StarlineBetRow = StarlineBetRecord;
export type EnquiryRow = EnquiryRecord;

/** A Starline result of one chart: `scope` is the game id, or `all` for the chart of every game. */
export interface StarlineResultRow extends StarlineResult {
  id?: number;
  scope: string;
}

export interface PlayerRecordTables {
  bets: Table<BetRow, string>;
  fundRequests: Table<FundRequestRow, string>;
  withdrawals: Table<WithdrawalRow, string>;
  starlineGames: Table<StarlineGameRow, string>;
  starlineBets: Table<StarlineBetRow, string>;
  starlineResults: Table<StarlineResultRow, number>;
  enquiries: Table<EnquiryRow, string>;
}
