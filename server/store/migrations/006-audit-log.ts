import { sql, type Kysely } from 'kysely';
import { idType, notNull, withId, type DialectName } from './dialect-columns.js';

/**
 * The operators' audit trail: one row per operator action, hash-chained (server/services/operators/audit.ts).
 * Append-only in the database itself: triggers refuse UPDATE and DELETE (and TRUNCATE on PostgreSQL), so no
 * code path, and no one with the application's own access, rewrites history without first dropping them.
 */
export function auditLogMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('audit_log'), dialect)
        .addColumn('at', 'text', notNull)
        .addColumn('actor_id', idType(dialect), (col) => col.references('users.id'))
        .addColumn('action', 'text', notNull)
        .addColumn('target_kind', 'text', notNull)
        .addColumn('target_id', 'text', notNull)
        .addColumn('before', 'text')
        .addColumn('after', 'text')
        .addColumn('ip', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('user_agent', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('hash', 'text', notNull)
        .execute();
      await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor_id', 'id']).execute();
      await db.schema.createIndex('audit_log_action').on('audit_log').columns(['action', 'id']).execute();
      await db.schema.createIndex('audit_log_target').on('audit_log').columns(['target_kind', 'target_id', 'id']).execute();
      await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();

      if (dialect === 'sqlite') {
        await sql`create trigger audit_log_no_update before update on audit_log
          begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
        await sql`create trigger audit_log_no_delete before delete on audit_log
          begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
      } else {
        await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
          begin raise exception 'audit_log is append-only'; end $$`.execute(db);
        await sql`create trigger audit_log_no_update before update or delete on audit_log
          for each row execute function audit_log_append_only()`.execute(db);
        await sql`create trigger audit_log_no_truncate before truncate on audit_log
          for each statement execute function audit_log_append_only()`.execute(db);
      }
    },
  };
}
