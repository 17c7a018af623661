import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, creditPlayer, signInAdmin, signUpPlayer, type SignedIn } from './support/players.js';
import {
  bet,
  createGame,
  declareOk,
  expectLedgerChain,
  myBets,
  placeBetOk,
  preview,
  revert,
  setIstTime,
  setRates,
  type CreatedGame,
  type Settlement,
} from './support/markets.js';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';

/**
 * One whole market day under the test clock: a market created through the admin API, bets of all seven
 * types in both sessions before and after the times, open then close declared (previewed first), then
 * reverted and declared again.
 */
describe('a whole market day', () => {
  let server: TestServer;
  let admin: string;
  let game: CreatedGame;
  let p1: SignedIn;
  let p2: SignedIn;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAdmin(server);
    await setRates(server, admin);
  });
  afterAll(async () => {
    await server.close();
  });
  afterEach(async () => {
    await expectLedgerBalanced(server);
  });

  // Open 128 (ank 1) and close 359 (ank 7): the day's result is 128-17-359.
  const p1Bets = [
    { betType: 'single', session: 'open', betNumber: '1', outcome: 'won', win: 95 },
    { betType: 'singlePanna', session: 'open', betNumber: '128', outcome: 'won', win: 1500 },
    { betType: 'doublePanna', session: 'open', betNumber: '112', outcome: 'lost', win: 0 },
    { betType: 'triplePanna', session: 'open', betNumber: '777', outcome: 'lost', win: 0 },
    { betType: 'jodi', session: 'open', betNumber: '17', outcome: 'won', win: 950 },
    { betType: 'halfSangam', session: 'open', betNumber: '1-359', outcome: 'won', win: 10_000 },
    { betType: 'fullSangam', session: null, betNumber: '128359', outcome: 'won', win: 100_000 },
    { betType: 'single', session: 'close', betNumber: '7', outcome: 'won', win: 95 },
    { betType: 'singlePanna', session: 'close', betNumber: '359', outcome: 'won', win: 1500 },
    { betType: 'doublePanna', session: 'close', betNumber: '355', outcome: 'lost', win: 0 },
    { betType: 'triplePanna', session: 'close', betNumber: '333', outcome: 'lost', win: 0 },
    { betType: 'halfSangam', session: 'close', betNumber: '7-128', outcome: 'won', win: 10_000 },
  ];
  const p2Bets = [
    { betType: 'single', session: 'open', betNumber: '2' },
    { betType: 'singlePanna', session: 'open', betNumber: '129' },
    { betType: 'doublePanna', session: 'open', betNumber: '118' },
    { betType: 'triplePanna', session: 'open', betNumber: '000' },
    { betType: 'jodi', session: 'close', betNumber: '71' },
    { betType: 'halfSangam', session: 'open', betNumber: '7-359' },
    { betType: 'fullSangam', session: null, betNumber: '359-128' },
    { betType: 'single', session: 'close', betNumber: '8' },
    { betType: 'singlePanna', session: 'close', betNumber: '360' },
    { betType: 'doublePanna', session: 'close', betNumber: '550' },
    { betType: 'triplePanna', session: 'close', betNumber: '999' },
    { betType: 'halfSangam', session: 'close', betNumber: '1-128' },
  ];
  const P1_FINAL = 20_000 - 120 + 1595 + 122_545;
  const P2_FINAL = 20_000 - 150 + 1690;

  it('runs the day: bets, refusals at the times, open then close, previews that match, revert and re-declare', async () => {
    setIstTime(server, '08:00');
    game = await createGame(server, admin, { gameName: 'Day Market', openTime: '10:00', closeTime: '12:00' });
    p1 = await signUpPlayer(server, { name: 'Player One' });
    p2 = await signUpPlayer(server, { name: 'Player Two' });
    await creditPlayer(server, p1.userId, 20_000);
    await creditPlayer(server, p2.userId, 20_000);

    setIstTime(server, '09:00');
    for (const { outcome: _outcome, win: _win, ...body } of p1Bets) {
      await placeBetOk(server, p1.token, { gameId: game._id, betAmount: 10, ...body });
    }
    setIstTime(server, '09:59');
    for (const body of p2Bets) await placeBetOk(server, p2.token, { gameId: game._id, betAmount: 10, ...body });

    // 10:00: the open session and everything that needs it has closed; the close session takes bets.
    setIstTime(server, '10:00');
    for (const body of [...p2Bets.filter((row) => row.session === 'open'), { betType: 'jodi', session: 'close', betNumber: '11' },
      { betType: 'halfSangam', session: 'close', betNumber: '1-128' }, { betType: 'fullSangam', session: null, betNumber: '128-359' }]) {
      const refused = await bet(server, p2.token, { gameId: game._id, betAmount: 10, ...body });
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect((refused.json() as { message: string }).message).toBe('Open session betting has closed');
    }

    // 10:05: preview, then declare the open.
    setIstTime(server, '10:05');
    const openPreview = await preview(server, admin, { gameId: game._id, session: 'open', pana: '128' });
    expect(openPreview.json()).toMatchObject({ result: '128-1*-***', settlement: { settled: 8, won: 2, lost: 6, paid: 1595 } });
    const open = await declareOk(server, admin, { gameId: game._id, session: 'open', pana: '128' });
    expect(open.settlement).toEqual((openPreview.json() as { settlement: Settlement }).settlement);
    expect(await balanceOf(server, p1.token)).toBe(20_000 - 120 + 1595);

    // The close session runs on until 12:00 inclusive.
    setIstTime(server, '11:30');
    await placeBetOk(server, p2.token, { gameId: game._id, betType: 'single', session: 'close', betNumber: '7', betAmount: 20 });
    setIstTime(server, '12:00');
    await placeBetOk(server, p2.token, { gameId: game._id, betType: 'singlePanna', session: 'close', betNumber: '359', betAmount: 10 });
    setIstTime(server, '12:01');
    const late = await bet(server, p2.token, { gameId: game._id, betType: 'single', session: 'close', betNumber: '7', betAmount: 10 });
    expect((late.json() as { message: string }).message).toBe('Close session betting has closed');

    setIstTime(server, '12:05');
    const closePreview = await preview(server, admin, { gameId: game._id, session: 'close', pana: '359' });
    expect(closePreview.json()).toMatchObject({ result: '128-17-359', settlement: { settled: 18, won: 8, lost: 10, paid: 124_235 } });
    const close = await declareOk(server, admin, { gameId: game._id, session: 'close', pana: '359' });
    expect(close.result).toBe('128-17-359');
    expect(close.settlement).toEqual((closePreview.json() as { settlement: Settlement }).settlement);

    await expectSettledDay();

    const games = (await server.request({ method: 'GET', url: '/api/games', token: p1.token })).json() as { _id: string; result: string }[];
    expect(games.find((row) => row._id === game._id)!.result).toBe('128-17-359');
    const results = (await server.request({ method: 'GET', url: `/api/results-session?gameId=${game._id}`, token: p1.token })).json();
    expect(results).toEqual({
      results: [
        { gameId: game._id, gameDate: '2026-11-20', session: 'close', pana: '359', digit: 7 },
        { gameId: game._id, gameDate: '2026-11-20', session: 'open', pana: '128', digit: 1 },
      ],
    });

    // Revert (close first), then declare again: the same end state, the ledger telling the whole story.
    setIstTime(server, '12:30');
    expect((await revert(server, admin, { gameId: game._id, session: 'open' })).statusCode).toBe(409);
    expect((await revert(server, admin, { gameId: game._id, session: 'close' })).statusCode).toBe(200);
    expect(await balanceOf(server, p1.token)).toBe(20_000 - 120 + 1595);
    expect(await balanceOf(server, p2.token)).toBe(20_000 - 150);
    expect((await revert(server, admin, { gameId: game._id, session: 'open' })).statusCode).toBe(200);
    expect(await balanceOf(server, p1.token)).toBe(20_000 - 120);
    for (const player of [p1, p2]) {
      for (const row of await myBets(server, player.token)) {
        expect(row).toMatchObject({ status: 'pending', winAmount: 0, result: null, resultDate: null });
      }
    }
    const again = await preview(server, admin, { gameId: game._id, session: 'open', pana: '128' });
    expect(again.json()).toMatchObject({ settlement: { settled: 8, won: 2, lost: 6, paid: 1595 } });
    await declareOk(server, admin, { gameId: game._id, session: 'open', pana: '128' });
    const redeclared = await declareOk(server, admin, { gameId: game._id, session: 'close', pana: '359' });
    expect(redeclared.settlement).toEqual({ settled: 18, won: 8, lost: 10, paid: 124_235 });
    await expectSettledDay();

    const kinds = await server.store.db
      .selectFrom('ledger_entries')
      .select(['kind'])
      .where('user_id', '=', p1.userId)
      .execute();
    const count = (kind: string) => kinds.filter((row) => row.kind === kind).length;
    expect({ stake: count('stake'), win: count('win'), reversal: count('win_reversal') }).toEqual({ stake: 12, win: 16, reversal: 8 });
  });

  async function expectSettledDay() {
    const mine = await myBets(server, p1.token);
    for (const expected of p1Bets) {
      const betNumber = expected.betType === 'fullSangam' ? '128-359' : expected.betNumber;
      const row = mine.find((candidate) => candidate.betType === expected.betType && candidate.session === expected.session && candidate.betNumber === betNumber);
      expect(row, JSON.stringify(expected)).toMatchObject({ status: expected.outcome, winAmount: expected.win });
      expect(row!.resultDate).not.toBeNull();
    }
    const theirs = await myBets(server, p2.token);
    expect(theirs.filter((row) => row.status === 'won').map((row) => row.winAmount).sort((x, y) => x - y)).toEqual([190, 1500]);
    expect(theirs.every((row) => row.status !== 'pending')).toBe(true);
    expect(await balanceOf(server, p1.token)).toBe(P1_FINAL);
    expect(await balanceOf(server, p2.token)).toBe(P2_FINAL);
    await expectLedgerChain(server, p1.userId);
    await expectLedgerChain(server, p2.userId);
  }
});
