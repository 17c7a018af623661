import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DialectName } from './migrations/dialect-columns.js';
import { migrationProvider } from './migrations/index.js';
import { lockDataDir } from './data-dir-lock.js';
import { GroupCommit, type TransactionWork } from './group-commit.js';
import type { Database, Db } from './schema.js';
import { sqliteDialect } from './sqlite-dialect.js';

export interface Store {
  db: Db;
  dialect: DialectName;
  /**
   * Runs a short write transaction that must be durable before its caller answers. On SQLite concurrent ones
   * share one commit (see group-commit.ts); on PostgreSQL it is a plain transaction of its own.
   */
  transact<T>(work: TransactionWork<Database, T>): Promise<T>;
  close(): Promise<void>;
  /** Lets the metrics (server/metrics.ts) watch the store; nothing watches it otherwise. */
  observe(observer: StoreObserver): void;
  /** PostgreSQL's connection pool at this moment; undefined on SQLite. */
  poolStats(): PoolStats | undefined;
}

export interface StoreObserver {
  /** SQLite: the number of transactions one group commit made durable. */
  onBatch?(size: number): void;
  /** PostgreSQL: seconds a query or transaction waited for a pooled connection. */
  onConnectionWait?(seconds: number): void;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

// PostgreSQL returns bigint and numeric as strings; our money fits in a double exactly.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);
pg.types.setTypeParser(pg.types.builtins.NUMERIC, Number);

export function sqliteFilePath(dataDir: string): string {
  return join(dataDir, 'matka.sqlite');
}

/**
 * SQLite's own cache of database pages, in KiB. better-sqlite3 builds SQLite with 16 MB, which the bet load
 * filled, a tenth of the server's memory (README "Benchmarks"); with 8 MB as many bets a second are placed, and
 * pages beyond it are read from the operating system's file cache.
 */
const SQLITE_CACHE_KIB = 8000;

export function openSqlite(file: string): Store {
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma(`cache_size = -${SQLITE_CACHE_KIB}`);
  const db = new Kysely<Database>({ dialect: sqliteDialect(sqlite) });
  const observer: StoreObserver = {};
  const groupCommit = new GroupCommit(db, { onBatch: (size) => observer.onBatch?.(size) });
  return {
    db,
    dialect: 'sqlite',
    transact: (work) => groupCommit.run(work),
    close: () => groupCommit.settled().then(() => db.destroy()),
    observe: (next) => Object.assign(observer, next),
    poolStats: () => undefined,
  };
}

export function openPostgres(connectionString: string, maxConnections = 10): Store {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  const observer: StoreObserver = {};
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: timedPool(pool, observer) }) });
  return {
    db,
    dialect: 'postgres',
    transact: (work) => db.transaction().execute(work),
    close: () => db.destroy(),
    observe: (next) => Object.assign(observer, next),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** The pool as Kysely uses it, telling the observer how long each connection took to get. */
function timedPool(pool: pg.Pool, observer: StoreObserver) {
  return {
    connect: async () => {
      const asked = performance.now();
      const client = await pool.connect();
      observer.onConnectionWait?.((performance.now() - asked) / 1000);
      return client;
    },
    end: () => pool.end(),
  };
}

/** Opens the configured database: PostgreSQL when DATABASE_URL is set, else the embedded SQLite file. */
export function openStore(options: { databaseUrl?: string; dataDir: string }): Store {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  mkdirSync(options.dataDir, { recursive: true });
  const releaseDataDir = lockDataDir(options.dataDir);
  const store = openSqlite(sqliteFilePath(options.dataDir));
  return { ...store, close: () => store.close().finally(releaseDataDir) };
}

export async function migrateToLatest(store: Store): Promise<void> {
  const migrator = new Migrator({ db: store.db, provider: migrationProvider(store.dialect) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
