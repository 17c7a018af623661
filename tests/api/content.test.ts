import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../server/seed/demo-content.js';
import { fundSettings } from '../../server/services/content/settings.js';
import { balanceOf, creditPlayer, signInAdmin, signUpPlayer, type SignedIn } from './support/players.js';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';

const BAD_TOKENS: Record<string, string>[] = [{}, { authorization: 'Bearer null' }, { authorization: 'Bearer not-a-token' }];

describe('Settings and content', () => {
  let server: TestServer;
  let adminToken: string;
  let player: SignedIn;

  beforeAll(async () => {
    server = await startTestServer();
    adminToken = await signInAdmin(server);
    player = await signUpPlayer(server);
  });
  afterEach(async () => {
    await expectLedgerBalanced(server);
  });
  afterAll(async () => {
    await server.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => server.request({ method: 'GET', url, headers });
  const put = (url: string, payload: Record<string, unknown>, token: string | null = adminToken) =>
    server.request({ method: 'PUT', url, payload, token: token ?? undefined });

  it('answers with the default settings before anything was saved, to anyone', async () => {
    for (const headers of BAD_TOKENS) {
      const main = await get('/api/main-settings/public', headers);
      expect(main.statusCode).toBe(200);
      expect(main.json()).toEqual({
        appLink: '',
        whatsappNumber: '',
        upiId: '',
        upiName: '',
        minimumDeposit: 1,
        minimumWithdraw: 1000,
        withdrawalOpenTime: '6:00 AM',
        withdrawalCloseTime: '9:10 AM',
        withdrawalWindow: { enforced: false, days: [1, 2, 3, 4, 5, 6] },
        maintenance: { betting: false, deposits: false, message: '' },
      });
      expect((await get('/api/user/admin-whatsapp', headers)).json()).toEqual({ whatsappNumber: '' });
      expect((await get('/api/contact-settings', headers)).json()).toEqual({ mobileNumber: '', email: '', whatsappNumber: '' });
      expect((await get('/api/how-to-play', headers)).json()).toEqual({ content: '' });
    }
  });

  it('saves the main settings, normalises the window times and keeps fields left out', async () => {
    const before = await get('/api/main-settings/public');
    const etag = before.headers.etag as string;
    expect((await get('/api/main-settings/public', { 'if-none-match': etag })).statusCode).toBe(304);

    const saved = await put('/api/admin/main-settings', {
      appLink: 'https://play.example.com/app',
      whatsappNumber: '9812345678',
      upiId: 'matka@okbank',
      upiName: '  Matka Play Services ',
      minimumDeposit: 100,
      minimumWithdraw: 500,
      withdrawalOpenTime: '07:30 am',
      withdrawalCloseTime: '9:45 PM',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      appLink: 'https://play.example.com/app',
      whatsappNumber: '9812345678',
      upiId: 'matka@okbank',
      upiName: 'Matka Play Services',
      minimumDeposit: 100,
      minimumWithdraw: 500,
      withdrawalOpenTime: '7:30 AM',
      withdrawalCloseTime: '9:45 PM',
    };
    expect(saved.json()).toEqual({ message: 'Settings saved', settings: expected });
    const after = await get('/api/main-settings/public', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    const withdrawalWindow = { enforced: false, days: [1, 2, 3, 4, 5, 6] };
    const maintenance = { betting: false, deposits: false, message: '' };
    expect(after.json()).toEqual({ ...expected, withdrawalWindow, maintenance });
    expect((await get('/api/user/admin-whatsapp')).json()).toEqual({ whatsappNumber: '9812345678' });
    // The money rules read the same document.
    expect(await fundSettings(server.store.db)).toEqual({
      minimumDeposit: 100,
      minimumWithdraw: 500,
      withdrawalOpenTime: '7:30 AM',
      withdrawalCloseTime: '9:45 PM',
    });

    const partial = await put('/api/admin/main-settings', { minimumDeposit: 50 });
    expect(partial.statusCode).toBe(200);
    expect((await get('/api/main-settings/public')).json()).toEqual({
      ...expected,
      minimumDeposit: 50,
      withdrawalWindow,
      maintenance,
    });
  });

  it('refuses unusable main settings with one error per field and changes nothing', async () => {
    const before = (await get('/api/main-settings/public')).json() as object;
    const response = await put('/api/admin/main-settings', {
      appLink: 'not a link',
      whatsappNumber: '98765',
      upiId: 'no-at-sign',
      upiName: 'N'.repeat(51),
      minimumDeposit: 0,
      minimumWithdraw: 10.5,
      withdrawalOpenTime: '25:00',
      withdrawalCloseTime: 7,
    });
    expect(response.statusCode).toBe(400);
    const paths = (response.json() as { errors: { path: string }[] }).errors.map((error) => error.path).sort();
    expect(paths).toEqual(
      ['appLink', 'minimumDeposit', 'minimumWithdraw', 'upiId', 'upiName', 'whatsappNumber', 'withdrawalCloseTime', 'withdrawalOpenTime'].sort(),
    );
    expect((await get('/api/main-settings/public')).json()).toEqual(before);
  });

  it('saves contact details; admin WhatsApp falls back to them', async () => {
    const saved = await put('/api/admin/contact-settings', {
      mobileNumber: '9000012345',
      email: 'help@example.com',
      whatsappNumber: '9000054321',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get('/api/contact-settings')).json()).toEqual({
      mobileNumber: '9000012345',
      email: 'help@example.com',
      whatsappNumber: '9000054321',
    });
    await put('/api/admin/main-settings', { whatsappNumber: '' });
    expect((await get('/api/user/admin-whatsapp')).json()).toEqual({ whatsappNumber: '9000054321' });

    const invalid = await put('/api/admin/contact-settings', { email: 'nope', mobileNumber: '12' });
    expect(invalid.statusCode).toBe(400);
    expect((invalid.json() as { errors: unknown[] }).errors).toHaveLength(2);
    const cleared = await put('/api/admin/contact-settings', { email: '' });
    expect(cleared.statusCode).toBe(200);
    expect((await get('/api/contact-settings')).json()).toMatchObject({ email: '', mobileNumber: '9000012345' });
  });

  it('stores How To Play verbatim', async () => {
    const content = '  # How To Play\n\n## Starline\n- **Bold** and *italic*\n- <script>alert(1)</script> stays text\n\n';
    const saved = await put('/api/admin/how-to-play', { content });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get('/api/how-to-play')).json()).toEqual({ content });
    expect((await put('/api/admin/how-to-play', { content: 42 })).statusCode).toBe(400);
    expect((await put('/api/admin/how-to-play', {})).statusCode).toBe(400);
    expect((await put('/api/admin/how-to-play', { content: 'x'.repeat(50_001) })).statusCode).toBe(400);
    expect((await get('/api/how-to-play')).json()).toEqual({ content });
  });

  it('keeps the writes for admins', async () => {
    for (const url of ['/api/admin/main-settings', '/api/admin/contact-settings', '/api/admin/how-to-play']) {
      const anonymous = await put(url, {}, null);
      expect(anonymous.statusCode, url).toBe(401);
      const asPlayer = await put(url, { content: 'hacked', whatsappNumber: '9999999999' }, player.token);
      expect(asPlayer.statusCode, url).toBe(403);
      expect(asPlayer.json()).toEqual({ message: 'Admin access required', code: 'ADMIN_REQUIRED' });
    }
    expect(((await get('/api/how-to-play')).json() as { content: string }).content).not.toBe('hacked');
  });
});

describe('Demo content seed', () => {
  let server: TestServer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'matka-seed-'));
    // 15:20 IST: six of today's games are past their open time.
    server = await startTestServer({ now: '2026-11-20T09:50:00.000Z', env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await expectLedgerBalanced(server);
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds Starline games with a week of results, banners, settings and content, once', async () => {
    const player = await signUpPlayer(server);
    await creditPlayer(server, player.userId, 5000);
    const notes = await seedDemoContent(server.store, server.clock, { dataDir, starlinePlayerId: player.userId });
    expect(notes).toHaveLength(1);

    const games = await server.request({ method: 'GET', url: '/api/starline/games', token: player.token });
    const list = (games.json() as { data: { games: { _id: string; openTime: string; gameNameHindi: string; currentStatus: string }[] } }).data.games;
    expect(list.map((game) => game.openTime)).toEqual(
      ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00', '20:00', '21:00'],
    );
    expect(list.every((game) => /[\u0900-\u097F]/.test(game.gameNameHindi))).toBe(true);
    expect(list.map((game) => game.currentStatus)).toEqual([...Array(6).fill('result_declared'), ...Array(6).fill('open')]);
    const results = await server.request({ method: 'GET', url: `/api/starline/results?gameId=${list[0]!._id}`, token: player.token });
    expect((results.json() as { data: { results: unknown[] } }).data.results).toHaveLength(8);

    const bets = await server.request({ method: 'GET', url: '/api/starline/bets', token: player.token });
    const history = (bets.json() as { data: { summary: { totalBets: number; netProfitLoss: number } } }).data.summary;
    expect(history.totalBets).toBeGreaterThan(0);
    expect(await balanceOf(server, player.token)).toBe(5000 + history.netProfitLoss);

    const banners = await server.request({ method: 'GET', url: '/api/banner-settings/public' });
    const bannerList = banners.json() as { imagePath: string }[];
    expect(bannerList).toHaveLength(2);
    for (const banner of bannerList) {
      const image = await server.request({ method: 'GET', url: `/api/banner-settings${banner.imagePath}` });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
    }
    expect(readdirSync(join(dataDir, 'uploads'))).toHaveLength(2);

    expect((await server.request({ method: 'GET', url: '/api/main-settings/public' })).json()).toMatchObject({
      upiId: expect.stringContaining('@'),
      minimumDeposit: 1,
      minimumWithdraw: 1000,
    });
    expect((await server.request({ method: 'GET', url: '/api/contact-settings' })).json()).toMatchObject({ mobileNumber: expect.stringMatching(/^\d{10}$/) });
    expect(((await server.request({ method: 'GET', url: '/api/how-to-play' })).json() as { content: string }).content).toContain('# How To Play');

    expect(await seedDemoContent(server.store, server.clock, { dataDir })).toEqual([]);
    expect(readdirSync(join(dataDir, 'uploads'))).toHaveLength(2);
  });
});
