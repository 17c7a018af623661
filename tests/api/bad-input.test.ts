import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ADJUSTMENT, MAX_DEPOSIT } from '../../src/domain/constants.js';
import { formatMessage } from '../../src/domain/messages.js';
import { createGame, createStarlineGame, setRates, TEST_DAY_MIDNIGHT } from './support/markets.js';
import { saveBank, saveWallet } from './support/money.js';
import { creditPlayer, signInAdmin, signUpPlayer, type SignedIn } from './support/players.js';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';

/**
 * Bad input to every endpoint that moves money: malformed or empty JSON, an unsupported content type, amounts
 * of the wrong type, huge, negative or fractional. Each is a 400 (415 for the content type) in the usual error
 * body with errors[], and none of them changes anything: balances, ledger, bets, fund requests, withdrawals
 * and adjustments stay as they were, and the ledger check stays ok.
 */

const STARTING_BALANCE = 50_000;

interface Endpoint {
  name: string;
  url: () => string;
  caller: 'player' | 'admin';
  /** A valid body around the amount under test. */
  body: (amount: unknown) => Record<string, unknown>;
  amountField: string;
}

/** Amounts no money endpoint accepts (adjustments take a negative amount as a debit: see ADJUSTMENT_AMOUNTS). */
const BAD_AMOUNTS: [string, unknown][] = [
  ['a string of letters', 'abc'],
  ['an object', { value: 100 }],
  ['an array', [100]],
  ['a boolean', true],
  ['1e15', 1e15],
  ['Number.MAX_SAFE_INTEGER', Number.MAX_SAFE_INTEGER],
  ['beyond the safe integers', 2 ** 60],
  ['negative', -100],
  ['fractional', 100.5],
  ['fractional text', '100.5'],
  ['zero', 0],
];

const ADJUSTMENT_AMOUNTS: [string, unknown][] = [
  ...BAD_AMOUNTS.filter(([name]) => name !== 'negative'),
  ['a negative 1e15', -1e15],
  ['negative Number.MAX_SAFE_INTEGER', -Number.MAX_SAFE_INTEGER],
  ['negative fractional', -0.5],
  ['just above the cap', MAX_ADJUSTMENT + 1],
  ['just below the negative cap', -(MAX_ADJUSTMENT + 1)],
  ['a numeric string', '100'],
];

