import type { Kysely } from 'kysely';
import { idType, notNull, type DialectName } from './dialect-columns.js';

/**
 * Operators' two-factor sign-in (TOTP) and their shorter sessions: the secret and the last accepted time-step
 * per operator, hashed single-use recovery codes, the short-lived challenges between password and code, and the
 * idle limit a session carries with the time it was last used.
 */
export function twoFactorMigration(dialect: DialectName) {
  const fk = idType(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // enabled_at stays null between setup and the first good code; last_used_step refuses a replayed code.
      await db.schema
        .createTable('operator_two_factor')
        .addColumn('user_id', fk, (col) => col.primaryKey().references('users.id'))
        .addColumn('secret', 'text', notNull)
        .addColumn('enabled_at', 'text')
        .addColumn('last_used_step', 'bigint')
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema
        .createTable('two_factor_recovery_codes')
        .addColumn('code_hash', 'text', (col) => col.primaryKey())
        .addColumn('user_id', fk, (col) => col.notNull().references('users.id'))
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createIndex('two_factor_recovery_codes_user')
        .on('two_factor_recovery_codes')
        .column('user_id')
        .execute();
      await db.schema
        .createTable('two_factor_challenges')
        .addColumn('challenge_hash', 'text', (col) => col.primaryKey())
        .addColumn('user_id', fk, (col) => col.notNull().references('users.id'))
        .addColumn('created_at', 'text', notNull)
        .addColumn('expires_at', 'text', notNull)
        .addColumn('failures', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('completed_at', 'text')
        .execute();

      // Null for players' sessions: they have no idle limit, and their requests write nothing.
      await db.schema.alterTable('sessions').addColumn('idle_timeout_seconds', 'integer').execute();
      await db.schema.alterTable('sessions').addColumn('last_used_at', 'text').execute();
    },
  };
}
