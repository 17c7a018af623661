import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isWinningBet, settlingSession, type DailyBet } from '../../src/domain/bet-number.js';
import type { DailyBetType, Session } from '../../src/domain/bet-types.js';
import { listValidPannas, pannaAnk } from '../../src/domain/panna.js';
import { starlineBetOutcome } from '../../src/domain/starline.js';
import {
  createGame,
  createStarlineGame,
  declareOk,
  placeBetOk,
  preview,
  setIstTime,
  setRates,
  TEST_DAY,
  type CreatedGame,
} from './support/markets.js';
import type { ExposureOutcome as Outcome, Settlement } from '../../contract/results.js';
import { creditPlayer, signInAdmin, signUpPlayer, type SignedIn } from './support/players.js';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';

/**
 * The exposure before a declaration: for a generated market day (and Starline day), what each of the 220
 * pannas would pay equals what the preview answers for it, what the domain's per-bet rule says of the placed
 * bets, and what declaring it then pays.
 */

interface Exposure {
  gameId: string;
  gameDate: string;
  session?: Session;
  declaredPana: string | null;
  pending: { bets: number; stakes: number };
  outcomes: Outcome[];
}

const ALL_PANNAS = listValidPannas();

/** The same random day on every run (a failure can be replayed), different for each seed. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function picker(random: () => number) {
  return <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
}

const STAKES = [10, 20, 50, 100, 250];

async function exposureOf(server: TestServer, token: string, url: string): Promise<Exposure> {
  const response = await server.request({ method: 'GET', url, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Exposure;
}

/** What the players hold, together. */
async function balancesOf(server: TestServer, players: readonly SignedIn[]): Promise<number> {
  const row = await server.store.db
    .selectFrom('users')
    .select((eb) => eb.fn.sum<number>('balance').as('total'))
    .where(
      'id',
      'in',
      players.map((player) => player.userId),
    )
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

function expectSorted(outcomes: readonly Outcome[]): void {
  expect(outcomes.map((outcome) => outcome.pana).sort()).toEqual([...ALL_PANNAS]);
  for (let i = 1; i < outcomes.length; i++) {
    const [before, after] = [outcomes[i - 1]!, outcomes[i]!];
    expect(before.payout > after.payout || (before.payout === after.payout && before.pana < after.pana)).toBe(true);
  }
  for (const outcome of outcomes) expect(outcome.digit).toBe(pannaAnk(outcome.pana));
}

function expectError(response: { statusCode: number; json(): unknown; body: string }, status: number): void {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as { message: unknown; errors?: { msg: unknown }[] };
  expect(typeof body.message).toBe('string');
  if (status === 400) {
    expect(body.errors?.length, response.body).toBeGreaterThan(0);
    for (const problem of body.errors!) expect(typeof problem.msg).toBe('string');
  }
}

describe('exposure of a daily session before its declaration', () => {
  let server: TestServer;
  let admin: string;
  let game: CreatedGame;
  const players: SignedIn[] = [];
  const placed: (DailyBet & { betAmount: number; potentialWin: number })[] = [];
  // The open is declared as 128 (ank 1): many of the generated jodis and sangams are made to need it.
  const OPEN_PANNA = '128';
  const random = seededRandom(20261125);
  const pick = picker(random);

  const exposureUrl = (session: string, query = '') =>
    `/api/admin/results/exposure?gameId=${game._id}&session=${session}${query}`;

  /** A random daily bet of `betType`; jodis and sangams half the time on the open's ank or panna. */
  function randomBet(betType: DailyBetType, session: Session): { session: Session | null; betNumber: string } {
    const openish = random() < 0.5;
    const panna = () => pick(ALL_PANNAS.slice(0, 40));
    switch (betType) {
      case 'single':
        return { session, betNumber: String(Math.floor(random() * 10)) };
      case 'jodi':
        return { session, betNumber: `${openish ? 1 : Math.floor(random() * 10)}${Math.floor(random() * 10)}` };
      case 'singlePanna':
      case 'doublePanna':
      case 'triplePanna': {
        const kind = betType === 'singlePanna' ? 'single' : betType === 'doublePanna' ? 'double' : 'triple';
        return { session, betNumber: pick(listValidPannas(kind).slice(0, 12)) };
      }
      case 'halfSangam':
        return session === 'open'
          ? { session, betNumber: `${openish ? 1 : Math.floor(random() * 10)}-${panna()}` }
          : { session, betNumber: `${Math.floor(random() * 10)}-${openish ? OPEN_PANNA : panna()}` };
      case 'fullSangam':
        return { session: null, betNumber: `${openish ? OPEN_PANNA : panna()}-${panna()}` };
    }
  }

  async function placeRandomBets(count: number, types: readonly DailyBetType[], sessions: readonly Session[]) {
    for (let i = 0; i < count; i++) {
      const betType = pick(types);
      const { session, betNumber } = randomBet(betType, pick(sessions));
      const betAmount = pick(STAKES);
      const bet = await placeBetOk(server, pick(players).token, { gameId: game._id, betType, session, betNumber, betAmount });
      placed.push({ betType, session: bet.session as Session | null, betNumber: bet.betNumber, betAmount, potentialWin: bet.potentialWin });
    }
  }

  /** What the domain's per-bet rule says declaring `pana` for `session` would pay. */
  function expectedOutcome(session: Session, pana: string): { payout: number; winners: number } {
    const declared = session === 'open' ? { openPanna: pana, closePanna: null } : { openPanna: OPEN_PANNA, closePanna: pana };
    const winners = placed.filter((bet) => settlingSession(bet.betType, bet.session) === session && isWinningBet(bet, declared));
    return { payout: winners.reduce((sum, bet) => sum + bet.potentialWin, 0), winners: winners.length };
  }

  function expectedPending(session: Session) {
    const settles = placed.filter((bet) => settlingSession(bet.betType, bet.session) === session);
    return { bets: settles.length, stakes: settles.reduce((sum, bet) => sum + bet.betAmount, 0) };
  }

  /** Every outcome equals the preview of its panna and the per-bet rule; pending equals the preview's settled. */
  async function expectEqualsPreview(exposure: Exposure, session: Session): Promise<void> {
    expect(exposure.pending).toEqual(expectedPending(session));
    for (const outcome of exposure.outcomes) {
      const response = await preview(server, admin, { gameId: game._id, session, pana: outcome.pana });
      expect(response.statusCode, response.body).toBe(200);
      const { settlement } = response.json() as { settlement: Settlement };
      expect({ pana: outcome.pana, payout: outcome.payout, winners: outcome.winners }).toEqual({
        pana: outcome.pana,
        payout: settlement.paid,
        winners: settlement.won,
      });
      expect(settlement.settled).toBe(exposure.pending.bets);
      expect({ payout: outcome.payout, winners: outcome.winners }).toEqual(expectedOutcome(session, outcome.pana));
    }
  }

  /** Declaring a panna (the costliest unless named) pays exactly its row's payout to exactly its winners. */
  async function declarePaysItsRow(exposure: Exposure, session: Session, pana = exposure.outcomes[0]!.pana) {
    const outcome = exposure.outcomes.find((candidate) => candidate.pana === pana)!;
    const before = await balancesOf(server, players);
    const declared = await declareOk(server, admin, { gameId: game._id, session, pana });
    expect(declared.settlement).toMatchObject({ settled: exposure.pending.bets, won: outcome.winners, paid: outcome.payout });
    expect(await balancesOf(server, players)).toBe(before + outcome.payout);
  }

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAdmin(server);
    await setRates(server, admin);
    setIstTime(server, '10:00');
    game = await createGame(server, admin, { gameName: 'Exposure Market', openTime: '12:00', closeTime: '13:00' });
    for (const name of ['Asha', 'Ravi', 'Meena', 'Kiran']) {
      const player = await signUpPlayer(server, { name });
      await creditPlayer(server, player.userId, 1_000_000);
      players.push(player);
    }
    // Every daily type, both sessions, before the open time.
    const types: DailyBetType[] = ['single', 'jodi', 'singlePanna', 'doublePanna', 'triplePanna', 'halfSangam', 'fullSangam'];
    await placeRandomBets(160, types, ['open', 'close']);
  });
  afterAll(async () => {
    await server.close();
  });
  afterEach(async () => {
    await expectLedgerBalanced(server);
  });

  it('answers while betting is open, then equals the preview of every panna; declaring the costliest pays it', async () => {
    setIstTime(server, '11:30');
    const watching = await exposureOf(server, admin, exposureUrl('open'));
    expect(watching).toMatchObject({ gameId: game._id, gameDate: TEST_DAY, session: 'open', declaredPana: null });
    expect(watching.pending).toEqual(expectedPending('open'));
    expectSorted(watching.outcomes);
    expect(watching.outcomes[0]!.payout).toBeGreaterThan(0);

    setIstTime(server, '12:05');
    const open = await exposureOf(server, admin, exposureUrl('open', `&gameDate=${TEST_DAY}`));
    expect(open).toEqual(watching);
    await expectEqualsPreview(open, 'open');
    // The open panna of this day is chosen in advance (the sangams lean on it); it pays as its row says.
    await declarePaysItsRow(open, 'open', OPEN_PANNA);

    const declared = await exposureOf(server, admin, exposureUrl('open'));
    expect(declared).toEqual({
      gameId: game._id,
      gameDate: TEST_DAY,
      session: 'open',
      declaredPana: OPEN_PANNA,
      pending: { bets: 0, stakes: 0 },
      outcomes: ALL_PANNAS.map((pana) => ({ pana, digit: pannaAnk(pana), payout: 0, winners: 0 })),
    });
  });

  it('counts jodi, half and full sangam against the declared open in the close, and builds as close bets arrive', async () => {
    setIstTime(server, '12:10');
    const before = await exposureOf(server, admin, exposureUrl('close'));
    await placeRandomBets(20, ['single', 'singlePanna', 'doublePanna'], ['close']);
    setIstTime(server, '13:05');
    const close = await exposureOf(server, admin, exposureUrl('close'));
    expect(close.pending.bets).toBe(before.pending.bets + 20);
    expect(close.session).toBe('close');
    expectSorted(close.outcomes);
    await expectEqualsPreview(close, 'close');

    // The pairs really are counted: somewhere a jodi or a sangam is among the winners.
    const pairs = placed.filter((bet) => ['jodi', 'halfSangam', 'fullSangam'].includes(bet.betType));
    const pairsWinning = close.outcomes.filter((outcome) =>
      pairs.some((bet) => isWinningBet(bet, { openPanna: OPEN_PANNA, closePanna: outcome.pana })),
    );
    expect(pairsWinning.length).toBeGreaterThan(0);

    await declarePaysItsRow(close, 'close');
    const declared = await exposureOf(server, admin, exposureUrl('close'));
    expect(declared).toMatchObject({ declaredPana: close.outcomes[0]!.pana, pending: { bets: 0, stakes: 0 } });
    expect(declared.outcomes.every((outcome) => outcome.payout === 0 && outcome.winners === 0)).toBe(true);
  });

  it('refuses the close before the open, bad queries, unknown games and players', async () => {
    setIstTime(server, '10:00');
    const fresh = await createGame(server, admin, { gameName: 'Exposure Fresh', openTime: '12:00', closeTime: '13:00' });
    const url = (query: string) => `/api/admin/results/exposure?${query}`;
    const get = (query: string, token = admin) => server.request({ method: 'GET', url: url(query), token });

    const early = await get(`gameId=${fresh._id}&session=close`);
    expectError(early, 409);
    expect(early.json()).toMatchObject({ message: 'Declare the open result first', code: 'OPEN_NOT_DECLARED' });

    // Without bets every panna pays nothing, in panna order.
    const empty = await exposureOf(server, admin, url(`gameId=${fresh._id}&session=open`));
    expect(empty).toMatchObject({ declaredPana: null, pending: { bets: 0, stakes: 0 } });
    expect(empty.outcomes.map((outcome) => outcome.pana)).toEqual([...ALL_PANNAS]);

    for (const [query, code] of [
      [`session=open`, 'GAME_REQUIRED'],
      [`gameId=&session=open`, 'GAME_REQUIRED'],
      [`gameId=${fresh._id}&session=noon`, 'SESSION_INVALID'],
      [`gameId=${fresh._id}`, 'SESSION_INVALID'],
      [`gameId=${fresh._id}&session=open&gameDate=20-11-2026`, 'DATE_INVALID'],
      [`gameId=${fresh._id}&session=open&gameDate=2026-11-21`, 'GAME_DATE_FUTURE'],
    ] as const) {
      const response = await get(query);
      expectError(response, 400);
      expect((response.json() as { errors: { code: string }[] }).errors.map((problem) => problem.code), query).toContain(code);
    }
    const unknown = await get('gameId=999999&session=open');
    expectError(unknown, 404);
    expect(unknown.json()).toEqual({ message: 'Game not found', code: 'MARKET_NOT_FOUND' });
    expectError(await get(`gameId=${fresh._id}&session=open`, players[0]!.token), 403);
    expectError(await server.request({ method: 'GET', url: url(`gameId=${fresh._id}&session=open`) }), 401);
  });
});

