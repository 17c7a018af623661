import type { Transaction } from 'kysely';
import type { Session } from '../../../src/domain/bet-types.js';
import type { BetMarket, BetMarketQuery } from '../../services/markets/bet-market.js';
import type { Database } from '../schema.js';

/**
 * What placing bets and reading them back do differently on each database. SQLite (one writer, group commit)
 * judges and writes a bet in one transaction and writes the history's JSON itself; PostgreSQL, with many
 * instances and a round trip per statement, judges daily bets on batched plain reads and writes them in batches
 * through place_daily_bets (server/store/functions/place-daily-bets.sql).
 */
export interface BetsRepository {
  /** Daily bets placed in batches on this database; undefined where each bet is one transaction. */
  readonly dailyBatches: DailyBetBatches | undefined;
  /** A player's daily bets for GET /bets/me, newest first, optionally of some game days. */
  history(userId: number, range: GameDays): Promise<BetHistory<unknown>>;
}

/** Game days `from`…`to` (inclusive), each optional. */
export interface GameDays {
  from?: string | undefined;
  to?: string | undefined;
}

/** The history's records as they come, and how to write some of them as JSON (separated by commas). */
export interface BetHistory<T> {
  bets: Iterable<T>;
  write(some: readonly T[]): string;
}

export interface DailyBetBatches {
  /** The market of a bet, read with the others' arriving together (plain reads, outside any transaction). */
  readMarket(query: BetMarketQuery): Promise<BetMarket | undefined>;
  /** Writes the bet with the others arriving together: one call of place_daily_bets, one commit. */
  place(bet: DailyBetValues): Promise<PlacedDailyBet>;
  /**
   * Writes the bet alone, in a transaction of its own: the game's lock first (as place_daily_bets and a declaration
   * take it, before players' rows), then `first` (a player's own limits, judged on their locked row), then the bet.
   */
  placeAlone(bet: DailyBetValues, first: (trx: Transaction<Database>) => Promise<void>): Promise<PlacedDailyBet>;
}

/** A daily bet as place_daily_bets writes it: its row, the session that ends its betting, its key. */
export interface DailyBetValues {
  user_id: number;
  game_id: number;
  bet_type: string;
  session: Session | null;
  bet_number: string;
  bet_amount: number;
  potential_win: number;
  game_date: string;
  settles_with: Session;
  created_at: string;
  /** The session whose declaration ends betting on this bet (src/domain/session.ts governingSession). */
  governing: Session;
  /**
   * The bet's Idempotency-Key and the answer to store with it, all but the bet's id (`bet._id`) and the balance
   * after (`newBalance`), which place_daily_bets sets when it has them; null without a key.
   */
  idem_key: string | null;
  idem_status: number | null;
  idem_answer: unknown;
}

export type PlacedDailyBet =
  | { refusal: null; betId: number; balance: number }
  | { refusal: 'SESSION_DECLARED' | 'SESSION_VOIDED' | 'INSUFFICIENT_BALANCE' };
