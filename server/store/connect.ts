import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DialectName } from './migrations/dialect-columns.js';
import { migrationProvider } from './migrations/index.js';
import type { Database, Db } from './schema.js';

export interface Store {
  db: Db;
  dialect: DialectName;
  close(): Promise<void>;
}

// PostgreSQL returns bigint and numeric as strings; our money fits in a double exactly.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);
pg.types.setTypeParser(pg.types.builtins.NUMERIC, Number);

export function sqliteFilePath(dataDir: string): string {
  return join(dataDir, 'matka.sqlite');
}

export function openSqlite(file: string): Store {
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

export function openPostgres(connectionString: string, maxConnections = 10): Store {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

/** Opens the configured database: PostgreSQL when DATABASE_URL is set, else the embedded SQLite file. */
export function openStore(options: { databaseUrl?: string; dataDir: string }): Store {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  mkdirSync(options.dataDir, { recursive: true });
  return openSqlite(sqliteFilePath(options.dataDir));
}

export async function migrateToLatest(store: Store): Promise<void> {
  const migrator = new Migrator({ db: store.db, provider: migrationProvider(store.dialect) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
