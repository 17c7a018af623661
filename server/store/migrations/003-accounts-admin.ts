import { sql, type Kysely } from 'kysely';
import { idType, notNull, type DialectName } from './dialect-columns.js';

/**
 * Admin operations on accounts and money: the reasons behind balance adjustments, one pending password
 * request per player and kind, and the indexes the admin lists and the overview read by.
 */
export function accountsAdminMigration(dialect: DialectName) {
  const fk = idType(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // An adjustment's ledger entry has reference `adjustment:<id>`; this row says who made it and why.
      await db.schema
        .createTable('balance_adjustments')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('user_id', fk, (col) => col.notNull().references('users.id'))
        .addColumn('admin_id', fk, (col) => col.notNull().references('users.id'))
        .addColumn('amount', 'bigint', (col) => col.notNull().check(sql`amount <> 0`))
        .addColumn('reason', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('balance_adjustments_user').on('balance_adjustments').column('user_id').execute();

      // A newer request replaces the pending one, so the public forgot-password form cannot pile rows up.
      await db.schema
        .createIndex('password_requests_one_pending')
        .on('password_requests')
        .columns(['user_id', 'kind'])
        .unique()
        .where(sql<boolean>`status = 'pending'`)
        .execute();
      await db.schema.createIndex('password_requests_status').on('password_requests').column('status').execute();
      await db.schema.createIndex('withdrawals_status').on('withdrawals').column('status').execute();
      await db.schema.createIndex('fund_requests_user').on('fund_requests').columns(['user_id', 'created_at']).execute();
      // The overview sums today's stakes and payouts.
      await db.schema.createIndex('ledger_entries_created').on('ledger_entries').column('created_at').execute();
    },
  };
}
