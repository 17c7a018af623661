import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { systemClock } from '../../server/clock.js';
import { loadConfig } from '../../server/config.js';
import { openPostgres } from '../../server/store/connect.js';
import { findFreePort } from '../support/processes.js';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';

describe('GET /api/health', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await expectLedgerBalanced(server);
    await server.close();
  });

  it('answers ok from the database under test, with the server clock in the Date header', async () => {
    const response = await server.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: server.databaseKind });
    expect(response.headers.date).toBe(new Date('2026-11-20T05:30:00.000Z').toUTCString());
  });

  it('answers unknown API paths with 404 in the error shape', async () => {
    const response = await server.request({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('runs the migrations to the latest version', async () => {
    const tables = await server.store.db.introspection.getTables();
    const names = tables.map((table) => table.name);
    expect(names).toEqual(expect.arrayContaining(['users', 'bets', 'ledger_entries', 'game_results']));
  });

  it('sends the security headers: the whole set with the apps\' CSP on pages, the data ones on API answers', async () => {
    const api = await server.request({ method: 'GET', url: '/api/health' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(api.headers['referrer-policy']).toBe('no-referrer');
    expect(api.headers['x-frame-options']).toBeUndefined();

    for (const url of ['/dashboard', '/api/docs']) {
      const page = await server.request({ method: 'GET', url });
      const csp = String(page.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("img-src 'self' data: blob:");
      expect(page.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(page.headers['x-content-type-options'], url).toBe('nosniff');
      expect(page.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });
});

describe('GET /api/health with a database that cannot be reached', () => {
  it('answers 503 DATABASE_UNAVAILABLE with Retry-After, as every request that needs the database does', async () => {
    // Nobody listens on this port: each connection is refused at once.
    const store = openPostgres(`postgres://postgres@127.0.0.1:${await findFreePort()}/none`, 2, { connectTimeoutMs: 1_000, statementTimeoutMs: 1_000 });
    const config = loadConfig({ SEED_DEMO: '0', DIST_DIR: join(tmpdir(), 'matka-no-dist') });
    const app = await buildApp({ config, store, clock: systemClock() });
    try {
      for (const request of [
        { method: 'GET' as const, url: '/api/health' },
        { method: 'POST' as const, url: '/api/auth/login', payload: { mobileNumber: '9876543210', password: 'secret-1' } },
      ]) {
        const response = await app.inject(request);
        expect(response.statusCode, request.url).toBe(503);
        expect(response.json()).toEqual({ message: expect.any(String), code: 'DATABASE_UNAVAILABLE' });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    } finally {
      await app.close();
      await store.close();
    }
  });
});
