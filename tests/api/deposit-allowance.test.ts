import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { istAt, TEST_DAY } from './support/markets.js';
import { createFundRequest } from './support/money.js';
import { signInAdmin, signUpPlayer, type SignedIn } from './support/players.js';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';

/**
 * GET /api/fund-request/allowance: whether a deposit of the amount typed would be accepted, answered before the
 * player pays (a fund request is recorded only after the payment). It answers exactly what creating the fund
 * request would answer, and writes nothing.
 */

const ALLOWANCE = '/api/fund-request/allowance';
const RP = '/api/user/responsible-play';
const FRIDAY_11 = istAt(TEST_DAY, '11:00');

let server: TestServer;
let admin: string;
let sequence = 0;
const nextTxn = () => `ALLOWTXN${process.pid}${String(++sequence).padStart(5, '0')}`;

beforeAll(async () => {
  server = await startTestServer({ now: FRIDAY_11 });
  admin = await signInAdmin(server);
});
beforeEach(() => {
  server.clock.set(FRIDAY_11);
});
afterEach(async () => {
  await expectLedgerBalanced(server);
});
afterAll(async () => {
  await server.close();
});

function ask(player: SignedIn, amount?: string): Promise<LightMyRequestResponse> {
  const query = amount === undefined ? '' : `?amount=${encodeURIComponent(amount)}`;
  return server.request({ method: 'GET', url: `${ALLOWANCE}${query}`, token: player.token });
}

async function allowance(player: SignedIn, amount: number): Promise<Record<string, unknown>> {
  const response = await ask(player, String(amount));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Record<string, unknown>;
}

function deposit(player: SignedIn, amount: number): Promise<LightMyRequestResponse> {
  return createFundRequest(server, player.token, { amount, transactionId: nextTxn(), paymentMethod: 'UPI' });
}

async function setLimits(player: SignedIn, payload: object): Promise<void> {
  const response = await server.request({ method: 'PUT', url: `${RP}/limits`, token: player.token, payload });
  expect(response.statusCode, response.body).toBe(200);
}

async function fundRequestCount(userId: number): Promise<number> {
  const rows = await server.store.db.selectFrom('fund_requests').select('id').where('user_id', '=', userId).execute();
  return rows.length;
}

/** The refusal creating the fund request meets, as the allowance tells it (everything but the status). */
async function creationRefusal(player: SignedIn, amount: number, status: number) {
  const response = await deposit(player, amount);
  expect(response.statusCode, response.body).toBe(status);
  const { code, message, params } = response.json() as Record<string, unknown>;
  return { code, message, ...(params ? { params } : {}) };
}

