import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { balanceOf, creditPlayer, signInAdmin, signUpPlayer, type SignedIn } from './support/players.js';
import {
  bet,
  createGame,
  declare,
  declareOk,
  expectLedgerChain,
  ledgerOf,
  myBets,
  placeBetOk,
  preview,
  revert,
  setIstTime,
  setRates,
  TEST_DAY,
  type CreatedGame,
  type PlacedBet,
  type Settlement,
} from './support/markets.js';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';

describe('declaring, settling and reverting daily results', () => {
  let server: TestServer;
  let admin: string;
  let game: CreatedGame;
  let alice: SignedIn;
  let bob: SignedIn;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAdmin(server);
    await setRates(server, admin);
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(async () => {
    setIstTime(server, '11:00');
    game = await createGame(server, admin, { gameName: 'Settle Market', openTime: '12:00', closeTime: '13:00' });
    alice = await signUpPlayer(server, { name: 'Alice' });
    bob = await signUpPlayer(server, { name: 'Bob' });
    await creditPlayer(server, alice.userId, 10_000);
    await creditPlayer(server, bob.userId, 10_000);
  });
  afterEach(async () => {
    await expectLedgerBalanced(server);
  });

  const place = (player: SignedIn, betType: string, session: string | null, betNumber: string, betAmount = 10) =>
    placeBetOk(server, player.token, { gameId: game._id, betType, session, betNumber, betAmount });

  async function betsById(player: SignedIn): Promise<Map<string, PlacedBet>> {
    return new Map((await myBets(server, player.token)).map((row) => [row._id, row]));
  }

  it("declaring the open settles that day's open-session single digit and panna bets, and only those", async () => {
    const a1 = await place(alice, 'single', 'open', '1', 10); // wins 95
    const a2 = await place(alice, 'singlePanna', 'open', '128', 10); // wins 1500
    const a3 = await place(alice, 'single', 'open', '2', 10); // loses
    const a4 = await place(alice, 'single', 'close', '1', 10); // waits for the close
    const a5 = await place(alice, 'jodi', 'open', '17', 10); // waits for the close
    const a6 = await place(alice, 'halfSangam', 'open', '1-359', 10); // waits
    const a7 = await place(alice, 'fullSangam', null, '128-359', 10); // waits
    const b1 = await place(bob, 'doublePanna', 'open', '550', 20); // loses
    const b2 = await place(bob, 'triplePanna', 'open', '000', 10); // loses
    const otherGame = await createGame(server, admin, { openTime: '12:00', closeTime: '13:00' });
    const elsewhere = await placeBetOk(server, bob.token, { gameId: otherGame._id, betType: 'single', session: 'open', betNumber: '1', betAmount: 10 });

    setIstTime(server, '12:05');
    const response = await declare(server, admin, { gameId: game._id, session: 'open', pana: '128' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { result: string; settlement: Settlement; declaration: Record<string, unknown> };
    expect(body.result).toBe('128-1*-***');
    expect(body.settlement).toEqual({ settled: 5, won: 2, lost: 3, paid: 1595 });
    expect(body.declaration).toMatchObject({ gameId: game._id, gameDate: TEST_DAY, session: 'open', pana: '128', digit: 1 });

    const declaredAt = new Date('2026-11-20T06:35:00.000Z').toISOString();
    const mine = await betsById(alice);
    expect(mine.get(a1._id)).toMatchObject({ status: 'won', winAmount: 95, result: '128-1*-***', resultDate: declaredAt });
    expect(mine.get(a2._id)).toMatchObject({ status: 'won', winAmount: 1500, result: '128-1*-***' });
    expect(mine.get(a3._id)).toMatchObject({ status: 'lost', winAmount: 0, result: '128-1*-***', resultDate: declaredAt });
    for (const waiting of [a4, a5, a6, a7]) {
      expect(mine.get(waiting._id)).toMatchObject({ status: 'pending', winAmount: 0, result: null, resultDate: null });
    }
    const bobs = await betsById(bob);
    expect(bobs.get(b1._id)).toMatchObject({ status: 'lost', winAmount: 0 });
    expect(bobs.get(b2._id)).toMatchObject({ status: 'lost', winAmount: 0 });
    expect(bobs.get(elsewhere._id)).toMatchObject({ status: 'pending' });

    expect(await balanceOf(server, alice.token)).toBe(10_000 - 70 + 1595);
    expect(await balanceOf(server, bob.token)).toBe(10_000 - 40);
    const wins = (await ledgerOf(server, alice.userId)).filter((entry) => entry.kind === 'win');
    expect(wins.map((entry) => entry.amount).sort((x, y) => x - y)).toEqual([95, 1500]);
    for (const entry of wins) expect(entry.reference).toMatch(new RegExp(`^win:(${a1._id}|${a2._id}):[0-9a-f-]{36}$`));
    // Several wins of one player in one settlement: every balance_after is exact.
    await expectLedgerChain(server, alice.userId);
    await expectLedgerChain(server, bob.userId);
  });

  it('declaring the close settles close-session bets, jodi, both half sangams and full sangam', async () => {
    const bets = {
      closeSingle: await place(alice, 'single', 'close', '7', 10), // wins 95
      closePanna: await place(alice, 'singlePanna', 'close', '359', 10), // wins 1500
      jodi: await place(alice, 'jodi', 'close', '17', 10), // wins 950
      jodiLoses: await place(bob, 'jodi', 'open', '71', 10),
      halfOpen: await place(alice, 'halfSangam', 'open', '1-359', 10), // open ank + close panna: wins 10000
      halfClose: await place(bob, 'halfSangam', 'close', '7-128', 10), // close ank + open panna: wins 10000
      halfCloseLoses: await place(bob, 'halfSangam', 'close', '1-359', 10),
      full: await place(bob, 'fullSangam', null, '128-359', 10), // wins 100000
      fullLoses: await place(alice, 'fullSangam', null, '359-128', 10),
      openSingle: await place(alice, 'single', 'open', '1', 10), // settled by the open: wins 95
    };
    setIstTime(server, '12:05');
    const open = await declareOk(server, admin, { gameId: game._id, session: 'open', pana: '128' });
    expect(open.settlement).toMatchObject({ settled: 1, won: 1, paid: 95 });

    setIstTime(server, '13:05');
    const close = await declareOk(server, admin, { gameId: game._id, session: 'close', pana: '359' });
    expect(close.result).toBe('128-17-359');
    expect(close.settlement).toEqual({ settled: 9, won: 6, lost: 3, paid: 95 + 1500 + 950 + 10_000 + 10_000 + 100_000 });

    const all = new Map([...(await myBets(server, alice.token)), ...(await myBets(server, bob.token))].map((row) => [row._id, row]));
    const status = (placed: PlacedBet) => all.get(placed._id)!;
    expect(status(bets.closeSingle)).toMatchObject({ status: 'won', winAmount: 95, result: '128-17-359' });
    expect(status(bets.closePanna)).toMatchObject({ status: 'won', winAmount: 1500 });
    expect(status(bets.jodi)).toMatchObject({ status: 'won', winAmount: 950 });
    expect(status(bets.jodiLoses)).toMatchObject({ status: 'lost', winAmount: 0 });
    expect(status(bets.halfOpen)).toMatchObject({ status: 'won', winAmount: 10_000 });
    expect(status(bets.halfClose)).toMatchObject({ status: 'won', winAmount: 10_000 });
    expect(status(bets.halfCloseLoses)).toMatchObject({ status: 'lost' });
    expect(status(bets.full)).toMatchObject({ status: 'won', winAmount: 100_000, session: null });
    expect(status(bets.fullLoses)).toMatchObject({ status: 'lost' });
    expect(status(bets.openSingle)).toMatchObject({ status: 'won', result: '128-1*-***' });
    await expectLedgerChain(server, alice.userId);
    await expectLedgerChain(server, bob.userId);
  });

  it('refuses the close before the open is declared (the open always comes first)', async () => {
    await place(alice, 'single', 'close', '7');
    setIstTime(server, '13:05');
    const response = await declare(server, admin, { gameId: game._id, session: 'close', pana: '359' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'Declare the open result first' });
    const rows = await server.store.db.selectFrom('game_results').selectAll().where('game_id', '=', Number(game._id)).execute();
    expect(rows).toEqual([]);
    const previewed = await preview(server, admin, { gameId: game._id, session: 'close', pana: '359' });
    expect(previewed.statusCode).toBe(409);
  });

  it('checks the declaration: a valid panna, its derived digit, a known game, no future day', async () => {
    const expect400 = async (body: Record<string, unknown>, message: string) => {
      const response = await server.request({ method: 'POST', url: '/api/admin/results', token: admin, payload: body });
      expect(response.statusCode, response.body).toBe(400);
      const error = response.json() as { message: string; errors: { msg: string }[] };
      expect(error.errors.map((item) => item.msg)).toContain(message);
    };
    setIstTime(server, '12:05');
    const base = { gameId: game._id, session: 'open', pana: '128' };
    await expect400({ ...base, pana: '12' }, 'Panna must be a 3-digit number');
    await expect400({ ...base, pana: '321' }, 'Panna 321 is not valid: its digits must not descend, with 0 counting above 9 (e.g., 123)');
    await expect400({ ...base, digit: 5 }, 'The digit of panna 128 is 1');
    await expect400({ ...base, session: 'noon' }, 'Session must be open or close');
    await expect400({ ...base, gameDate: '2026-11-21' }, 'Results cannot be declared for a future date');
    await expect400({ ...base, gameDate: '20-11-2026' }, 'gameDate must be a date (YYYY-MM-DD)');
    await expect400({ session: 'open', pana: '128' }, 'Please select a game');
    const unknown = await declare(server, admin, { ...base, gameId: '999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Game not found', code: 'MARKET_NOT_FOUND' });

    const withDigit = await declare(server, admin, { ...base, digit: 1 });
    expect(withDigit.statusCode).toBe(200);
    expect(withDigit.json()).toMatchObject({ declaration: { pana: '128', digit: 1 } });
  });

  it('declares exactly once: the same panna again settles nothing, another panna is 409', async () => {
    await place(alice, 'single', 'open', '1');
    setIstTime(server, '12:05');
    const first = await declareOk(server, admin, { gameId: game._id, session: 'open', pana: '128' });
    expect(first.settlement).toEqual({ settled: 1, won: 1, lost: 0, paid: 95 });
    const again = await declareOk(server, admin, { gameId: game._id, session: 'open', pana: '128' });
    expect(again).toMatchObject({ result: '128-1*-***', settlement: { settled: 0, won: 0, lost: 0, paid: 0 } });
    const other = await declare(server, admin, { gameId: game._id, session: 'open', pana: '129' });
    expect(other.statusCode).toBe(409);
    expect((other.json() as { message: string }).message).toMatch(/already declared as 128/);
    expect(await balanceOf(server, alice.token)).toBe(10_000 - 10 + 95);
  });

  it('replays a declaration sent again with the same Idempotency-Key', async () => {
    await place(alice, 'single', 'open', '1');
    setIstTime(server, '12:05');
    const headers = { 'idempotency-key': 'declare-1' };
    const first = await declare(server, admin, { gameId: game._id, session: 'open', pana: '128' }, headers);
    const replay = await declare(server, admin, { gameId: game._id, session: 'open', pana: '128' }, headers);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect((await declare(server, admin, { gameId: game._id, session: 'open', pana: '129' }, headers)).statusCode).toBe(422);
  });

  it('settles exactly once under concurrent declarations', async () => {
    for (let index = 0; index < 5; index += 1) await place(alice, 'single', 'open', '1', 10);
    await place(bob, 'singlePanna', 'open', '128', 10);
    setIstTime(server, '13:05');
    const same = await Promise.all(
      Array.from({ length: 10 }, () => declare(server, admin, { gameId: game._id, session: 'open', pana: '128' })),
    );
    for (const response of same) expect(response.statusCode, response.body).toBe(200);
    const settlements = same.map((response) => (response.json() as { settlement: Settlement }).settlement);
    expect(settlements.filter((settlement) => settlement.settled > 0)).toEqual([{ settled: 6, won: 6, lost: 0, paid: 5 * 95 + 1500 }]);
    expect((await ledgerOf(server, alice.userId)).filter((entry) => entry.kind === 'win')).toHaveLength(5);
    expect(await balanceOf(server, alice.token)).toBe(10_000 - 50 + 475);
    await expectLedgerChain(server, alice.userId);

    // Racing different pannas for the close: one wins the primary key, the others are conflicts.
    const pannas = ['359', '360', '369', '379', '389', '459'];
    const racing = await Promise.all(pannas.map((pana) => declare(server, admin, { gameId: game._id, session: 'close', pana })));
    const winners = racing.filter((response) => response.statusCode === 200);
    expect(winners).toHaveLength(1);
    expect(racing.filter((response) => response.statusCode === 409)).toHaveLength(pannas.length - 1);
  });

  it('never leaves a bet pending for a session declared the minute its betting closes', async () => {
    const racers = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const racer = await signUpPlayer(server);
        await creditPlayer(server, racer.userId, 1_000);
        return racer;
      }),
    );
    const bets = racers.flatMap((racer) =>
      Array.from({ length: 6 }, (_, index) =>
        bet(server, racer.token, { gameId: game._id, betType: 'single', session: 'open', betNumber: String(index), betAmount: 10 }),
      ),
    );
    setIstTime(server, '12:00');
    const [declared, ...placed] = await Promise.all([
      declare(server, admin, { gameId: game._id, session: 'open', pana: '128' }),
      ...bets,
    ]);
    expect(declared!.statusCode).toBe(200);
    for (const response of placed) {
      if (response.statusCode !== 201) expect((response.json() as { message: string }).message).toBe('Open session betting has closed');
    }
    const pending = await server.store.db
      .selectFrom('bets')
      .select('id')
      .where('game_id', '=', Number(game._id))
      .where('status', '=', 'pending')
      .execute();
    expect(pending).toEqual([]);
  });

  it('settles a past day when its result is declared late', async () => {
    setIstTime(server, '11:00', '2026-11-19');
    const yesterday = await placeBetOk(server, alice.token, {
      gameId: game._id, betType: 'single', session: 'open', betNumber: '1', betAmount: 10, gameDate: '2026-11-19',
    });
    setIstTime(server, '11:00');
    const today = await place(alice, 'single', 'open', '1');
    const declared = await declareOk(server, admin, { gameId: game._id, session: 'open', pana: '128', gameDate: '2026-11-19' });
    expect(declared.settlement).toMatchObject({ settled: 1, won: 1 });
    const mine = await betsById(alice);
    expect(mine.get(yesterday._id)!.status).toBe('won');
    expect(mine.get(today._id)!.status).toBe('pending');
    // Today's market is untouched.
    const games = (await server.request({ method: 'GET', url: '/api/games', token: alice.token })).json() as { _id: string; result: string }[];
    expect(games.find((row) => row._id === game._id)!.result).toBe('***-**-***');
  });

  it('reverts: close first, wins reversed by compensating entries, bets back to pending', async () => {
    const openWin = await place(alice, 'single', 'open', '1', 10);
    const jodi = await place(alice, 'jodi', 'open', '17', 10);
    const closeLoss = await place(bob, 'single', 'close', '3', 10);
    setIstTime(server, '13:05');
    await declareOk(server, admin, { gameId: game._id, session: 'open', pana: '128' });
    await declareOk(server, admin, { gameId: game._id, session: 'close', pana: '359' });
    expect(await balanceOf(server, alice.token)).toBe(10_000 - 20 + 95 + 950);

    const refused = await revert(server, admin, { gameId: game._id, session: 'open' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'Revert the close result first' });

    const reverted = await revert(server, admin, { gameId: game._id, session: 'close' });
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json()).toMatchObject({
      result: '128-1*-***',
      reverted: { gameId: game._id, gameDate: TEST_DAY, session: 'close', pana: '359', bets: 2, won: 1, reversed: 950 },
    });
    expect(await balanceOf(server, alice.token)).toBe(10_000 - 20 + 95);
    const aliceBets = await betsById(alice);
    expect(aliceBets.get(jodi._id)).toMatchObject({ status: 'pending', winAmount: 0, result: null, resultDate: null });
    expect(aliceBets.get(openWin._id)).toMatchObject({ status: 'won', winAmount: 95 });
    expect((await betsById(bob)).get(closeLoss._id)).toMatchObject({ status: 'pending', result: null });
    const reversal = (await ledgerOf(server, alice.userId)).filter((entry) => entry.kind === 'win_reversal');
    expect(reversal).toHaveLength(1);
    expect(reversal[0]).toMatchObject({ amount: -950 });
    expect(reversal[0]!.reference).toMatch(new RegExp(`^win_reversal:${jodi._id}:[0-9a-f-]{36}$`));

    // Re-declaring with another panna settles again, with fresh win references.
    const again = await declareOk(server, admin, { gameId: game._id, session: 'close', pana: '113' });
    expect(again.result).toBe('128-15-113');
    expect(again.settlement).toEqual({ settled: 2, won: 0, lost: 2, paid: 0 });
    expect(await balanceOf(server, alice.token)).toBe(10_000 - 20 + 95);

    // Now both halves can be reverted in order.
    expect((await revert(server, admin, { gameId: game._id, session: 'close' })).statusCode).toBe(200);
    const openReverted = await revert(server, admin, { gameId: game._id, session: 'open' });
    expect(openReverted.statusCode).toBe(200);
    expect(openReverted.json()).toMatchObject({ result: '***-**-***', reverted: { bets: 1, won: 1, reversed: 95 } });
    expect(await balanceOf(server, alice.token)).toBe(10_000 - 20);
    expect((await myBets(server, alice.token)).every((row) => row.status === 'pending')).toBe(true);
    await expectLedgerChain(server, alice.userId);

    const nothing = await revert(server, admin, { gameId: game._id, session: 'open' });
    expect(nothing.statusCode).toBe(404);
    expect((await revert(server, admin, { gameId: '999999', session: 'open' })).statusCode).toBe(404);
  });

  it('pays a bet again when its session is reverted and declared again with the same panna, under the new declaration', async () => {
    const winning = await place(alice, 'singlePanna', 'open', '128', 10);
    const losing = await place(bob, 'single', 'open', '5', 10);
    setIstTime(server, '12:05');
    const first = await declareOk(server, admin, { gameId: game._id, session: 'open', pana: '128' });
    expect((await revert(server, admin, { gameId: game._id, session: 'open' })).statusCode).toBe(200);
    const again = await declareOk(server, admin, { gameId: game._id, session: 'open', pana: '128' });
    expect(again.settlement).toEqual(first.settlement);
    expect(again.settlement).toEqual({ settled: 2, won: 1, lost: 1, paid: 1500 });

    expect(await balanceOf(server, alice.token)).toBe(10_000 - 10 + 1500);
    expect((await betsById(alice)).get(winning._id)).toMatchObject({ status: 'won', winAmount: 1500, result: '128-1*-***' });
    expect((await betsById(bob)).get(losing._id)).toMatchObject({ status: 'lost', winAmount: 0, result: '128-1*-***' });
    const entries = (await ledgerOf(server, alice.userId)).filter((entry) => entry.kind !== 'adjustment');
    expect(entries.map((entry) => [entry.kind, entry.amount])).toEqual([['stake', -10], ['win', 1500], ['win_reversal', -1500], ['win', 1500]]);
    const [paid, reversed, repaid] = entries.slice(1).map((entry) => entry.reference);
    expect(reversed).toBe(paid!.replace(/^win:/, 'win_reversal:'));
    expect(repaid).not.toBe(paid);
    await expectLedgerChain(server, alice.userId);
  });

  it('refuses a revert that would overdraw a player who spent the winnings, changing nothing', async () => {
    const spender = await signUpPlayer(server);
    await creditPlayer(server, spender.userId, 10);
    const winning = await place(spender, 'single', 'open', '1', 10);
    setIstTime(server, '12:05');
    await declareOk(server, admin, { gameId: game._id, session: 'open', pana: '128' });
    expect(await balanceOf(server, spender.token)).toBe(95);
    await place(spender, 'single', 'close', '4', 90);

    const refused = await revert(server, admin, { gameId: game._id, session: 'open' });
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as { message: string }).message).toMatch(/already spent/);
    expect(await balanceOf(server, spender.token)).toBe(5);
    expect((await betsById(spender)).get(winning._id)).toMatchObject({ status: 'won', winAmount: 95 });
    const rows = await server.store.db.selectFrom('game_results').select('session').where('game_id', '=', Number(game._id)).execute();
    expect(rows).toHaveLength(1);
    expect((await ledgerOf(server, spender.userId)).some((entry) => entry.kind === 'win_reversal')).toBe(false);

    await creditPlayer(server, spender.userId, 90);
    expect((await revert(server, admin, { gameId: game._id, session: 'open' })).statusCode).toBe(200);
    expect(await balanceOf(server, spender.token)).toBe(0);
    await expectLedgerChain(server, spender.userId);
  });

  it('previews a declaration with the numbers the declaration then settles', async () => {
    await place(alice, 'single', 'open', '1', 10);
    await place(alice, 'single', 'open', '1', 20);
    await place(bob, 'triplePanna', 'open', '000', 10);
    await place(bob, 'jodi', 'open', '17', 10);
    await place(bob, 'single', 'close', '7', 10);

    setIstTime(server, '13:05');
    const openPreview = await preview(server, admin, { gameId: game._id, session: 'open', pana: '128' });
    expect(openPreview.statusCode, openPreview.body).toBe(200);
    expect(openPreview.json()).toEqual({
      gameId: game._id,
      gameDate: TEST_DAY,
      session: 'open',
      pana: '128',
      digit: 1,
      result: '128-1*-***',
      declaredPana: null,
      settlement: { settled: 3, won: 2, lost: 1, paid: 95 + 190 },
    });
    const open = await declareOk(server, admin, { gameId: game._id, session: 'open', pana: '128' });
    expect(open.settlement).toEqual((openPreview.json() as { settlement: Settlement }).settlement);

    const declaredPreview = (await preview(server, admin, { gameId: game._id, session: 'open', pana: '129' })).json();
    expect(declaredPreview).toMatchObject({ declaredPana: '128', settlement: { settled: 0, won: 0, lost: 0, paid: 0 } });

    const closePreview = (await preview(server, admin, { gameId: game._id, session: 'close', pana: '359' })).json() as { settlement: Settlement; result: string };
    expect(closePreview.result).toBe('128-17-359');
    expect(closePreview.settlement).toEqual({ settled: 2, won: 2, lost: 0, paid: 950 + 95 });
    const close = await declareOk(server, admin, { gameId: game._id, session: 'close', pana: '359' });
    expect(close.settlement).toEqual(closePreview.settlement);

    expect((await preview(server, admin, { gameId: game._id, session: 'open', pana: '321' })).statusCode).toBe(400);
    expect((await preview(server, admin, { gameId: '999999', session: 'open', pana: '128' })).statusCode).toBe(404);
  });
  it('declares a session only once betting on it has closed, on the same IST clock as the bets', async () => {
    await place(alice, 'single', 'open', '1');
    const refusedBefore = async (session: 'open' | 'close', message: string) => {
      const body = { gameId: game._id, session, pana: '128' };
      for (const response of [await declare(server, admin, body), await preview(server, admin, body)]) {
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({ message, errors: [{ msg: message, path: 'session' }] });
      }
    };
    const openRefusal = 'The open result of Settle Market can be declared from its open time (12:00)';
    await refusedBefore('open', openRefusal);
    setIstTime(server, '11:59');
    await refusedBefore('open', openRefusal);
    expect(await server.store.db.selectFrom('game_results').selectAll().where('game_id', '=', Number(game._id)).execute()).toEqual([]);
    expect((await myBets(server, alice.token))[0]).toMatchObject({ status: 'pending' });

    // Open bets are refused from 12:00, so the open can be declared from 12:00.
    setIstTime(server, '12:00');
    await declareOk(server, admin, { gameId: game._id, session: 'open', pana: '128' });

    // Close bets are taken up to and including 13:00, so the close waits until 13:01.
    const closeRefusal = 'The close result of Settle Market can be declared after its close time (13:00)';
    setIstTime(server, '13:00');
    await place(bob, 'single', 'close', '7');
    await refusedBefore('close', closeRefusal);
    setIstTime(server, '13:01');
    const close = await declareOk(server, admin, { gameId: game._id, session: 'close', pana: '359' });
    expect(close.settlement).toMatchObject({ settled: 1, won: 1 });

    // A past day is already closed whatever today's clock says.
    setIstTime(server, '09:00', '2026-11-21');
    expect((await revert(server, admin, { gameId: game._id, session: 'close', gameDate: TEST_DAY })).statusCode).toBe(200);
    await declareOk(server, admin, { gameId: game._id, session: 'close', pana: '359', gameDate: TEST_DAY });
  });
});
