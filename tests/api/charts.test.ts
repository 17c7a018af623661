import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, createStarlineGame, declareOk, istAt, setIstTime, type CreatedGame } from './support/markets.js';
import { signInAdmin, signUpPlayer, type SignedIn } from './support/players.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * The charts: GET /api/games/{id}/chart and GET /api/starline/chart — a market's declared days over a
 * period of IST days (by default the 52 weeks, Monday to Sunday, ending with today's week), with an ETag, the
 * period's validation, unknown games and unauthenticated callers. Results are declared through the admin API on
 * past days; the test day is Friday 2026-11-20, 11:00 IST.
 */

interface ChartDay {
  date: string;
  openPana: string | null;
  closePana: string | null;
  jodi: string;
  voided: 'day' | 'open' | 'close' | null;
}

interface GameChart {
  game: { _id: string; gameName: string; openTime: string; closeTime: string };
  days: ChartDay[];
}

interface StarlineChart {
  games: { _id: string; gameName: string; gameNameHindi: string; openTime: string }[];
  days: { date: string; results: { gameId: string; pana: string; digit?: number; voided: boolean }[] }[];
}

interface ErrorBody {
  message: string;
  errors: { msg: string; path?: string; code?: string }[];
}

describe('GET /api/games/{id}/chart', () => {
  let server: TestServer;
  let admin: string;
  let player: SignedIn;
  let market: CreatedGame;

  const chart = (query = '', token: string = player.token, headers: Record<string, string> = {}) =>
    server.request({ method: 'GET', url: `/api/games/${market._id}/chart${query}`, token, headers });
  const days = async (query = '') => {
    const response = await chart(query);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as GameChart).days;
  };
  const declareDay = async (gameDate: string, openPana: string, closePana?: string) => {
    await declareOk(server, admin, { gameId: market._id, session: 'open', pana: openPana, gameDate });
    if (closePana) await declareOk(server, admin, { gameId: market._id, session: 'close', pana: closePana, gameDate });
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAdmin(server);
    player = await signUpPlayer(server);
    market = await createGame(server, admin, { gameName: 'Kalyan Chart', openTime: '10:00', closeTime: '12:00' });
    // The default period of Friday 2026-11-20 starts on Monday 2025-11-24, 51 weeks before 2026-11-16.
    await declareDay('2025-11-23', '100', '224');
    await declareDay('2025-11-24', '550', '670');
    await declareDay('2026-11-16', '128', '359');
    await declareDay('2026-11-18', '137', '245');
    // Today: the open only (10:00 has passed, 12:00 has not).
    await declareDay('2026-11-20', '490');
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers the game and its declared days of the last 52 weeks, oldest first; a half day has the open alone', async () => {
    setIstTime(server, '11:00');
    const response = await chart();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      game: { _id: market._id, gameName: 'Kalyan Chart', openTime: '10:00', closeTime: '12:00' },
      days: [
        { date: '2025-11-24', openPana: '550', closePana: '670', jodi: '03', voided: null },
        { date: '2026-11-16', openPana: '128', closePana: '359', jodi: '17', voided: null },
        { date: '2026-11-18', openPana: '137', closePana: '245', jodi: '11', voided: null },
        { date: '2026-11-20', openPana: '490', closePana: null, jodi: '3*', voided: null },
      ],
    });
  });

  it('counts weeks and days on the IST calendar: the period moves on at IST midnight, not UTC midnight', async () => {
    // Sunday 22 Nov 2026, 23:50 IST (18:20 UTC): still the week that started on 16 Nov.
    server.clock.set(istAt('2026-11-22', '23:50'));
    expect((await days()).map((day) => day.date)[0]).toBe('2025-11-24');
    // Monday 23 Nov 2026, 00:10 IST (still Sunday in UTC): a new week, so 24 Nov 2025's week leaves the period.
    server.clock.set(istAt('2026-11-23', '00:10'));
    expect((await days()).map((day) => day.date)).toEqual(['2026-11-16', '2026-11-18', '2026-11-20']);
    setIstTime(server, '11:00');
  });

  it('answers the days asked for, both ends included, up to 366 days', async () => {
    expect((await days('?from=2026-11-16&to=2026-11-18')).map((day) => day.date)).toEqual(['2026-11-16', '2026-11-18']);
    expect(await days('?from=2026-11-17&to=2026-11-17')).toEqual([]);
    // `to` alone: the 52 weeks ending with its week.
    expect((await days('?to=2025-11-30')).map((day) => day.date)).toEqual(['2025-11-23', '2025-11-24']);
    // `from` alone: up to today.
    expect((await days('?from=2026-11-17')).map((day) => day.date)).toEqual(['2026-11-18', '2026-11-20']);
    // 366 days exactly: 2025-11-23 … 2026-11-23.
    expect(await days('?from=2025-11-23&to=2026-11-23')).toHaveLength(5);
  });

  it('answers 304 to the ETag it gave until a result changes the chart', async () => {
    const first = await chart();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await chart('', player.token, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    // Another period is another body, with its own ETag.
    expect((await chart('?from=2026-11-16&to=2026-11-20', player.token, { 'if-none-match': etag })).statusCode).toBe(200);

    setIstTime(server, '12:30');
    await declareOk(server, admin, { gameId: market._id, session: 'close', pana: '777', gameDate: '2026-11-20' });
    const changed = await chart('', player.token, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((changed.json() as GameChart).days.at(-1)).toEqual({ date: '2026-11-20', openPana: '490', closePana: '777', jodi: '31', voided: null });
    setIstTime(server, '11:00');
  });

  it.each([
    ['?from=2026-02-30', [{ path: 'from', code: 'DATE_INVALID' }]],
    ['?from=20-11-2026&to=yesterday', [{ path: 'from', code: 'DATE_INVALID' }, { path: 'to', code: 'DATE_INVALID' }]],
    ['?to=2026-11-20T00:00:00Z', [{ path: 'to', code: 'DATE_INVALID' }]],
    ['?from=2026-11-20&to=2026-11-19', [{ path: 'from', code: 'PERIOD_REVERSED' }]],
    ['?from=2025-11-23&to=2026-11-24', [{ path: 'to', code: 'PERIOD_TOO_LONG' }]],
    ['?from=2020-01-01', [{ path: 'to', code: 'PERIOD_TOO_LONG' }]],
  ])('refuses %s with 400 and what is wrong', async (query, problems) => {
    const response = await chart(query);
    expect(response.statusCode).toBe(400);
    const body = response.json() as ErrorBody;
    expect(body.errors.map(({ path, code }) => ({ path, code }))).toEqual(problems);
    expect(body.message).toBe(body.errors[0]!.msg);
    expect(body.message).not.toBe('');
  });

  it('says "Game not found" (404) for an unknown game, whatever the id looks like', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1e3']) {
      const response = await server.request({ method: 'GET', url: `/api/games/${id}/chart`, token: player.token });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ message: 'Game not found', code: 'MARKET_NOT_FOUND' });
    }
  });

  it('keeps a deactivated market\'s chart: its results stay', async () => {
    const closed = await createGame(server, admin, { gameName: 'Closed Chart', openTime: '09:00', closeTime: '09:30' });
    await declareOk(server, admin, { gameId: closed._id, session: 'open', pana: '128', gameDate: '2026-11-19' });
    const deactivated = await server.request({ method: 'DELETE', url: `/api/admin/games/${closed._id}`, token: admin });
    expect(deactivated.statusCode).toBe(200);
    const response = await server.request({ method: 'GET', url: `/api/games/${closed._id}/chart`, token: player.token });
    expect((response.json() as GameChart).days).toEqual([{ date: '2026-11-19', openPana: '128', closePana: null, jodi: '1*', voided: null }]);
  });

  it('shows a voided day or session with its weekday: the voided panna null, the jodi **, a kept open', async () => {
    const voidDraw = async (gameId: string, gameDate: string, session: 'open' | 'close' | null) => {
      const response = await server.request({
        method: 'POST',
        url: '/api/admin/results/void',
        token: admin,
        payload: { gameId, gameDate, session, reason: 'Wrong draw' },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const voided = await createGame(server, admin, { gameName: 'Voided Chart', openTime: '10:00', closeTime: '12:00' });
    // Monday: declared, then the whole day voided. Tuesday: the open declared, the close voided. Wednesday: the
    // day voided with nothing declared. Thursday: the open voided, the close declared. Friday: the open declared.
    await declareOk(server, admin, { gameId: voided._id, session: 'open', pana: '128', gameDate: '2026-11-16' });
    await declareOk(server, admin, { gameId: voided._id, session: 'close', pana: '359', gameDate: '2026-11-16' });
    await voidDraw(voided._id, '2026-11-16', null);
    await declareOk(server, admin, { gameId: voided._id, session: 'open', pana: '137', gameDate: '2026-11-17' });
    await voidDraw(voided._id, '2026-11-17', 'close');
    await voidDraw(voided._id, '2026-11-18', null);
    await voidDraw(voided._id, '2026-11-19', 'open');
    await declareOk(server, admin, { gameId: voided._id, session: 'close', pana: '359', gameDate: '2026-11-19' });
    await declareOk(server, admin, { gameId: voided._id, session: 'open', pana: '490', gameDate: '2026-11-20' });

    const response = await server.request({ method: 'GET', url: `/api/games/${voided._id}/chart`, token: player.token });
    expect(response.statusCode, response.body).toBe(200);
    const { days: charted } = response.json() as GameChart;
    expect(charted).toEqual([
      { date: '2026-11-16', openPana: null, closePana: null, jodi: '**', voided: 'day' },
      { date: '2026-11-17', openPana: '137', closePana: null, jodi: '**', voided: 'close' },
      { date: '2026-11-18', openPana: null, closePana: null, jodi: '**', voided: 'day' },
      { date: '2026-11-19', openPana: null, closePana: '359', jodi: '**', voided: 'open' },
      { date: '2026-11-20', openPana: '490', closePana: null, jodi: '3*', voided: null },
    ]);
    // Each day keeps its own weekday: Monday 16 to Friday 20 November 2026.
    const weekdays = charted.map((day) => new Date(`${day.date}T00:00:00Z`).getUTCDay());
    expect(weekdays).toEqual([1, 2, 3, 4, 5]);

    // A period that holds only a voided day answers it.
    const wednesday = await server.request({
      method: 'GET',
      url: `/api/games/${voided._id}/chart?from=2026-11-18&to=2026-11-18`,
      token: player.token,
    });
    expect((wednesday.json() as GameChart).days).toEqual([
      { date: '2026-11-18', openPana: null, closePana: null, jodi: '**', voided: 'day' },
    ]);
    // Another market's chart is untouched by these voids.
    expect((await days()).every((day) => day.voided === null)).toBe(true);
  });

  it('asks for a sign-in (401) without a token, with a bad one, or after sign-out', async () => {
    expect((await chart('', '')).statusCode).toBe(401);
    expect((await chart('', 'not-a-token')).statusCode).toBe(401);
    const leaving = await signUpPlayer(server);
    expect((await chart('', leaving.token)).statusCode).toBe(200);
    const out = await server.request({ method: 'POST', url: '/api/auth/logout', token: leaving.token });
    expect(out.statusCode).toBeLessThan(300);
    expect((await chart('', leaving.token)).statusCode).toBe(401);
  });
});

describe('GET /api/starline/chart', () => {
  let server: TestServer;
  let admin: string;
  let player: SignedIn;
  let morning: { _id: string };
  let noon: { _id: string };
  let evening: { _id: string };
  let idle: { _id: string };

  const chart = (query = '', token: string = player.token, headers: Record<string, string> = {}) =>
    server.request({ method: 'GET', url: `/api/starline/chart${query}`, token, headers });
  const declare = async (game: { _id: string }, pana: string, gameDate: string) => {
    const response = await server.request({
      method: 'POST',
      url: '/api/admin/starline/results',
      token: admin,
      payload: { gameId: game._id, pana, gameDate },
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAdmin(server);
    player = await signUpPlayer(server);
    // Created out of time order: the chart lists them by open time.
    evening = await createStarlineGame(server, admin, { gameName: 'Star 18:00', openTime: '18:00', gameNameHindi: 'स्टार 6' });
    morning = await createStarlineGame(server, admin, { gameName: 'Star 10:00', openTime: '10:00', gameNameHindi: '' });
    noon = await createStarlineGame(server, admin, { gameName: 'Star 12:00', openTime: '12:00', gameNameHindi: '' });
    idle = await createStarlineGame(server, admin, { gameName: 'Star 20:00', openTime: '20:00', gameNameHindi: '' });
    await declare(evening, '359', '2026-11-18');
    await declare(morning, '128', '2026-11-18');
    await declare(noon, '550', '2026-11-19');
    await declare(morning, '777', '2026-11-20');
    await declare(morning, '100', '2025-11-23');
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers the games by open time and each day with results, oldest first, in the games\' order', async () => {
    const response = await chart();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      games: [
        { _id: morning._id, gameName: 'Star 10:00', gameNameHindi: '', openTime: '10:00' },
        { _id: noon._id, gameName: 'Star 12:00', gameNameHindi: '', openTime: '12:00' },
        { _id: evening._id, gameName: 'Star 18:00', gameNameHindi: 'स्टार 6', openTime: '18:00' },
        { _id: idle._id, gameName: 'Star 20:00', gameNameHindi: '', openTime: '20:00' },
      ],
      days: [
        {
          date: '2026-11-18',
          results: [
            { gameId: morning._id, pana: '128', digit: 1, voided: false },
            { gameId: evening._id, pana: '359', digit: 7, voided: false },
          ],
        },
        { date: '2026-11-19', results: [{ gameId: noon._id, pana: '550', digit: 0, voided: false }] },
        { date: '2026-11-20', results: [{ gameId: morning._id, pana: '777', digit: 1, voided: false }] },
      ],
    } satisfies StarlineChart);
    expect(((await chart('?from=2025-11-23&to=2025-11-23')).json() as StarlineChart).days).toEqual([
      { date: '2025-11-23', results: [{ gameId: morning._id, pana: '100', digit: 1, voided: false }] },
    ]);
  });

  it('keeps a deactivated game that has results in the period, and drops one that has none', async () => {
    for (const game of [evening, idle]) {
      const response = await server.request({ method: 'DELETE', url: `/api/admin/starline/games/${game._id}`, token: admin });
      expect(response.statusCode, response.body).toBe(200);
    }
    const { games } = (await chart()).json() as StarlineChart;
    expect(games.map((game) => game.gameName)).toEqual(['Star 10:00', 'Star 12:00', 'Star 18:00']);
    const { games: before } = (await chart('?from=2026-11-19&to=2026-11-20')).json() as StarlineChart;
    expect(before.map((game) => game.gameName)).toEqual(['Star 10:00', 'Star 12:00']);
  });

  it('answers 304 to its ETag until a result is declared', async () => {
    const first = await chart();
    const etag = first.headers.etag as string;
    expect((await chart('', player.token, { 'if-none-match': etag })).statusCode).toBe(304);
    setIstTime(server, '12:30');
    await declare(noon, '245', '2026-11-20');
    const changed = await chart('', player.token, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect((changed.json() as StarlineChart).days.at(-1)!.results.map((result) => result.pana)).toEqual(['777', '245']);
    setIstTime(server, '11:00');
  });

  it('shows a voided game day as *** with `voided` and no digit, in its day and the games\' order', async () => {
    const voidDay = async (game: { _id: string }, gameDate: string) => {
      const response = await server.request({
        method: 'POST',
        url: '/api/admin/starline/results/void',
        token: admin,
        payload: { gameId: game._id, gameDate, reason: 'Machine fault' },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const before = ((await chart()).json() as StarlineChart).days.map((day) => day.date);
    await voidDay(noon, '2026-11-17'); // a day with no result
    await voidDay(morning, '2026-11-19'); // beside noon's result of that day
    const { days } = (await chart()).json() as StarlineChart;
    expect(days.map((day) => day.date)).toEqual([...before, '2026-11-17'].sort());
    expect(days.find((day) => day.date === '2026-11-17')).toEqual({
      date: '2026-11-17',
      results: [{ gameId: noon._id, pana: '***', voided: true }],
    });
    expect(days.find((day) => day.date === '2026-11-19')).toEqual({
      date: '2026-11-19',
      results: [
        { gameId: morning._id, pana: '***', voided: true },
        { gameId: noon._id, pana: '550', digit: 0, voided: false },
      ],
    });
    // Tuesday and Thursday: the days keep their own weekday.
    expect(['2026-11-17', '2026-11-19'].map((date) => new Date(`${date}T00:00:00Z`).getUTCDay())).toEqual([2, 4]);
  });

  it('refuses a bad period with 400, in the Starline error shape', async () => {
    const cases: [string, string, string][] = [
      ['?from=2026-1-1', 'from', 'DATE_INVALID'],
      ['?from=2026-11-20&to=2026-11-01', 'from', 'PERIOD_REVERSED'],
      ['?from=2024-11-20&to=2026-11-20', 'to', 'PERIOD_TOO_LONG'],
    ];
    for (const [query, path, code] of cases) {
      const response = await chart(query);
      expect(response.statusCode, query).toBe(400);
      const body = response.json() as ErrorBody & { success: boolean };
      expect(body.success).toBe(false);
      expect(body.errors.map((error) => ({ path: error.path, code: error.code }))).toEqual([{ path, code }]);
    }
  });

  it('asks for a sign-in (401) without a token or with a bad one', async () => {
    expect((await chart('', '')).statusCode).toBe(401);
    expect((await chart('', 'not-a-token')).statusCode).toBe(401);
  });
});