describe('the deposit allowance', () => {
  it('allows any deposit amount to a player without deposit limits, with no room figure', async () => {
    const player = await signUpPlayer(server);
    expect(await allowance(player, 750)).toEqual({ allowed: true, room: null });
    await setLimits(player, { loss: { daily: 500 } });
    expect(await allowance(player, 750)).toEqual({ allowed: true, room: null });
    expect(await fundRequestCount(player.userId)).toBe(0);
  });

  it("tells how much more the player's deposit limits allow, and refuses as creation would past them", async () => {
    const player = await signUpPlayer(server);
    await setLimits(player, { deposit: { daily: 1_000, weekly: 5_000 } });
    expect(await allowance(player, 750)).toEqual({ allowed: true, room: 1_000 });
    expect((await deposit(player, 600)).statusCode).toBe(201);

    const over = await allowance(player, 500);
    expect(over).toEqual({ allowed: false, ...(await creationRefusal(player, 500, 403)), room: 400 });
    expect(over).toMatchObject({ code: 'DEPOSIT_LIMIT_REACHED', params: { limit: 1_000, used: 600 } });
    expect(await allowance(player, 400)).toEqual({ allowed: true, room: 400 });

    // The next IST day the daily limit has room again; the weekly one counts the week's deposits.
    server.clock.set(istAt('2026-11-21', '09:00'));
    expect(await allowance(player, 500)).toEqual({ allowed: true, room: 1_000 });
    expect(await fundRequestCount(player.userId)).toBe(1);
  });

  it('tells a limit used up as no room left', async () => {
    const player = await signUpPlayer(server);
    await setLimits(player, { deposit: { monthly: 500 } });
    expect((await deposit(player, 500)).statusCode).toBe(201);
    expect(await allowance(player, 100)).toMatchObject({ allowed: false, code: 'DEPOSIT_LIMIT_REACHED', room: 0 });
  });

  it('refuses during a time-out or a self-exclusion, saying until when', async () => {
    const resting = await signUpPlayer(server);
    const timeOut = await server.request({ method: 'POST', url: `${RP}/time-out`, token: resting.token, payload: { days: 1 } });
    expect(timeOut.statusCode, timeOut.body).toBe(200);
    const refused = await allowance(resting, 500);
    expect(refused).toEqual({ allowed: false, ...(await creationRefusal(resting, 500, 403)), room: null });
    expect(refused).toMatchObject({ code: 'TIMED_OUT', params: { untilDate: '2026-11-21', untilTime: '11:00' } });

    const excluded = await signUpPlayer(server);
    await setLimits(excluded, { deposit: { daily: 2_000 } });
    const exclusion = await server.request({
      method: 'POST',
      url: `${RP}/self-exclusion`,
      token: excluded.token,
      payload: { months: 6 },
    });
    expect(exclusion.statusCode, exclusion.body).toBe(200);
    expect(await allowance(excluded, 500)).toEqual({
      allowed: false,
      ...(await creationRefusal(excluded, 500, 403)),
      room: 2_000,
    });
    expect(await fundRequestCount(resting.userId)).toBe(0);
    expect(await fundRequestCount(excluded.userId)).toBe(0);
  });

  it('refuses while deposits are paused for maintenance, with the operator\'s message', async () => {
    const player = await signUpPlayer(server);
    const pause = (deposits: boolean) =>
      server.request({ method: 'PUT', url: '/api/admin/maintenance', token: admin, payload: { deposits, message: 'Back at noon.' } });
    expect((await pause(true)).statusCode).toBe(200);
    try {
      const refused = await allowance(player, 500);
      expect(refused).toEqual({ allowed: false, ...(await creationRefusal(player, 500, 503)), room: null });
      expect(refused).toMatchObject({ code: 'MAINTENANCE' });
      expect(String(refused.message)).toContain('Back at noon.');
    } finally {
      expect((await pause(false)).statusCode).toBe(200);
    }
    expect(await allowance(player, 500)).toEqual({ allowed: true, room: null });
  });

  it('refuses an amount that is no deposit amount as creation does, in the usual error body', async () => {
    const player = await signUpPlayer(server);
    for (const [amount, code] of [
      [undefined, 'DEPOSIT_BELOW_MIN'],
      ['', 'DEPOSIT_BELOW_MIN'],
      ['0', 'DEPOSIT_BELOW_MIN'],
      ['12.5', 'DEPOSIT_AMOUNT_INVALID'],
      ['five hundred', 'DEPOSIT_AMOUNT_INVALID'],
      ['100000000', 'DEPOSIT_ABOVE_MAX'],
    ] as const) {
      const response = await ask(player, amount);
      expect(response.statusCode, `${amount}: ${response.body}`).toBe(400);
      const body = response.json() as { code: string; message: string; errors: { path: string; code: string }[] };
      expect(body.code).toBe(code);
      expect(body.errors).toEqual([expect.objectContaining({ path: 'amount', code })]);
    }
  });

  it('answers only a signed-in player', async () => {
    const anonymous = await server.request({ method: 'GET', url: `${ALLOWANCE}?amount=500` });
    expect(anonymous.statusCode).toBe(401);
  });
});
