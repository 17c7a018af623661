import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createGame,
  createStarlineGame,
  declare,
  declareOk,
  ledgerOf,
  myBets,
  placeBetOk,
  setIstTime,
  setRates,
  TEST_DAY,
  type CreatedGame,
} from './support/markets.js';
import { balanceOf, creditPlayer, signInAdmin, signUpPlayer, type SignedIn } from './support/players.js';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';

/**
 * Voiding a market day or session: its bets read cancelled and every stake comes back exactly once, a declared
 * session's wins are taken back first, and nothing can be declared for the draw afterwards.
 */

let server: TestServer;
let admin: string;
let game: CreatedGame;
let gameCount = 0;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server);
  await setRates(server, admin);
});
beforeEach(async () => {
  setIstTime(server, '11:00');
  game = await createGame(server, admin, { gameName: `Kalyan ${++gameCount}`, openTime: '12:00', closeTime: '13:00' });
});
afterEach(async () => {
  await expectLedgerBalanced(server);
});
afterAll(async () => {
  await server.close();
});

async function player(credit = 1000): Promise<SignedIn> {
  const signedIn = await signUpPlayer(server);
  await creditPlayer(server, signedIn.userId, credit);
  return signedIn;
}

function place(who: SignedIn, betType: string, session: string, betNumber: string, betAmount: number) {
  return placeBetOk(server, who.token, { gameId: game._id, betType, session, betNumber, betAmount });
}

function voidDraw(body: Record<string, unknown>, token = admin) {
  return server.request({ method: 'POST', url: '/api/admin/results/void', token, payload: { gameId: game._id, reason: 'Wrong draw', ...body } });
}

interface Voided {
  message: string;
  voided: { gameId: string; gameDate: string; session: string | null; bets: number; refunded: number; reversedWins: number };
}

async function statusesOf(who: SignedIn): Promise<Map<string, string>> {
  return new Map((await myBets(server, who.token)).map((bet) => [bet._id, bet.status]));
}

async function gameCard() {
  const games = (await server.request({ method: 'GET', url: '/api/games', token: admin })).json() as Array<{ _id: string; voided: string | null; result: string }>;
  return games.find((row) => row._id === game._id)!;
}

async function auditOf(action: string) {
  return server.store.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('target_id', '=', `${game._id}:${TEST_DAY}`).execute();
}

