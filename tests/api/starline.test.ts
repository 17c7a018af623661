import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../server/ledger/ledger.js';
import { createStarlineGame } from './support/markets.js';
import { balanceOf, creditPlayer, signInAdmin, signUpPlayer, type SignedIn } from './support/players.js';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';

/** IST wall-clock time of a day as an ISO instant. */
const ist = (day: string, time: string) => new Date(`${day}T${time}:00.000+05:30`).toISOString();
const DAY = '2026-11-20';

interface GameRecord {
  _id: string;
  gameName: string;
  gameNameHindi: string;
  openTime: string;
  isActive: boolean;
  currentStatus: string;
  result: string;
  digit?: number;
  minBet: number;
  maxBet: number;
}

let gameSequence = 0;

async function createGame(
  server: TestServer,
  adminToken: string,
  overrides: Partial<{ openTime: string; minBet: number; maxBet: number; gameName: string }> = {},
): Promise<GameRecord> {
  gameSequence += 1;
  return createStarlineGame<GameRecord>(server, adminToken, {
    gameName: `Star ${gameSequence}`,
    gameNameHindi: `स्टार ${gameSequence}`,
    openTime: '10:00',
    ...overrides,
  });
}

function placeBet(
  server: TestServer,
  token: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return server.request({ method: 'POST', url: '/api/starline/bets', token, payload: body, headers });
}

function declare(server: TestServer, adminToken: string, body: Record<string, unknown>) {
  return server.request({ method: 'POST', url: '/api/admin/starline/results', token: adminToken, payload: body });
}

function revert(server: TestServer, adminToken: string, body: Record<string, unknown>) {
  return server.request({ method: 'DELETE', url: '/api/admin/starline/results', token: adminToken, payload: body });
}

/** Every entry's balance_after continues its player's previous one: the ledger reads as a statement. */
async function expectLedgerChains(server: TestServer): Promise<void> {
  const entries = await server.store.db.selectFrom('ledger_entries').selectAll().orderBy('id').execute();
  const running = new Map<number, number>();
  for (const entry of entries) {
    const next = (running.get(Number(entry.user_id)) ?? 0) + Number(entry.amount);
    expect(Number(entry.balance_after), `entry ${entry.kind} ${entry.reference}`).toBe(next);
    running.set(Number(entry.user_id), next);
  }
}

async function starlineBalance(server: TestServer, player: SignedIn) {
  return balanceOf(server, player.token);
}

