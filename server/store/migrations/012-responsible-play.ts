import { sql, type Kysely } from 'kysely';
import { idType, notNull, withId, type DialectName } from './dialect-columns.js';

/**
 * Responsible play (server/services/responsible-play):
 * - play_limits: every deposit or loss limit a player set, with the instant it takes effect (at once for a lower
 *   limit, a day later for a higher one or a removal). The limit in effect is the latest one already effective;
 *   one still ahead is the pending change. A null value is "no limit".
 * - play_controls: a player's time-out and self-exclusion ends and reality-check interval.
 * - users.play_controlled: 1 once a player has set a limit or taken a break, so bets and deposits of everyone
 *   else read nothing more.
 * - ledger entries by player and time: a period's stakes and winnings of one player are one range. It replaces
 *   the index on the player alone, whose readers (a player's statement) order by time anyway.
 */
export function responsiblePlayMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const fk = idType(dialect);
      await withId(db.schema.createTable('play_limits'), dialect)
        .addColumn('user_id', fk, (col) => col.notNull().references('users.id'))
        .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('deposit', 'loss')`))
        .addColumn('period', 'text', (col) => col.notNull().check(sql`period in ('daily', 'weekly', 'monthly')`))
        .addColumn('value', 'bigint', (col) => col.check(sql`value > 0`))
        .addColumn('effective_at', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('play_limits_user').on('play_limits').columns(['user_id', 'effective_at']).execute();

      await db.schema
        .createTable('play_controls')
        .addColumn('user_id', fk, (col) => col.primaryKey().references('users.id'))
        .addColumn('time_out_until', 'text')
        .addColumn('self_excluded_until', 'text')
        .addColumn('reality_check_minutes', 'integer', (col) => col.notNull().defaultTo(60))
        .execute();

      await db.schema
        .alterTable('users')
        .addColumn('play_controlled', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();

      await db.schema.createIndex('ledger_entries_user_time').on('ledger_entries').columns(['user_id', 'created_at']).execute();
      await db.schema.dropIndex('ledger_entries_user').execute();
    },
  };
}
