import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

/** An auto-numbered primary key: INTEGER AUTOINCREMENT on SQLite, an identity column on PostgreSQL. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: DialectName) {
  return dialect === 'sqlite'
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    : table.addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity());
}

/** A foreign key to users.id, typed to match withId's column on each dialect. */
export const idType = (dialect: DialectName) => (dialect === 'sqlite' ? 'integer' : 'bigint');

export const notNull = (col: ColumnDefinitionBuilder) => col.notNull();
