import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { creditPlayer, signInAdmin, signUpPlayer, type SignedIn } from './support/players.js';
import { bet, createGame, declareOk, myBets, placeBetOk, setIstTime, setRates } from './support/markets.js';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';

interface AdminGame {
  _id: string;
  gameName: string;
  openTime: string;
  closeTime: string;
  isActive: boolean;
  result: string;
}

describe('admin: daily markets, rates and results (authorization and validation)', () => {
  let server: TestServer;
  let admin: string;
  let player: SignedIn;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAdmin(server);
    player = await signUpPlayer(server);
    await setRates(server, admin);
  });
  afterAll(async () => {
    await server.close();
  });
  afterEach(async () => {
    await expectLedgerBalanced(server);
  });

  it('answers 401 without a token and 403 {message} for players on every admin market endpoint', async () => {
    const game = await createGame(server, admin, { openTime: '12:00', closeTime: '13:00' });
    const endpoints = [
      { method: 'GET' as const, url: '/api/admin/games' },
      { method: 'POST' as const, url: '/api/admin/games', payload: { gameName: 'X', openTime: '10:00', closeTime: '11:00' } },
      { method: 'PUT' as const, url: `/api/admin/games/${game._id}`, payload: { gameName: 'X' } },
      { method: 'DELETE' as const, url: `/api/admin/games/${game._id}` },
      { method: 'PUT' as const, url: '/api/admin/gamerates', payload: {} },
      { method: 'POST' as const, url: '/api/admin/results', payload: { gameId: game._id, session: 'open', pana: '128' } },
      { method: 'DELETE' as const, url: '/api/admin/results', payload: { gameId: game._id, session: 'open' } },
      { method: 'GET' as const, url: `/api/admin/results/preview?gameId=${game._id}&session=open&pana=128` },
    ];
    for (const endpoint of endpoints) {
      const anonymous = await server.request(endpoint);
      expect(anonymous.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401);
      const forbidden = await server.request({ ...endpoint, token: player.token });
      expect(forbidden.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(403);
      expect(typeof (forbidden.json() as { message: string }).message).toBe('string');
    }
    const list = (await server.request({ method: 'GET', url: '/api/admin/games', token: admin })).json() as { games: AdminGame[] };
    expect(list.games.find((row) => row._id === game._id)).toMatchObject({ isActive: true, result: '***-**-***' });
  });

  it('creates a game: HH:MM times, close after open, a name; 201 with the record', async () => {
    const created = await server.request({
      method: 'POST',
      url: '/api/admin/games',
      token: admin,
      payload: { gameName: '  Sunrise  ', openTime: '09:15', closeTime: '10:15' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json() as { message: string; game: AdminGame };
    expect(body.game).toEqual({
      _id: expect.any(String),
      gameName: 'Sunrise',
      openTime: '09:15',
      closeTime: '10:15',
      isActive: true,
      result: '***-**-***',
      runsToday: true,
      closedReason: null,
      days: [0, 1, 2, 3, 4, 5, 6],
      voided: null,
    });

    const refuse = async (payload: Record<string, unknown>, messages: string[]) => {
      const response = await server.request({ method: 'POST', url: '/api/admin/games', token: admin, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect((response.json() as { errors: { msg: string }[] }).errors.map((item) => item.msg)).toEqual(messages);
    };
    const timeFormat = 'Time must be in HH:MM (24-hour) format';
    await refuse({ gameName: 'A', openTime: '9:15', closeTime: '10:15' }, [timeFormat]);
    await refuse({ gameName: 'A', openTime: '09:15', closeTime: '24:00' }, [timeFormat]);
    await refuse({ gameName: 'A', openTime: '09:15', closeTime: '09:15' }, ['Close time must be after open time']);
    await refuse({ gameName: 'A', openTime: '10:00', closeTime: '09:00' }, ['Close time must be after open time']);
    await refuse({ gameName: ' ', openTime: '09:00', closeTime: '10:00' }, ['Game name is required']);
    await refuse({ openTime: 5, closeTime: '10:00' }, ['Game name is required', timeFormat]);
    await refuse({ gameName: 'A', openTime: '09:00', closeTime: '10:00', isActive: 'yes' }, ['isActive must be true or false']);
  });

  it('updates any field (checked as a whole) and answers 404 for an unknown id', async () => {
    const game = await createGame(server, admin, { gameName: 'Before', openTime: '14:00', closeTime: '15:00' });
    const renamed = await server.request({ method: 'PUT', url: `/api/admin/games/${game._id}`, token: admin, payload: { gameName: 'After' } });
    expect(renamed.statusCode).toBe(200);
    expect((renamed.json() as { game: AdminGame }).game).toMatchObject({ gameName: 'After', openTime: '14:00', closeTime: '15:00' });
    const crossed = await server.request({ method: 'PUT', url: `/api/admin/games/${game._id}`, token: admin, payload: { openTime: '15:30' } });
    expect(crossed.statusCode).toBe(400);
    expect((crossed.json() as { message: string }).message).toBe('Close time must be after open time');
    const moved = await server.request({
      method: 'PUT', url: `/api/admin/games/${game._id}`, token: admin, payload: { openTime: '15:30', closeTime: '16:30' },
    });
    expect((moved.json() as { game: AdminGame }).game).toMatchObject({ openTime: '15:30', closeTime: '16:30' });
    for (const id of ['999999', 'abc']) {
      const missing = await server.request({ method: 'PUT', url: `/api/admin/games/${id}`, token: admin, payload: { gameName: 'X' } });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Game not found', code: 'MARKET_NOT_FOUND' });
      expect((await server.request({ method: 'DELETE', url: `/api/admin/games/${id}`, token: admin })).statusCode).toBe(404);
    }
  });

  it('deactivates on DELETE: hidden from players, no new bets, history and settlement stay; reactivates on PUT', async () => {
    setIstTime(server, '11:00');
    const game = await createGame(server, admin, { gameName: 'Retiring', openTime: '12:00', closeTime: '13:00' });
    await creditPlayer(server, player.userId, 100);
    const placed = await placeBetOk(server, player.token, { gameId: game._id, betType: 'single', session: 'open', betNumber: '1', betAmount: 10 });

    const deleted = await server.request({ method: 'DELETE', url: `/api/admin/games/${game._id}`, token: admin });
    expect(deleted.statusCode).toBe(200);
    expect((deleted.json() as { game: AdminGame }).game.isActive).toBe(false);
    const games = (await server.request({ method: 'GET', url: '/api/games', token: player.token })).json() as { _id: string }[];
    expect(games.some((row) => row._id === game._id)).toBe(false);
    const admins = (await server.request({ method: 'GET', url: '/api/admin/games', token: admin })).json() as { games: AdminGame[] };
    expect(admins.games.find((row) => row._id === game._id)!.isActive).toBe(false);
    expect((await bet(server, player.token, { gameId: game._id, betType: 'single', betNumber: '1', betAmount: 10 })).statusCode).toBe(404);

    // The pending bet stays in the history and still settles once its betting time is over.
    setIstTime(server, '12:00');
    await declareOk(server, admin, { gameId: game._id, session: 'open', pana: '128' });
    const history = await myBets(server, player.token);
    expect(history.find((row) => row._id === placed._id)).toMatchObject({ status: 'won', gameName: 'Retiring' });

    const back = await server.request({ method: 'PUT', url: `/api/admin/games/${game._id}`, token: admin, payload: { isActive: true } });
    expect((back.json() as { game: AdminGame }).game.isActive).toBe(true);
  });
});
