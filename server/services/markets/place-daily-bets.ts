import { sql, type Transaction } from 'kysely';
import { Batcher } from '../../store/batcher.js';
import type { Database, Db } from '../../store/schema.js';
import type { Session } from '../../../src/domain/bet-types.js';

/**
 * The writes of daily bets on PostgreSQL: one call of the database function place_daily_bets
 * (server/store/functions/place-daily-bets.sql)
 * for every bet placed at about the same moment. For each bet, in order, it takes a key-share lock on the game
 * row (a declaration takes an exclusive one, see lockGame), refuses the bet if its governing session has been
 * declared (a fresh read after the lock: the declaration either committed before, and is seen, or waits for
 * this bet and then settles it), debits the balance with the ledger's guarded update, inserts the bet and
 * writes its `stake` entry `bet:<id>` — the rows the SQLite path writes (betting.ts writeBet, ledger.ts post) —
 * and marks the bet's Idempotency-Key done with its answer. The call is one transaction and one commit for the
 * whole batch.
 */
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
  | { refusal: 'SESSION_DECLARED' | 'INSUFFICIENT_BALANCE' };

interface Row {
  out_seq: number;
  out_refusal: string | null;
  out_bet_id: number | null;
  out_balance: number | null;
}

/** Writes the bets in one transaction (the caller's, if given one); answers in their order. */
export async function placeDailyBets(db: Db | Transaction<Database>, bets: readonly DailyBetValues[]): Promise<PlacedDailyBet[]> {
  const { rows } = await sql<Row>`select * from place_daily_bets(${JSON.stringify(bets)}::jsonb)`.execute(db);
  const answers = new Array<PlacedDailyBet>(bets.length);
  for (const row of rows) {
    const refusal = row.out_refusal;
    answers[Number(row.out_seq) - 1] =
      refusal === 'SESSION_DECLARED' || refusal === 'INSUFFICIENT_BALANCE'
        ? { refusal }
        : { refusal: null, betId: Number(row.out_bet_id), balance: Number(row.out_balance) };
  }
  return answers;
}

const batchers = new WeakMap<Db, Batcher<DailyBetValues, PlacedDailyBet>>();

/**
 * Places one bet in the next batch of this process: bets arriving together share one round trip and one
 * commit. Four batches run at once at most, so others fill while one commits.
 */
export function placeDailyBetInBatch(db: Db, bet: DailyBetValues): Promise<PlacedDailyBet> {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = new Batcher((bets) => placeDailyBets(db, bets), { maxInFlight: 4, maxBatch: 200 });
    batchers.set(db, batcher);
  }
  return batcher.call(bet);
}

/** The lock place_daily_bets takes on a bet's game (a declaration takes an exclusive one), for a bet placed alone. */
export async function lockGameForBet(trx: Transaction<Database>, gameId: number): Promise<void> {
  await sql`select 1 from games where id = ${gameId} for key share`.execute(trx);
}
