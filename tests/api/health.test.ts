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
});