describe('bad input to the money endpoints', () => {
  let server: TestServer;
  let adminToken: string;
  let player: SignedIn;
  let endpoints: Endpoint[];

  beforeAll(async () => {
    server = await startTestServer();
    adminToken = await signInAdmin(server);
    await setRates(server, adminToken);
    const game = await createGame(server, adminToken, { openTime: '12:00', closeTime: '18:00' });
    const starlineGameId = (await createStarlineGame(server, adminToken, { gameName: 'Star Bad Input', openTime: '12:00' }))._id;
    player = await signUpPlayer(server);
    await creditPlayer(server, player.userId, STARTING_BALANCE);
    await saveWallet(server, player.token, { paytm: '9876543210' });
    await saveBank(server, player.token);

    endpoints = [
      {
        name: 'POST /api/bets',
        url: () => '/api/bets',
        caller: 'player',
        amountField: 'betAmount',
        body: (betAmount) => ({ gameId: game._id, betType: 'single', session: 'open', betNumber: '7', betAmount, gameDate: TEST_DAY_MIDNIGHT }),
      },
      {
        name: 'POST /api/starline/bets',
        url: () => '/api/starline/bets',
        caller: 'player',
        amountField: 'betAmount',
        body: (betAmount) => ({ gameId: starlineGameId, betType: 'single digit', betNumber: '7', betAmount }),
      },
      {
        name: 'POST /api/fund-request/create',
        url: () => '/api/fund-request/create',
        caller: 'player',
        amountField: 'amount',
        body: (amount) => ({ amount, transactionId: 'TXN-BAD-INPUT', paymentMethod: 'UPI' }),
      },
      {
        name: 'POST /api/withdraw/request',
        url: () => '/api/withdraw/request',
        caller: 'player',
        amountField: 'amount',
        body: (amount) => ({ amount, method: 'paytm' }),
      },
      {
        name: 'POST /api/admin/users/{id}/adjustments',
        url: () => `/api/admin/users/${player.userId}/adjustments`,
        caller: 'admin',
        amountField: 'amount',
        body: (amount) => ({ amount, reason: 'bad input test' }),
      },
    ];
    // The valid bodies really are valid: each endpoint accepts its body with a good amount (then it is undone
    // or left as a pending record that the counts below take as their starting point).
    for (const endpoint of endpoints) {
      const response = await send(endpoint, { payload: endpoint.body(endpoint.caller === 'admin' ? 100 : 1_000) });
      expect(response.statusCode, `${endpoint.name}: ${response.body}`).toBe(201);
    }
  });

  afterAll(async () => {
    await expectLedgerBalanced(server);
    await server.close();
  });

  function send(endpoint: Endpoint, options: Pick<InjectOptions, 'payload' | 'headers'>): Promise<LightMyRequestResponse> {
    return server.request({
      method: 'POST',
      url: endpoint.url(),
      token: endpoint.caller === 'admin' ? adminToken : player.token,
      ...options,
    });
  }

  const count = async (table: 'ledger_entries' | 'bets' | 'starline_bets' | 'fund_requests' | 'withdrawals' | 'balance_adjustments') =>
    Number(
      (await server.store.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
    );

  /** Everything a money write could change. */
  async function snapshot() {
    const user = await server.store.db.selectFrom('users').select('balance').where('id', '=', player.userId).executeTakeFirstOrThrow();
    return {
      balance: Number(user.balance),
      ledgerEntries: await count('ledger_entries'),
      bets: await count('bets'),
      starlineBets: await count('starline_bets'),
      fundRequests: await count('fund_requests'),
      withdrawals: await count('withdrawals'),
      adjustments: await count('balance_adjustments'),
    };
  }

  async function expectLedgerCheckOk(): Promise<void> {
    const response = await server.request({ method: 'GET', url: '/api/admin/ledger/check', token: adminToken });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { ok: boolean }).ok).toBe(true);
  }

  function expectRefused(response: LightMyRequestResponse, status = 400): { message: string; errors: { msg: string; path?: string }[] } {
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json() as { message: string; errors: { msg: string; path?: string }[] };
    expect(typeof body.message).toBe('string');
    expect(body.message).not.toBe('');
    expect(Array.isArray(body.errors), response.body).toBe(true);
    expect(body.errors.length).toBeGreaterThan(0);
    for (const item of body.errors) expect(typeof item.msg).toBe('string');
    return body;
  }

  /** Sends, expects the refusal, and checks that nothing changed. */
  async function expectNothingChanges(
    endpoint: Endpoint,
    options: Pick<InjectOptions, 'payload' | 'headers'>,
    status = 400,
  ): Promise<{ message: string; errors: { msg: string; path?: string }[] }> {
    const before = await snapshot();
    const body = expectRefused(await send(endpoint, options), status);
    expect(await snapshot()).toEqual(before);
    await expectLedgerCheckOk();
    return body;
  }

  const ENDPOINT_NAMES = [
    'POST /api/bets',
    'POST /api/starline/bets',
    'POST /api/fund-request/create',
    'POST /api/withdraw/request',
    'POST /api/admin/users/{id}/adjustments',
  ];
  const byName = (name: string) => endpoints.find((endpoint) => endpoint.name === name)!;

  describe.each(ENDPOINT_NAMES)('%s', (name) => {
    it('refuses malformed JSON with errors[] at the body', async () => {
      for (const text of ['{"amount": 100,', '{bad', '[1, 2', '"unterminated', '{"__proto__": {"x": 1}}']) {
        const body = await expectNothingChanges(byName(name), { payload: text, headers: { 'content-type': 'application/json' } });
        expect(body.errors).toEqual([{ msg: body.message, path: 'body', code: 'BODY_NOT_JSON' }]);
        expect(body.message).toBe("Body is not valid JSON but content-type is set to 'application/json'");
      }
    });

    it('refuses an empty JSON body with errors[] at the body', async () => {
      const body = await expectNothingChanges(byName(name), { payload: '', headers: { 'content-type': 'application/json' } });
      expect(body.errors).toEqual([{ msg: body.message, path: 'body', code: 'BODY_EMPTY' }]);
      expect(body.message).toBe("Body cannot be empty when content-type is set to 'application/json'");
    });

    it('refuses JSON that is not an object, and a text body', async () => {
      for (const text of ['null', '[]', '42', '"text"']) {
        await expectNothingChanges(byName(name), { payload: text, headers: { 'content-type': 'application/json' } });
      }
      await expectNothingChanges(byName(name), { payload: '{"amount": 100}', headers: { 'content-type': 'text/plain' } });
    });

    it('answers an unsupported content type with 415 and errors[] at the content type', async () => {
      const endpoint = byName(name);
      const body = await expectNothingChanges(
        endpoint,
        { payload: `${endpoint.amountField}=100`, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
        415,
      );
      expect(body).toMatchObject({ message: 'Unsupported content type', errors: [{ msg: 'Unsupported content type', path: 'content-type' }] });
    });

    const amounts = name.includes('adjustments') ? ADJUSTMENT_AMOUNTS : BAD_AMOUNTS;
    it.each(amounts)('refuses an amount that is %s', async (_label, amount) => {
      const endpoint = byName(name);
      const body = await expectNothingChanges(endpoint, { payload: endpoint.body(amount) });
      expect(body.errors.some((item) => item.path === endpoint.amountField), JSON.stringify(body)).toBe(true);
    });
  });

  it('caps one deposit at MAX_DEPOSIT points', async () => {
    const endpoint = byName('POST /api/fund-request/create');
    const body = await expectNothingChanges(endpoint, { payload: endpoint.body(MAX_DEPOSIT + 1) });
    const message = formatMessage('DEPOSIT_ABOVE_MAX', { max: MAX_DEPOSIT });
    expect(message).toBe('Maximum deposit amount is 1000000 points');
    expect(body.message).toBe(message);
    expect(body.errors).toContainEqual(expect.objectContaining({ msg: message, path: 'amount' }));
    const atCap = await send(endpoint, { payload: { ...endpoint.body(MAX_DEPOSIT), transactionId: 'TXN-AT-CAP' } });
    expect(atCap.statusCode, atCap.body).toBe(201);
  });

  it('caps one adjustment at MAX_ADJUSTMENT rupees either way', async () => {
    const endpoint = byName('POST /api/admin/users/{id}/adjustments');
    const body = await expectNothingChanges(endpoint, { payload: endpoint.body(MAX_ADJUSTMENT + 1) });
    expect(body.message).toBe('Amount must be at most 10000000 rupees either way');
    expect(body.errors).toEqual([{ msg: body.message, code: 'ADJUSTMENT_AMOUNT_TOO_LARGE', params: { max: MAX_ADJUSTMENT }, path: 'amount' }]);
    const credit = await send(endpoint, { payload: endpoint.body(MAX_ADJUSTMENT) });
    expect(credit.statusCode, credit.body).toBe(201);
    const debit = await send(endpoint, { payload: endpoint.body(-MAX_ADJUSTMENT) });
    expect(debit.statusCode, debit.body).toBe(201);
    await expectLedgerCheckOk();
  });
});
