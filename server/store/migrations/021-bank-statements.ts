import { sql, type Kysely } from 'kysely';
import { idType, notNull, withId, type DialectName } from './dialect-columns.js';

/**
 * Bank statements reconciled with deposits:
 * - `statement_banks`: each bank's column mapping (JSON), remembered by its name at every import.
 * - `statements`: one imported file, with its counts (lines read, new credits, credits already known, debits).
 * - `statement_credits`: each credit once, whichever statement brought it first. A credit is known by its UTR or,
 *   without one, by `credit_key` (date, amount, narration), so overlapping imports insert nothing twice. Its state
 *   is read by joining `utr` to `fund_requests.transaction_id` (already indexed by migration 011).
 * Amounts are paise, as the bank wrote them.
 */
export function bankStatementsMigration(dialect: DialectName) {
  const fk = idType(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('statement_banks')
        .addColumn('name', 'text', (col) => col.primaryKey())
        .addColumn('mapping', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute();
      await withId(db.schema.createTable('statements'), dialect)
        .addColumn('bank', 'text', notNull)
        .addColumn('file_name', 'text', notNull)
        .addColumn('imported_by', fk, (col) => col.notNull().references('users.id'))
        .addColumn('imported_at', 'text', notNull)
        .addColumn('rows', 'integer', notNull)
        .addColumn('credits', 'integer', notNull)
        .addColumn('duplicates', 'integer', notNull)
        .addColumn('debits', 'integer', notNull)
        .execute();
      await withId(db.schema.createTable('statement_credits'), dialect)
        .addColumn('statement_id', fk, (col) => col.notNull().references('statements.id'))
        .addColumn('row', 'integer', notNull)
        .addColumn('booked_on', 'text', notNull)
        .addColumn('amount', 'bigint', (col) => col.notNull().check(sql`amount > 0`))
        .addColumn('utr', 'text', (col) => col.unique())
        .addColumn('reference', 'text', notNull)
        .addColumn('narration', 'text', notNull)
        .addColumn('credit_key', 'text', (col) => col.notNull().unique())
        .execute();
      await db.schema.createIndex('statement_credits_statement').on('statement_credits').columns(['statement_id', 'row']).execute();
    },
  };
}