describe('Starline', () => {
  let server: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    server = await startTestServer({ now: ist(DAY, '09:30') });
    adminToken = await signInAdmin(server);
  });
  afterEach(async () => {
    await expectLedgerBalanced(server);
    await expectLedgerChains(server);
  });
  afterAll(async () => {
    await server.close();
  });

  it('runs a whole day: bets of all four types, the cut-off, the declaration and its payouts', async () => {
    server.clock.set(ist(DAY, '09:30'));
    const game = await createGame(server, adminToken, { openTime: '10:00' });
    const asha = await signUpPlayer(server, { name: 'Asha' });
    const ravi = await signUpPlayer(server, { name: 'Ravi' });
    await creditPlayer(server, asha.userId, 1000);
    await creditPlayer(server, ravi.userId, 1000);

    const list = await server.request({ method: 'GET', url: '/api/starline/games', token: asha.token });
    expect(list.statusCode).toBe(200);
    const listed = (list.json() as { success: boolean; data: { games: GameRecord[] } }).data.games.find((g) => g._id === game._id);
    expect(listed).toEqual({
      _id: game._id,
      gameName: game.gameName,
      gameNameHindi: game.gameNameHindi,
      openTime: '10:00',
      isActive: true,
      currentStatus: 'open',
      result: '***',
      minBet: 10,
      maxBet: 5000,
      runsToday: true,
      closedReason: null,
      voided: false,
    });
    expect(listed).not.toHaveProperty('digit');

    // Default rates: single digit 10x, single pana 150x, double pana 300x, triple pana 700x.
    const bets = [
      { player: asha, betType: 'single digit', betNumber: '1', betAmount: 100, potentialWin: 1000 },
      { player: asha, betType: 'single pana', betNumber: '128', betAmount: 10, potentialWin: 1500 },
      { player: asha, betType: 'double pana', betNumber: '112', betAmount: 50, potentialWin: 15000 },
      { player: ravi, betType: 'triple pana', betNumber: '777', betAmount: 10, potentialWin: 7000 },
      { player: ravi, betType: 'single digit', betNumber: '2', betAmount: 25, potentialWin: 250 },
      { player: ravi, betType: 'single pana', betNumber: '128', betAmount: 20, potentialWin: 3000 },
    ];
    for (const bet of bets) {
      const response = await placeBet(server, bet.player.token, {
        gameId: game._id,
        betType: bet.betType,
        betNumber: bet.betNumber,
        betAmount: bet.betAmount,
      });
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json() as { success: boolean; message: string; data: { bet: Record<string, unknown>; remainingBalance: number } };
      expect(body.success).toBe(true);
      expect(body.message).toBe('Bet placed successfully!');
      expect(body.data.bet).toMatchObject({
        gameId: { _id: game._id, gameName: game.gameName },
        betType: bet.betType,
        betNumber: bet.betNumber,
        betAmount: bet.betAmount,
        potentialWin: bet.potentialWin,
        winAmount: 0,
        status: 'pending',
        gameDate: DAY,
        result: null,
      });
    }
    expect(await starlineBalance(server, asha)).toBe(1000 - 160);
    expect(await starlineBalance(server, ravi)).toBe(1000 - 55);

    // Bets are taken through the open minute, then refused.
    server.clock.set(ist(DAY, '10:00'));
    const lastMinute = await placeBet(server, ravi.token, { gameId: game._id, betType: 'single digit', betNumber: '9', betAmount: 10 });
    expect(lastMinute.statusCode, lastMinute.body).toBe(201);
    server.clock.set(ist(DAY, '10:01'));
    const late = await placeBet(server, ravi.token, { gameId: game._id, betType: 'single digit', betNumber: '9', betAmount: 10 });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ success: false, message: 'Betting is not available for this game right now' });
    const closed = await server.request({ method: 'GET', url: `/api/starline/games/${game._id}`, token: ravi.token });
    expect((closed.json() as { data: GameRecord }).data.currentStatus).toBe('closed');

    // 128: ank 1. Asha wins single digit 1 and single pana 128; Ravi wins single pana 128.
    const declared = await declare(server, adminToken, { gameId: game._id, pana: '128' });
    expect(declared.statusCode, declared.body).toBe(200);
    expect(declared.json()).toMatchObject({
      result: { gameId: game._id, gameDate: DAY, winningNumber: '128', digit: 1 },
      settlement: { settled: 7, won: 3, lost: 4, paid: 1000 + 1500 + 3000 },
    });
    expect(await starlineBalance(server, asha)).toBe(840 + 2500);
    expect(await starlineBalance(server, ravi)).toBe(1000 - 65 + 3000);

    const after = await server.request({ method: 'GET', url: `/api/starline/games/${game._id}`, token: asha.token });
    expect((after.json() as { data: GameRecord }).data).toMatchObject({ currentStatus: 'result_declared', result: '128', digit: 1 });

    const history = await server.request({ method: 'GET', url: '/api/starline/bets', token: asha.token });
    const ashaBets = (history.json() as { data: { bets: { betNumber: string; status: string; winAmount: number; result: string }[] } }).data.bets;
    expect(ashaBets.map((bet) => [bet.betNumber, bet.status, bet.winAmount, bet.result])).toEqual([
      ['112', 'lost', 0, '128'],
      ['128', 'won', 1500, '128'],
      ['1', 'won', 1000, '128'],
    ]);

    const results = await server.request({ method: 'GET', url: `/api/starline/results?gameId=${game._id}`, token: asha.token });
    expect(results.json()).toMatchObject({ success: true, data: { results: [{ gameDate: DAY, winningNumber: '128' }] } });
    const [first] = (results.json() as { data: { results: { declaredAt: string }[] } }).data.results;
    expect(first?.declaredAt).toBe(ist(DAY, '10:01'));

    // The same declaration again changes nothing; another panna is a conflict.
    const again = await declare(server, adminToken, { gameId: game._id, pana: '128' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ settlement: { settled: 0, won: 0, lost: 0, paid: 0 } });
    const other = await declare(server, adminToken, { gameId: game._id, pana: '137' });
    expect(other.statusCode).toBe(409);
    expect(await starlineBalance(server, asha)).toBe(3340);
  });

  it('pays each winner exactly once under concurrent declarations', async () => {
    server.clock.set(ist(DAY, '10:30'));
    const game = await createGame(server, adminToken, { openTime: '11:00' });
    const player = await signUpPlayer(server);
    await creditPlayer(server, player.userId, 500);
    for (const betNumber of ['5', '5', '159']) {
      const betType = betNumber.length === 1 ? 'single digit' : 'single pana';
      const response = await placeBet(server, player.token, { gameId: game._id, betType, betNumber, betAmount: 10 });
      expect(response.statusCode, response.body).toBe(201);
    }
    server.clock.set(ist(DAY, '11:05'));
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => declare(server, adminToken, { gameId: game._id, pana: i % 2 === 0 ? '159' : '140' })),
    );
    const statuses = responses.map((response) => response.statusCode);
    const winner = responses.find((response) => response.statusCode === 200)!;
    const declaredPana = (winner.json() as { result: { winningNumber: string } }).result.winningNumber;
    // Every answer agrees with the one panna that won the race.
    responses.forEach((response, i) => {
      const pana = i % 2 === 0 ? '159' : '140';
      expect(response.statusCode, response.body).toBe(pana === declaredPana ? 200 : 409);
    });
    expect(statuses.filter((status) => status === 200).length).toBe(3);
    const paid = responses
      .filter((response) => response.statusCode === 200)
      .map((response) => (response.json() as { settlement: { paid: number } }).settlement.paid);
    const wins = await server.store.db
      .selectFrom('ledger_entries')
      .select('amount')
      .where('user_id', '=', player.userId)
      .where('kind', '=', 'starline_win')
      .execute();
    // 159 (ank 5): two single digit wins (10 → 100 each) and the single pana win (10 → 1500). 140 (ank 5): only the digits.
    const expected = declaredPana === '159' ? 1700 : 200;
    expect(wins.reduce((sum, row) => sum + Number(row.amount), 0)).toBe(expected);
    expect(paid.sort((a, b) => b - a)).toEqual([expected, 0, 0]);
    expect(await balanceOf(server, player.token)).toBe(500 - 30 + expected);
  });

  it('previews a declaration with the numbers the declaration then settles, changing nothing', async () => {
    server.clock.set(ist(DAY, '12:30'));
    const game = await createGame(server, adminToken, { openTime: '13:00' });
    const player = await signUpPlayer(server);
    await creditPlayer(server, player.userId, 500);
    for (const [betType, betNumber] of [['single digit', '5'], ['single pana', '159'], ['single digit', '4'], ['double pana', '550']]) {
      const response = await placeBet(server, player.token, { gameId: game._id, betType, betNumber, betAmount: 10 });
      expect(response.statusCode, response.body).toBe(201);
    }
    server.clock.set(ist(DAY, '13:05'));
    const preview = (query: string) =>
      server.request({ method: 'GET', url: `/api/admin/starline/results/preview?${query}`, token: adminToken });

    const before = await preview(`gameId=${game._id}&pana=159`);
    expect(before.statusCode, before.body).toBe(200);
    // 159 (ank 5): the digit 5 wins 10 → 100 and the single pana wins 10 → 1500; the other two lose.
    expect(before.json()).toEqual({
      gameId: game._id,
      gameDate: DAY,
      pana: '159',
      digit: 5,
      declaredPana: null,
      settlement: { settled: 4, won: 2, lost: 2, paid: 1600 },
    });
    expect(await balanceOf(server, player.token)).toBe(460);

    const declared = await declare(server, adminToken, { gameId: game._id, pana: '159' });
    expect(declared.statusCode, declared.body).toBe(200);
    expect((declared.json() as { settlement: unknown }).settlement).toEqual((before.json() as { settlement: unknown }).settlement);

    const after = await preview(`gameId=${game._id}&pana=140&gameDate=${DAY}`);
    expect(after.json()).toMatchObject({ declaredPana: '159', settlement: { settled: 0, won: 0, lost: 0, paid: 0 } });

    for (const [query, status] of [
      [`gameId=${game._id}&pana=132`, 400],
      [`gameId=${game._id}&pana=abc`, 400],
      [`gameId=999999&pana=159`, 404],
      [`gameId=${game._id}&pana=159&gameDate=2099-01-01`, 400],
      [`pana=159`, 400],
    ] as const) {
      const refused = await preview(query);
      expect(refused.statusCode, `${query}: ${refused.body}`).toBe(status);
      expect(typeof (refused.json() as { message: unknown }).message).toBe('string');
    }
  });

  it('reverts a declaration with compensating entries, allows a new one, and refuses a revert that would overdraw', async () => {
    server.clock.set(ist(DAY, '11:30'));
    const game = await createGame(server, adminToken, { openTime: '12:00' });
    const player = await signUpPlayer(server);
    await creditPlayer(server, player.userId, 100);
    for (const bet of [
      { betType: 'single digit', betNumber: '0', betAmount: 10 },
      { betType: 'single digit', betNumber: '0', betAmount: 20 },
      { betType: 'double pana', betNumber: '550', betAmount: 10 },
    ]) {
      expect((await placeBet(server, player.token, { gameId: game._id, ...bet })).statusCode).toBe(201);
    }
    server.clock.set(ist(DAY, '12:10'));
    const first = await declare(server, adminToken, { gameId: game._id, pana: '550', digit: 0 });
    expect(first.json()).toMatchObject({ settlement: { settled: 3, won: 3, lost: 0, paid: 100 + 200 + 3000 } });
    expect(await balanceOf(server, player.token)).toBe(60 + 3300);

    const reverted = await revert(server, adminToken, { gameId: game._id });
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json()).toMatchObject({ reversed: { bets: 3, amount: 3300 } });
    expect(await balanceOf(server, player.token)).toBe(60);
    const pending = await server.request({ method: 'GET', url: `/api/starline/bets?gameId=${game._id}`, token: player.token });
    expect((pending.json() as { data: { bets: { status: string; winAmount: number }[] } }).data.bets.every((bet) => bet.status === 'pending' && bet.winAmount === 0)).toBe(true);
    const unknownRevert = await revert(server, adminToken, { gameId: game._id });
    expect(unknownRevert.statusCode).toBe(404);

    // A corrected result: only the digit bets win now.
    const second = await declare(server, adminToken, { gameId: game._id, pana: '370' });
    expect(second.json()).toMatchObject({ settlement: { settled: 3, won: 2, lost: 1, paid: 300 } });
    expect(await balanceOf(server, player.token)).toBe(360);

    // The player spends the winnings; taking them back now would overdraw, so nothing changes.
    await server.store.db.transaction().execute((trx) =>
      post(trx, { userId: player.userId, amount: -350, kind: 'adjustment', reference: `spend:${player.userId}`, at: server.clock.now().toISOString() }),
    );
    const refused = await revert(server, adminToken, { gameId: game._id });
    expect(refused.statusCode).toBe(409);
    expect(await balanceOf(server, player.token)).toBe(10);
    const still = await server.request({ method: 'GET', url: `/api/starline/games/${game._id}`, token: player.token });
    expect((still.json() as { data: GameRecord }).data).toMatchObject({ result: '370', currentStatus: 'result_declared' });
  });

  it('checks declarations: panna, digit, date and game', async () => {
    server.clock.set(ist(DAY, '12:30'));
    const game = await createGame(server, adminToken, { openTime: '13:00' });
    const early = await declare(server, adminToken, { gameId: game._id, pana: '128' });
    expect(early.statusCode).toBe(400);
    expect((early.json() as { message: string }).message).toContain('after its open time (13:00)');
    const invalidPanna = await declare(server, adminToken, { gameId: game._id, pana: '321', gameDate: '2026-11-19' });
    expect(invalidPanna.statusCode).toBe(400);
    expect((invalidPanna.json() as { message: string }).message).toContain('Panna 321 is not valid');
    const wrongDigit = await declare(server, adminToken, { gameId: game._id, pana: '128', digit: 2, gameDate: '2026-11-19' });
    expect(wrongDigit.statusCode).toBe(400);
    const future = await declare(server, adminToken, { gameId: game._id, pana: '128', gameDate: '2026-11-21' });
    expect(future.statusCode).toBe(400);
    const badDate = await declare(server, adminToken, { gameId: game._id, pana: '128', gameDate: '2026-02-30' });
    expect(badDate.statusCode).toBe(400);
    const unknown = await declare(server, adminToken, { gameId: '999999', pana: '128' });
    expect(unknown.statusCode).toBe(404);
    const past = await declare(server, adminToken, { gameId: game._id, pana: '128', gameDate: '2026-11-19' });
    expect(past.statusCode).toBe(200);
    const results = await server.request({ method: 'GET', url: `/api/starline/results?gameId=${game._id}`, token: adminToken });
    expect((results.json() as { data: { results: unknown[] } }).data.results).toHaveLength(1);
  });

  it("enforces the bet rules with the original app's messages and success: false", async () => {
    server.clock.set(ist(DAY, '13:30'));
    const game = await createGame(server, adminToken, { openTime: '14:00', minBet: 20, maxBet: 200 });
    const player = await signUpPlayer(server);
    await creditPlayer(server, player.userId, 150);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ betType: 'single digit', betNumber: '12', betAmount: 20 }, 400, 'Please enter a valid bet number'],
      [{ betType: 'single pana', betNumber: '12a', betAmount: 20 }, 400, 'Please enter a valid bet number'],
      [{ betType: 'single pana', betNumber: '112', betAmount: 20 }, 400, 'This is a double panna, but you selected single panna'],
      [{ betType: 'triple pana', betNumber: '123', betAmount: 20 }, 400, 'This is a single panna, but you selected triple panna'],
      [{ betType: 'double pana', betNumber: '211', betAmount: 20 }, 400, 'Panna 211 is not valid'],
      [{ betType: 'jodi', betNumber: '12', betAmount: 20 }, 400, 'Unknown bet type'],
      [{ betType: 'single digit', betNumber: '1', betAmount: 10 }, 400, 'Minimum bet amount is ₹20'],
      [{ betType: 'single digit', betNumber: '1', betAmount: 201 }, 400, 'Maximum bet amount is ₹200'],
      [{ betType: 'single digit', betNumber: '1', betAmount: 160 }, 400, 'Insufficient balance'],
      [{ betType: 'single digit', betNumber: '1', betAmount: 20.5 }, 400, 'Please enter a valid bet amount'],
      [{ betType: 'single digit', betNumber: '1' }, 400, 'Please enter a valid bet amount'],
    ];
    for (const [body, status, message] of cases) {
      const response = await placeBet(server, player.token, { gameId: game._id, ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      const error = response.json() as { success: boolean; message: string; errors: { msg: string }[] };
      expect(error.success).toBe(false);
      expect(error.message).toContain(message);
      expect(error.errors.length).toBeGreaterThan(0);
    }
    const unknownGame = await placeBet(server, player.token, { gameId: '424242', betType: 'single digit', betNumber: '1', betAmount: 20 });
    expect(unknownGame.statusCode).toBe(404);
    expect(unknownGame.json()).toEqual({ success: false, message: 'Starline game not found', code: 'STARLINE_GAME_NOT_FOUND' });
    const noGame = await placeBet(server, player.token, { betType: 'single digit', betNumber: '1', betAmount: 20 });
    expect(noGame.statusCode).toBe(400);
    expect(await balanceOf(server, player.token)).toBe(150);

    // Inactive players read but cannot bet.
    await server.store.db.updateTable('users').set({ is_active: 0 }).where('id', '=', player.userId).execute();
    const inactive = await placeBet(server, player.token, { gameId: game._id, betType: 'single digit', betNumber: '1', betAmount: 20 });
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json()).toMatchObject({ success: false });
    const readable = await server.request({ method: 'GET', url: '/api/starline/games', token: player.token });
    expect(readable.statusCode).toBe(200);

    // A deactivated game takes no bets and leaves the list.
    const other = await signUpPlayer(server);
    await creditPlayer(server, other.userId, 100);
    const removed = await server.request({ method: 'DELETE', url: `/api/admin/starline/games/${game._id}`, token: adminToken });
    expect(removed.statusCode).toBe(200);
    const onRemoved = await placeBet(server, other.token, { gameId: game._id, betType: 'single digit', betNumber: '1', betAmount: 20 });
    expect(onRemoved.statusCode).toBe(404);
    const list = await server.request({ method: 'GET', url: '/api/starline/games', token: other.token });
    expect((list.json() as { data: { games: GameRecord[] } }).data.games.some((g) => g._id === game._id)).toBe(false);
  });

  it('never overdraws under parallel bets against one balance', async () => {
    server.clock.set(ist(DAY, '14:30'));
    const game = await createGame(server, adminToken, { openTime: '15:00' });
    const player = await signUpPlayer(server);
    await creditPlayer(server, player.userId, 1000);
    const responses = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        placeBet(server, player.token, { gameId: game._id, betType: 'single digit', betNumber: String(i % 10), betAmount: 100 }),
      ),
    );
    const placed = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode !== 201);
    expect(placed).toHaveLength(10);
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: 'Insufficient balance' });
    }
    expect(await balanceOf(server, player.token)).toBe(0);
    const remaining = placed.map((response) => (response.json() as { data: { remainingBalance: number } }).data.remainingBalance);
    expect(remaining.sort((a, b) => a - b)).toEqual([0, 100, 200, 300, 400, 500, 600, 700, 800, 900]);
  });

  it('replays a retried bet with the same Idempotency-Key and refuses the key for another body', async () => {
    server.clock.set(ist(DAY, '15:30'));
    const game = await createGame(server, adminToken, { openTime: '16:00' });
    const player = await signUpPlayer(server);
    await creditPlayer(server, player.userId, 500);
    const body = { gameId: game._id, betType: 'single pana', betNumber: '345', betAmount: 100 };
    const headers = { 'idempotency-key': 'starline-retry-1' };
    const [first, retry] = await Promise.all([placeBet(server, player.token, body, headers), placeBet(server, player.token, body, headers)]);
    const statuses = [first.statusCode, retry.statusCode].sort();
    // A retry racing the first is told to retry (409); one after it gets the first answer again.
    expect(statuses[0]).toBe(201);
    expect([201, 409]).toContain(statuses[1]);
    const replay = await placeBet(server, player.token, body, headers);
    expect(replay.statusCode).toBe(201);
    const winner = first.statusCode === 201 ? first : retry;
    expect(replay.json()).toEqual(winner.json());
    expect(await balanceOf(server, player.token)).toBe(400);
    const reused = await placeBet(server, player.token, { ...body, betAmount: 50 }, headers);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ success: false });
  });

  it('uses the rate in force when a bet is placed', async () => {
    server.clock.set(ist(DAY, '16:30'));
    const game = await createGame(server, adminToken, { openTime: '17:00' });
    const player = await signUpPlayer(server);
    await creditPlayer(server, player.userId, 500);
    const rates = await server.request({ method: 'GET', url: '/api/starline/gamerates', headers: { authorization: 'Bearer null' } });
    expect(rates.statusCode).toBe(200);
    expect(rates.json()).toEqual({
      singleDigit: { min: 10, max: 100 },
      singlePana: { min: 10, max: 1500 },
      doublePana: { min: 10, max: 3000 },
      triplePana: { min: 10, max: 7000 },
    });
    const before = await placeBet(server, player.token, { gameId: game._id, betType: 'single digit', betNumber: '3', betAmount: 15 });
    expect((before.json() as { data: { bet: { potentialWin: number } } }).data.bet.potentialWin).toBe(150);

    const updated = await server.request({
      method: 'PUT',
      url: '/api/admin/starline/gamerates',
      token: adminToken,
      payload: { ...(rates.json() as object), singleDigit: { min: 10, max: 95 } },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const after = await placeBet(server, player.token, { gameId: game._id, betType: 'single digit', betNumber: '3', betAmount: 15 });
    expect((after.json() as { data: { bet: { potentialWin: number } } }).data.bet.potentialWin).toBe(142); // floor(15 × 95 / 10)

    server.clock.set(ist(DAY, '17:01'));
    const declared = await declare(server, adminToken, { gameId: game._id, pana: '120' });
    expect(declared.json()).toMatchObject({ settlement: { won: 2, paid: 150 + 142 } });

    const bad = await server.request({
      method: 'PUT',
      url: '/api/admin/starline/gamerates',
      token: adminToken,
      payload: { ...(rates.json() as object), singleDigit: { min: 50, max: 10 } },
    });
    expect(bad.statusCode).toBe(400);
    await server.request({ method: 'PUT', url: '/api/admin/starline/gamerates', token: adminToken, payload: rates.json() as object });
  });

  it('answers the game list with an ETag and 304 when unchanged, and unknown games with 404', async () => {
    const player = await signUpPlayer(server);
    const first = await server.request({ method: 'GET', url: '/api/starline/games', token: player.token });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await server.request({ method: 'GET', url: '/api/starline/games', token: player.token, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const games = (first.json() as { data: { games: GameRecord[] } }).data.games;
    expect(games.map((g) => g.openTime)).toEqual([...games.map((g) => g.openTime)].sort());

    for (const id of ['999999', 'abc', '-1']) {
      const missing = await server.request({ method: 'GET', url: `/api/starline/games/${id}`, token: player.token });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, message: 'Starline game not found', code: 'STARLINE_GAME_NOT_FOUND' });
    }
  });

  it('manages games: create, update, validation', async () => {
    const game = await createGame(server, adminToken, { openTime: '20:00' });
    const updated = await server.request({
      method: 'PUT',
      url: `/api/admin/starline/games/${game._id}`,
      token: adminToken,
      payload: { openTime: '20:30', maxBet: 900 },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ game: { openTime: '20:30', maxBet: 900, minBet: 10, gameName: game.gameName } });
    const invalid = await server.request({
      method: 'POST',
      url: '/api/admin/starline/games',
      token: adminToken,
      payload: { gameName: ' ', gameNameHindi: '', openTime: '25:00', minBet: 100, maxBet: 10 },
    });
    expect(invalid.statusCode).toBe(400);
    const messages = (invalid.json() as { errors: { msg: string }[] }).errors.map((e) => e.msg);
    expect(messages).toEqual(
      expect.arrayContaining(['Game name is required', 'Time must be in HH:MM (24-hour) format', 'Maximum bet must not be less than minimum bet']),
    );
    const missing = await server.request({ method: 'PUT', url: '/api/admin/starline/games/999999', token: adminToken, payload: { maxBet: 10 } });
    expect(missing.statusCode).toBe(404);
    const all = await server.request({ method: 'GET', url: '/api/admin/starline/games', token: adminToken });
    expect((all.json() as { games: GameRecord[] }).games.some((g) => g._id === game._id)).toBe(true);
  });
});

