import type { Kysely } from 'kysely';

/**
 * Two lookups that read more rows than they need:
 * - The settlement index carries what the exposure of a session reads (server/services/markets/exposure.ts):
 *   after the declaration's columns (market day, settling session, type, number) come each bet's session,
 *   payout and stake, so grouping a session's million pending bets is read from the index alone (0.5 s instead
 *   of 2.5–5 s on SQLite, where every bet was a table lookup). It replaces migration 008's index of the first
 *   five columns, so declarations find their bets and winners as before and a bet still writes one entry.
 * - A fund request's transaction id (a UPI reference) is taken once across all players
 *   (server/services/money/funds.ts); the unique index of (user_id, transaction_id) cannot find it by itself.
 */
export function lookupIndexesMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('placed_bets_settlement').execute();
      await db.schema
        .createIndex('placed_bets_settlement')
        .on('placed_bets')
        .columns(['game_id', 'game_date', 'settles_with', 'bet_type', 'bet_number', 'session', 'potential_win', 'bet_amount'])
        .execute();
      await db.schema.createIndex('fund_requests_reference').on('fund_requests').column('transaction_id').execute();
    },
  };
}
