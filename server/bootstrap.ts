import type { Clock } from './clock.js';
import type { Config } from './config.js';
import { ensureAdmin } from './services/operators/admin-bootstrap.js';
import { sealAuditChain } from './services/operators/audit.js';
import { loadAuditKey } from './services/operators/audit-key.js';
import { migrateToLatest, type Store } from './store/connect.js';
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
  return store.repositories.startup.oneAtATime(store.withoutTimeLimits, () => prepareUnlocked(store, config, clock));
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

async function prepareUnlocked(store: Store, config: Config, clock: Clock): Promise<{ notes: string[] }> {
  // Before the first entry this start may record (the admin, the demo seed).
  store.repositories.audit.useKey(loadAuditKey(config));
  await migrateToLatest(store);
  await store.repositories.startup.defineFunctions(store.db);
  const notes: string[] = [];
  const auditNote = await sealAuditChain(store, clock);
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