describe('exposure of a Starline game day before its declaration', () => {
  const DAY = TEST_DAY;
  let server: TestServer;
  let admin: string;
  let game: { _id: string };
  const players: SignedIn[] = [];
  const placed: { betType: 'single digit' | 'single pana' | 'double pana' | 'triple pana'; betNumber: string; betAmount: number; potentialWin: number }[] = [];
  const random = seededRandom(15);
  const pick = picker(random);

  const exposureUrl = (query = '') => `/api/admin/starline/results/exposure?gameId=${game._id}${query}`;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAdmin(server);
    setIstTime(server, '10:00');
    game = await createStarlineGame(server, admin, { gameName: 'Exposure Star', openTime: '12:00', maxBet: 5000 });
    for (const name of ['Asha', 'Ravi', 'Meena']) {
      const player = await signUpPlayer(server, { name });
      await creditPlayer(server, player.userId, 1_000_000);
      players.push(player);
    }
    for (let i = 0; i < 120; i++) {
      const betType = pick(['single digit', 'single pana', 'double pana', 'triple pana'] as const);
      const betNumber =
        betType === 'single digit'
          ? String(Math.floor(random() * 10))
          : pick(listValidPannas(betType === 'single pana' ? 'single' : betType === 'double pana' ? 'double' : 'triple').slice(0, 15));
      const betAmount = pick(STAKES);
      const response = await server.request({
        method: 'POST',
        url: '/api/starline/bets',
        token: pick(players).token,
        payload: { gameId: game._id, betType, betNumber, betAmount },
      });
      expect(response.statusCode, response.body).toBe(201);
      const { bet } = (response.json() as { data: { bet: { potentialWin: number } } }).data;
      placed.push({ betType, betNumber, betAmount, potentialWin: bet.potentialWin });
    }
  });
  afterAll(async () => {
    await server.close();
  });
  afterEach(async () => {
    await expectLedgerBalanced(server);
  });

  it('equals the preview of every panna, pays the costliest as its row says, then reads zeros', async () => {
    setIstTime(server, '11:00');
    const watching = await exposureOf(server, admin, exposureUrl());
    setIstTime(server, '12:05');
    const exposure = await exposureOf(server, admin, exposureUrl(`&gameDate=${DAY}`));
    expect(exposure).toEqual(watching);
    expect(exposure).toMatchObject({ gameId: game._id, gameDate: DAY, declaredPana: null });
    expect(exposure).not.toHaveProperty('session');
    expect(exposure.pending).toEqual({
      bets: placed.length,
      stakes: placed.reduce((sum, bet) => sum + bet.betAmount, 0),
    });
    expectSorted(exposure.outcomes);
    for (const outcome of exposure.outcomes) {
      const response = await server.request({
        method: 'GET',
        url: `/api/admin/starline/results/preview?gameId=${game._id}&pana=${outcome.pana}`,
        token: admin,
      });
      expect(response.statusCode, response.body).toBe(200);
      const { settlement } = response.json() as { settlement: Settlement };
      expect({ pana: outcome.pana, payout: outcome.payout, winners: outcome.winners }).toEqual({
        pana: outcome.pana,
        payout: settlement.paid,
        winners: settlement.won,
      });
      expect(settlement.settled).toBe(placed.length);
      const winners = placed.filter((bet) => starlineBetOutcome(bet, outcome.pana) === 'won');
      expect(outcome.payout).toBe(winners.reduce((sum, bet) => sum + bet.potentialWin, 0));
    }

    const costliest = exposure.outcomes[0]!;
    expect(costliest.payout).toBeGreaterThan(0);
    const before = await balancesOf(server, players);
    const declared = await server.request({
      method: 'POST',
      url: '/api/admin/starline/results',
      token: admin,
      payload: { gameId: game._id, pana: costliest.pana },
    });
    expect(declared.statusCode, declared.body).toBe(200);
    expect((declared.json() as { settlement: Settlement }).settlement).toMatchObject({
      settled: placed.length,
      won: costliest.winners,
      paid: costliest.payout,
    });
    expect(await balancesOf(server, players)).toBe(before + costliest.payout);

    expect(await exposureOf(server, admin, exposureUrl())).toEqual({
      gameId: game._id,
      gameDate: DAY,
      declaredPana: costliest.pana,
      pending: { bets: 0, stakes: 0 },
      outcomes: ALL_PANNAS.map((pana) => ({ pana, digit: pannaAnk(pana), payout: 0, winners: 0 })),
    });
  });

  it('refuses bad queries, unknown games and players', async () => {
    const get = (query: string, token = admin) =>
      server.request({ method: 'GET', url: `/api/admin/starline/results/exposure?${query}`, token });
    for (const query of ['', `gameId=${game._id}&gameDate=20-11-2026`, `gameId=${game._id}&gameDate=2026-11-21`]) {
      expectError(await get(query), 400);
    }
    const unknown = await get('gameId=999999');
    expectError(unknown, 404);
    expectError(await get(`gameId=${game._id}`, players[0]!.token), 403);
  });
});
