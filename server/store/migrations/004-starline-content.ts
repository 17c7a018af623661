import { sql, type Kysely } from 'kysely';
import { betOutcomeColumns, createResultsTable, placedBetColumns } from './market-tables.js';
import { idType, notNull, withId, type DialectName } from './dialect-columns.js';

/** Starline games, their results and bets; banners; the support enquiries. */
export function starlineContentMigration(dialect: DialectName) {
  const fk = idType(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('starline_games'), dialect)
        .addColumn('game_name', 'text', notNull)
        .addColumn('game_name_hindi', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('open_time', 'text', notNull)
        .addColumn('min_bet', 'bigint', (col) => col.notNull().check(sql`min_bet > 0`))
        .addColumn('max_bet', 'bigint', (col) => col.notNull().check(sql`max_bet >= min_bet`))
        .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute();

      await createResultsTable(db, 'starline_results', 'starline', dialect);
      await db.schema.createIndex('starline_results_date').on('starline_results').column('game_date').execute();

      await betOutcomeColumns(placedBetColumns(db, 'starline_bets', 'starline', dialect)).execute();
      await db.schema
        .createIndex('starline_bets_user')
        .on('starline_bets')
        .columns(['user_id', 'game_date', 'id'])
        .execute();
      await db.schema
        .createIndex('starline_bets_settlement')
        .on('starline_bets')
        .columns(['game_id', 'game_date', 'status'])
        .execute();

      await withId(db.schema.createTable('banners'), dialect)
        .addColumn('title', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('file_name', 'text', (col) => col.notNull().unique())
        .addColumn('content_type', 'text', notNull)
        .addColumn('size_bytes', 'integer', notNull)
        .addColumn('created_at', 'text', notNull)
        .execute();

      await withId(db.schema.createTable('enquiries'), dialect)
        .addColumn('user_id', fk, (col) => col.notNull().references('users.id'))
        .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('open', 'closed')`))
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .addColumn('closed_at', 'text')
        .execute();
      // One open thread per player; a message after it closed starts a new one.
      await db.schema
        .createIndex('enquiries_one_open')
        .on('enquiries')
        .column('user_id')
        .unique()
        .where(sql<boolean>`status = 'open'`)
        .execute();
      await db.schema.createIndex('enquiries_user').on('enquiries').columns(['user_id', 'created_at']).execute();
      await db.schema.createIndex('enquiries_status').on('enquiries').columns(['status', 'updated_at']).execute();

      await withId(db.schema.createTable('enquiry_messages'), dialect)
        .addColumn('enquiry_id', fk, (col) => col.notNull().references('enquiries.id'))
        .addColumn('sender', 'text', (col) => col.notNull().check(sql`sender in ('user', 'admin')`))
        .addColumn('message', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('enquiry_messages_enquiry').on('enquiry_messages').column('enquiry_id').execute();
    },
  };
}
