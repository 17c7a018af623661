import type { Kysely } from 'kysely';

/** Revocations are read by time: every instance follows them to keep its live-session cache true. */
export function sessionRevocationsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.createIndex('sessions_revoked_at').on('sessions').column('revoked_at').execute();
    },
  };
}
