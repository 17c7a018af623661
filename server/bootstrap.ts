import type { Clock } from './clock.js';
import type { Config } from './config.js';
import { ensureAdmin } from './services/admin-bootstrap.js';
import { migrateToLatest, type Store } from './store/connect.js';
import { isDatabaseEmpty, seedDemo } from './seed/demo.js';

/** Brings the database to the current schema, ensures the configured admin and seeds an empty one. */
export async function prepareDatabase(
  store: Store,
  config: Config,
  clock: Clock,
): Promise<{ notes: string[] }> {
  await migrateToLatest(store);
  const notes: string[] = [];
  const empty = await isDatabaseEmpty(store.db);
  if (config.adminMobile && config.adminPassword) {
    await ensureAdmin(store.db, clock, config.adminMobile, config.adminPassword);
    notes.push(`Admin:        ${config.adminMobile} (from ADMIN_MOBILE)`);
  }
  if (empty && config.seedDemo) {
    notes.push(...(await seedDemo(store, clock)));
  }
  return { notes };
}
