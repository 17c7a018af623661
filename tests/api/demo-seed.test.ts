import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../server/bootstrap.js';
import type { Config } from '../../server/config.js';
import { DEMO_PLAYER } from '../../server/seed/demo.js';
import { addDays, parseClockTime } from '../../src/domain/time.js';
import { expectLedgerChain, STANDARD_RATES, TEST_DAY } from './support/markets.js';
import { ADMIN, expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';

const STARLINE_TIMES = ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00', '20:00', '21:00'];

/** Rows of every table the demo fills, to show that a second start adds nothing. */
async function demoCounts(server: TestServer): Promise<Record<string, number>> {
  const tables = [
    'users',
    'games',
    'game_results',
    'bets',
    'ledger_entries',
    'starline_games',
    'starline_results',
    'starline_bets',
    'banners',
  ] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await server.store.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.count);
  }
  return counts;
}

/** The configuration of a start with SEED_DEMO=1 and ADMIN_MOBILE/ADMIN_PASSWORD, on the test server's DATA_DIR. */
function startConfig(server: TestServer): Config {
  return { ...server.config, seedDemo: true, adminMobile: ADMIN.mobileNumber, adminPassword: ADMIN.password };
}

describe('the demo seed (server/seed/demo.ts), as the server seeds it at start', () => {
  let server: TestServer;
  let dataDir: string;
  let lines: string[];
  let token: string;
  let userId: number;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'matka-demo-'));
    // An empty database (Friday 2026-11-20, 11:00 IST), then the server's own start-up step on it with
    // SEED_DEMO=1 and a configured admin, as server/main.ts runs it.
    server = await startTestServer({ env: { DATA_DIR: dataDir, ADMIN_MOBILE: '', ADMIN_PASSWORD: '' } });
    lines = (await prepareDatabase(server.store, startConfig(server), server.clock)).notes;
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
    rmSync(dataDir, { recursive: true, force: true });
  });
  afterEach(async () => {
    await expectLedgerBalanced(server);
  });

  it('names the demo logins and the Starline content for the start-up banner', () => {
    expect(lines.join('\n')).toContain(`Admin:        ${ADMIN.mobileNumber}`);
    expect(lines.join('\n')).toContain('9876543210 / demo1234');
    expect(lines.join('\n')).toMatch(/Starline: +12 games, 85 results; 2 banners/);
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

  it('gives every market a year of results: 335 days imported as history, then 30 days declared', async () => {
    const { results } = (await server.request({ method: 'GET', url: '/api/results-session', token })).json() as {
      results: { gameId: string; gameDate: string; session: string }[];
    };
    const past = results.filter((row) => row.gameDate < TEST_DAY);
    expect(past).toHaveLength(365 * 10 * 2);
    expect(new Set(past.map((row) => row.gameDate)).size).toBe(365);
    expect(past.at(-1)!.gameDate).toBe(addDays(TEST_DAY, -365));
    const imported = await server.store.db
      .selectFrom('game_results')
      .select(['game_date', 'declaration_id'])
      .where('declaration_id', 'like', 'import:%')
      .execute();
    expect(imported).toHaveLength(335 * 10 * 2);
    expect(imported.every((row) => row.game_date < addDays(TEST_DAY, -30))).toBe(true);
    const audit = await server.store.db.selectFrom('audit_log').select('after').where('action', '=', 'game.history_import').execute();
    expect(audit).toHaveLength(10);
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({ imported: 335, unchanged: 0, conflicts: 0, to: addDays(TEST_DAY, -31) });
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

  it('seeds twelve hourly Starline games 10:00–21:00 with a week of results', async () => {
    const games = await server.request({ method: 'GET', url: '/api/starline/games', token });
    expect(games.statusCode, games.body).toBe(200);
    const list = (games.json() as { data: { games: { _id: string; openTime: string; isActive: boolean; currentStatus: string }[] } }).data
      .games;
    expect(list.map((game) => game.openTime)).toEqual(STARLINE_TIMES);
    expect(list.every((game) => game.isActive)).toBe(true);
    // 11:00 IST: the 10:00 game has today's result; the others, 11:00 included, still take bets.
    expect(list.map((game) => game.currentStatus)).toEqual(['result_declared', ...Array(11).fill('open')]);

    const answer = await server.request({ method: 'GET', url: '/api/starline/results', token });
    expect(answer.statusCode, answer.body).toBe(200);
    const { results } = (answer.json() as { data: { results: { gameDate: string; winningNumber: string }[] } }).data;
    const past = results.filter((row) => row.gameDate < TEST_DAY);
    expect(past).toHaveLength(7 * 12);
    expect([...new Set(past.map((row) => row.gameDate))].sort()).toEqual([7, 6, 5, 4, 3, 2, 1].map((back) => addDays(TEST_DAY, -back)));
    expect(results.filter((row) => row.gameDate === TEST_DAY)).toHaveLength(1);
    expect(results.every((row) => /^\d{3}$/.test(row.winningNumber))).toBe(true);
  });

  it('seeds two banners whose images the server serves from its DATA_DIR', async () => {
    const banners = await server.request({ method: 'GET', url: '/api/banner-settings/public' });
    expect(banners.statusCode, banners.body).toBe(200);
    const list = banners.json() as { imagePath: string; title: string }[];
    expect(list).toHaveLength(2);
    for (const banner of list) {
      expect(banner.title).not.toBe('');
      const image = await server.request({ method: 'GET', url: `/api/banner-settings${banner.imagePath}` });
      expect(image.statusCode, banner.imagePath).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\//);
      expect(image.rawPayload.length).toBeGreaterThan(0);
    }
    expect(readdirSync(join(dataDir, 'uploads'))).toHaveLength(2);
  });

  it('seeds the settings, the contact details and How To Play', async () => {
    const settings = await server.request({ method: 'GET', url: '/api/main-settings/public' });
    expect(settings.statusCode, settings.body).toBe(200);
    expect(settings.json()).toMatchObject({ upiId: expect.stringContaining('@'), whatsappNumber: expect.stringMatching(/^\d{10}$/) });
    const contact = await server.request({ method: 'GET', url: '/api/contact-settings' });
    expect(contact.statusCode, contact.body).toBe(200);
    expect(contact.json()).toMatchObject({ mobileNumber: expect.stringMatching(/^\d{10}$/), email: expect.stringContaining('@') });
    const howToPlay = await server.request({ method: 'GET', url: '/api/how-to-play' });
    expect(howToPlay.statusCode, howToPlay.body).toBe(200);
    expect((howToPlay.json() as { content: string }).content).toContain('# How To Play');
  });

  it('seeds nothing on a second start', async () => {
    const before = await demoCounts(server);
    expect(before).toMatchObject({ games: 10, starline_games: 12, starline_results: 7 * 12 + 1, banners: 2 });
    const again = await prepareDatabase(server.store, startConfig(server), server.clock);
    expect(again.notes.join('\n')).not.toContain(DEMO_PLAYER.mobileNumber);
    expect(again.notes.join('\n')).not.toContain('Starline');
    expect(await demoCounts(server)).toEqual(before);
    expect(readdirSync(join(dataDir, 'uploads'))).toHaveLength(2);
    const banners = await server.request({ method: 'GET', url: '/api/banner-settings/public' });
    expect(banners.json()).toHaveLength(2);
  });
});

describe('start-up on an empty database with SEED_DEMO=1 and no configured admin', () => {
  it('seeds the whole demo with a demo admin who can sign in', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'matka-demo-'));
    const server = await startTestServer({ env: { SEED_DEMO: '1', ADMIN_MOBILE: '', ADMIN_PASSWORD: '', DATA_DIR: dataDir } });
    try {
      const login = await server.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { mobileNumber: '9999999999', password: 'admin1234' },
      });
      expect(login.statusCode, login.body).toBe(200);
      expect((login.json() as { user: { role: string } }).user.role).toBe('admin');
      const adminToken = (login.json() as { token: string }).token;
      const games = await server.request({ method: 'GET', url: '/api/admin/games', token: adminToken });
      expect((games.json() as { games: unknown[] }).games).toHaveLength(10);
      const starline = await server.request({ method: 'GET', url: '/api/admin/starline/games', token: adminToken });
      expect((starline.json() as { games: { openTime: string }[] }).games.map((game) => game.openTime)).toEqual(STARLINE_TIMES);
      const banners = await server.request({ method: 'GET', url: '/api/admin/banners', token: adminToken });
      expect((banners.json() as { banners: unknown[] }).banners).toHaveLength(2);
      await expectLedgerBalanced(server);
    } finally {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
