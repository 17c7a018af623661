import { sql, type Kysely } from 'kysely';
import type { DialectName } from './dialect-columns.js';

/**
 * Daily markets: which declaration settled each bet (so a revert touches exactly those bets and their wins),
 * and the indexes the settlement, the revert and the polled games list read by.
 */
export function dailyMarketsMigration(_dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // game_results.declaration_id of the declaration that settled the bet; null while pending.
      await db.schema.alterTable('bets').addColumn('settled_by', 'text').execute();
      // A declaration's win credits and a revert's reversals read its won bets by player. Only won bets are
      // indexed: indexing every settled bet doubled the cost of settling a million of them, and a revert
      // finds the lost ones through bets_settlement (game, day, status).
      await db.schema
        .createIndex('bets_won_by_declaration')
        .on('bets')
        .columns(['settled_by', 'user_id'])
        .where(sql<boolean>`status = 'won'`)
        .execute();
      // GET /games reads today's results of every market.
      await db.schema.createIndex('game_results_date').on('game_results').column('game_date').execute();
    },
  };
}
