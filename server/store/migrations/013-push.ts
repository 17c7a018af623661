import { sql, type Kysely } from 'kysely';
import { idType, notNull, withId, type DialectName } from './dialect-columns.js';

/**
 * Result alerts by Web Push (server/services/alerts):
 * - push_subscriptions: a browser's push subscription (its endpoint and keys) of a player, with what it follows:
 *   `bets` (the daily markets the player bet on that day) or `chosen` (push_subscription_games), and Starline.
 *   An endpoint belongs to one subscription: the same browser subscribing again updates it.
 * - push_subscription_games: the chosen markets of a `chosen` subscription.
 * The server's VAPID key pair, made at first use, is the `push_vapid_keys` row of the settings table.
 */
export function pushMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const fk = idType(dialect);
      await withId(db.schema.createTable('push_subscriptions'), dialect)
        .addColumn('user_id', fk, (col) => col.notNull().references('users.id'))
        .addColumn('endpoint', 'text', (col) => col.notNull().unique())
        .addColumn('p256dh', 'text', notNull)
        .addColumn('auth', 'text', notNull)
        .addColumn('follows', 'text', (col) => col.notNull().check(sql`follows in ('bets', 'chosen')`))
        .addColumn('starline', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute();

      await db.schema
        .createTable('push_subscription_games')
        .addColumn('subscription_id', fk, (col) => col.notNull().references('push_subscriptions.id').onDelete('cascade'))
        .addColumn('game_id', fk, (col) => col.notNull().references('games.id'))
        .addPrimaryKeyConstraint('push_subscription_games_pk', ['subscription_id', 'game_id'])
        .execute();
      await db.schema.createIndex('push_subscription_games_game').on('push_subscription_games').column('game_id').execute();
    },
  };
}
