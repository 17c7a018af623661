import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bet,
  createGame,
  declareOk,
  istAt,
  placeBetOk,
  setIstTime,
  setRates,
  TEST_DAY,
  TEST_DAY_MIDNIGHT,
} from './support/markets.js';
import { createFundRequest } from './support/money.js';
import { creditPlayer, signInAdmin, signUpPlayer, type SignedIn } from './support/players.js';
import { riskSettled } from './support/risk.js';
import { addStaff } from './support/staff.js';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';
import { addDays } from '../../src/domain/time.js';

/** The alerts inbox: each trigger raises one alert per episode, ordinary play none; operators close them. */

interface Alert {
  _id: string;
  kind: string;
  user: { _id: string; name: string; mobileNumber: string };
  detail: string;
  createdAt: string;
  status: string;
  closedBy: { _id: string; name: string } | null;
  note: string | null;
}

let server: TestServer;
let admin: string;
let gameId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server);
  await setRates(server, admin);
  gameId = (await createGame(server, admin, { gameName: 'Alert Market', openTime: '18:00', closeTime: '20:00' }))._id;
});
afterEach(async () => {
  setIstTime(server, '11:00');
  await riskSettled(server);
  await expectLedgerBalanced(server);
});
afterAll(async () => {
  await server.close();
});

