import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../store/schema.js';
import type { Session } from '../../../src/domain/bet-types.js';

/**
 * The write of a daily bet on PostgreSQL as one call of the database function place_daily_bet (migration
 * 009), so the bet's transaction costs one round trip and holds its connection only that long. In order it:
 * takes a key-share lock on the game row (a declaration takes an exclusive one, see lockGame), refuses the bet
 * if its governing session has been declared (a fresh read after the lock: the declaration either committed
 * before, and is seen, or waits for this bet and then settles it), debits the balance with the ledger's guarded
 * update, inserts the bet, and writes its `stake` entry `bet:<id>` — the same rows as the SQLite path
 * (betting.ts writeBet, ledger.ts post).
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
  governing: Session;
}

export type PlacedDailyBet =
  | { refusal: null; betId: number; balance: number }
  | { refusal: 'SESSION_DECLARED' | 'INSUFFICIENT_BALANCE' };

export async function placeDailyBet(executor: Kysely<Database> | Transaction<Database>, bet: DailyBetValues): Promise<PlacedDailyBet> {
  const { rows } = await sql<{ refusal: string | null; bet_id: number | null; balance: number | null }>`
    select refusal, bet_id, balance from place_daily_bet(
      ${bet.user_id}, ${bet.game_id}, ${bet.bet_type}, ${bet.session}, ${bet.bet_number}, ${bet.bet_amount},
      ${bet.potential_win}, ${bet.game_date}, ${bet.settles_with}, ${bet.created_at}, ${bet.governing})`.execute(executor);
  const row = rows[0]!;
  if (row.refusal === 'SESSION_DECLARED' || row.refusal === 'INSUFFICIENT_BALANCE') return { refusal: row.refusal };
  return { refusal: null, betId: Number(row.bet_id), balance: Number(row.balance) };
}