describe('Starline history: filters, summary and pagination', () => {
  let server: TestServer;
  let adminToken: string;
  let player: SignedIn;
  let gameA: GameRecord;
  let gameB: GameRecord;

  // Known data: three days; game A (10:00) and game B (14:00); A's results declared on all three days.
  const days = ['2026-11-18', '2026-11-19', '2026-11-20'];

  beforeAll(async () => {
    server = await startTestServer({ now: ist(days[0]!, '09:00') });
    adminToken = await signInAdmin(server);
    gameA = await createGame(server, adminToken, { openTime: '10:00', gameName: 'Morning Star' });
    gameB = await createGame(server, adminToken, { openTime: '14:00', gameName: 'Afternoon Star' });
    player = await signUpPlayer(server);
    const other = await signUpPlayer(server);
    await creditPlayer(server, player.userId, 10_000);
    await creditPlayer(server, other.userId, 1_000);
    for (const day of days) {
      server.clock.set(ist(day, '09:00'));
      const place = async (who: SignedIn, game: GameRecord, betType: string, betNumber: string, betAmount: number) => {
        const response = await placeBet(server, who.token, { gameId: game._id, betType, betNumber, betAmount });
        expect(response.statusCode, response.body).toBe(201);
        server.clock.advance(60_000);
      };
      await place(player, gameA, 'single digit', '1', 10); // wins on 128 (ank 1)
      await place(player, gameA, 'single pana', '128', 20); // wins on 128
      await place(player, gameB, 'double pana', '112', 30); // B never declared: pending
      await place(other, gameA, 'single digit', '1', 10);
      server.clock.set(ist(day, '10:30'));
      const declared = await declare(server, adminToken, { gameId: gameA._id, pana: day === days[1] ? '137' : '128' });
      expect(declared.statusCode, declared.body).toBe(200);
    }
    // 9 bets: per day A single digit (won, won day 1&3; day 2 137 ank 1 → won too), A single pana (won day 1&3, lost day 2), B double pana pending.
  });
  afterAll(async () => {
    await expectLedgerBalanced(server);
    await server.close();
  });

  async function history(query: string) {
    const response = await server.request({ method: 'GET', url: `/api/starline/bets${query}`, token: player.token });
    return response;
  }
  type Page = {
    success: boolean;
    data: {
      bets: { _id: string; betType: string; status: string; gameDate: string; gameId: { _id: string } }[];
      summary: { totalBets: number; totalBetAmount: number; totalWinAmount: number; netProfitLoss: number };
      pagination: { current: number; pages: number; total: number; limit: number };
    };
  };
  const page = async (query: string) => {
    const response = await history(query);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Page).data;
  };

  it('lists everything newest first with a summary of the whole set', async () => {
    const data = await page('');
    expect(data.pagination).toEqual({ current: 1, pages: 1, total: 9, limit: 10 });
    expect(data.bets).toHaveLength(9);
    expect(data.bets.map((bet) => bet.gameDate)).toEqual([...days].reverse().flatMap((day) => [day, day, day]));
    // Stakes 3 × 60 = 180. Wins: single digit 3 × 100, single pana 2 × 3000.
    expect(data.summary).toEqual({ totalBets: 9, totalBetAmount: 180, totalWinAmount: 6300, netProfitLoss: 6120 });
  });

  it('combines filters', async () => {
    expect((await page(`?gameId=${gameB._id}`)).summary).toMatchObject({ totalBets: 3, totalBetAmount: 90, totalWinAmount: 0 });
    expect((await page('?status=won')).summary).toMatchObject({ totalBets: 5, totalWinAmount: 6300 });
    expect((await page('?status=lost')).summary).toMatchObject({ totalBets: 1, totalBetAmount: 20, netProfitLoss: -20 });
    expect((await page('?status=pending')).summary.totalBets).toBe(3);
    expect((await page('?betType=single%20pana')).summary).toMatchObject({ totalBets: 3, totalWinAmount: 6000 });
    expect((await page(`?startDate=${days[1]}&endDate=${days[1]}`)).summary).toMatchObject({ totalBets: 3, totalBetAmount: 60, totalWinAmount: 100 });
    expect((await page(`?startDate=${days[1]}`)).summary.totalBets).toBe(6);
    expect((await page(`?endDate=${days[0]}`)).summary.totalBets).toBe(3);
    const combined = await page(`?gameId=${gameA._id}&betType=single%20pana&status=won&startDate=${days[1]}&endDate=${days[2]}`);
    expect(combined.summary).toEqual({ totalBets: 1, totalBetAmount: 20, totalWinAmount: 3000, netProfitLoss: 2980 });
    expect(combined.bets.map((bet) => [bet.gameDate, bet.betType, bet.gameId._id])).toEqual([[days[2], 'single pana', gameA._id]]);
    expect((await page('?status=all&betType=')).summary.totalBets).toBe(9);
  });

  it('pages right at the edges', async () => {
    const first = await page('?limit=4');
    expect(first.pagination).toEqual({ current: 1, pages: 3, total: 9, limit: 4 });
    expect(first.bets).toHaveLength(4);
    const last = await page('?limit=4&page=3');
    expect(last.bets).toHaveLength(1);
    expect(last.pagination).toEqual({ current: 3, pages: 3, total: 9, limit: 4 });
    const beyond = await page('?limit=4&page=4');
    expect(beyond.bets).toEqual([]);
    expect(beyond.pagination).toEqual({ current: 4, pages: 3, total: 9, limit: 4 });
    expect(beyond.summary.totalBets).toBe(9);
    const all = [...first.bets, ...(await page('?limit=4&page=2')).bets, ...last.bets].map((bet) => bet._id);
    expect(new Set(all).size).toBe(9);
    expect((await page('?limit=1000')).pagination.limit).toBe(100);
    const empty = await page('?status=cancelled');
    expect(empty).toMatchObject({ bets: [], pagination: { current: 1, pages: 0, total: 0, limit: 10 } });
  });

  it('refuses unusable query values with 400', async () => {
    for (const query of ['?page=0', '?page=abc', '?limit=0', '?limit=-5', '?status=bogus', '?betType=jodi', '?startDate=2026-02-30', '?endDate=20261120', '?gameId=abc', `?startDate=${days[2]}&endDate=${days[0]}`]) {
      const response = await history(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ success: false });
    }
  });

  it('shows each player only their own bets and lists results newest first', async () => {
    const other = await signUpPlayer(server);
    const response = await server.request({ method: 'GET', url: '/api/starline/bets', token: other.token });
    expect((response.json() as Page).data).toMatchObject({ bets: [], summary: { totalBets: 0, totalBetAmount: 0, totalWinAmount: 0, netProfitLoss: 0 } });
    const results = await server.request({ method: 'GET', url: `/api/starline/results?gameId=${gameA._id}`, token: player.token });
    expect((results.json() as { data: { results: { gameDate: string; winningNumber: string }[] } }).data.results.map((r) => [r.gameDate, r.winningNumber])).toEqual([
      [days[2], '128'],
      [days[1], '137'],
      [days[0], '128'],
    ]);
    const all = await server.request({ method: 'GET', url: '/api/starline/results', token: player.token });
    expect((all.json() as { data: { results: unknown[] } }).data.results).toHaveLength(3);
    const unknown = await server.request({ method: 'GET', url: '/api/starline/results?gameId=999999', token: player.token });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('Starline authorization', () => {
  let server: TestServer;
  let adminToken: string;
  let player: SignedIn;

  beforeAll(async () => {
    server = await startTestServer();
    adminToken = await signInAdmin(server);
    player = await signUpPlayer(server);
  });
  afterAll(async () => {
    await expectLedgerBalanced(server);
    await server.close();
  });

  const protectedRoutes: [string, string][] = [
    ['GET', '/api/starline/games'],
    ['GET', '/api/starline/games/1'],
    ['POST', '/api/starline/bets'],
    ['GET', '/api/starline/bets'],
    ['GET', '/api/starline/results'],
  ];
  const adminRoutes: [string, string][] = [
    ['GET', '/api/admin/starline/games'],
    ['POST', '/api/admin/starline/games'],
    ['PUT', '/api/admin/starline/games/1'],
    ['DELETE', '/api/admin/starline/games/1'],
    ['PUT', '/api/admin/starline/gamerates'],
    ['POST', '/api/admin/starline/results'],
    ['DELETE', '/api/admin/starline/results'],
  ];

  it('answers 401 without a valid token on player routes, with success: false', async () => {
    for (const [method, url] of protectedRoutes) {
      for (const headers of [{}, { authorization: 'Bearer null' }, { authorization: 'Bearer not-a-token' }]) {
        const response = await server.request({ method: method as 'GET', url, headers, payload: method === 'POST' ? {} : undefined });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
      }
    }
  });

  it('keeps the rates public, ignoring bad tokens', async () => {
    for (const headers of [{}, { authorization: 'Bearer null' }, { authorization: 'Bearer expired-or-wrong' }]) {
      const response = await server.request({ method: 'GET', url: '/api/starline/gamerates', headers });
      expect(response.statusCode).toBe(200);
    }
  });

  it('answers 401 without a token and 403 for players on admin routes', async () => {
    for (const [method, url] of adminRoutes) {
      const payload = method === 'GET' ? undefined : {};
      const anonymous = await server.request({ method: method as 'GET', url, payload });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const asPlayer = await server.request({ method: method as 'GET', url, payload, token: player.token });
      expect(asPlayer.statusCode, `${method} ${url}`).toBe(403);
      expect(asPlayer.json()).toEqual({ message: 'Admin access required', code: 'ADMIN_REQUIRED' });
      const asAdmin = await server.request({ method: method as 'GET', url, payload, token: adminToken });
      expect([200, 400, 404], `${method} ${url}`).toContain(asAdmin.statusCode);
    }
  });
});
