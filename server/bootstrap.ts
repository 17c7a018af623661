import { sql } from 'kysely';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import { ensureAdmin } from './services/operators/admin-bootstrap.js';
import { sealAuditChain, useAuditKey } from './services/operators/audit.js';
import { loadAuditKey } from './services/operators/audit-key.js';
import { migrateToLatest, type Store } from './store/connect.js';
import { isDatabaseEmpty, seedDemo } from './seed/demo.js';

/** Brings the database to the current schema, ensures the configured admin and seeds an empty one. */
export async function prepareDatabase(
  store: Store,
  config: Config,
  clock: Clock,
): Promise<{ notes: string[] }> {
  return withStartupLock(store, () => prepareUnlocked(store, config, clock));
}

/** Any constant: the key of the PostgreSQL advisory lock that instances starting together take in turn. */
const STARTUP_LOCK = 7_240_312;

/**
 * Instances of a scaled-out deployment may start at the same moment on one PostgreSQL. Each would find the
 * configured admin missing, or the database empty, and both would create it; so they prepare one at a time.
 * The lock is held on a connection of its own while the work uses the rest of the pool.
 */
async function withStartupLock<T>(store: Store, work: () => Promise<T>): Promise<T> {
  if (store.dialect !== 'postgres') return work();
  return store.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection);
    }
  });
}

async function prepareUnlocked(store: Store, config: Config, clock: Clock): Promise<{ notes: string[] }> {
  // Before the first entry this start may record (the admin, the demo seed).
  useAuditKey(store.db, loadAuditKey(config));
  await migrateToLatest(store);
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
