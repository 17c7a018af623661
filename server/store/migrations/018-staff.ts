import { sql, type Kysely } from 'kysely';
import { idType, notNull, withId, type DialectName } from './dialect-columns.js';

/**
 * Staff roles, staff sessions and four-eyes approvals:
 * - users.staff_role: an operator's role (src/domain/staff.ts); null for players. Every operator so far held every
 *   power, so each becomes an `owner`.
 * - sessions.ip, sessions.user_agent: where a session was opened from, for the owner's list of staff sessions.
 * - approvals: an action over its four-eyes threshold, waiting for a second operator. `action` is the JSON of what
 *   the first operator asked, carried out as it stands when approved. At most one pending approval per withdrawal
 *   or result; adjustments of one player may wait side by side.
 * The four-eyes thresholds are the `four_eyes` row of the settings table.
 */
export function staffMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('users').addColumn('staff_role', 'text').execute();
      await sql`update users set staff_role = 'owner' where role = 'admin'`.execute(db);
      await db.schema.alterTable('sessions').addColumn('ip', 'text').execute();
      await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();

      const fk = idType(dialect);
      await withId(db.schema.createTable('approvals'), dialect)
        .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('withdrawal', 'adjustment', 'result_change')`))
        .addColumn('target_kind', 'text', notNull)
        .addColumn('target_id', 'text', notNull)
        .addColumn('amount', 'bigint')
        .addColumn('reason', 'text', notNull)
        .addColumn('action', 'text', notNull)
        .addColumn('requested_by', fk, (col) => col.notNull().references('users.id'))
        .addColumn('requested_at', 'text', notNull)
        .addColumn('status', 'text', (col) =>
          col.notNull().defaultTo('pending').check(sql`status in ('pending', 'approved', 'rejected')`),
        )
        .addColumn('decided_by', fk, (col) => col.references('users.id'))
        .addColumn('decided_at', 'text')
        .addColumn('note', 'text')
        .execute();
      await db.schema.createIndex('approvals_status').on('approvals').columns(['status', 'requested_at']).execute();
      await db.schema
        .createIndex('approvals_one_pending')
        .on('approvals')
        .columns(['kind', 'target_kind', 'target_id'])
        .unique()
        .where(sql.ref('status'), '=', 'pending')
        .where(sql.ref('kind'), '<>', 'adjustment')
        .execute();
    },
  };
}
