import type { Transaction } from 'kysely';
import type { Database, GameRow } from '../schema.js';

export interface MarketsRepository {
  /**
   * Reads a game inside a declaration's or revert's transaction, so that bets and declarations on the same market
   * day are ordered: a bet either sees the declaration (and is refused) or commits before the settlement starts
   * (and is settled by it).
   */
  lockGame(trx: Transaction<Database>, gameId: number): Promise<GameRow | undefined>;
}

const gameRow = (trx: Transaction<Database>, gameId: number) =>
  trx.selectFrom('games').selectAll().where('id', '=', gameId);

/** SQLite runs one transaction at a time on its single connection: the read needs no row lock. */
export const sqliteMarkets: MarketsRepository = {
  lockGame: (trx, gameId) => gameRow(trx, gameId).executeTakeFirst(),
};

/**
 * A bet takes a key-share lock on the game's row before it reads the day's results (place_daily_bets, migration
 * 009), a declaration or revert this exclusive one.
 */
export const postgresMarkets: MarketsRepository = {
  lockGame: (trx, gameId) => gameRow(trx, gameId).forUpdate().executeTakeFirst(),
};
