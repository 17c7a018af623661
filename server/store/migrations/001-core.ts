import { sql, type Kysely } from 'kysely';
import { betOutcomeColumns, createResultsTable, placedBetColumns } from './market-tables.js';
import { idType, notNull, withId, type DialectName } from './dialect-columns.js';

/** Accounts, daily markets, bets, the money ledger, funds, withdrawals and settings. */
export function coreMigration(dialect: DialectName) {
  const fk = idType(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('users'), dialect)
        .addColumn('name', 'text', notNull)
        .addColumn('mobile_number', 'text', (col) => col.notNull().unique())
        .addColumn('email', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('password_hash', 'text', notNull)
        .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('admin', 'player')`))
        .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('balance', 'bigint', (col) => col.notNull().defaultTo(0).check(sql`balance >= 0`))
        .addColumn('bank_account_holder', 'text')
        .addColumn('bank_account_number', 'text')
        .addColumn('bank_ifsc', 'text')
        .addColumn('bank_name', 'text')
        .addColumn('paytm', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('google_pay', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('phonepe', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'text', (col) => col.primaryKey())
        .addColumn('user_id', fk, (col) => col.notNull().references('users.id'))
        .addColumn('created_at', 'text', notNull)
        .addColumn('expires_at', 'text', notNull)
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

      await db.schema
        .createTable('login_throttle')
        .addColumn('throttle_key', 'text', (col) => col.primaryKey())
        .addColumn('failures', 'integer', notNull)
        .addColumn('window_started_at', 'text', notNull)
        .addColumn('blocked_until', 'text')
        .execute();

      await withId(db.schema.createTable('games'), dialect)
        .addColumn('game_name', 'text', notNull)
        .addColumn('open_time', 'text', notNull)
        .addColumn('close_time', 'text', notNull)
        .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('created_at', 'text', notNull)
        .execute();

      await createResultsTable(db, 'game_results', 'daily', dialect);

      await db.schema
        .createTable('rates')
        .addColumn('market', 'text', notNull)
        .addColumn('rate_key', 'text', notNull)
        .addColumn('min', 'integer', notNull)
        .addColumn('max', 'integer', notNull)
        .addPrimaryKeyConstraint('rates_pk', ['market', 'rate_key'])
        .execute();

      await betOutcomeColumns(placedBetColumns(db, 'bets', 'daily', dialect)).execute();
      await db.schema.createIndex('bets_user').on('bets').columns(['user_id', 'created_at']).execute();
      await db.schema
        .createIndex('bets_settlement')
        .on('bets')
        .columns(['game_id', 'game_date', 'status'])
        .execute();

      await withId(db.schema.createTable('ledger_entries'), dialect)
        .addColumn('user_id', fk, (col) => col.notNull().references('users.id'))
        .addColumn('amount', 'bigint', notNull)
        .addColumn('kind', 'text', notNull)
        .addColumn('reference', 'text', notNull)
        .addColumn('balance_after', 'bigint', (col) => col.notNull().check(sql`balance_after >= 0`))
        .addColumn('created_at', 'text', notNull)
        .addUniqueConstraint('ledger_entries_effect', ['kind', 'reference'])
        .execute();
      await db.schema.createIndex('ledger_entries_user').on('ledger_entries').column('user_id').execute();

      await db.schema
        .createTable('idempotency_keys')
        .addColumn('user_id', fk, (col) => col.notNull().references('users.id'))
        .addColumn('idem_key', 'text', notNull)
        .addColumn('request_hash', 'text', notNull)
        .addColumn('state', 'text', notNull)
        .addColumn('response_status', 'integer')
        .addColumn('response_body', 'text')
        .addColumn('created_at', 'text', notNull)
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'idem_key'])
        .execute();

      await withId(db.schema.createTable('fund_requests'), dialect)
        .addColumn('request_id', 'text', (col) => col.notNull().unique())
        .addColumn('user_id', fk, (col) => col.notNull().references('users.id'))
        .addColumn('amount', 'bigint', (col) => col.notNull().check(sql`amount > 0`))
        .addColumn('transaction_id', 'text', notNull)
        .addColumn('payment_method', 'text', notNull)
        .addColumn('status', 'text', notNull)
        .addColumn('remarks', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('created_at', 'text', notNull)
        .addColumn('decided_at', 'text')
        .addUniqueConstraint('fund_requests_transaction', ['user_id', 'transaction_id'])
        .execute();
      await db.schema.createIndex('fund_requests_status').on('fund_requests').column('status').execute();

      await withId(db.schema.createTable('withdrawals'), dialect)
        .addColumn('user_id', fk, (col) => col.notNull().references('users.id'))
        .addColumn('amount', 'bigint', (col) => col.notNull().check(sql`amount > 0`))
        .addColumn('method', 'text', notNull)
        .addColumn('account_details', 'text', notNull)
        .addColumn('status', 'text', notNull)
        .addColumn('transaction_id', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('remarks', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('withdrawals_user').on('withdrawals').column('user_id').execute();

      await withId(db.schema.createTable('password_requests'), dialect)
        .addColumn('user_id', fk, (col) => col.notNull().references('users.id'))
        .addColumn('kind', 'text', notNull)
        .addColumn('password_hash', 'text', notNull)
        .addColumn('status', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .addColumn('decided_at', 'text')
        .execute();

      await db.schema
        .createTable('settings')
        .addColumn('setting_key', 'text', (col) => col.primaryKey())
        .addColumn('value', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute();
    },
  };
}
