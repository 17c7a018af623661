import type { Transaction } from 'kysely';
import type { Database } from '../schema.js';

/** What declaring a result does differently on each database. */
export interface DeclarationsRepository {
  /**
   * Holds a Starline game against new bets until the declaration's transaction ends, so that a bet either
   * commits before the declaration reads the day's bets or sees the result afterwards (placement re-checks)
   * and is refused.
   */
  lockStarlineGame(trx: Transaction<Database>, gameId: number): Promise<void>;
}

/** SQLite has one writer at a time: the declaration's transaction already excludes every bet. */
export function sqliteDeclarations(): DeclarationsRepository {
  return { lockStarlineGame: async () => undefined };
}

/**
 * PostgreSQL runs transactions side by side: a bet's insert takes a key-share lock on its game row (the foreign
 * key check), which FOR UPDATE waits for.
 */
export function postgresDeclarations(): DeclarationsRepository {
  return {
    async lockStarlineGame(trx, gameId) {
      await trx.selectFrom('starline_games').select('id').where('id', '=', gameId).forUpdate().execute();
    },
  };
}
