import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect(response.json()).toEqual({ message: 'Not found' });
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
