import { sql, type Kysely } from 'kysely';
import { idType, notNull, withId, type DialectName } from './dialect-columns.js';

/**
 * Players' rights over their data (server/services/people/account-closure.ts, erasure.ts, data-export.ts):
 * - `account_closures`: one row per account its player closed, with when; `erased_at` once its personal data is
 *   erased (the account's money records stay, under the same user id).
 * - `data_exports`: when each player downloaded their data, for the daily limit.
 * - `audit_log.redacted_by`: the `player.erase` entry that redacted an entry's personal values. The triggers that
 *   keep the trail append-only now let an UPDATE through only when it sets `redacted_by` and changes nothing but
 *   `before`, `after`, `ip`, `user_agent`: id, time, actor, action, target and hash stay, so the chain keeps each
 *   entry's original hash, and the verification checks a redacted entry against the keyed hash of its redacted
 *   form that the `player.erase` entry recorded (server/services/operators/audit.ts).
 */
export function accountClosuresMigration(dialect: DialectName) {
  const fk = idType(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('account_closures')
        .addColumn('user_id', fk, (col) => col.primaryKey().references('users.id'))
        .addColumn('requested_at', 'text', notNull)
        .addColumn('erased_at', 'text')
        .execute();
      await withId(db.schema.createTable('data_exports'), dialect)
        .addColumn('user_id', fk, (col) => col.notNull().references('users.id'))
        .addColumn('exported_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('data_exports_user').on('data_exports').columns(['user_id', 'exported_at']).execute();
      await db.schema.alterTable('audit_log').addColumn('redacted_by', fk).execute();

      if (dialect === 'sqlite') {
        await sql`drop trigger audit_log_no_update`.execute(db);
        await sql`create trigger audit_log_no_update before update on audit_log
          when new.redacted_by is null or new.id is not old.id or new.at is not old.at
            or new.actor_id is not old.actor_id or new.action is not old.action
            or new.target_kind is not old.target_kind or new.target_id is not old.target_id or new.hash is not old.hash
          begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
      } else {
        await sql`create or replace function audit_log_append_only() returns trigger language plpgsql as $$
          begin
            if TG_OP = 'UPDATE' then
              if new.redacted_by is not null and new.id = old.id and new.at = old.at
                and new.actor_id is not distinct from old.actor_id and new.action = old.action
                and new.target_kind = old.target_kind and new.target_id = old.target_id and new.hash = old.hash then
                return new;
              end if;
            end if;
            raise exception 'audit_log is append-only';
          end $$`.execute(db);
      }
    },
  };
}
