import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, creditPlayer, signInAdmin, signUpPlayer, type SignedIn } from './support/players.js';
import {
  bet,
  createGame,
  declare,
  declareOk,
  expectLedgerChain,
  myBets,
  placeBetOk,
  setIstTime,
  setRates,
  TEST_DAY,
  type CreatedGame,
} from './support/markets.js';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';

/**
 * A night market open 21:30 and closing 00:30: it belongs to the day it opened. After midnight it still takes
 * close bets for that day until 00:30, declares its close for it, and shows that day's result until its day
 * changes at 11:00 (the middle of the gap between its close and its open). A market within one day changes at
 * midnight as before.
 */
describe('a market closing after midnight', () => {
  const NEXT_DAY = '2026-11-21';
  let server: TestServer;
  let admin: string;
  let night: CreatedGame;
  let morning: CreatedGame;
  let player: SignedIn;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAdmin(server);
    await setRates(server, admin);
    player = await signUpPlayer(server, { name: 'Night Player' });
    await creditPlayer(server, player.userId, 1_000);
  });
  afterAll(async () => {
    await server.close();
  });
  afterEach(async () => {
    await expectLedgerBalanced(server);
  });

  async function listed(id: string) {
    const response = await server.request({ method: 'GET', url: '/api/games', token: player.token });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { _id: string; result: string; runsToday: boolean }[]).find((game) => game._id === id)!;
  }

  async function refusal(response: Awaited<ReturnType<typeof bet>>) {
    expect(response.statusCode, response.body).toBe(400);
    return (response.json() as { errors?: { code?: string; msg: string }[] }).errors?.map((item) => item.code);
  }

  it('is saved by the console with a close earlier on the clock than its open', async () => {
    setIstTime(server, '10:00');
    night = await createGame(server, admin, { gameName: 'Night Market', openTime: '21:30', closeTime: '00:30' });
    morning = await createGame(server, admin, { gameName: 'Morning Market', openTime: '09:30', closeTime: '10:30' });
    const update = await server.request({
      method: 'PUT',
      url: `/api/admin/games/${night._id}`,
      token: admin,
      payload: { openTime: '21:30', closeTime: '00:30' },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json()).toMatchObject({ game: { openTime: '21:30', closeTime: '00:30' } });
    // Twelve hours at most across midnight: 12:00 to 10:00 reads as a slip.
    const slip = await server.request({
      method: 'PUT',
      url: `/api/admin/games/${night._id}`,
      token: admin,
      payload: { openTime: '12:00', closeTime: '10:00' },
    });
    expect(slip.statusCode).toBe(400);
    expect(JSON.stringify(slip.json())).toContain('CLOSE_TIME_NOT_AFTER_OPEN');
  });

  it('takes close bets after midnight for the day it opened, until its close minute', async () => {
    setIstTime(server, '21:00');
    const jodi = { gameId: night._id, betType: 'jodi', session: 'open', betNumber: '17', betAmount: 10 };
    await placeBetOk(server, player.token, jodi);
    setIstTime(server, '21:45');
    await declareOk(server, admin, { gameId: night._id, session: 'open', pana: '128' });
    expect((await listed(night._id)).result).toBe('128-1*-***');

    setIstTime(server, '00:15', NEXT_DAY);
    const close = { gameId: night._id, betType: 'single', session: 'close', betNumber: '7', betAmount: 20 };
    await placeBetOk(server, player.token, { ...close, gameDate: TEST_DAY });
    // A phone in IST naming the calendar day names a day this market has not reached yet.
    const calendarDay = await bet(server, player.token, { ...close, gameDate: NEXT_DAY });
    expect(await refusal(calendarDay)).toContain('GAME_DATE_NOT_TODAY');
    expect((await listed(night._id)).result).toBe('128-1*-***');
    // The market within one day is on the new day.
    expect((await listed(morning._id)).result).toBe('***-**-***');

    setIstTime(server, '00:30', NEXT_DAY);
    await placeBetOk(server, player.token, { ...close, betNumber: '8', betAmount: 10, gameDate: TEST_DAY });
    setIstTime(server, '00:31', NEXT_DAY);
    const late = await bet(server, player.token, { ...close, gameDate: TEST_DAY });
    expect(await refusal(late)).toEqual(['CLOSE_SESSION_CLOSED']);

    const placed = (await myBets(server, player.token)) as unknown as { gameDate: string }[];
    expect(placed.map((row) => row.gameDate.slice(0, 10))).toEqual([TEST_DAY, TEST_DAY, TEST_DAY]);
  });

  it('declares its close after midnight for the day it opened, settling that day', async () => {
    setIstTime(server, '00:25', NEXT_DAY);
    const early = await declare(server, admin, { gameId: night._id, session: 'close', pana: '359' });
    expect(early.statusCode, early.body).toBe(400);
    expect(early.json()).toMatchObject({ code: 'CLOSE_BETTING_NOT_CLOSED' });

    setIstTime(server, '00:40', NEXT_DAY);
    const closeOf = { gameId: night._id, session: 'close', pana: '359' };
    const future = await declare(server, admin, { ...closeOf, gameDate: NEXT_DAY });
    expect(future.statusCode, future.body).toBe(400);
    expect(JSON.stringify(future.json())).toContain('GAME_DATE_FUTURE');

    const exposure = await server.request({
      method: 'GET',
      url: `/api/admin/results/exposure?gameId=${night._id}&session=close`,
      token: admin,
    });
    expect(exposure.statusCode, exposure.body).toBe(200);
    expect(exposure.json()).toMatchObject({ gameDate: TEST_DAY, declaredPana: null, pending: { bets: 3, stakes: 40 } });

    const declared = await declareOk(server, admin, { gameId: night._id, session: 'close', pana: '359' });
    expect(declared.result).toBe('128-17-359');
    expect(declared.settlement).toMatchObject({ settled: 3, won: 2, lost: 1, paid: 950 + 190 });
    const bets = await myBets(server, player.token);
    expect(bets.map((row) => [row.betNumber, row.status, row.winAmount])).toEqual([
      ['8', 'lost', 0],
      ['7', 'won', 190],
      ['17', 'won', 950],
    ]);
    expect(await balanceOf(server, player.token)).toBe(1_000 - 40 + 1_140);
    await expectLedgerChain(server, player.userId);
  });

  it('shows the full result until its day changes, then the new day', async () => {
    setIstTime(server, '00:45', NEXT_DAY);
    expect(await listed(night._id)).toMatchObject({ result: '128-17-359', runsToday: true });
    setIstTime(server, '10:59', NEXT_DAY);
    expect((await listed(night._id)).result).toBe('128-17-359');

    setIstTime(server, '11:00', NEXT_DAY);
    expect((await listed(night._id)).result).toBe('***-**-***');
    const open = { gameId: night._id, betType: 'single', session: 'open', betNumber: '3', betAmount: 10 };
    await placeBetOk(server, player.token, { ...open, gameDate: NEXT_DAY });
    const bets = (await myBets(server, player.token)) as unknown as { betNumber: string; gameDate: string }[];
    expect(bets.find((row) => row.betNumber === '3')!.gameDate.slice(0, 10)).toBe(NEXT_DAY);
  });

  it('follows the calendar of the day it opened: a holiday on the next day starts at the changeover', async () => {
    const holiday = await server.request({
      method: 'POST',
      url: '/api/admin/holidays',
      token: admin,
      payload: { date: '2026-11-22', name: 'Bandh', gameIds: [night._id], starlineGameIds: [] },
    });
    expect(holiday.statusCode, holiday.body).toBe(201);
    setIstTime(server, '00:20', '2026-11-22');
    expect(await listed(night._id)).toMatchObject({ runsToday: true });
    await placeBetOk(server, player.token, {
      gameId: night._id, betType: 'single', session: 'close', betNumber: '4', betAmount: 10, gameDate: NEXT_DAY,
    });
    // Voided after midnight, the draw voided is the day it opened: its close bet is refunded.
    const voided = await server.request({
      method: 'POST',
      url: '/api/admin/results/void',
      token: admin,
      payload: { gameId: night._id, session: 'close', reason: 'Draw not held' },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toMatchObject({ voided: { gameDate: NEXT_DAY, session: 'close' } });
    expect(await listed(night._id)).toMatchObject({ voided: 'close' });
    setIstTime(server, '11:00', '2026-11-22');
    expect(await listed(night._id)).toMatchObject({ runsToday: false, voided: null });
    await expectLedgerChain(server, player.userId);
  });
});
