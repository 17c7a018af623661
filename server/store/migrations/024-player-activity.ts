import { sql, type Kysely } from 'kysely';
import { idType, notNull, withId, type DialectName } from './dialect-columns.js';

/**
 * The players' activity list (server/services/people/activity.ts):
 * - `player_activity`: one row per event a player is told of (a deposit or withdrawal decided or paid, a win, a
 *   reply to an enquiry), written in the transaction of the event. A copy, because what it reads from keeps only
 *   the latest state (a withdrawal's status), keeps no time (wins) or spreads over five tables, and the app polls
 *   the unread count with the profile: one index reads both the list and the count. `pushed_at` once its push
 *   message was sent (or judged too old to send).
 * - `activity_reads`: how far each player has read (the id of the newest item read).
 * - `push_subscriptions.activity` (1: the player's activity is pushed too) and `language` (`en` or `hi`, its words).
 *   The subscriptions made before turned alerts on: they get the activity too, in English until the app sends again.
 */
export function playerActivityMigration(dialect: DialectName) {
  const fk = idType(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('player_activity'), dialect)
        .addColumn('user_id', fk, (col) => col.notNull().references('users.id'))
        .addColumn('kind', 'text', notNull)
        .addColumn('amount', 'integer')
        .addColumn('game_name', 'text')
        .addColumn('game_name_hindi', 'text')
        .addColumn('session', 'text')
        .addColumn('reference', 'text', notNull)
        .addColumn('at', 'text', notNull)
        .addColumn('pushed_at', 'text')
        .addUniqueConstraint('player_activity_event', ['kind', 'reference', 'user_id'])
        .execute();
      await db.schema.createIndex('player_activity_user').on('player_activity').columns(['user_id', 'id']).execute();
      await db.schema
        .createIndex('player_activity_unpushed')
        .on('player_activity')
        .column('id')
        .where(sql.ref('pushed_at'), 'is', null)
        .execute();
      await db.schema
        .createTable('activity_reads')
        .addColumn('user_id', fk, (col) => col.primaryKey().references('users.id'))
        .addColumn('read_up_to', fk, notNull)
        .execute();
      await db.schema.alterTable('push_subscriptions').addColumn('activity', 'integer', (col) => col.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('push_subscriptions').addColumn('language', 'text', (col) => col.notNull().defaultTo('en')).execute();
      await sql`update push_subscriptions set activity = 1`.execute(db);
    },
  };
}
