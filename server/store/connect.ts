import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DialectName } from './migrations/dialect-columns.js';
import { migrationProvider } from './migrations/index.js';
import { lockDataDir } from './data-dir-lock.js';
import { GroupCommit, type TransactionWork } from './group-commit.js';
import { WalSync } from './wal-sync.js';
import { repositoriesFor, type Repositories } from './repositories.js';
import type { Database, Db } from './schema.js';
import { sqliteDialect } from './sqlite-dialect.js';

export interface Store {
  db: Db;
  dialect: DialectName;
  /** This database's side of what the databases do differently (repositories.ts). */
  repositories: Repositories;
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
  /**
   * Runs work that may take longer than a request may (migrations): on PostgreSQL on a connection of its own,
   * without the statement limits of the pool; on SQLite on the database itself.
   */
  withoutTimeLimits<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T>;
}

export interface StoreObserver {
  /** SQLite: the number of transactions one group commit made durable. */
  onBatch?(size: number): void;
  /** SQLite: a query or transaction has to wait for the one connection, which another holds. */
  onQueued?(): void;
  /** PostgreSQL: seconds a query or transaction waited for a pooled connection. */
  onConnectionWait?(seconds: number): void;
  /** PostgreSQL: a connection broke (the server restarted, terminated it or stopped answering); it is dropped. */
  onConnectionLost?(error: Error): void;
}

/**
 * How long PostgreSQL may keep a request waiting: to connect (and so to wait for a pooled connection, which
 * node-postgres bounds with the same limit), and to run one statement. A frozen server cannot cancel its own
 * statements, so the client gives up a second after the statement limit.
 */
export interface PostgresLimits {
  connectTimeoutMs: number;
  statementTimeoutMs: number;
}

/**
 * A bet waits at most about 6 s for a frozen PostgreSQL. The longest statements a request runs (declaring a close
 * over 1,000,000 pending bets, a 30-day report) take about a second (docs/performance.md).
 */
export const DEFAULT_POSTGRES_LIMITS: PostgresLimits = { connectTimeoutMs: 5_000, statementTimeoutMs: 5_000 };

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
 * filled, a tenth of the server's memory (docs/performance.md); with 8 MB as many bets a second are placed, and
 * pages beyond it are read from the operating system's file cache.
 */
const SQLITE_CACHE_KIB = 8000;

/**
 * A group commit holds one savepoint per money write, and SQLite journals the pages each savepoint changes so that
 * it can be rolled back alone. `temp_store = MEMORY` keeps that journal in memory (emptied as each savepoint is
 * released); otherwise it spilled to a temporary file past 64 KiB, written page by page: three in five of the
 * server's file writes under the bet load. The WAL is copied back into the database (a checkpoint) every
 * 10,000 pages (40 MB) rather than SQLite's 1,000: the pages every bet changes (the ends of the bets, ledger and
 * index trees, the players' balances) are then copied once for many commits. Durability is unchanged: each commit
 * is synced to the WAL before anyone is answered. Measured in docs/performance.md ("A bet's CPU").
 */
const WAL_CHECKPOINT_PAGES = 10_000;

export function openSqlite(file: string): Store {
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  // A COMMIT does not sync the log: whoever committed is answered once WalSync has synced it.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma(`cache_size = -${SQLITE_CACHE_KIB}`);
  sqlite.pragma('temp_store = MEMORY');
  sqlite.pragma(`wal_autocheckpoint = ${WAL_CHECKPOINT_PAGES}`);
  const observer: StoreObserver = {};
  const wal = new WalSync(`${file}-wal`);
  const db = new Kysely<Database>({ dialect: sqliteDialect(sqlite, { wal, onQueued: () => observer.onQueued?.() }) });
  const groupCommit = new GroupCommit(db, { onBatch: (size) => observer.onBatch?.(size), synced: () => wal.synced() });
  return {
    db,
    dialect: 'sqlite',
    repositories: repositoriesFor('sqlite', db),
    transact: (work) => groupCommit.run(work),
    close: () =>
      groupCommit
        .settled()
        .then(() => wal.close())
        .then(() => db.destroy()),
    observe: (next) => Object.assign(observer, next),
    poolStats: () => undefined,
    withoutTimeLimits: (work) => work(db),
  };
}

