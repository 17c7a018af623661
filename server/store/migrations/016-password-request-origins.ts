import type { Kysely } from 'kysely';

/**
 * Every forgot-password or change-password submission is a request of its own, with the client address and user
 * agent it came from: a newer anonymous request must never replace the password of a pending one, since the
 * operator would then approve a stranger's password believing it the player's. The unique pending index that
 * made a newer request replace the older one goes; the operator's list reads a player's requests by status.
 */
export function passwordRequestOriginsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('password_requests_one_pending').execute();
      await db.schema.alterTable('password_requests').addColumn('client_address', 'text').execute();
      await db.schema.alterTable('password_requests').addColumn('user_agent', 'text').execute();
      await db.schema
        .createIndex('password_requests_player_status')
        .on('password_requests')
        .columns(['user_id', 'status', 'created_at'])
        .execute();
    },
  };
}
