import { sql, type Kysely } from 'kysely';
import { notNull, withId, type DialectName } from './dialect-columns.js';

/**
 * Market calendars:
 * - games.days, starline_games.days: the IST weekdays a market runs, as a bitmask (bit 0 = Sunday … bit 6 =
 *   Saturday). 127, every day, is what every market did so far.
 * - holidays: days the named markets close. `game_ids` is the JSON list of daily markets it closes, or null for
 *   every market (daily and Starline); `starline_game_ids` the JSON list of Starline games it closes besides.
 */
export function marketCalendarsMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const table of ['games', 'starline_games']) {
        await db.schema.alterTable(table).addColumn('days', 'integer', (col) => col.notNull().defaultTo(127)).execute();
      }
      await withId(db.schema.createTable('holidays'), dialect)
        .addColumn('holiday_date', 'text', notNull)
        .addColumn('name', 'text', notNull)
        .addColumn('game_ids', 'text')
        .addColumn('starline_game_ids', 'text', (col) => col.notNull().defaultTo(sql.lit('[]')))
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('holidays_date').on('holidays').column('holiday_date').execute();
    },
  };
}
