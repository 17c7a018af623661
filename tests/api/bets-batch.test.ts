import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { balanceOf, creditPlayer, signInAdmin, signUpPlayer, type SignedIn } from './support/players.js';
import {
  bet,
  createGame,
  declareOk,
  ledgerOf,
  myBets,
  setIstTime,
  setRates,
  TEST_DAY_MIDNIGHT,
  type BetBody,
  type CreatedGame,
  type PlacedBet,
} from './support/markets.js';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';

interface ErrorBody {
  message: string;
  code?: string;
  errors?: { msg: string; path?: string; code?: string }[];
}

interface PlacedSlip {
  newBalance: number;
  bets: PlacedBet[];
}

type SlipBet = Omit<BetBody, 'gameId'> & { gameId?: string };

describe('POST /api/bets/batch: a bet slip, all placed or none', () => {
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
    await creditPlayer(server, player.userId, 1_000);
    game = await createGame(server, admin, { gameName: 'Slip Market', openTime: '12:00', closeTime: '13:00' });
  });
  afterEach(async () => {
    await expectLedgerBalanced(server);
  });

  function slip(bets: SlipBet[], options: { token?: string; key?: string } = {}): Promise<LightMyRequestResponse> {
    return server.request({
      method: 'POST',
      url: '/api/bets/batch',
      token: options.token ?? player.token,
      headers: options.key ? { 'idempotency-key': options.key } : {},
      payload: {
        bets: bets.map((item) => ({ gameId: game._id, session: 'open', gameDate: TEST_DAY_MIDNIGHT, ...item })),
      },
    });
  }

  const jodis: SlipBet[] = [
    { betType: 'jodi', betNumber: '12', betAmount: 100 },
    { betType: 'jodi', betNumber: '34', betAmount: 50 },
    { betType: 'jodi', betNumber: '56', betAmount: 25 },
  ];

  /** What the refusal says, and that the player's money and bets are as they were. */
  async function expectRefusedWithNothingChanged(response: LightMyRequestResponse, status: number) {
    expect(response.statusCode, response.body).toBe(status);
    expect(await balanceOf(server, player.token)).toBe(1_000);
    expect(await myBets(server, player.token)).toEqual([]);
    expect((await ledgerOf(server, player.userId)).filter((entry) => entry.kind === 'stake')).toEqual([]);
    return response.json() as ErrorBody;
  }

  it('places a slip of three: each bet as POST /bets answers it, one new balance, three in the history', async () => {
    const response = await slip(jodis);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as PlacedSlip;
    expect(body.newBalance).toBe(825);
    expect(body.bets.map((placed) => [placed.betNumber, placed.betAmount, placed.status])).toEqual([
      ['12', 100, 'pending'],
      ['34', 50, 'pending'],
      ['56', 25, 'pending'],
    ]);
    // The same record a single bet answers with: every field, and the same potential win for the same stake.
    const single = await bet(server, player.token, { gameId: game._id, ...jodis[0]! });
    const singleBet = (single.json() as { bet: PlacedBet }).bet;
    expect(Object.keys(body.bets[0]!).sort()).toEqual(Object.keys(singleBet).sort());
    expect(body.bets[0]!.potentialWin).toBe(singleBet.potentialWin);

    expect(await balanceOf(server, player.token)).toBe(725);
    const history = await myBets(server, player.token);
    const ids = [...body.bets, singleBet].map((placed) => placed._id);
    expect(history.map((placed) => placed._id).sort()).toEqual(ids.sort());
    // Each bet has its stake on the ledger, as a single bet has.
    const stakes = (await ledgerOf(server, player.userId)).filter((entry) => entry.kind === 'stake');
    expect(stakes.map((entry) => entry.reference)).toEqual(ids.map((id) => `bet:${id}`));
    expect(stakes.slice(0, 3).map((entry) => entry.balance_after)).toEqual([900, 850, 825]);
  });

  it('settles slip bets as it settles single ones', async () => {
    const response = await slip([
      { betType: 'single', betNumber: '1', betAmount: 10 },
      { betType: 'single', betNumber: '2', betAmount: 10 },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    setIstTime(server, '12:05');
    await declareOk(server, admin, { gameId: game._id, session: 'open', pana: '128' });
    const history = await myBets(server, player.token);
    expect(history.map((placed) => [placed.betNumber, placed.status]).sort()).toEqual([
      ['1', 'won'],
      ['2', 'lost'],
    ]);
  });

  it.each([
    { name: 'a bad number', bad: { betType: 'jodi', betNumber: '1', betAmount: 10 }, field: 'betNumber' },
    { name: 'a stake below the minimum', bad: { betType: 'jodi', betNumber: '77', betAmount: 5 }, field: 'betAmount' },
    {
      name: 'a closed session',
      bad: { betType: 'single', session: 'open', betNumber: '7', betAmount: 10 },
      field: 'session',
    },
  ])('refuses the whole slip for $name, naming the bet and giving the single bet’s code', async ({ bad, field }) => {
    if (field === 'session') setIstTime(server, '12:30');
    const good = { betType: 'single', session: 'close', betNumber: '3', betAmount: 10 };
    const body = await expectRefusedWithNothingChanged(await slip([good, good, bad]), 400);
    const alone = (await bet(server, player.token, { gameId: game._id, ...bad })).json() as ErrorBody;
    expect(body.code).toBe(alone.code);
    expect(body.errors?.map((item) => item.path)).toEqual([`/bets/2/${field}`]);
    expect(body.errors?.map((item) => item.code)).toEqual(alone.errors?.map((item) => item.code));
  });

  it('names a bet on an unknown market with the single bet’s 404', async () => {
    const response = await slip([jodis[0]!, { ...jodis[1]!, gameId: '999999' }]);
    const body = await expectRefusedWithNothingChanged(response, 404);
    expect(body.code).toBe('MARKET_NOT_FOUND');
    expect(body.errors?.map((item) => item.path)).toEqual(['/bets/1']);
  });

  it('judges the total against the balance: the bet that overdraws is named', async () => {
    const response = await slip([
      { betType: 'jodi', betNumber: '12', betAmount: 600 },
      { betType: 'jodi', betNumber: '34', betAmount: 300 },
      { betType: 'jodi', betNumber: '56', betAmount: 200 },
    ]);
    const body = await expectRefusedWithNothingChanged(response, 400);
    expect(body.code).toBe('INSUFFICIENT_BALANCE');
    expect(body.errors?.map((item) => item.path)).toEqual(['/bets/2/betAmount']);
  });

  it('refuses a slip whose total crosses a loss limit that each bet alone would pass', async () => {
    const limits = await server.request({
      method: 'PUT',
      url: '/api/user/responsible-play/limits',
      token: player.token,
      payload: { loss: { daily: 150 } },
    });
    expect(limits.statusCode, limits.body).toBe(200);
    const body = await expectRefusedWithNothingChanged(await slip(jodis), 403);
    expect(body.code).toBe('LOSS_LIMIT_REACHED');
    // Within the limit together, it is placed.
    const within = await slip(jodis.slice(1));
    expect(within.statusCode, within.body).toBe(201);
    expect(await balanceOf(server, player.token)).toBe(925);
  });

  it('refuses an empty slip and one over 50 bets before judging any bet', async () => {
    await expectRefusedWithNothingChanged(await slip([]), 400);
    const tooMany = Array.from({ length: 51 }, () => ({ betType: 'single', betNumber: '1', betAmount: 10 }));
    await expectRefusedWithNothingChanged(await slip(tooMany), 400);
  });

  it('one Idempotency-Key covers the slip: a retry answers the same; another body is refused', async () => {
    const first = await slip(jodis, { key: 'slip-once' });
    expect(first.statusCode, first.body).toBe(201);
    const retry = await slip(jodis, { key: 'slip-once' });
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await myBets(server, player.token)).toHaveLength(3);

    const other = await slip(jodis.slice(0, 2), { key: 'slip-once' });
    expect(other.statusCode).toBe(422);
    expect((other.json() as ErrorBody).code).toBe('IDEMPOTENCY_KEY_REUSED');
    // The single bet's route does not share the slip's answer under the same key.
    const sameKey = { 'idempotency-key': 'slip-once' };
    const single = await bet(server, player.token, { gameId: game._id, ...jodis[0]! }, sameKey);
    expect(single.statusCode).toBe(422);
    expect(await balanceOf(server, player.token)).toBe(825);
  });

  it('20 parallel requests with one Idempotency-Key place the slip once', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => slip(jodis, { key: 'slip-parallel' })));
    const statuses = new Set(answers.map((answer) => answer.statusCode));
    const bodies = answers.map((answer) => answer.body).join('\n');
    expect([...statuses].every((status) => status === 201 || status === 409), bodies).toBe(true);
    const placed = answers.filter((answer) => answer.statusCode === 201).map((answer) => answer.json() as PlacedSlip);
    expect(placed.length).toBeGreaterThan(0);
    for (const body of placed) expect(body).toEqual(placed[0]);
    expect(await myBets(server, player.token)).toHaveLength(3);
    expect(await balanceOf(server, player.token)).toBe(825);
  });

  it('20 parallel slips with different keys never overdraw', async () => {
    // Each slip stakes 175 of 1,000: five fit, the others are refused for the balance.
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => slip(jodis, { key: `slip-${index}` })));
    const placed = answers.filter((answer) => answer.statusCode === 201);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(placed).toHaveLength(5);
    for (const answer of refused) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect((answer.json() as ErrorBody).code).toBe('INSUFFICIENT_BALANCE');
    }
    expect(await balanceOf(server, player.token)).toBe(125);
    expect(await myBets(server, player.token)).toHaveLength(15);
  });
});
