import { sql } from 'kysely';
import type { Db } from '../schema.js';
import type { BetHistory, BetsRepository, GameDays } from './bets.js';

/**
 * SQLite's bets: each bet is judged and written in one transaction of the group commit (nothing to batch), and
 * the history's records are written as JSON by SQLite itself, from the bets view: made into rows, then records,
 * then JSON, the same bets take twice as long.
 */
export function sqliteBets(db: Db): BetsRepository {
  return {
    dailyBatches: undefined,
    history: (userId, range) => betsWrittenBySqlite(db, userId, range),
  };
}

/**
 * JSON.stringify(betRecord(bet)) as SQLite writes it: betRecord's keys in its order (json_object escapes text
 * as JSON.stringify does, and money is whole numbers).
 */
const BET_RECORD_JSON = sql<string>`json_object(
  '_id', cast(bets.id as text), 'gameId', cast(bets.game_id as text), 'gameName', games.game_name,
  'betType', bets.bet_type, 'session', bets.session, 'betNumber', bets.bet_number, 'betAmount', bets.bet_amount,
  'potentialWin', bets.potential_win, 'winAmount', bets.win_amount, 'status', bets.status,
  'betDate', bets.created_at, 'gameDate', bets.game_date, 'resultDate', bets.result_date, 'result', bets.result,
  'createdAt', bets.created_at)`;

/** The JSON of the player's records, newest first, each written by SQLite from the bets view. */
async function betsWrittenBySqlite(db: Db, userId: number, range: GameDays): Promise<BetHistory<string>> {
  let query = db
    .selectFrom('bets')
    .innerJoin('games', 'games.id', 'bets.game_id')
    .select(BET_RECORD_JSON.as('record'))
    .where('bets.user_id', '=', userId)
    .orderBy('bets.created_at', 'desc')
    .orderBy('bets.id', 'desc');
  if (range.from !== undefined) query = query.where('bets.game_date', '>=', range.from);
  if (range.to !== undefined) query = query.where('bets.game_date', '<=', range.to);
  const rows = await query.execute();
  return { bets: rows.map((row) => row.record), write: (some) => some.join(',') };
}

