import type { Kysely } from 'kysely';

/**
 * The operators' reports (server/services/operators/reports.ts) read a period's money by index ranges, never
 * sorting a period's entries (SQLite has no hash aggregation; a 30-day report over 1,000,000 bets must take
 * ≤ 2 s):
 * - ledger entries by kind, then time, with the amount and the player: each figure of each day is one range.
 *   It replaces the index on created_at alone, whose only reader (the overview's sums) filters by kind too, so
 *   a ledger entry writes as many index entries as before;
 * - each market's bets by time, with the amount: a market's stakes of the period are one range.
 */
export function reportIndexesMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createIndex('ledger_entries_kind_time')
        .on('ledger_entries')
        .columns(['kind', 'created_at', 'amount', 'user_id'])
        .execute();
      await db.schema.dropIndex('ledger_entries_created').execute();
      await db.schema
        .createIndex('placed_bets_game_time')
        .on('placed_bets')
        .columns(['game_id', 'created_at', 'bet_amount'])
        .execute();
      await db.schema
        .createIndex('starline_bets_game_time')
        .on('starline_bets')
        .columns(['game_id', 'created_at', 'bet_amount'])
        .execute();
    },
  };
}
