import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../../server/app.js';
import { prepareDatabase } from '../../../server/bootstrap.js';
import { settableClock } from '../../../server/clock.js';
import { loadConfig } from '../../../server/config.js';
import { openPostgres, openSqlite, type Store } from '../../../server/store/connect.js';
import { migrationProvider } from '../../../server/store/migrations/index.js';
import { ADMIN, type TestServer } from './test-server.js';

/** A fresh database of the kind under test, migrated up to `migration` only (to write data as older code did). */
export async function storeMigratedTo(migration: string): Promise<{ store: Store; dispose: () => Promise<void> }> {
  const database = inject('database');
  let opened: { store: Store; dispose: () => Promise<void> };
  if (database.kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'matka-migration-'));
    opened = { store: openSqlite(join(dir, 'test.sqlite')), dispose: async () => rmSync(dir, { recursive: true, force: true }) };
  } else {
    const name = `migration_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: database.adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    opened = { store: openPostgres(`${database.urlPrefix}${name}`, 5), dispose: async () => undefined };
  }
  const migrator = new Migrator({ db: opened.store.db, provider: migrationProvider(opened.store.dialect) });
  const { error } = await migrator.migrateTo(migration);
  if (error) throw error;
  return opened;
}

/** The application on an existing database: its start-up migrates it, as server/main.ts does. */
export async function startServerOn(store: Store, now: string): Promise<TestServer> {
  const clock = settableClock(now);
  const config = loadConfig({
    SEED_DEMO: '0',
    ADMIN_MOBILE: ADMIN.mobileNumber,
    ADMIN_PASSWORD: ADMIN.password,
    DIST_DIR: join(tmpdir(), 'matka-no-dist'),
    ADMIN_SESSION_IDLE_MINUTES: String(366 * 24 * 60),
    ADMIN_SESSION_MAX_HOURS: String(366 * 24),
  });
  await prepareDatabase(store, config, clock);
  const app = await buildApp({ config, store, clock });
  await app.ready();
  return {
    app,
    store,
    clock,
    config,
    databaseKind: store.dialect,
    request: ({ token, headers, ...rest }) =>
      app.inject({ ...rest, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } }),
    close: async () => {
      await app.close();
    },
  };
}
