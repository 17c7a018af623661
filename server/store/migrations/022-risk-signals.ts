import { sql, type Kysely } from 'kysely';
import { idType, notNull, withId, type DialectName } from './dialect-columns.js';

/**
 * Risk signals (server/services/risk):
 * - user_devices: the devices a player signed up or signed in from (the id the player app keeps on the device),
 *   with when each was first and last seen.
 * - signup_addresses: the client address a player signed up from, and when.
 * - withdrawal_reviews: why a withdrawal was held for review when it was asked (JSON list of reasons).
 * - risk_alerts: the operators' alerts inbox; `episode` names what raised it (e.g. a player's stake spike in one
 *   hour), unique, so that one episode raises one alert however often it is noticed.
 * - player_notes: the operators' notes on a player, written once.
 * - users.tags: the operators' tags of a player, a JSON list of text.
 */
export function riskSignalsMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const fk = idType(dialect);
      await db.schema
        .createTable('user_devices')
        .addColumn('user_id', fk, (col) => col.notNull().references('users.id'))
        .addColumn('device_id', 'text', notNull)
        .addColumn('first_seen_at', 'text', notNull)
        .addColumn('last_seen_at', 'text', notNull)
        .addPrimaryKeyConstraint('user_devices_pk', ['user_id', 'device_id'])
        .execute();
      await db.schema.createIndex('user_devices_device').on('user_devices').column('device_id').execute();

      await db.schema
        .createTable('signup_addresses')
        .addColumn('user_id', fk, (col) => col.primaryKey().references('users.id'))
        .addColumn('address', 'text', notNull)
        .addColumn('signed_up_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('signup_addresses_address').on('signup_addresses').column('address').execute();

      await db.schema
        .createTable('withdrawal_reviews')
        .addColumn('withdrawal_id', fk, (col) => col.primaryKey().references('withdrawals.id'))
        .addColumn('reasons', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .execute();

      await withId(db.schema.createTable('risk_alerts'), dialect)
        .addColumn('kind', 'text', notNull)
        .addColumn('user_id', fk, (col) => col.notNull().references('users.id'))
        .addColumn('episode', 'text', (col) => col.notNull().unique())
        .addColumn('detail', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('open').check(sql`status in ('open', 'closed')`))
        .addColumn('closed_by', fk, (col) => col.references('users.id'))
        .addColumn('closed_at', 'text')
        .addColumn('note', 'text')
        .execute();
      await db.schema.createIndex('risk_alerts_status').on('risk_alerts').columns(['status', 'created_at']).execute();

      await withId(db.schema.createTable('player_notes'), dialect)
        .addColumn('user_id', fk, (col) => col.notNull().references('users.id'))
        .addColumn('author_id', fk, (col) => col.notNull().references('users.id'))
        .addColumn('text', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('player_notes_user').on('player_notes').columns(['user_id', 'created_at']).execute();

      await db.schema
        .alterTable('users')
        .addColumn('tags', 'text', (col) => col.notNull().defaultTo(sql.lit('[]')))
        .execute();
    },
  };
}
