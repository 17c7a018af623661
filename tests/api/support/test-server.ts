import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../../server/app.js';
import { settableClock, type SettableClock } from '../../../server/clock.js';
import { loadConfig, type Config } from '../../../server/config.js';
import { checkLedger } from '../../../server/ledger/ledger.js';
import { prepareDatabase } from '../../../server/bootstrap.js';
import { openPostgres, openSqlite, type Store } from '../../../server/store/connect.js';
import { EN_REFUSALS, isRefusalCode, placeholdersOf, refusalText } from '../../../contract/refusals.js';

export type DatabaseUnderTest =
  | { kind: 'sqlite' }
  | { kind: 'postgres'; adminUrl: string; urlPrefix: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    database: DatabaseUnderTest;
  }
}

export const ADMIN = { mobileNumber: '9000000001', password: 'admin-pass-1' };

export interface TestServer {
  app: FastifyInstance;
  store: Store;
  clock: SettableClock;
  config: Config;
  databaseKind: 'sqlite' | 'postgres';
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** A fresh database of the kind under test (its own SQLite file, or a copy of the migrated template). */
async function freshStore(): Promise<{ store: Store; dispose: () => Promise<void> }> {
  const database = inject('database');
  if (database.kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'matka-api-'));
    const store = openSqlite(join(dir, 'test.sqlite'));
    return { store, dispose: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: database.adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${database.template}`);
  await admin.end();
  const store = openPostgres(`${database.urlPrefix}${name}`, 20);
  return { store, dispose: async () => undefined };
}

/**
 * The real application, in-process, on a fresh database, with a clock the test controls.
 * Default time: Friday 2026-11-20 11:00 IST.
 */
export async function startTestServer(
  options: { now?: string; env?: Record<string, string> } = {},
): Promise<TestServer> {
  return startServerOn(await freshStore(), options);
}

/**
 * The real application on a given database, fresh or written by an older version (its start-up migrates it, as
 * server/main.ts does); closing the server closes the store and disposes of the database.
 */
export async function startServerOn(
  database: { store: Store; dispose: () => Promise<void> },
  options: { now?: string; env?: Record<string, string> } = {},
): Promise<TestServer> {
  const { store, dispose } = database;
  const clock = settableClock(options.now ?? '2026-11-20T05:30:00.000Z');
  const config = loadConfig({
    SEED_DEMO: '0',
    ADMIN_MOBILE: ADMIN.mobileNumber,
    ADMIN_PASSWORD: ADMIN.password,
    DIST_DIR: join(tmpdir(), 'matka-no-dist'),
    // Tests move the clock by hours and days with one admin token; the operator session limits have tests of
    // their own (tests/api/two-factor.test.ts), which set these back to '' (the defaults).
    ADMIN_SESSION_IDLE_MINUTES: String(366 * 24 * 60),
    ADMIN_SESSION_MAX_HOURS: String(366 * 24),
    // A key of the tests' own, so that no key file is made in the working directory's data folder.
    AUDIT_KEY: 'the-api-tests-audit-key-of-32-characters',
    ...options.env,
  });
  await prepareDatabase(store, config, clock);
  const app = await buildApp({ config, store, clock });
  await app.ready();
  checkEveryRefusal(app);
  return {
    app,
    store,
    clock,
    config,
    databaseKind: store.dialect,
    request: ({ token, headers, ...rest }) =>
      app.inject({
        ...rest,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }),
    close: async () => {
      await app.close();
      await store.close();
      await dispose();
    },
  };
}

/**
 * Makes every answer of `app.inject` (the tests' requests, and those they send themselves) prove its refusal: a
 * 4xx or 5xx JSON body has a registered code and a message that is that code's template filled with the body's
 * params, and so has each errors[] item. A test that meets any other answer fails with it.
 */
function checkEveryRefusal(app: FastifyInstance): void {
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<LightMyRequestResponse>;
  (app as { inject: unknown }).inject = (options?: InjectOptions | string) => {
    if (options === undefined) return (inject as () => unknown)();
    return inject(options).then((response) => {
      expectRegisteredRefusal(response);
      return response;
    });
  };
}

/** Throws unless a failure's JSON body is a registered refusal, consistent with its params. */
export function expectRegisteredRefusal(response: LightMyRequestResponse): void {
  if (response.statusCode < 400 || response.body === '') return;
  if (!String(response.headers['content-type'] ?? '').includes('application/json')) return;
  const body = response.json() as Record<string, unknown>;
  const where = `${response.statusCode} ${response.body}`;
  expectRefusalItem(body.code, body.message, body.params, where);
  if (body.errors !== undefined) {
    if (!Array.isArray(body.errors)) throw new Error(`errors[] is not a list: ${where}`);
    for (const item of body.errors as Record<string, unknown>[]) expectRefusalItem(item.code, item.msg, item.params, where);
  }
}

function expectRefusalItem(code: unknown, message: unknown, params: unknown, where: string): void {
  if (!isRefusalCode(code)) throw new Error(`A refusal without a registered code (${String(code)}): ${where}`);
  if (params !== undefined) {
    const values = typeof params === 'object' && params !== null ? Object.values(params) : [null];
    if (values.some((value) => typeof value !== 'string' && typeof value !== 'number')) {
      throw new Error(`A refusal's params are not names of texts and numbers: ${where}`);
    }
  }
  const given = (params ?? {}) as Record<string, string | number>;
  const missing = placeholdersOf(EN_REFUSALS[code]).filter((name) => !Object.hasOwn(given, name));
  if (missing.length > 0) throw new Error(`A refusal without its params ${missing.join(', ')}: ${where}`);
  const expected = refusalText(code, given);
  if (message !== expected) {
    throw new Error(`A refusal's message is not its code's template filled with its params (${expected}): ${where}`);
  }
}

/** The money invariant (every balance is the sum of its ledger entries), asserted after every scenario. */
export async function expectLedgerBalanced(server: TestServer): Promise<void> {
  const check = await checkLedger(server.store.db);
  if (!check.ok) {
    throw new Error(`Ledger check failed: ${JSON.stringify(check.mismatches)}`);
  }
}
