import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLAYER, seedDemo } from '../../server/seed/demo.js';
import { addDays, parseClockTime } from '../../src/domain/time.js';
import { expectLedgerChain, STANDARD_RATES, TEST_DAY } from './support/markets.js';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';

describe('the demo seed (server/seed/demo.ts)', () => {
  let server: TestServer;
  let lines: string[];
  let token: string;
  let userId: number;

  beforeAll(async () => {
    server = await startTestServer(); // Friday 2026-11-20, 11:00 IST
    lines = await seedDemo(server.store, server.clock);
    const login = await server.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobileNumber: DEMO_PLAYER.mobileNumber, password: DEMO_PLAYER.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const body = login.json() as { token: string; user: { _id: string; balance: number; name: string } };
    token = body.token;
    userId = Number(body.user._id);
    expect(body.user).toMatchObject({ name: 'Demo Player', balance: 5000 });
  }, 120_000);
  afterAll(async () => {
    await server.close();
  });
  afterEach(async () => {
    await expectLedgerBalanced(server);
  });

  it('names the demo logins for the start-up banner', () => {
    expect(lines.join('\n')).toContain('9876543210 / demo1234');
  });

  it('seeds ten markets spread so that some session is open at every minute of the day, and the standard rates', async () => {
    const games = (await server.request({ method: 'GET', url: '/api/games', token })).json() as {
      gameName: string;
      openTime: string;
      closeTime: string;
    }[];
    expect(games).toHaveLength(10);
    expect(new Set(games.map((game) => game.gameName)).size).toBe(10);
    for (let minute = 0; minute < 24 * 60; minute += 1) {
      const open = games.some(
        (game) => minute < parseClockTime(game.openTime)! || minute <= parseClockTime(game.closeTime)!,
      );
      expect(open, `minute ${minute}`).toBe(true);
    }
    expect((await server.request({ method: 'GET', url: '/api/gamerates' })).json()).toEqual(STANDARD_RATES);
  });

  it('declares 30 past days of results for every market', async () => {
    const { results } = (await server.request({ method: 'GET', url: '/api/results-session', token })).json() as {
      results: { gameDate: string; session: string }[];
    };
    const past = results.filter((row) => row.gameDate < TEST_DAY);
    expect(past).toHaveLength(30 * 10 * 2);
    expect(new Set(past.map((row) => row.gameDate)).size).toBe(30);
    expect(past.at(-1)!.gameDate).toBe(addDays(TEST_DAY, -30));
    // Today at 11:00 the two earliest markets are past their times and show results.
    const today = results.filter((row) => row.gameDate === TEST_DAY);
    expect(today.length).toBeGreaterThan(0);
  });

  it('gives the demo player a history placed and settled through the services, on ₹5,000', async () => {
    const { bets } = (await server.request({ method: 'GET', url: '/api/bets/me', token })).json() as {
      bets: { status: string; winAmount: number }[];
    };
    const statuses = new Set(bets.map((row) => row.status));
    expect(statuses).toEqual(new Set(['won', 'lost', 'pending']));
    const ledger = await server.store.db.selectFrom('ledger_entries').select('kind').where('user_id', '=', userId).execute();
    expect(new Set(ledger.map((row) => row.kind))).toEqual(new Set(['adjustment', 'stake', 'win']));
    expect(ledger.filter((row) => row.kind === 'stake')).toHaveLength(bets.length);
    await expectLedgerChain(server, userId);
  });
});

describe('start-up on an empty database with SEED_DEMO=1 and no configured admin', () => {
  it('seeds the demo with a demo admin who can sign in', async () => {
    const server = await startTestServer({ env: { SEED_DEMO: '1', ADMIN_MOBILE: '', ADMIN_PASSWORD: '' } });
    try {
      const login = await server.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { mobileNumber: '9999999999', password: 'admin1234' },
      });
      expect(login.statusCode, login.body).toBe(200);
      expect((login.json() as { user: { role: string } }).user.role).toBe('admin');
      const games = await server.request({ method: 'GET', url: '/api/admin/games', token: (login.json() as { token: string }).token });
      expect((games.json() as { games: unknown[] }).games).toHaveLength(10);
      await expectLedgerBalanced(server);
    } finally {
      await server.close();
    }
  }, 120_000);
});
