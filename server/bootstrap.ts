import { sql } from 'kysely';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import { ensureAdmin } from './services/operators/admin-bootstrap.js';
import { sealAuditChain, useAuditKey } from './services/operators/audit.js';
import { loadAuditKey } from './services/operators/audit-key.js';
import { migrateToLatest, type Store } from './store/connect.js';
import { applyDatabaseFunctions } from './store/database-functions.js';
import { databaseFault } from './store/database-faults.js';
import { isDatabaseEmpty, seedDemo } from './seed/demo.js';

/**
 * Brings the database to the current schema and its functions to this code's (database-functions.ts), ensures the
 * configured admin and seeds an empty one.
 */
export async function prepareDatabase(
  store: Store,
  config: Config,
  clock: Clock,
): Promise<{ notes: string[] }> {
  return withStartupLock(store, () => prepareUnlocked(store, config, clock));
}

/** The waits between attempts to reach a database that is not up yet, in ms; the last one repeats. */
const REACH_RETRY_MS = [500, 1_000, 2_000, 5_000];

/**
 * prepareDatabase, waiting for a database that cannot be reached yet (PostgreSQL starting, restarting or failing
 * over) rather than exiting: each failed attempt is one log line, and the next comes after a growing wait.
 */
export async function prepareWhenReachable(
  store: Store,
  config: Config,
  clock: Clock,
  warn: (details: object, line: string) => void,
): Promise<{ notes: string[] }> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await prepareDatabase(store, config, clock);
    } catch (error) {
      if (databaseFault(error) !== 'DATABASE_UNAVAILABLE') throw error;
      const waitMs = REACH_RETRY_MS[Math.min(attempt, REACH_RETRY_MS.length - 1)]!;
      warn({ err: error, attempt: attempt + 1 }, `waiting for the database: not reachable (${error instanceof Error ? error.message : String(error)}), trying again in ${waitMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }
}

/** Any constant: the key of the PostgreSQL advisory lock that instances starting together take in turn. */
const STARTUP_LOCK = 7_240_312;

/**
 * Instances of a scaled-out deployment may start at the same moment on one PostgreSQL. Each would find the
 * configured admin missing, or the database empty, and both would create it; so they prepare one at a time.
 * The lock is held on a connection of its own, outside the pool that the work uses.
 */
async function withStartupLock<T>(store: Store, work: () => Promise<T>): Promise<T> {
  if (store.dialect !== 'postgres') return work();
  // Without the time limits of requests: the instance before this one may take a while.
  return store.withoutTimeLimits((db) =>
    db.connection().execute(async (connection) => {
      await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(connection);
      try {
        return await work();
      } finally {
        await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection);
      }
    }),
  );
}

async function prepareUnlocked(store: Store, config: Config, clock: Clock): Promise<{ notes: string[] }> {
  // Before the first entry this start may record (the admin, the demo seed).
  useAuditKey(store.db, loadAuditKey(config));
  await migrateToLatest(store);
  // SQLite has no stored functions: its side of each is TypeScript.
  if (store.dialect === 'postgres') await applyDatabaseFunctions(store.db);
  const notes: string[] = [];
  const auditNote = await sealAuditChain(store.db, clock);
  if (auditNote) notes.push(auditNote);
  const empty = await isDatabaseEmpty(store.db);
  if (config.adminMobile && config.adminPassword) {
    await ensureAdmin(store.db, clock, config.adminMobile, config.adminPassword);
    notes.push(`Admin:        ${config.adminMobile} (from ADMIN_MOBILE)`);
  }
  if (empty && config.seedDemo) {
    notes.push(...(await seedDemo(store, clock, { dataDir: config.dataDir })));
  }
  return { notes };
}
