import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { balanceOf, creditPlayer, signInAdmin, signUpPlayer, type SignedIn } from './support/players.js';
import {
  bet,
  createGame,
  declareOk,
  istAt,
  ledgerOf,
  myBets,
  placeBetOk,
  revert,
  setIstTime,
  setRates,
  TEST_DAY,
  type CreatedGame,
} from './support/markets.js';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';
import { betRecord } from '../../server/services/markets/betting.js';

interface ErrorBody {
  message: string;
  errors?: { msg: string; path?: string; code?: string }[];
}

/**
 * Resolves once a bet is held up behind an open transaction: on SQLite when a query waits for the one connection,
 * on PostgreSQL when a session waits for a lock (the game's row).
 */
async function betWaitsForTheDatabase(server: TestServer): Promise<void> {
  const { store } = server;
  if (store.dialect === 'sqlite') {
    await new Promise<void>((resolve) => store.observe({ onQueued: resolve }));
    store.observe({ onQueued: undefined });
    return;
  }
  for (let tries = 0; tries < 500; tries += 1) {
    const { rows } = await sql<{ waiting: number }>`select count(*)::int as waiting from pg_stat_activity
      where wait_event_type = 'Lock' and datname = current_database()`.execute(store.db);
    if (rows[0]!.waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('no bet came to wait for the lock');
}

describe('POST /api/bets and GET /api/bets/me', () => {
  let server: TestServer;
  let admin: string;
  let player: SignedIn;
  let game: CreatedGame;

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
    player = await signUpPlayer(server);
    await creditPlayer(server, player.userId, 50_000);
    game = await createGame(server, admin, { gameName: 'Bets Market', openTime: '12:00', closeTime: '13:00' });
  });
  afterEach(async () => {
    await expectLedgerBalanced(server);
  });

  it('places a bet: 201 with the bet record, the new balance, and the stake in the ledger', async () => {
    const response = await bet(server, player.token, {
      gameId: game._id,
      betType: 'singlePanna',
      session: 'open',
      betNumber: '128',
      betAmount: 25,
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as { message: string; bet: Record<string, unknown>; newBalance: number };
    expect(body.message).toBe('Bet placed successfully!');
    expect(body.newBalance).toBe(50_000 - 25);
    expect(Object.keys(body.bet).sort()).toEqual(
      [
        '_id', 'gameId', 'gameName', 'betType', 'session', 'betNumber', 'betAmount', 'potentialWin', 'winAmount',
        'status', 'betDate', 'gameDate', 'resultDate', 'result', 'createdAt',
      ].sort(),
    );
    expect(body.bet).toMatchObject({
      gameId: game._id,
      gameName: 'Bets Market',
      betType: 'singlePanna',
      session: 'open',
      betNumber: '128',
      betAmount: 25,
      potentialWin: 3750, // round(25 / 10 × 1500)
      winAmount: 0,
      status: 'pending',
      gameDate: TEST_DAY,
      resultDate: null,
      result: null,
      betDate: istAt(TEST_DAY, '11:00'),
      createdAt: istAt(TEST_DAY, '11:00'),
    });
    expect(typeof body.bet._id).toBe('string');
    expect(await balanceOf(server, player.token)).toBe(50_000 - 25);
    const ledger = await ledgerOf(server, player.userId);
    expect(ledger.at(-1)).toEqual({ kind: 'stake', reference: `bet:${body.bet._id}`, amount: -25, balance_after: 49_975 });
  });

  it('prices every bet type from the rate in force and stores it on the bet', async () => {
    const cases = [
      { betType: 'single', session: 'open', betNumber: '7', betAmount: 15, potentialWin: 143 }, // 142.5 rounds up
      { betType: 'jodi', session: 'open', betNumber: '05', betAmount: 10, potentialWin: 950 },
      { betType: 'singlePanna', session: 'close', betNumber: '128', betAmount: 10, potentialWin: 1500 },
      { betType: 'doublePanna', session: 'close', betNumber: '550', betAmount: 10, potentialWin: 3000 },
      { betType: 'triplePanna', session: 'open', betNumber: '000', betAmount: 10, potentialWin: 7000 },
      { betType: 'halfSangam', session: 'close', betNumber: '5-128', betAmount: 10, potentialWin: 10000 },
      { betType: 'fullSangam', session: 'open', betNumber: '128359', betAmount: 10, potentialWin: 100000 },
    ];
    for (const { potentialWin, ...body } of cases) {
      const placed = await placeBetOk(server, player.token, { gameId: game._id, ...body });
      expect(placed.potentialWin, body.betType).toBe(potentialWin);
    }
    const bets = await myBets(server, player.token);
    const fullSangam = bets.find((row) => row.betType === 'fullSangam');
    // Six digits are split 3-3, and full sangam carries no session.
    expect(fullSangam).toMatchObject({ betNumber: '128-359', session: null });

    // A later rate change does not change what existing bets pay.
    await setRates(server, admin, { ...(await rates()), singleDigit: { min: 10, max: 90 } });
    const later = await placeBetOk(server, player.token, { gameId: game._id, betType: 'single', betNumber: '7', betAmount: 10 });
    expect(later.potentialWin).toBe(90);
    expect((await myBets(server, player.token)).find((row) => row.betAmount === 15)!.potentialWin).toBe(143);
    await setRates(server, admin);
  });

  async function rates() {
    return (await server.request({ method: 'GET', url: '/api/gamerates' })).json() as object;
  }

  async function expectRefused(body: Record<string, unknown>, messages: string[], status = 400) {
    const response = await bet(server, player.token, { gameId: game._id, betType: 'single', betNumber: '1', betAmount: 10, ...body });
    expect(response.statusCode, response.body).toBe(status);
    const error = response.json() as ErrorBody;
    expect(error.errors?.map((item) => item.msg)).toEqual(messages);
    expect(error.message).toBe(messages[0]);
  }

  it("checks bet numbers per type with the original app's messages", async () => {
    const single = 'Single digit must be a number between 0-9';
    await expectRefused({ betType: 'single', betNumber: 'x' }, [single]);
    await expectRefused({ betType: 'single', betNumber: '12' }, ['Single digit must be between 0-9']);
    await expectRefused({ betType: 'jodi', betNumber: '5' }, ['Jodi must be a 2-digit number']);
    await expectRefused({ betType: 'jodi', betNumber: '123' }, ['Jodi must be a 2-digit number']);
    await expectRefused({ betType: 'singlePanna', betNumber: '12' }, ['Panna must be a 3-digit number']);
    await expectRefused({ betType: 'singlePanna', betNumber: '550' }, ['This is a double panna, but you selected single panna']);
    await expectRefused({ betType: 'doublePanna', betNumber: '128' }, ['This is a single panna, but you selected double panna']);
    await expectRefused({ betType: 'triplePanna', betNumber: '112' }, ['This is a double panna, but you selected triple panna']);
    await expectRefused({ betType: 'singlePanna', betNumber: '321' }, [
      'Panna 321 is not valid: its digits must not descend, with 0 counting above 9 (e.g., 123)',
    ]);
    await expectRefused({ betType: 'halfSangam', betNumber: '5128' }, ['Half sangam format: digit-panna (e.g., 5-123)']);
    await expectRefused({ betType: 'halfSangam', betNumber: '5-211' }, [
      'Panna 211 is not valid: its digits must not descend, with 0 counting above 9 (e.g., 112)',
    ]);
    await expectRefused({ betType: 'fullSangam', betNumber: '123-45' }, ['Full sangam format: panna-panna (e.g., 123-456)']);
    await expectRefused({ betType: 'lottery', betNumber: '1' }, ['Unknown bet type']);
    await expectRefused({ betType: 'single', session: 'evening' }, ['Session must be open or close']);
    expect(await myBets(server, player.token)).toEqual([]);
  });

  it('checks amounts: whole rupees from 10 to 10000, never above the balance', async () => {
    await expectRefused({ betAmount: 'abc' }, ['Please enter a valid bet amount']);
    await expectRefused({ betAmount: 0 }, ['Please enter a valid bet amount']);
    await expectRefused({ betAmount: 10.5 }, ['Please enter a valid bet amount']);
    await expectRefused({ betAmount: 9 }, ['Minimum bet amount is ₹10']);
    await expectRefused({ betAmount: 10_001 }, ['Maximum bet amount is ₹10,000']);
    const poor = await signUpPlayer(server);
    await creditPlayer(server, poor.userId, 30);
    const response = await bet(server, poor.token, { gameId: game._id, betType: 'single', betNumber: '1', betAmount: 40 });
    expect(response.statusCode).toBe(400);
    expect((response.json() as ErrorBody).errors?.map((item) => item.msg)).toEqual(['Insufficient balance']);
    expect(await balanceOf(server, poor.token)).toBe(30);
    // A string amount of plain digits is read as rupees.
    expect((await bet(server, poor.token, { gameId: game._id, betType: 'single', betNumber: '1', betAmount: '30' })).statusCode).toBe(201);
    expect(await balanceOf(server, poor.token)).toBe(0);
  });

  it('reports every problem at once, one errors[] item each', async () => {
    await expectRefused({ betType: 'jodi', betNumber: '1', betAmount: 5, gameDate: '2026-11-19' }, [
      'Jodi must be a 2-digit number',
      'Minimum bet amount is ₹10',
      "Bets can only be placed on today's game",
    ]);
  });

  it('takes open bets strictly before the open time and close bets up to and including the close time (IST)', async () => {
    const open = { betType: 'single', session: 'open', betNumber: '1', betAmount: 10 };
    const close = { ...open, session: 'close' };
    setIstTime(server, '11:59');
    await placeBetOk(server, player.token, { gameId: game._id, ...open });
    setIstTime(server, '11:59:59');
    await placeBetOk(server, player.token, { gameId: game._id, ...open });
    setIstTime(server, '12:00');
    await expectRefused(open, ['Open session betting has closed']);
    await placeBetOk(server, player.token, { gameId: game._id, ...close });
    setIstTime(server, '13:00:59');
    await placeBetOk(server, player.token, { gameId: game._id, ...close });
    setIstTime(server, '13:01');
    await expectRefused(close, ['Close session betting has closed']);
    await expectRefused(open, ['Open session betting has closed']);
  });

  it('takes jodi, both half sangams and full sangam only while the open session takes bets', async () => {
    const pairBets = [
      { betType: 'jodi', session: 'close', betNumber: '12' },
      { betType: 'halfSangam', session: 'open', betNumber: '1-128' },
      { betType: 'halfSangam', session: 'close', betNumber: '1-128' },
      { betType: 'fullSangam', session: null, betNumber: '128-359' },
    ];
    setIstTime(server, '11:30');
    for (const body of pairBets) await placeBetOk(server, player.token, { gameId: game._id, betAmount: 10, ...body });
    setIstTime(server, '12:30');
    for (const body of pairBets) await expectRefused({ betAmount: 10, ...body }, ['Open session betting has closed']);
    // Single digit and pannas still take the close session.
    await placeBetOk(server, player.token, { gameId: game._id, betType: 'doublePanna', session: 'close', betNumber: '112', betAmount: 10 });
  });

  it('refuses a session once its result is declared, and reopens nothing when a past day is reverted', async () => {
    setIstTime(server, '12:00');
    await declareOk(server, admin, { gameId: game._id, session: 'open', pana: '128' });
    await expectRefused({ session: 'open' }, ['Open session betting has closed']);
    await expectRefused({ betType: 'jodi', betNumber: '12' }, ['Open session betting has closed']);
    await placeBetOk(server, player.token, { gameId: game._id, betType: 'single', session: 'close', betNumber: '1', betAmount: 10 });
    setIstTime(server, '13:01');
    await declareOk(server, admin, { gameId: game._id, session: 'close', pana: '359' });
    await expectRefused({ session: 'close' }, ['Close session betting has closed']);
    // Reverting today's open after its time does not let anyone bet on the open with the result known.
    expect((await revert(server, admin, { gameId: game._id, session: 'close' })).statusCode).toBe(200);
    expect((await revert(server, admin, { gameId: game._id, session: 'open' })).statusCode).toBe(200);
    await expectRefused({ session: 'open' }, ['Open session betting has closed']);
  });

  it('refuses a bet whose session is declared while it is being placed, and writes nothing for it', async () => {
    const before = await balanceOf(server, player.token);
    // A declaration in progress: it holds the game (as lockGame does) and has written its result, uncommitted.
    let placing: Promise<Awaited<ReturnType<typeof bet>>> | undefined;
    await server.store.db.transaction().execute(async (trx) => {
      await trx.selectFrom('games').select('id').where('id', '=', Number(game._id)).$if(server.store.dialect === 'postgres', (query) => query.forUpdate()).execute();
      await trx
        .insertInto('game_results')
        .values({ game_id: Number(game._id), game_date: TEST_DAY, session: 'open', pana: '128', digit: 1, declaration_id: 'in-progress', declared_at: istAt(TEST_DAY, '11:00') })
        .execute();
      const waiting = betWaitsForTheDatabase(server);
      placing = bet(server, player.token, { gameId: game._id, betType: 'singlePanna', session: 'open', betNumber: '128', betAmount: 10 });
      // Committed only once the bet is held up behind it, so the bet is truly in flight across the declaration.
      await waiting;
    });
    const response = await placing!;
    expect(response.statusCode, response.body).toBe(400);
    expect((response.json() as ErrorBody).errors?.map((item) => item.msg)).toEqual(['Open session betting has closed']);
    expect(await myBets(server, player.token)).toEqual([]);
    expect(await balanceOf(server, player.token)).toBe(before);
  });

  it("accepts only today's IST game day for gameDate", async () => {
    const body = { gameId: game._id, betType: 'single', betNumber: '1', betAmount: 10 };
    for (const gameDate of [istAt(TEST_DAY, '00:00'), TEST_DAY, '2026-11-20T00:00:00.000Z', istAt(TEST_DAY, '10:00')]) {
      expect((await bet(server, player.token, { ...body, gameDate })).statusCode, gameDate).toBe(201);
    }
    const response = await server.request({ method: 'POST', url: '/api/bets', token: player.token, payload: { ...body, session: 'open' } });
    expect(response.statusCode, 'no gameDate: the server decides').toBe(201);
    for (const gameDate of [istAt('2026-11-19', '00:00'), '2026-11-21', istAt('2026-11-21', '00:00'), 'yesterday']) {
      await expectRefused({ gameDate }, ["Bets can only be placed on today's game"]);
    }
  });

  it('answers 404 for an unknown or deactivated game, 401 without a token, 403 for an inactive player', async () => {
    const unknown = await bet(server, player.token, { gameId: '999999', betType: 'single', betNumber: '1', betAmount: 10 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Game not found', code: 'MARKET_NOT_FOUND' });
    expect((await bet(server, player.token, { gameId: 'abc', betType: 'single', betNumber: '1', betAmount: 10 })).statusCode).toBe(404);
    await expectRefused({ gameId: '' }, ['Please select a game']);

    const closed = await createGame(server, admin, { openTime: '12:00', closeTime: '13:00' });
    await server.request({ method: 'DELETE', url: `/api/admin/games/${closed._id}`, token: admin });
    expect((await bet(server, player.token, { gameId: closed._id, betType: 'single', betNumber: '1', betAmount: 10 })).statusCode).toBe(404);

    const anonymous = await server.request({ method: 'POST', url: '/api/bets', payload: { gameId: game._id } });
    expect(anonymous.statusCode).toBe(401);

    await server.store.db.updateTable('users').set({ is_active: 0 }).where('id', '=', player.userId).execute();
    const inactive = await bet(server, player.token, { gameId: game._id, betType: 'single', betNumber: '1', betAmount: 10 });
    expect(inactive.statusCode).toBe(403);
    expect((inactive.json() as ErrorBody).message).toMatch(/inactive/i);
    expect(await balanceOf(server, player.token)).toBe(50_000);
  });

  it('refuses bets while no game rates are set', async () => {
    const other = await startTestServer();
    try {
      const otherAdmin = await signInAdmin(other);
      const someone = await signUpPlayer(other);
      await creditPlayer(other, someone.userId, 100);
      const market = await createGame(other, otherAdmin, { openTime: '12:00', closeTime: '13:00' });
      const response = await bet(other, someone.token, { gameId: market._id, betType: 'single', betNumber: '1', betAmount: 10 });
      expect(response.statusCode).toBe(503);
      expect(await balanceOf(other, someone.token)).toBe(100);
      await expectLedgerBalanced(other);
    } finally {
      await other.close();
    }
  });

  it('never overdraws under parallel bets against one balance: 50 bets of ₹100 on ₹1,000, exactly 10 placed', async () => {
    const racer = await signUpPlayer(server);
    await creditPlayer(server, racer.userId, 1_000);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        bet(server, racer.token, { gameId: game._id, betType: 'single', betNumber: String(index % 10), betAmount: 100 }),
      ),
    );
    const placed = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode !== 201);
    expect(placed).toHaveLength(10);
    for (const response of refused) {
      expect(response.statusCode).toBe(400);
      expect((response.json() as ErrorBody).errors?.map((item) => item.msg)).toEqual(['Insufficient balance']);
    }
    expect(await balanceOf(server, racer.token)).toBe(0);
    expect(await myBets(server, racer.token)).toHaveLength(10);
    await expectLedgerBalanced(server);
  });

  it('places one bet for parallel retries with one Idempotency-Key, and replays it afterwards', async () => {
    const body = { gameId: game._id, betType: 'jodi', betNumber: '42', betAmount: 100 };
    const headers = { 'idempotency-key': 'bet-once-1' };
    const responses = await Promise.all(Array.from({ length: 20 }, () => bet(server, player.token, body, headers)));
    for (const response of responses) expect([201, 409]).toContain(response.statusCode);
    const created = responses.filter((response) => response.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    const firstBody = created[0]!.json() as { bet: { _id: string } };
    for (const response of created) expect(response.json()).toEqual(firstBody);
    expect(await myBets(server, player.token)).toHaveLength(1);
    expect(await balanceOf(server, player.token)).toBe(50_000 - 100);

    const replay = await bet(server, player.token, body, headers);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(firstBody);
    expect(replay.body, 'the replay is the first answer, byte for byte').toBe(created[0]!.body);
    expect(await myBets(server, player.token)).toHaveLength(1);

    const reused = await bet(server, player.token, { ...body, betAmount: 200 }, headers);
    expect(reused.statusCode).toBe(422);
    expect(await balanceOf(server, player.token)).toBe(50_000 - 100);

    // Another player's key of the same name is theirs alone.
    const other = await signUpPlayer(server);
    await creditPlayer(server, other.userId, 100);
    expect((await bet(server, other.token, body, headers)).statusCode).toBe(201);
  });

  it('replays a refusal for the same key and body', async () => {
    const headers = { 'idempotency-key': 'refused-once' };
    const body = { gameId: game._id, betType: 'single', betNumber: '1', betAmount: 5 };
    const first = await bet(server, player.token, body, headers);
    expect(first.statusCode).toBe(400);
    const again = await bet(server, player.token, body, headers);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(first.json());
  });

  it('lists only the caller\'s bets, newest first, narrowed by from/to game days', async () => {
    setIstTime(server, '10:00', '2026-11-18');
    const day1 = await placeBetOk(server, player.token, { gameId: game._id, betType: 'single', betNumber: '1', betAmount: 10, gameDate: '2026-11-18' });
    setIstTime(server, '10:00', '2026-11-19');
    const day2 = await placeBetOk(server, player.token, { gameId: game._id, betType: 'single', betNumber: '2', betAmount: 10, gameDate: '2026-11-19' });
    setIstTime(server, '10:00');
    const day3a = await placeBetOk(server, player.token, { gameId: game._id, betType: 'single', betNumber: '3', betAmount: 10 });
    setIstTime(server, '10:01');
    const day3b = await placeBetOk(server, player.token, { gameId: game._id, betType: 'single', betNumber: '4', betAmount: 10 });
    const stranger = await signUpPlayer(server);
    await creditPlayer(server, stranger.userId, 100);
    await placeBetOk(server, stranger.token, { gameId: game._id, betType: 'single', betNumber: '5', betAmount: 10 });

    const ids = (bets: { _id: string }[]) => bets.map((row) => row._id);
    expect(ids(await myBets(server, player.token))).toEqual([day3b._id, day3a._id, day2._id, day1._id]);
    expect(ids(await myBets(server, player.token, '?from=2026-11-19'))).toEqual([day3b._id, day3a._id, day2._id]);
    expect(ids(await myBets(server, player.token, '?to=2026-11-19'))).toEqual([day2._id, day1._id]);
    expect(ids(await myBets(server, player.token, '?from=2026-11-19&to=2026-11-19'))).toEqual([day2._id]);
    const bad = await server.request({ method: 'GET', url: '/api/bets/me?from=19-11-2026', token: player.token });
    expect(bad.statusCode).toBe(400);
    expect((await server.request({ method: 'GET', url: '/api/bets/me' })).statusCode).toBe(401);
  });

  it('answers a history of hundreds of bets as the bets view reads them: each once, newest first, won, lost and pending', async () => {
    // A win of an earlier day, outside the range asked for below.
    setIstTime(server, '10:00', '2026-11-19');
    await placeBetOk(server, player.token, { gameId: game._id, betType: 'single', session: 'open', betNumber: '1', betAmount: 10, gameDate: '2026-11-19' });
    setIstTime(server, '12:30', '2026-11-19');
    await declareOk(server, admin, { gameId: game._id, session: 'open', pana: '128', gameDate: '2026-11-19' });
    // More bets than one piece of the answer holds: open singles of every digit, then close singles.
    setIstTime(server, '11:00');
    for (let n = 0; n < 600; n++) {
      const session = n < 400 ? 'open' : 'close';
      await placeBetOk(server, player.token, { gameId: game._id, betType: 'single', session, betNumber: String(n % 10), betAmount: 10 + (n % 3) });
    }
    setIstTime(server, '12:30');
    await declareOk(server, admin, { gameId: game._id, session: 'open', pana: '380' });

    const theView = async (from?: string) => {
      let query = server.store.db
        .selectFrom('bets')
        .innerJoin('games', 'games.id', 'bets.game_id')
        .selectAll('bets')
        .select('games.game_name')
        .where('bets.user_id', '=', player.userId)
        .orderBy('bets.created_at', 'desc')
        .orderBy('bets.id', 'desc');
      if (from) query = query.where('bets.game_date', '>=', from);
      return JSON.parse(JSON.stringify((await query.execute()).map(betRecord))) as unknown;
    };
    const all = await myBets(server, player.token);
    expect(all).toHaveLength(601);
    expect(all).toEqual(await theView());
    expect(new Set(all.map((row) => row._id)).size).toBe(601);
    expect(all.filter((row) => row.status === 'won')).toHaveLength(41);
    expect(all.filter((row) => row.status === 'lost')).toHaveLength(360);
    expect(all.filter((row) => row.status === 'pending')).toHaveLength(200);
    const today = await myBets(server, player.token, `?from=${TEST_DAY}`);
    expect(today).toHaveLength(600);
    expect(today).toEqual(await theView(TEST_DAY));
  });
});