async function alerts(status = 'open', token = admin): Promise<{ alerts: Alert[]; openCount: number }> {
  await riskSettled(server);
  const response = await server.request({ method: 'GET', url: `/api/admin/alerts?status=${status}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { alerts: Alert[]; openCount: number };
}

function close(id: string, payload: object, token = admin) {
  return server.request({ method: 'POST', url: `/api/admin/alerts/${id}/close`, token, payload });
}

async function alertsOf(player: SignedIn, status = 'open'): Promise<Alert[]> {
  return (await alerts(status)).alerts.filter((alert) => alert.user._id === String(player.userId));
}

/** A bet of `amount` on the alert market's open session of `day`, placed at 10:00 IST that day. */
async function betOn(player: SignedIn, day: string, amount: number): Promise<void> {
  setIstTime(server, '10:00', day);
  const gameDate = istAt(day, '00:00');
  await placeBetOk(server, player.token, { gameId, betType: 'single', betNumber: '3', betAmount: amount, gameDate });
}

let transactions = 0;
async function deposit(player: SignedIn, amount: number): Promise<void> {
  transactions += 1;
  const request = { amount, transactionId: `ALERT-${transactions}`, paymentMethod: 'UPI' };
  const created = await createFundRequest(server, player.token, request);
  expect(created.statusCode, created.body).toBe(201);
  const url = `/api/admin/fund-requests/${created.json().request._id as string}/approve`;
  const approved = await server.request({ method: 'POST', url, token: admin, payload: {} });
  expect(approved.statusCode, approved.body).toBe(200);
}

describe('stake spikes', () => {
  it("raise nothing at a player's usual rate, and one alert an hour for a player betting five times it", async () => {
    const steady = await signUpPlayer(server, { name: 'Steady Player' });
    const spiking = await signUpPlayer(server, { name: 'Spiking Player' });
    for (const player of [steady, spiking]) await creditPlayer(server, player.userId, 30_000);
    for (const days of [3, 2, 1]) {
      for (const player of [steady, spiking]) await betOn(player, addDays(TEST_DAY, -days), 2000);
    }
    await betOn(steady, TEST_DAY, 2000);
    await betOn(steady, TEST_DAY, 1000);
    for (let i = 0; i < 4; i++) await betOn(spiking, TEST_DAY, 2000);
    expect(await alertsOf(spiking)).toEqual([]);
    await betOn(spiking, TEST_DAY, 2000);
    expect(await alertsOf(spiking)).toHaveLength(1);
    await betOn(spiking, TEST_DAY, 2000);
    expect(await alertsOf(steady)).toEqual([]);
    const raised = await alertsOf(spiking);
    expect(raised).toEqual([
      {
        _id: expect.any(String),
        kind: 'stake_spike',
        user: { _id: String(spiking.userId), name: 'Spiking Player', mobileNumber: spiking.mobileNumber },
        detail: 'Staked ₹10,000 since 9:30 AM IST, at least 5× their usual ₹2,000 an hour',
        createdAt: istAt(TEST_DAY, '10:00'),
        status: 'open',
        closedBy: null,
        note: null,
      },
    ]);
  });

  it('raise nothing for a new player with a few small bets', async () => {
    const player = await signUpPlayer(server);
    await creditPlayer(server, player.userId, 5000);
    for (let i = 0; i < 4; i++) await betOn(player, TEST_DAY, 500);
    expect(await alertsOf(player)).toEqual([]);
  });
});

describe('deposits', () => {
  it('raise a first-deposit alert for a large first deposit only, once', async () => {
    const large = await signUpPlayer(server, { name: 'Large Depositor' });
    const small = await signUpPlayer(server);
    await deposit(large, 25_000);
    await deposit(small, 5000);
    expect((await alertsOf(small)).map((alert) => alert.kind)).toEqual([]);
    const raised = await alertsOf(large);
    expect(raised.map((alert) => [alert.kind, alert.detail])).toEqual([
      ['first_deposit', 'First deposit of ₹25,000, at least the ₹20,000 watched for'],
    ]);
  });

  it("raise a deposit spike once an hour's deposits reach five times the usual, not for usual deposits", async () => {
    const player = await signUpPlayer(server, { name: 'Spiking Depositor' });
    const usual = await signUpPlayer(server, { name: 'Usual Depositor' });
    for (const days of [2, 1]) {
      setIstTime(server, '10:00', addDays(TEST_DAY, -days));
      await deposit(player, 2000);
      await deposit(usual, 2000);
    }
    setIstTime(server, '10:00');
    await deposit(usual, 2000);
    await deposit(player, 6000);
    expect(await alertsOf(player)).toEqual([]);
    await deposit(player, 4000);
    expect(await alertsOf(player)).toHaveLength(1);
    await deposit(player, 1000);
    expect((await alertsOf(usual)).map((alert) => alert.kind)).toEqual([]);
    expect((await alertsOf(player)).map((alert) => [alert.kind, alert.detail])).toEqual([
      ['deposit_spike', 'Deposited ₹10,000 since 9:30 AM IST, at least 5× their usual ₹2,000 an hour'],
    ]);
  });
});

describe('big wins', () => {
  it('raise one alert per winner whose winnings from a declaration reach the amount, none for others', async () => {
    const game = { gameName: 'Win Market', openTime: '12:00', closeTime: '14:00' };
    const market = (await createGame(server, admin, game))._id;
    const big = await signUpPlayer(server, { name: 'Big Winner' });
    const small = await signUpPlayer(server, { name: 'Small Winner' });
    const loser = await signUpPlayer(server, { name: 'Loser' });
    for (const player of [big, small, loser]) await creditPlayer(server, player.userId, 20_000);
    setIstTime(server, '11:00');
    const placed = [
      [big, '4', 6000],
      [small, '4', 100],
      [loser, '5', 6000],
    ] as const;
    for (const [player, betNumber, betAmount] of placed) {
      const body = { gameId: market, betType: 'single', betNumber, betAmount, gameDate: TEST_DAY_MIDNIGHT };
      const response = await bet(server, player.token, body);
      expect(response.statusCode, response.body).toBe(201);
    }
    setIstTime(server, '12:05');
    await declareOk(server, admin, { gameId: market, session: 'open', pana: '130' });
    // Their 6,000 stakes were spikes of their own; here only the wins count.
    const wins = async (player: SignedIn) =>
      (await alertsOf(player)).filter((alert) => alert.kind === 'big_win').map((alert) => [alert.kind, alert.detail]);
    expect(await wins(small)).toEqual([]);
    expect(await wins(loser)).toEqual([]);
    expect(await wins(big)).toEqual([
      ['big_win', `Won ₹57,000 on Win Market open of ${TEST_DAY}, at least the ₹50,000 watched for`],
    ]);
  });
});

describe('POST /api/admin/alerts/:id/close', () => {
  it('closes an alert once, with the operator and their note, audited; closing again is 409', async () => {
    const player = await signUpPlayer(server, { name: 'Closing Case' });
    await deposit(player, 30_000);
    const [alert] = await alertsOf(player);
    expect(alert).toBeDefined();
    const before = await alerts();

    const closed = await close(alert!._id, { note: '  Known player, salary  ' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toEqual({
      message: 'Alert closed',
      alert: {
        ...alert,
        status: 'closed',
        closedBy: { _id: expect.any(String), name: expect.any(String) },
        note: 'Known player, salary',
      },
    });
    const after = await alerts();
    expect(after.openCount).toBe(before.openCount - 1);
    expect(after.alerts.map((open) => open._id)).not.toContain(alert!._id);
    expect((await alerts('closed')).alerts.map((done) => done._id)).toContain(alert!._id);
    const entry = await server.store.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'risk_alert.close')
      .where('target_id', '=', alert!._id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.after ?? '{}')).toMatchObject({ status: 'closed', note: 'Known player, salary' });

    const again = await close(alert!._id, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALERT_CLOSED' });
    const missing = await close('999999', {});
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'ALERT_NOT_FOUND' });
  });

  it('lists for staff who read players, closes for those who manage them', async () => {
    const player = await signUpPlayer(server);
    await deposit(player, 40_000);
    const [alert] = await alertsOf(player);
    const support = await addStaff(server, 'support', admin);
    expect((await alerts('open', support.token)).alerts.map((open) => open._id)).toContain(alert!._id);
    const refused = await close(alert!._id, {}, support.token);
    expect(refused.statusCode).toBe(403);
    const results = await addStaff(server, 'results', admin);
    const hidden = await server.request({ method: 'GET', url: '/api/admin/alerts', token: results.token });
    expect(hidden.statusCode).toBe(403);
    const bad = await server.request({ method: 'GET', url: '/api/admin/alerts?status=maybe', token: admin });
    expect(bad.statusCode).toBe(400);
  });
});