export function openPostgres(connectionString: string, maxConnections = 10, limits = DEFAULT_POSTGRES_LIMITS): Store {
  const pool = new pg.Pool({
    connectionString,
    max: maxConnections,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
    query_timeout: limits.statementTimeoutMs + 1_000,
    // A transaction left open by a connection that went quiet holds its locks no longer than this.
    idle_in_transaction_session_timeout: limits.statementTimeoutMs * 3,
  });
  const observer: StoreObserver = {};
  // Without these a connection PostgreSQL ends (a restart, pg_terminate_backend) is an unhandled 'error' event
  // that ends the process. The pool drops an idle one itself; one in use fails its query and is dropped on release.
  const lost = (error: Error) => observer.onConnectionLost?.(error);
  pool.on('error', lost);
  pool.on('connect', (client) => {
    client.on('error', lost);
    watchForUnansweredQueries(client as pg.PoolClient);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: timedPool(pool, observer) }) });
  return {
    db,
    dialect: 'postgres',
    repositories: repositoriesFor('postgres', db),
    transact: (work) => db.transaction().execute(work),
    close: () => db.destroy(),
    observe: (next) => Object.assign(observer, next),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    withoutTimeLimits: async (work) => {
      const unlimited = new pg.Pool({ connectionString, max: 1, connectionTimeoutMillis: limits.connectTimeoutMs });
      unlimited.on('error', lost);
      unlimited.on('connect', (client) => client.on('error', lost));
      const own = new Kysely<Database>({ dialect: new PostgresDialect({ pool: unlimited }) });
      try {
        return await work(own);
      } finally {
        await own.destroy();
      }
    },
  };
}

/**
 * The pool as Kysely uses it, telling the observer how long each connection took to get. A connection whose
 * query got no answer in time may still have that answer coming: it goes back to the pool as broken, to be
 * closed, rather than serve the next request behind a statement that never ends.
 */
function timedPool(pool: pg.Pool, observer: StoreObserver) {
  return {
    connect: async () => {
      const asked = performance.now();
      const client = await pool.connect();
      observer.onConnectionWait?.((performance.now() - asked) / 1000);
      const release = client.release;
      client.release = (error?: Error | boolean) => release(error ?? unanswered.get(client));
      return client;
    },
    end: () => pool.end(),
  };
}

/** Connections with a query that timed out on the client's side, and that timeout. */
const unanswered = new WeakMap<pg.ClientBase, Error>();

/**
 * Once a query on a connection got no answer in time, every later one on it (a transaction's rollback) fails at
 * once: it would only wait in line behind the unanswered one.
 */
function watchForUnansweredQueries(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const usesPromise = typeof args.at(-1) !== 'function' && typeof (args[0] as { submit?: unknown }).submit !== 'function';
    const timedOut = unanswered.get(client);
    if (timedOut && usesPromise) return Promise.reject(timedOut);
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === 'Query read timeout') unanswered.set(client, error);
      });
    }
    return result;
  }) as pg.PoolClient['query'];
}

/** Opens the configured database: PostgreSQL when DATABASE_URL is set, else the embedded SQLite file. */
export function openStore(options: { databaseUrl?: string; dataDir: string; postgres?: PostgresLimits }): Store {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, undefined, options.postgres);
  mkdirSync(options.dataDir, { recursive: true });
  const releaseDataDir = lockDataDir(options.dataDir);
  const store = openSqlite(sqliteFilePath(options.dataDir));
  return { ...store, close: () => store.close().finally(releaseDataDir) };
}

/**
 * Runs the migrations not yet applied, without the time limits of requests: a migration may rewrite a large
 * table for longer than any request may take.
 */
export async function migrateToLatest(store: Store): Promise<void> {
  await store.withoutTimeLimits(async (db) => {
    const migrator = new Migrator({ db, provider: migrationProvider(store.dialect) });
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((result) => result.status === 'Error');
    if (error || failed) {
      // The cause is kept: a database that went away meanwhile is waited for (bootstrap.ts), not a failed migration.
      throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
    }
  });
}
