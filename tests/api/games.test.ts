import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Game as GameRecord } from '../../contract/markets.js';
import { signInAdmin, signUpPlayer, type SignedIn } from './support/players.js';
import { createGame, declareOk, revert, setIstTime, setRates, STANDARD_RATES } from './support/markets.js';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';

describe('GET /api/games, /api/gamerates, /api/results-session', () => {
  let server: TestServer;
  let admin: string;
  let player: SignedIn;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAdmin(server);
    player = await signUpPlayer(server);
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => {
    setIstTime(server, '11:00');
  });
  afterEach(async () => {
    await expectLedgerBalanced(server);
  });

  const listGames = (headers: Record<string, string> = {}) =>
    server.request({ method: 'GET', url: '/api/games', token: player.token, headers });

  it('answers 404 {message} for rates before any are set, then the seven rates; public, ignoring any token', async () => {
    const none = await server.request({ method: 'GET', url: '/api/gamerates' });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: 'No game rates set.', code: 'NO_GAME_RATES' });

    const refused = await server.request({ method: 'PUT', url: '/api/admin/gamerates', token: admin, payload: { singleDigit: { min: 10, max: 95 } } });
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as { errors: unknown[] }).errors).toHaveLength(6);
    const zero = await server.request({
      method: 'PUT', url: '/api/admin/gamerates', token: admin, payload: { ...STANDARD_RATES, jodiDigit: { min: 0, max: 950 } },
    });
    expect(zero.statusCode).toBe(400);
    expect((zero.json() as { errors: { path: string }[] }).errors.map((item) => item.path)).toEqual(['jodiDigit']);
    const inverted = await server.request({
      method: 'PUT', url: '/api/admin/gamerates', token: admin, payload: { ...STANDARD_RATES, fullSangam: { min: 100, max: 50 } },
    });
    expect(inverted.statusCode).toBe(400);
    expect((inverted.json() as { message: string }).message).toBe('fullSangam max must be at least its min');

    const saved = await server.request({ method: 'PUT', url: '/api/admin/gamerates', token: admin, payload: STANDARD_RATES });
    expect(saved.statusCode).toBe(200);
    for (const authorization of [undefined, 'Bearer null', 'Bearer not-a-token']) {
      const response = await server.request({
        method: 'GET',
        url: '/api/gamerates',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, authorization).toBe(200);
      expect(response.json()).toEqual(STANDARD_RATES);
    }
    await setRates(server, admin);
  });

  it('lists active games as a top-level array sorted by openTime, with today\'s IST result string', async () => {
    const late = await createGame(server, admin, { gameName: 'Late', openTime: '21:00', closeTime: '22:00' });
    const early = await createGame(server, admin, { gameName: 'Early', openTime: '09:00', closeTime: '10:00' });
    const hidden = await createGame(server, admin, { gameName: 'Hidden', openTime: '10:00', closeTime: '11:00', isActive: false });
    const noon = await createGame(server, admin, { gameName: 'Noon', openTime: '12:00', closeTime: '13:00' });

    const response = await listGames();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const games = response.json() as GameRecord[];
    expect(Array.isArray(games)).toBe(true);
    const ours = games.filter((row) => [late._id, early._id, hidden._id, noon._id].includes(row._id));
    expect(ours.map((row) => row.gameName)).toEqual(['Early', 'Noon', 'Late']);
    expect(ours[0]).toEqual({
      _id: early._id,
      gameName: 'Early',
      openTime: '09:00',
      closeTime: '10:00',
      result: '***-**-***',
      runsToday: true,
      closedReason: null,
      voided: null,
    });
    const openTimes = games.map((row) => row.openTime);
    expect(openTimes).toEqual([...openTimes].sort());

    setIstTime(server, '13:05');
    await declareOk(server, admin, { gameId: early._id, session: 'open', pana: '128' });
    await declareOk(server, admin, { gameId: noon._id, session: 'open', pana: '550' });
    await declareOk(server, admin, { gameId: noon._id, session: 'close', pana: '359' });
    const after = (await listGames()).json() as GameRecord[];
    expect(after.find((row) => row._id === early._id)!.result).toBe('128-1*-***');
    expect(after.find((row) => row._id === noon._id)!.result).toBe('550-07-359');
    expect(after.find((row) => row._id === late._id)!.result).toBe('***-**-***');

    // A new IST day starts with no results (yesterday's stay in the history).
    setIstTime(server, '00:00', '2026-11-21');
    const tomorrow = (await listGames()).json() as GameRecord[];
    expect(tomorrow.find((row) => row._id === noon._id)!.result).toBe('***-**-***');
    setIstTime(server, '23:59');
    expect(((await listGames()).json() as GameRecord[]).find((row) => row._id === noon._id)!.result).toBe('550-07-359');
  });

  it('sends an ETag and answers If-None-Match with 304 until a game or result changes', async () => {
    const game = await createGame(server, admin, { openTime: '15:00', closeTime: '16:00' });
    const first = await listGames();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const cached = await listGames({ 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    expect(cached.headers.etag).toBe(etag);
    expect(cached.headers['cache-control']).toBe('private, no-cache');
    expect(cached.headers.date).toBeDefined();
    // The 304 carries the caching fields alone; the answer the client holds brought the security headers.
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(cached.headers['x-content-type-options']).toBeUndefined();
    expect(cached.headers['content-security-policy']).toBeUndefined();
    expect((await listGames({ 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await listGames({ 'if-none-match': '"stale"' })).statusCode).toBe(200);

    setIstTime(server, '15:00');
    await declareOk(server, admin, { gameId: game._id, session: 'open', pana: '128' });
    const afterResult = await listGames({ 'if-none-match': etag });
    expect(afterResult.statusCode).toBe(200);
    const etag2 = afterResult.headers.etag as string;
    expect(etag2).not.toBe(etag);

    expect((await revert(server, admin, { gameId: game._id, session: 'open' })).statusCode).toBe(200);
    const afterRevert = await listGames({ 'if-none-match': etag2 });
    expect(afterRevert.statusCode).toBe(200);
    expect(afterRevert.headers.etag).toBe(etag);

    await server.request({ method: 'PUT', url: `/api/admin/games/${game._id}`, token: admin, payload: { gameName: 'Renamed' } });
    const afterEdit = await listGames({ 'if-none-match': etag });
    expect(afterEdit.statusCode).toBe(200);
    expect((afterEdit.json() as GameRecord[]).some((row) => row.gameName === 'Renamed')).toBe(true);

    await server.request({ method: 'DELETE', url: `/api/admin/games/${game._id}`, token: admin });
    const afterDelete = (await listGames()).json() as GameRecord[];
    expect(afterDelete.some((row) => row._id === game._id)).toBe(false);
  });

  it('needs a signed-in user', async () => {
    expect((await server.request({ method: 'GET', url: '/api/games' })).statusCode).toBe(401);
    expect((await server.request({ method: 'GET', url: '/api/games', headers: { authorization: 'Bearer null' } })).statusCode).toBe(401);
    expect((await server.request({ method: 'GET', url: '/api/results-session' })).statusCode).toBe(401);
  });

  it('lists declared session results newest first, optionally of one game', async () => {
    const one = await createGame(server, admin, { openTime: '16:00', closeTime: '17:00' });
    const two = await createGame(server, admin, { openTime: '16:30', closeTime: '17:30' });
    setIstTime(server, '18:00', '2026-11-18');
    await declareOk(server, admin, { gameId: one._id, session: 'open', pana: '128' });
    await declareOk(server, admin, { gameId: one._id, session: 'close', pana: '359' });
    setIstTime(server, '18:00', '2026-11-19');
    await declareOk(server, admin, { gameId: one._id, session: 'open', pana: '000' });
    await declareOk(server, admin, { gameId: two._id, session: 'open', pana: '112' });
    setIstTime(server, '11:00');

    const forOne = await server.request({ method: 'GET', url: `/api/results-session?gameId=${one._id}`, token: player.token });
    expect(forOne.statusCode).toBe(200);
    expect(forOne.json()).toEqual({
      results: [
        { gameId: one._id, gameDate: '2026-11-19', session: 'open', pana: '000', digit: 0 },
        { gameId: one._id, gameDate: '2026-11-18', session: 'close', pana: '359', digit: 7 },
        { gameId: one._id, gameDate: '2026-11-18', session: 'open', pana: '128', digit: 1 },
      ],
    });
    const all = (await server.request({ method: 'GET', url: '/api/results-session', token: player.token })).json() as {
      results: { gameId: string; gameDate: string }[];
    };
    const ours = all.results.filter((row) => [one._id, two._id].includes(row.gameId));
    expect(ours).toHaveLength(4);
    const dates = all.results.map((row) => row.gameDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const unknown = await server.request({ method: 'GET', url: '/api/results-session?gameId=nope', token: player.token });
    expect(unknown.json()).toEqual({ results: [] });
  });
});

describe('GET /api/games after a session ends', () => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAdmin(server);
  });
  afterAll(async () => {
    await server.close();
  });

  const listGames = (token: string) => server.request({ method: 'GET', url: '/api/games', token });
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('refuses a signed-out token at once', async () => {
    const player = await signUpPlayer(server);
    expect((await listGames(player.token)).statusCode).toBe(200);
    expect((await server.request({ method: 'POST', url: '/api/auth/logout', token: player.token })).statusCode).toBe(200);
    expect((await listGames(player.token)).statusCode).toBe(401);
  });

  it('refuses the tokens of a deactivated player within a second', async () => {
    const player = await signUpPlayer(server);
    expect((await listGames(player.token)).statusCode).toBe(200);
    const deactivated = await server.request({
      method: 'PATCH', url: `/api/admin/users/${player.userId}`, token: admin, payload: { isActive: false },
    });
    expect(deactivated.statusCode).toBe(200);
    await pause(1100);
    expect((await listGames(player.token)).statusCode).toBe(401);
  });

  it('refuses a session that another server instance revoked within a second', async () => {
    const player = await signUpPlayer(server);
    expect((await listGames(player.token)).statusCode).toBe(200);
    // As another instance on the same database would: straight in the database, unseen by this one.
    await server.store.db
      .updateTable('sessions')
      .set({ revoked_at: server.clock.now().toISOString() })
      .where('user_id', '=', player.userId)
      .execute();
    await pause(1100);
    expect((await listGames(player.token)).statusCode).toBe(401);
    expect((await listGames('not-a-token')).statusCode).toBe(401);
  });
});