describe('voiding a daily market day or session', () => {
  it('refunds every pending bet of the day exactly once under 20 parallel voids, one refund entry per bet', async () => {
    const asha = await player();
    const ravi = await player();
    const bets = [
      await place(asha, 'single', 'open', '1', 10),
      await place(asha, 'jodi', 'open', '17', 20),
      await place(ravi, 'singlePanna', 'close', '128', 30),
      await place(ravi, 'halfSangam', 'open', '1-359', 40),
    ];
    expect(await balanceOf(server, asha.token)).toBe(970);

    const answers = await Promise.all(Array.from({ length: 20 }, () => voidDraw({ session: null })));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const bodies = answers.map((answer) => answer.json() as Voided);
    const done = bodies.filter((body) => body.voided.bets > 0);
    expect(done).toEqual([
      {
        message: 'Voided: bets refunded',
        voided: { gameId: game._id, gameDate: TEST_DAY, session: null, bets: 4, refunded: 100, reversedWins: 0 },
      },
    ]);
    for (const body of bodies.filter((b) => b.voided.bets === 0)) expect(body.message).toBe('Already voided');

    expect(await balanceOf(server, asha.token)).toBe(1000);
    expect(await balanceOf(server, ravi.token)).toBe(1000);
    const refunds = [...(await ledgerOf(server, asha.userId)), ...(await ledgerOf(server, ravi.userId))].filter(
      (entry) => entry.kind === 'stake_refund',
    );
    expect(refunds.map((entry) => entry.reference).sort()).toEqual(bets.map((bet) => `refund:${bet._id}`).sort());
    for (const who of [asha, ravi]) expect([...(await statusesOf(who)).values()].every((status) => status === 'cancelled')).toBe(true);

    expect((await gameCard()).voided).toBe('day');
    setIstTime(server, '12:05');
    const refused = await declare(server, admin, { gameId: game._id, session: 'open', pana: '128' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'DRAW_VOIDED' });
    expect(await auditOf('result.void')).toHaveLength(1);
    expect(JSON.parse((await auditOf('result.void'))[0]!.after!)).toMatchObject({ reason: 'Wrong draw', bets: 4, refunded: 100 });
  });

  it('voids the open with the jodi and sangams that need it, leaving the close to be declared', async () => {
    const asha = await player();
    const open = await place(asha, 'single', 'open', '1', 10);
    const jodi = await place(asha, 'jodi', 'open', '17', 10);
    const fullSangam = await place(asha, 'fullSangam', 'open', '128-359', 10);
    const closeSingle = await place(asha, 'single', 'close', '7', 10);

    const voided = await voidDraw({ session: 'open' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect((voided.json() as Voided).voided).toMatchObject({ session: 'open', bets: 3, refunded: 30 });
    expect((await gameCard()).voided).toBe('open');
    const refusedBets = await Promise.all(
      [
        { betType: 'single', session: 'open', betNumber: '2' },
        { betType: 'jodi', session: 'open', betNumber: '22' },
      ].map((body) => server.request({ method: 'POST', url: '/api/bets', token: asha.token, payload: { gameId: game._id, betAmount: 10, ...body } })),
    );
    for (const refusedBet of refusedBets) expect(refusedBet.json()).toMatchObject({ code: 'SESSION_VOIDED' });
    await place(asha, 'single', 'close', '3', 10);
    const stillPending = (await myBets(server, asha.token)).find((bet) => bet.betNumber === '3');
    const statuses = await statusesOf(asha);
    expect([open, jodi, fullSangam].map((bet) => statuses.get(bet._id))).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect(statuses.get(closeSingle._id)).toBe('pending');

    const exposure = await server.request({
      method: 'GET',
      url: `/api/admin/results/exposure?gameId=${game._id}&session=close`,
      token: admin,
    });
    expect(exposure.statusCode, exposure.body).toBe(200);
    expect(exposure.json()).toMatchObject({ pending: { bets: 2, stakes: 20 } });
    setIstTime(server, '13:05');
    const closeDeclared = await declareOk(server, admin, { gameId: game._id, session: 'close', pana: '359' });
    expect(closeDeclared.result).toBe('***-*7-359');
    expect(closeDeclared.settlement).toMatchObject({ settled: 2, won: 1, lost: 1 });
    expect((await statusesOf(asha)).get(closeSingle._id)).toBe('won');
    expect(await balanceOf(server, asha.token)).toBe(1000 - 10 + 95 - 10);
    expect((await statusesOf(asha)).get(stillPending!._id)).toBe('lost');
  });

  it("takes a declared session's wins back before voiding it; the session then reads undeclared and voided", async () => {
    const asha = await player(100);
    const ravi = await player(100);
    const winning = await place(asha, 'single', 'open', '1', 10);
    const losing = await place(ravi, 'single', 'open', '2', 10);
    setIstTime(server, '12:05');
    await declareOk(server, admin, { gameId: game._id, session: 'open', pana: '128' });
    expect(await balanceOf(server, asha.token)).toBe(185);

    const voided = await voidDraw({ session: 'open' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect((voided.json() as Voided).voided).toMatchObject({ bets: 2, refunded: 20, reversedWins: 95 });
    expect(await balanceOf(server, asha.token)).toBe(100);
    expect(await balanceOf(server, ravi.token)).toBe(100);
    expect((await statusesOf(asha)).get(winning._id)).toBe('cancelled');
    expect((await statusesOf(ravi)).get(losing._id)).toBe('cancelled');
    expect((await ledgerOf(server, asha.userId)).map((entry) => entry.kind)).toEqual([
      'adjustment',
      'stake',
      'win',
      'win_reversal',
      'stake_refund',
    ]);
    expect(await gameCard()).toMatchObject({ result: '***-**-***', voided: 'open' });
    const again = await declare(server, admin, { gameId: game._id, session: 'open', pana: '128' });
    expect(again.json()).toMatchObject({ code: 'DRAW_VOIDED' });
  });

  it('is refused with the revert’s message when a winner has spent the winnings, changing nothing', async () => {
    const spender = await player(10);
    const winning = await place(spender, 'single', 'open', '1', 10);
    setIstTime(server, '12:05');
    await declareOk(server, admin, { gameId: game._id, session: 'open', pana: '128' });
    await place(spender, 'single', 'close', '4', 90);

    const refused = await voidDraw({ session: 'open' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'REVERSAL_WOULD_OVERDRAW' });
    expect((refused.json() as { message: string }).message).toMatch(/already spent/);
    expect(await balanceOf(server, spender.token)).toBe(5);
    expect((await statusesOf(spender)).get(winning._id)).toBe('won');
    expect((await gameCard()).voided).toBeNull();
    expect(await server.store.db.selectFrom('voided_draws').selectAll().where('game_id', '=', Number(game._id)).execute()).toEqual([]);
    expect(await auditOf('result.void')).toEqual([]);
  });

  it('refuses voiding the open alone while the close stands on it, and bad bodies, changing nothing', async () => {
    const asha = await player();
    await place(asha, 'jodi', 'open', '17', 10);
    setIstTime(server, '13:05');
    await declareOk(server, admin, { gameId: game._id, session: 'open', pana: '128' });
    await declareOk(server, admin, { gameId: game._id, session: 'close', pana: '359' });
    const refused = await voidDraw({ session: 'open' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'VOID_CLOSE_DECLARED' });

    expect((await voidDraw({ session: 'open', reason: '  ' })).json()).toMatchObject({ code: 'REASON_REQUIRED' });
    expect((await voidDraw({ session: 'noon' })).json()).toMatchObject({ code: 'SESSION_INVALID' });
    expect((await voidDraw({ session: 'open', gameDate: '2026-12-01' })).json()).toMatchObject({ code: 'GAME_DATE_FUTURE' });
    expect((await voidDraw({ session: null, gameId: '999999' })).statusCode).toBe(404);
    expect(await balanceOf(server, asha.token)).toBe(1000 - 10 + 950);
  });
});

describe('voiding a Starline game day', () => {
  it('refunds each bet once under parallel voids, takes the wins back first, and refuses a declaration after', async () => {
    const starline = await createStarlineGame<{ _id: string }>(server, admin, { gameName: `Star ${++gameCount}`, openTime: '12:30' });
    const asha = await player(100);
    const ravi = await player(100);
    const placeStarline = async (who: SignedIn, betNumber: string) => {
      const placed = await server.request({
        method: 'POST',
        url: '/api/starline/bets',
        token: who.token,
        payload: { gameId: starline._id, betType: 'single digit', betNumber, betAmount: 10 },
      });
      expect(placed.statusCode, placed.body).toBe(201);
      return (placed.json() as { data: { bet: { _id: string } } }).data.bet._id;
    };
    const ashaBet = await placeStarline(asha, '0');
    const raviBet = await placeStarline(ravi, '5');
    setIstTime(server, '12:35');
    const declared = await server.request({ method: 'POST', url: '/api/admin/starline/results', token: admin, payload: { gameId: starline._id, pana: '145' } });
    expect(declared.statusCode, declared.body).toBe(200);
    expect(await balanceOf(server, asha.token)).toBe(190);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.request({ method: 'POST', url: '/api/admin/starline/results/void', token: admin, payload: { gameId: starline._id, reason: 'Machine fault' } }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const done = answers.map((answer) => answer.json() as Voided).filter((body) => body.voided.bets > 0);
    expect(done).toEqual([
      {
        message: 'Voided: bets refunded',
        voided: { gameId: starline._id, gameDate: TEST_DAY, session: null, bets: 2, refunded: 20, reversedWins: 100 },
      },
    ]);
    expect(await balanceOf(server, asha.token)).toBe(100);
    expect(await balanceOf(server, ravi.token)).toBe(100);
    const refunds = [...(await ledgerOf(server, asha.userId)), ...(await ledgerOf(server, ravi.userId))].filter(
      (entry) => entry.kind === 'starline_stake_refund',
    );
    expect(refunds.map((entry) => entry.reference).sort()).toEqual([`starline-refund:${ashaBet}`, `starline-refund:${raviBet}`].sort());

    const history = await server.request({ method: 'GET', url: '/api/starline/bets', token: asha.token });
    const listed = (history.json() as { data: { bets: Array<{ _id: string; status: string }> } }).data.bets;
    expect(listed.find((bet) => bet._id === ashaBet)?.status).toBe('cancelled');
    const games = (await server.request({ method: 'GET', url: '/api/starline/games', token: asha.token })).json() as {
      data: { games: Array<{ _id: string; voided: boolean; result: string }> };
    };
    expect(games.data.games.find((row) => row._id === starline._id)).toMatchObject({ voided: true, result: '***' });
    setIstTime(server, '11:00');
    const refusedBet = await server.request({
      method: 'POST',
      url: '/api/starline/bets',
      token: asha.token,
      payload: { gameId: starline._id, betType: 'single digit', betNumber: '1', betAmount: 10 },
    });
    expect(refusedBet.statusCode).toBe(400);
    expect(refusedBet.json()).toMatchObject({ code: 'SESSION_VOIDED' });
    setIstTime(server, '12:35');

    const again = await server.request({ method: 'POST', url: '/api/admin/starline/results', token: admin, payload: { gameId: starline._id, pana: '145' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'DRAW_VOIDED' });
    // The operators' report nets the refunds out of the game's stakes and the reversed wins out of its payouts.
    const report = await server.request({ method: 'GET', url: `/api/admin/reports?from=${TEST_DAY}&to=${TEST_DAY}`, token: admin });
    expect(report.statusCode, report.body).toBe(200);
    const markets = (report.json() as { byMarket: Array<{ kind: string; gameId: string; stakes: number; payouts: number }> }).byMarket;
    expect(markets.find((row) => row.kind === 'starline' && row.gameId === starline._id)).toMatchObject({ stakes: 0, payouts: 0 });
    const audit = await server.store.db.selectFrom('audit_log').selectAll().where('action', '=', 'starline_result.void').where('target_id', '=', `${starline._id}:${TEST_DAY}`).execute();
    expect(audit).toHaveLength(1);
  });
});

/**
 * PostgreSQL judges a bet before its writes take the game's lock: a void that commits while the bet waits for that
 * lock must still refuse it, or the bet would stay pending on a draw no declaration can settle. (SQLite runs one
 * writer: a bet's checks and writes cannot straddle a void's commit.)
 */
describe('a bet that waits for the game while a void commits', () => {
  it('is refused as voided and writes nothing, on PostgreSQL where the bet is judged before it waits', async () => {
    if (server.databaseKind !== 'postgres') {
      // SQLite: the same request after the void is refused by its checks (the race itself cannot occur).
      await voidDraw({ gameDate: TEST_DAY, session: null });
      const refused = await server.request({ method: 'POST', url: '/api/bets', token: (await player()).token, payload: { gameId: game._id, betType: 'single', session: 'open', betNumber: '1', betAmount: 10 } });
      expect(refused.json()).toMatchObject({ code: 'SESSION_VOIDED' });
      return;
    }
    const asha = await player();
    const before = await balanceOf(server, asha.token);
    let betting: Promise<Awaited<ReturnType<typeof server.request>>> | undefined;
    await server.store.db.transaction().execute(async (trx) => {
      // A void in progress: it holds the game as voids and declarations do, and has written its draw, uncommitted.
      await trx.selectFrom('games').select('id').where('id', '=', Number(game._id)).forUpdate().execute();
      await trx
        .insertInto('voided_draws')
        .values({ market: 'daily', game_id: Number(game._id), game_date: TEST_DAY, session: 'open', void_id: 'in-progress', reason: 'Wrong draw', voided_at: new Date().toISOString(), voided_by: null })
        .execute();
      betting = server.request({ method: 'POST', url: '/api/bets', token: asha.token, payload: { gameId: game._id, betType: 'single', session: 'open', betNumber: '1', betAmount: 10 } });
      // The bet has passed its checks once its writes wait for the game's lock.
      await expect
        .poll(async () => {
          const waiting = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
            where wait_event_type = 'Lock' and query like '%place_daily_bets%'`.execute(server.store.db);
          return waiting.rows[0]!.n;
        }, { timeout: 10_000, interval: 20 })
        .toBe(1);
    });
    const response = await betting!;
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'SESSION_VOIDED' });
    expect(await myBets(server, asha.token)).toEqual([]);
    expect(await balanceOf(server, asha.token)).toBe(before);
  });
});
