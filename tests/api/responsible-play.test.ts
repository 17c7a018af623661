import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createGame,
  createStarlineGame,
  declareOk,
  expectLedgerChain,
  istAt,
  myBets,
  revert,
  setRates,
  TEST_DAY,
  type CreatedGame,
} from './support/markets.js';
import { createFundRequest, requestWithdrawal, saveWallet } from './support/money.js';
import { balanceOf, creditPlayer, signInAdmin, signUpPlayer, type SignedIn } from './support/players.js';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';

/**
 * Responsible play: the limits, breaks and reality check a player sets on their own play, as the
 * player and the operator meet them through the API. Periods follow the IST calendar, so the clock is moved
 * across IST midnights, Mondays and 1sts; pending changes and breaks end when the clock passes their time.
 */

type Figures<T> = { daily: T; weekly: T; monthly: T };

interface ResponsiblePlay {
  limits: { deposit: Figures<number | null>; loss: Figures<number | null> };
  pending: { kind: 'deposit' | 'loss'; period: 'daily' | 'weekly' | 'monthly'; value: number | null; effectiveAt: string }[];
  usage: { deposit: Figures<number>; loss: Figures<number> };
  timeOutUntil: string | null;
  selfExcludedUntil: string | null;
  realityCheckMinutes: number;
}

interface Change {
  at: string;
  action: string;
  before: object | null;
  after: object | null;
}

const RP = '/api/user/responsible-play';
const HOUR = 60 * 60 * 1000;
/** Friday 20 Nov 2026, 11:00 IST (a week from Monday 16 Nov, a month from 1 Nov). */
const FRIDAY_11 = istAt(TEST_DAY, '11:00');
const NO_LIMITS = { daily: null, weekly: null, monthly: null };
const NOTHING_USED = { daily: 0, weekly: 0, monthly: 0 };

let server: TestServer;
let admin: string;
/** A daily market that takes close-session bets all day (it closes at 23:59 IST). */
let market: CreatedGame;
let starlineGameId: string;
let sequence = 0;
const nextTxn = () => `RPTXN${process.pid}${String(++sequence).padStart(5, '0')}`;

beforeAll(async () => {
  server = await startTestServer({ now: FRIDAY_11 });
  admin = await signInAdmin(server);
  await setRates(server, admin);
  market = await createGame(server, admin, { gameName: 'Limits Market', openTime: '12:00', closeTime: '23:59' });
  starlineGameId = (await createStarlineGame(server, admin, { gameName: 'Limits Star', openTime: '12:00' }))._id;
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

// ---- Requests ----------------------------------------------------------------------------------------------

async function newPlayer(balance = 50_000): Promise<SignedIn> {
  const player = await signUpPlayer(server);
  if (balance > 0) await creditPlayer(server, player.userId, balance);
  return player;
}

async function readRecord(player: SignedIn): Promise<ResponsiblePlay> {
  const response = await server.request({ method: 'GET', url: RP, token: player.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ResponsiblePlay;
}

function putLimits(player: SignedIn, payload: unknown): Promise<LightMyRequestResponse> {
  return server.request({ method: 'PUT', url: `${RP}/limits`, token: player.token, payload: payload as object });
}

async function setLimits(player: SignedIn, payload: object): Promise<ResponsiblePlay> {
  const response = await putLimits(player, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ResponsiblePlay;
}

function takeTimeOut(player: SignedIn, days: unknown): Promise<LightMyRequestResponse> {
  return server.request({ method: 'POST', url: `${RP}/time-out`, token: player.token, payload: { days } });
}

function excludeSelf(player: SignedIn, months: unknown): Promise<LightMyRequestResponse> {
  return server.request({ method: 'POST', url: `${RP}/self-exclusion`, token: player.token, payload: { months } });
}

function setRealityCheck(player: SignedIn, minutes: unknown): Promise<LightMyRequestResponse> {
  return server.request({ method: 'PUT', url: `${RP}/reality-check`, token: player.token, payload: { minutes } });
}

/** A single-digit bet on the close session of the limits market, for the server's today. */
function dailyBet(player: SignedIn, amount: number, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return server.request({
    method: 'POST',
    url: '/api/bets',
    token: player.token,
    headers,
    payload: { gameId: market._id, betType: 'single', session: 'close', betNumber: '7', betAmount: amount },
  });
}

function starlineBet(player: SignedIn, amount: number, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return server.request({
    method: 'POST',
    url: '/api/starline/bets',
    token: player.token,
    headers,
    payload: { gameId: starlineGameId, betType: 'single digit', betNumber: '3', betAmount: amount },
  });
}

function deposit(player: SignedIn, amount: number, idempotencyKey?: string, transactionId = nextTxn()) {
  return createFundRequest(server, player.token, { amount, transactionId, paymentMethod: 'UPI' }, idempotencyKey);
}

async function depositId(player: SignedIn, amount: number): Promise<string> {
  const response = await deposit(player, amount);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { request: { _id: string } }).request._id;
}

function decide(id: string, decision: 'approve' | 'reject'): Promise<LightMyRequestResponse> {
  return server.request({ method: 'POST', url: `/api/admin/fund-requests/${id}/${decision}`, token: admin, payload: {} });
}

async function expectAccepted(response: Promise<LightMyRequestResponse> | LightMyRequestResponse): Promise<void> {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(201);
}

/** A 403 refusal in the usual error body (Starline's answers carry `success: false` as all its errors do). */
async function expectRefused(
  response: Promise<LightMyRequestResponse> | LightMyRequestResponse,
  code: string,
  message: string,
): Promise<void> {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(403);
  const { success, ...rest } = answer.json() as Record<string, unknown>;
  expect([undefined, false]).toContain(success);
  expect(rest).toEqual({ message, code, params: expect.any(Object) });
}

const timeOutText = (until: string) => `You are taking a time-out until ${until}. Bets and deposits are paused until then.`;
const exclusionText = (until: string) =>
  `You have excluded yourself from play until ${until}. Bets and deposits are paused until then.`;

function byKindAndPeriod(pending: ResponsiblePlay['pending']): ResponsiblePlay['pending'] {
  return [...pending].sort((a, b) => `${a.kind}.${a.period}`.localeCompare(`${b.kind}.${b.period}`));
}

async function operatorView(userId: number | string): Promise<LightMyRequestResponse> {
  return server.request({ method: 'GET', url: `/api/admin/users/${userId}/responsible-play`, token: admin });
}

async function changesOf(player: SignedIn): Promise<Change[]> {
  const response = await operatorView(player.userId);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { changes: Change[] }).changes;
}

// ---- The record and its inputs -----------------------------------------------------------------------------

describe('the responsible-play record', () => {
  it('starts with no limits, no pending change, nothing used, no break and a reality check every 60 minutes', async () => {
    const player = await newPlayer();
    expect(await readRecord(player)).toEqual({
      limits: { deposit: NO_LIMITS, loss: NO_LIMITS },
      pending: [],
      usage: { deposit: NOTHING_USED, loss: NOTHING_USED },
      timeOutUntil: null,
      selfExcludedUntil: null,
      realityCheckMinutes: 60,
    });
  });

  it('is a signed-in player\'s own: 401 without a token on every route', async () => {
    const routes = [
      { method: 'GET', url: RP },
      { method: 'PUT', url: `${RP}/limits`, payload: { loss: { daily: 100 } } },
      { method: 'POST', url: `${RP}/time-out`, payload: { days: 1 } },
      { method: 'POST', url: `${RP}/self-exclusion`, payload: { months: 6 } },
      { method: 'PUT', url: `${RP}/reality-check`, payload: { minutes: 30 } },
    ] as const;
    for (const route of routes) {
      const response = await server.request({ ...route, headers: { authorization: 'Bearer not-a-token' } });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(typeof (response.json() as { message: unknown }).message).toBe('string');
    }
  });

  it('refuses a limit that is not a whole number of rupees from 1 to 10,000,000, and changes nothing', async () => {
    const player = await newPlayer();
    await setLimits(player, { loss: { daily: 500 }, deposit: { weekly: 5_000 } });
    const before = await readRecord(player);
    const changesBefore = (await changesOf(player)).length;

    const cases: { payload: unknown; path: string; code?: string }[] = [
      ...[0, -1, 1.5, '100', 10_000_001, 1e21, true, 'none', {}, []].map((value) => ({ payload: { loss: { daily: value } }, path: 'loss.daily' })),
      ...[0, -100, 99.99, '5000', 20_000_000].map((value) => ({ payload: { deposit: { weekly: value } }, path: 'deposit.weekly' })),
      // A good value beside a bad one: the request as a whole is refused.
      { payload: { loss: { daily: 100, monthly: 0 } }, path: 'loss.monthly' },
      { payload: { deposit: { daily: 1_000 }, loss: { weekly: -5 } }, path: 'loss.weekly' },
      // Values under keys that name no limit.
      { payload: { loss: { yearly: 100 } }, path: 'loss.yearly', code: 'LIMIT_PERIOD_INVALID' },
      { payload: { bonus: { daily: 100 } }, path: 'bonus', code: 'LIMIT_KIND_INVALID' },
      { payload: { loss: 100 }, path: 'loss', code: 'LIMIT_KIND_INVALID' },
    ];
    for (const { payload, path, code = 'LIMIT_INVALID' } of cases) {
      const response = await putLimits(player, payload);
      expect(response.statusCode, `${JSON.stringify(payload)}: ${response.body}`).toBe(400);
      const body = response.json() as { message: string; errors: { msg: string; path: string; code: string }[]; code: string };
      expect(body, JSON.stringify(payload)).toEqual({
        message: expect.any(String),
        errors: [{ msg: body.message, path, code }],
        code,
      });
    }
    expect(await readRecord(player)).toEqual(before);
    expect(await changesOf(player)).toHaveLength(changesBefore);

    // Both ends of the range are limits.
    const ends = await setLimits(player, { loss: { daily: 1 }, deposit: { monthly: 10_000_000 } });
    expect(ends.limits).toEqual({ deposit: { daily: null, weekly: 5_000, monthly: 10_000_000 }, loss: { daily: 1, weekly: null, monthly: null } });
  });

  it('takes a time-out of 1, 7 or 30 days, self-exclusion of 6, 12 or 60 months and a reality check of 30, 60 or 120 minutes only', async () => {
    const player = await newPlayer();
    const cases: { send: (value: unknown) => Promise<LightMyRequestResponse>; values: unknown[]; path: string; code: string }[] = [
      { send: (days) => takeTimeOut(player, days), values: [0, 2, 3, 14, -1, 1.5, '1', null, 'week'], path: 'days', code: 'TIME_OUT_INVALID' },
      { send: (months) => excludeSelf(player, months), values: [0, 1, 3, 24, 6.5, '6', null], path: 'months', code: 'SELF_EXCLUSION_INVALID' },
      { send: (minutes) => setRealityCheck(player, minutes), values: [0, 15, 45, 90, 60.5, '60', null], path: 'minutes', code: 'REALITY_CHECK_INVALID' },
    ];
    for (const { send, values, path, code } of cases) {
      for (const value of values) {
        const response = await send(value);
        expect(response.statusCode, `${path} ${JSON.stringify(value)}: ${response.body}`).toBe(400);
        const body = response.json() as { message: string; errors: { path: string; code: string }[]; code: string };
        expect(body.code, `${path} ${JSON.stringify(value)}`).toBe(code);
        expect(body.errors).toEqual([{ msg: body.message, path, code }]);
      }
    }
    const missing = await server.request({ method: 'POST', url: `${RP}/time-out`, token: player.token, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect((missing.json() as { errors: { path: string }[] }).errors[0]?.path).toBe('days');
    expect(await readRecord(player)).toMatchObject({ timeOutUntil: null, selfExcludedUntil: null, realityCheckMinutes: 60 });
    expect(await changesOf(player)).toEqual([]);

    for (const minutes of [30, 120, 60]) {
      const response = await setRealityCheck(player, minutes);
      expect(response.statusCode, response.body).toBe(200);
      expect((response.json() as ResponsiblePlay).realityCheckMinutes).toBe(minutes);
    }
  });
});

// ---- Setting, raising and removing limits ------------------------------------------------------------------

describe('changing a limit', () => {
  it('a lower limit, or one where there was none, takes effect at once; omitted limits stay as they are', async () => {
    const player = await newPlayer();
    const first = await setLimits(player, { loss: { daily: 500 }, deposit: { monthly: 20_000 } });
    expect(first.limits).toEqual({ deposit: { daily: null, weekly: null, monthly: 20_000 }, loss: { daily: 500, weekly: null, monthly: null } });
    expect(first.pending).toEqual([]);

    const lowered = await setLimits(player, { loss: { daily: 300, weekly: 2_000 } });
    expect(lowered.limits).toEqual({ deposit: { daily: null, weekly: null, monthly: 20_000 }, loss: { daily: 300, weekly: 2_000, monthly: null } });
    expect(lowered.pending).toEqual([]);
    expect(await setLimits(player, {})).toEqual(lowered);
  });

  it('a higher limit or a removal waits 24 hours as a pending change; a later one replaces it, the current value cancels it', async () => {
    const player = await newPlayer();
    await setLimits(player, { loss: { daily: 300 }, deposit: { weekly: 5_000 } });

    const raised = await setLimits(player, { loss: { daily: 1_000 } });
    expect(raised.limits.loss.daily).toBe(300);
    expect(raised.pending).toEqual([{ kind: 'loss', period: 'daily', value: 1_000, effectiveAt: istAt('2026-11-21', '11:00') }]);

    // An hour on, another raise replaces the pending one and waits its own 24 hours.
    server.clock.advance(HOUR);
    const raisedAgain = await setLimits(player, { loss: { daily: 2_000 } });
    expect(raisedAgain.limits.loss.daily).toBe(300);
    expect(raisedAgain.pending).toEqual([{ kind: 'loss', period: 'daily', value: 2_000, effectiveAt: istAt('2026-11-21', '12:00') }]);

    // The same raise again (a second tap of Save) keeps its time.
    server.clock.advance(HOUR);
    const repeated = await setLimits(player, { loss: { daily: 2_000 } });
    expect(repeated.pending).toEqual([{ kind: 'loss', period: 'daily', value: 2_000, effectiveAt: istAt('2026-11-21', '12:00') }]);

    // Removing a limit waits too; each limit has its own pending change.
    const removed = await setLimits(player, { loss: { daily: null }, deposit: { weekly: null } });
    expect(removed.limits).toMatchObject({ loss: { daily: 300 }, deposit: { weekly: 5_000 } });
    expect(byKindAndPeriod(removed.pending)).toEqual([
      { kind: 'deposit', period: 'weekly', value: null, effectiveAt: istAt('2026-11-21', '13:00') },
      { kind: 'loss', period: 'daily', value: null, effectiveAt: istAt('2026-11-21', '13:00') },
    ]);

    // Sending the limit in force cancels its pending change and leaves the other.
    const cancelled = await setLimits(player, { loss: { daily: 300 } });
    expect(cancelled.limits).toMatchObject({ loss: { daily: 300 }, deposit: { weekly: 5_000 } });
    expect(cancelled.pending).toEqual([{ kind: 'deposit', period: 'weekly', value: null, effectiveAt: istAt('2026-11-21', '13:00') }]);

    // Lowering a limit with a pending change takes effect at once and drops the pending change.
    const lowered = await setLimits(player, { deposit: { weekly: 4_000 } });
    expect(lowered.limits.deposit.weekly).toBe(4_000);
    expect(lowered.pending).toEqual([]);
  });

  it('a pending raise takes effect when its 24 hours have passed, and the lower limit holds until then', async () => {
    const player = await newPlayer();
    await setLimits(player, { loss: { weekly: 100 }, deposit: { daily: 500 } });
    await expectAccepted(dailyBet(player, 100));
    const raised = await setLimits(player, { loss: { weekly: 300 }, deposit: { daily: null } });
    const effectiveAt = istAt('2026-11-21', '11:00');
    expect(raised.pending.map((change) => change.effectiveAt)).toEqual([effectiveAt, effectiveAt]);

    server.clock.set(new Date(Date.parse(effectiveAt) - 1000).toISOString());
    await expectRefused(
      dailyBet(player, 100),
      'LOSS_LIMIT_REACHED',
      'This bet would take you over your weekly loss limit of ₹100 (₹100 used). It resets on 23 Nov 2026, 12:00 AM IST.',
    );
    expect((await readRecord(player)).limits).toMatchObject({ loss: { weekly: 100 }, deposit: { daily: 500 } });

    server.clock.set(effectiveAt);
    const record = await readRecord(player);
    expect(record.limits).toEqual({ deposit: NO_LIMITS, loss: { daily: null, weekly: 300, monthly: null } });
    expect(record.pending).toEqual([]);
    await expectAccepted(dailyBet(player, 100));
    await expectAccepted(dailyBet(player, 100));
    await expectRefused(
      dailyBet(player, 10),
      'LOSS_LIMIT_REACHED',
      'This bet would take you over your weekly loss limit of ₹300 (₹300 used). It resets on 23 Nov 2026, 12:00 AM IST.',
    );
    // With the daily deposit limit gone, a deposit of any size is taken.
    await expectAccepted(deposit(player, 50_000));
    expect(await balanceOf(server, player.token)).toBe(50_000 - 300);
  });
});

// ---- Periods on the IST calendar ---------------------------------------------------------------------------

describe('periods on the IST calendar', () => {
  it('a day starts at 00:00 IST: the daily loss and deposit usage reset from 23:59 to 00:00 IST', async () => {
    const player = await newPlayer();
    server.clock.set(istAt(TEST_DAY, '23:59'));
    await setLimits(player, { loss: { daily: 100 }, deposit: { daily: 1_000 } });
    await expectAccepted(dailyBet(player, 100));
    const requestId = await depositId(player, 1_000);
    await expectRefused(
      dailyBet(player, 10),
      'LOSS_LIMIT_REACHED',
      'This bet would take you over your daily loss limit of ₹100 (₹100 used). It resets on 21 Nov 2026, 12:00 AM IST.',
    );
    await expectRefused(
      deposit(player, 1),
      'DEPOSIT_LIMIT_REACHED',
      'This deposit would take you over your daily deposit limit of ₹1,000 (₹1,000 used). It resets on 21 Nov 2026, 12:00 AM IST.',
    );
    expect((await readRecord(player)).usage).toEqual({
      deposit: { daily: 1_000, weekly: 1_000, monthly: 1_000 },
      loss: { daily: 100, weekly: 100, monthly: 100 },
    });

    server.clock.set(istAt('2026-11-21', '00:00'));
    // Approved on Saturday, Friday's request still counts on Friday, the day it was made.
    expect((await decide(requestId, 'approve')).statusCode).toBe(200);
    expect((await readRecord(player)).usage).toEqual({
      deposit: { daily: 0, weekly: 1_000, monthly: 1_000 },
      loss: { daily: 0, weekly: 100, monthly: 100 },
    });
    await expectAccepted(dailyBet(player, 100));
    await expectAccepted(deposit(player, 1_000));
    await expectLedgerChain(server, player.userId);
  });

  it('a week starts on Monday 00:00 IST: Saturday to Sunday keeps the week, Sunday to Monday starts a new one', async () => {
    const player = await newPlayer();
    await setLimits(player, { loss: { weekly: 200 }, deposit: { weekly: 1_000 } });
    await expectAccepted(dailyBet(player, 100)); // Friday 20 Nov
    await expectAccepted(deposit(player, 600));

    server.clock.set(istAt('2026-11-22', '00:00')); // Sunday
    expect((await readRecord(player)).usage).toMatchObject({ loss: { daily: 0, weekly: 100 }, deposit: { daily: 0, weekly: 600 } });
    await expectAccepted(dailyBet(player, 100));

    server.clock.set(istAt('2026-11-22', '23:59'));
    await expectRefused(
      dailyBet(player, 10),
      'LOSS_LIMIT_REACHED',
      'This bet would take you over your weekly loss limit of ₹200 (₹200 used). It resets on 23 Nov 2026, 12:00 AM IST.',
    );
    await expectRefused(
      deposit(player, 500),
      'DEPOSIT_LIMIT_REACHED',
      'This deposit would take you over your weekly deposit limit of ₹1,000 (₹600 used). It resets on 23 Nov 2026, 12:00 AM IST.',
    );

    server.clock.set(istAt('2026-11-23', '00:00')); // Monday
    expect((await readRecord(player)).usage).toEqual({
      deposit: { daily: 0, weekly: 0, monthly: 600 },
      loss: { daily: 0, weekly: 0, monthly: 200 },
    });
    await expectAccepted(dailyBet(player, 200));
    await expectAccepted(deposit(player, 1_000));
  });

  it('a month starts on the 1st 00:00 IST, within a week that goes on', async () => {
    const player = await newPlayer();
    await setLimits(player, { loss: { monthly: 300 }, deposit: { monthly: 2_000 } });
    await expectAccepted(dailyBet(player, 100)); // Friday 20 Nov
    await expectAccepted(deposit(player, 1_500));

    server.clock.set(istAt('2026-11-30', '23:59')); // Monday
    await expectAccepted(dailyBet(player, 200));
    await expectRefused(
      dailyBet(player, 10),
      'LOSS_LIMIT_REACHED',
      'This bet would take you over your monthly loss limit of ₹300 (₹300 used). It resets on 1 Dec 2026, 12:00 AM IST.',
    );
    await expectRefused(
      deposit(player, 600),
      'DEPOSIT_LIMIT_REACHED',
      'This deposit would take you over your monthly deposit limit of ₹2,000 (₹1,500 used). It resets on 1 Dec 2026, 12:00 AM IST.',
    );

    server.clock.set(istAt('2026-12-01', '00:00')); // Tuesday
    expect((await readRecord(player)).usage).toEqual({
      deposit: { daily: 0, weekly: 0, monthly: 0 },
      loss: { daily: 0, weekly: 200, monthly: 0 },
    });
    await expectAccepted(dailyBet(player, 300));
    await expectAccepted(deposit(player, 2_000));
  });
});

// ---- Loss limits -------------------------------------------------------------------------------------------

describe('loss limits', () => {
  it('refuse a daily or Starline bet that would go over, naming the limit, what is used and when it resets', async () => {
    const player = await newPlayer();
    await setLimits(player, { loss: { daily: 250 } });
    await expectAccepted(dailyBet(player, 100));
    await expectAccepted(starlineBet(player, 100));
    const refusal = 'This bet would take you over your daily loss limit of ₹250 (₹200 used). It resets on 21 Nov 2026, 12:00 AM IST.';
    await expectRefused(dailyBet(player, 60), 'LOSS_LIMIT_REACHED', refusal);
    await expectRefused(starlineBet(player, 60), 'LOSS_LIMIT_REACHED', refusal);
    // Up to the limit exactly is allowed.
    await expectAccepted(starlineBet(player, 50));
    expect((await readRecord(player)).usage.loss).toEqual({ daily: 250, weekly: 250, monthly: 250 });
    expect(await balanceOf(server, player.token)).toBe(50_000 - 250);
    expect(await myBets(server, player.token)).toHaveLength(1);
    await expectLedgerChain(server, player.userId);
  });

  it('give back allowance for winnings credited in the period; a reverted win takes it away again', async () => {
    const game = await createGame(server, admin, { gameName: 'Winnings Market', openTime: '12:00', closeTime: '13:00' });
    const player = await newPlayer();
    await setLimits(player, { loss: { daily: 300 } });
    const openBet = (digit: string, amount: number) =>
      server.request({
        method: 'POST',
        url: '/api/bets',
        token: player.token,
        payload: { gameId: game._id, betType: 'single', session: 'open', betNumber: digit, betAmount: amount },
      });
    await expectAccepted(openBet('1', 100));
    await expectAccepted(openBet('2', 200));
    await expectRefused(
      openBet('3', 10),
      'LOSS_LIMIT_REACHED',
      'This bet would take you over your daily loss limit of ₹300 (₹300 used). It resets on 21 Nov 2026, 12:00 AM IST.',
    );

    // 128: digit 1. The ₹100 on 1 wins ₹950, so the player is ₹650 ahead today.
    server.clock.set(istAt(TEST_DAY, '12:00'));
    await declareOk(server, admin, { gameId: game._id, session: 'open', pana: '128' });
    expect((await readRecord(player)).usage.loss).toEqual({ daily: -650, weekly: -650, monthly: -650 });
    const closeBet = (amount: number) =>
      server.request({
        method: 'POST',
        url: '/api/bets',
        token: player.token,
        payload: { gameId: game._id, betType: 'single', session: 'close', betNumber: '4', betAmount: amount },
      });
    await expectAccepted(closeBet(950));
    await expectRefused(
      closeBet(10),
      'LOSS_LIMIT_REACHED',
      'This bet would take you over your daily loss limit of ₹300 (₹300 used). It resets on 21 Nov 2026, 12:00 AM IST.',
    );

    // Reverting the result takes the win back: stakes of ₹1,250 and nothing won.
    expect((await revert(server, admin, { gameId: game._id, session: 'open' })).statusCode).toBe(200);
    expect((await readRecord(player)).usage.loss.daily).toBe(1_250);
    await expectLedgerChain(server, player.userId);
  });

  it('50 parallel ₹100 daily bets against ₹1,000 of allowance: exactly 10 are taken', async () => {
    const player = await newPlayer();
    await setLimits(player, { loss: { daily: 1_500 } });
    await expectAccepted(dailyBet(player, 500));
    const responses = await Promise.all(Array.from({ length: 50 }, () => dailyBet(player, 100)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 403)).toHaveLength(40);
    for (const response of responses.filter((answer) => answer.statusCode === 403)) {
      expect((response.json() as { code: string }).code).toBe('LOSS_LIMIT_REACHED');
    }
    expect(await myBets(server, player.token)).toHaveLength(11);
    expect(await balanceOf(server, player.token)).toBe(50_000 - 1_500);
    expect((await readRecord(player)).usage.loss.daily).toBe(1_500);
    await expectLedgerChain(server, player.userId);
  });

  it('50 parallel ₹100 Starline bets against ₹1,000 of allowance: exactly 10 are taken', async () => {
    const player = await newPlayer();
    await setLimits(player, { loss: { weekly: 1_000 } });
    const responses = await Promise.all(Array.from({ length: 50 }, () => starlineBet(player, 100)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 403)).toHaveLength(40);
    expect(await balanceOf(server, player.token)).toBe(50_000 - 1_000);
    expect((await readRecord(player)).usage.loss.weekly).toBe(1_000);
    await expectLedgerChain(server, player.userId);
  });

  it('daily and Starline bets in parallel share one allowance: exactly 10 of 50 are taken', async () => {
    const player = await newPlayer();
    await setLimits(player, { loss: { monthly: 1_000 } });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? dailyBet(player, 100) : starlineBet(player, 100))),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(10);
    expect(responses.filter((response) => response.statusCode === 403)).toHaveLength(40);
    expect(await balanceOf(server, player.token)).toBe(50_000 - 1_000);
    await expectLedgerChain(server, player.userId);
  });
});

// ---- Deposit limits ----------------------------------------------------------------------------------------

describe('deposit limits', () => {
  it('count requests pending or approved; a rejected one does not count', async () => {
    const player = await newPlayer(0);
    await setLimits(player, { deposit: { daily: 1_000 } });
    const approvedId = await depositId(player, 600);
    await expectRefused(
      deposit(player, 500),
      'DEPOSIT_LIMIT_REACHED',
      'This deposit would take you over your daily deposit limit of ₹1,000 (₹600 used). It resets on 21 Nov 2026, 12:00 AM IST.',
    );
    const rejectedId = await depositId(player, 400);
    expect((await readRecord(player)).usage.deposit.daily).toBe(1_000);
    expect((await decide(approvedId, 'approve')).statusCode).toBe(200);
    expect((await decide(rejectedId, 'reject')).statusCode).toBe(200);
    expect((await readRecord(player)).usage.deposit.daily).toBe(600);
    await expectAccepted(deposit(player, 400));
    await expectRefused(
      deposit(player, 1),
      'DEPOSIT_LIMIT_REACHED',
      'This deposit would take you over your daily deposit limit of ₹1,000 (₹1,000 used). It resets on 21 Nov 2026, 12:00 AM IST.',
    );
    expect(await balanceOf(server, player.token)).toBe(600);
  });

  it('parallel requests never go over the limit', async () => {
    const player = await newPlayer(0);
    await setLimits(player, { deposit: { weekly: 1_000 } });
    const responses = await Promise.all(Array.from({ length: 20 }, () => deposit(player, 100)));
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(10);
    const refused = responses.filter((response) => response.statusCode === 403);
    expect(refused).toHaveLength(10);
    for (const response of refused) expect((response.json() as { code: string }).code).toBe('DEPOSIT_LIMIT_REACHED');
    const rows = await server.store.db.selectFrom('fund_requests').select('amount').where('user_id', '=', player.userId).execute();
    expect(rows.reduce((sum, row) => sum + Number(row.amount), 0)).toBe(1_000);
  });

  it("an operator's approval checks the limit again: after the player lowers it, the approval is refused and credits nothing", async () => {
    const player = await newPlayer(0);
    await setLimits(player, { deposit: { daily: 1_000 } });
    const id = await depositId(player, 800);
    await setLimits(player, { deposit: { daily: 500 } });

    const approval = await decide(id, 'approve');
    expect(approval.statusCode, approval.body).toBe(403);
    const body = approval.json() as { message: string; code: string };
    expect(body.code).toBe('DEPOSIT_APPROVAL_OVER_LIMIT');
    expect(body.message).toBe(
      'Approving this deposit would take the player over their daily deposit limit of ₹500 (₹0 already approved in that period). Reject it instead.',
    );
    expect(await balanceOf(server, player.token)).toBe(0);
    const history = await server.request({ method: 'GET', url: '/api/fund-request/history', token: player.token });
    expect((history.json() as { requests: { _id: string; status: string }[] }).requests).toEqual([
      expect.objectContaining({ _id: id, status: 'pending' }),
    ]);
    // The operator can still turn it down.
    expect((await decide(id, 'reject')).statusCode).toBe(200);
  });
});

// ---- Time-out and self-exclusion ---------------------------------------------------------------------------

describe('time-out and self-exclusion', () => {
  /** A player with a bet, a Starline bet, a deposit and a saved Paytm number, to find in histories later. */
  async function playerWithHistory(): Promise<SignedIn> {
    const player = await newPlayer(5_000);
    await saveWallet(server, player.token, { paytm: '9876543210' });
    await expectAccepted(dailyBet(player, 100));
    await expectAccepted(starlineBet(player, 100));
    await expectAccepted(deposit(player, 500));
    return player;
  }

  /** Signing in, histories, charts, the wallet and withdrawals stay open to a player on a break. */
  async function expectReadingAndWithdrawingOpen(player: SignedIn): Promise<void> {
    const login = await server.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobileNumber: player.mobileNumber, password: player.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const read = async (url: string) => {
      const response = await server.request({ method: 'GET', url, token: player.token });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response.json() as Record<string, unknown>;
    };
    expect((await read('/api/bets/me')).bets).toHaveLength(1);
    expect(((await read('/api/starline/bets')).data as { bets: unknown[] }).bets).toHaveLength(1);
    expect((await read('/api/fund-request/history')).requests).toHaveLength(1);
    await read(`/api/results-session?gameId=${market._id}`);
    await read('/api/games');
    await read('/api/withdraw/history');
    const before = await balanceOf(server, player.token);
    const withdrawal = await requestWithdrawal(server, player.token, { amount: 1_000, method: 'paytm' });
    expect(withdrawal.statusCode, withdrawal.body).toBe(201);
    expect(await balanceOf(server, player.token)).toBe(before - 1_000);
  }

  it('a time-out refuses bets, Starline bets and deposits until its end; reading and withdrawing stay open', async () => {
    const player = await playerWithHistory();
    const response = await takeTimeOut(player, 1);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ timeOutUntil: istAt('2026-11-21', '11:00'), selfExcludedUntil: null });
    const refusal = timeOutText('21 Nov 2026, 11:00 AM IST');
    await expectRefused(dailyBet(player, 100), 'TIMED_OUT', refusal);
    await expectRefused(starlineBet(player, 100), 'TIMED_OUT', refusal);
    await expectRefused(deposit(player, 500), 'TIMED_OUT', refusal);
    expect(await balanceOf(server, player.token)).toBe(5_000 - 200);
    await expectReadingAndWithdrawingOpen(player);
  });

  it('a second, shorter time-out does not shorten the first; a longer one lengthens it', async () => {
    const player = await newPlayer();
    expect((await takeTimeOut(player, 7)).json()).toMatchObject({ timeOutUntil: istAt('2026-11-27', '11:00') });
    server.clock.advance(HOUR);
    const shorter = await takeTimeOut(player, 1);
    expect(shorter.statusCode, shorter.body).toBe(200);
    expect(shorter.json()).toMatchObject({ timeOutUntil: istAt('2026-11-27', '11:00') });
    await expectRefused(dailyBet(player, 100), 'TIMED_OUT', timeOutText('27 Nov 2026, 11:00 AM IST'));
    expect((await takeTimeOut(player, 30)).json()).toMatchObject({ timeOutUntil: istAt('2026-12-20', '12:00') });
    await expectRefused(dailyBet(player, 100), 'TIMED_OUT', timeOutText('20 Dec 2026, 12:00 PM IST'));
  });

  it('a time-out ends by itself when the clock passes it', async () => {
    const player = await newPlayer();
    await takeTimeOut(player, 1);
    server.clock.set(istAt('2026-11-21', '10:59:59'));
    await expectRefused(dailyBet(player, 100), 'TIMED_OUT', timeOutText('21 Nov 2026, 11:00 AM IST'));
    expect((await readRecord(player)).timeOutUntil).toBe(istAt('2026-11-21', '11:00'));

    server.clock.set(istAt('2026-11-21', '11:00:01'));
    expect((await readRecord(player)).timeOutUntil).toBeNull();
    await expectAccepted(dailyBet(player, 100));
    await expectAccepted(starlineBet(player, 100));
    await expectAccepted(deposit(player, 500));
  });

  it('self-exclusion refuses play for 6, 12 or 60 months, is never shortened, and leaves reading and withdrawing open', async () => {
    const player = await playerWithHistory();
    const response = await excludeSelf(player, 6);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ selfExcludedUntil: istAt('2027-05-20', '11:00') });
    const refusal = exclusionText('20 May 2027, 11:00 AM IST');
    await expectRefused(dailyBet(player, 100), 'SELF_EXCLUDED', refusal);
    await expectRefused(starlineBet(player, 100), 'SELF_EXCLUDED', refusal);
    await expectRefused(deposit(player, 500), 'SELF_EXCLUDED', refusal);
    await expectReadingAndWithdrawingOpen(player);

    expect((await excludeSelf(player, 12)).json()).toMatchObject({ selfExcludedUntil: istAt('2027-11-20', '11:00') });
    const shorter = await excludeSelf(player, 6);
    expect(shorter.statusCode, shorter.body).toBe(200);
    expect(shorter.json()).toMatchObject({ selfExcludedUntil: istAt('2027-11-20', '11:00') });
    expect((await excludeSelf(player, 60)).json()).toMatchObject({ selfExcludedUntil: istAt('2031-11-20', '11:00') });
    await expectRefused(dailyBet(player, 100), 'SELF_EXCLUDED', exclusionText('20 Nov 2031, 11:00 AM IST'));
  });

  it('self-exclusion counts months on the IST calendar, at any hour of the day', async () => {
    const cases = [
      // The small hours of the 1st are still the last day of the month before in UTC.
      { takenAt: istAt('2027-03-01', '02:00'), months: 6, until: istAt('2027-09-01', '02:00') },
      { takenAt: istAt('2026-12-01', '00:30'), months: 6, until: istAt('2027-06-01', '00:30') },
      { takenAt: istAt('2026-05-01', '05:00'), months: 12, until: istAt('2027-05-01', '05:00') },
      // A month without the day stops at its last day.
      { takenAt: istAt('2026-08-31', '11:00'), months: 6, until: istAt('2027-02-28', '11:00') },
      { takenAt: istAt('2026-11-20', '23:00'), months: 60, until: istAt('2031-11-20', '23:00') },
    ];
    for (const { takenAt, months, until } of cases) {
      server.clock.set(takenAt);
      const player = await newPlayer(0);
      const response = await excludeSelf(player, months);
      expect(response.statusCode, response.body).toBe(200);
      expect((response.json() as ResponsiblePlay).selfExcludedUntil, `${months} months from ${takenAt}`).toBe(until);
    }
  });

  it('self-exclusion ends by itself when the clock passes it', async () => {
    const player = await newPlayer();
    await excludeSelf(player, 6);
    server.clock.set(istAt('2027-05-20', '11:00:01'));
    // The player's session has long expired; signing in is open to them.
    const login = await server.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobileNumber: player.mobileNumber, password: player.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const signedIn = { ...player, token: (login.json() as { token: string }).token };
    expect((await readRecord(signedIn)).selfExcludedUntil).toBeNull();
    await expectAccepted(dailyBet(signedIn, 100));
    await expectAccepted(deposit(signedIn, 500));
  });
});

// ---- Retries with an Idempotency-Key -----------------------------------------------------------------------

describe('a refused write retried with the same Idempotency-Key', () => {
  it('is refused again while the time-out holds, and taken as a new attempt once it has ended', async () => {
    const player = await newPlayer();
    await takeTimeOut(player, 1);
    const key = { 'idempotency-key': 'bet-after-the-break' };
    const starlineKey = { 'idempotency-key': 'starline-after-the-break' };
    const refusal = timeOutText('21 Nov 2026, 11:00 AM IST');
    await expectRefused(dailyBet(player, 100, key), 'TIMED_OUT', refusal);
    await expectRefused(dailyBet(player, 100, key), 'TIMED_OUT', refusal);
    await expectRefused(starlineBet(player, 50, starlineKey), 'TIMED_OUT', refusal);
    await expectRefused(starlineBet(player, 50, starlineKey), 'TIMED_OUT', refusal);

    server.clock.set(istAt('2026-11-21', '11:01'));
    const accepted = await dailyBet(player, 100, key);
    expect(accepted.statusCode, accepted.body).toBe(201);
    const replay = await dailyBet(player, 100, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(accepted.json());
    await expectAccepted(starlineBet(player, 50, starlineKey));
    await expectAccepted(starlineBet(player, 50, starlineKey));
    expect(await myBets(server, player.token)).toHaveLength(1);
    expect(await balanceOf(server, player.token)).toBe(50_000 - 150);
  });

  it('a bet taken before the time-out replays its answer on retry during it, and is not placed twice', async () => {
    const player = await newPlayer();
    const key = { 'idempotency-key': 'bet-before-the-break' };
    const placed = await dailyBet(player, 100, key);
    expect(placed.statusCode, placed.body).toBe(201);
    await takeTimeOut(player, 1);
    const retry = await dailyBet(player, 100, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(placed.json());
    await expectRefused(dailyBet(player, 100), 'TIMED_OUT', timeOutText('21 Nov 2026, 11:00 AM IST'));
    expect(await myBets(server, player.token)).toHaveLength(1);
    expect(await balanceOf(server, player.token)).toBe(50_000 - 100);
  });

  it('a bet over the loss limit is taken on retry once the day has turned', async () => {
    const player = await newPlayer();
    await setLimits(player, { loss: { daily: 100 } });
    await expectAccepted(dailyBet(player, 100));
    const key = { 'idempotency-key': 'bet-tomorrow' };
    const refusal = 'This bet would take you over your daily loss limit of ₹100 (₹100 used). It resets on 21 Nov 2026, 12:00 AM IST.';
    await expectRefused(dailyBet(player, 50, key), 'LOSS_LIMIT_REACHED', refusal);
    server.clock.set(istAt(TEST_DAY, '23:59:59'));
    await expectRefused(dailyBet(player, 50, key), 'LOSS_LIMIT_REACHED', refusal);
    server.clock.set(istAt('2026-11-21', '00:00'));
    await expectAccepted(dailyBet(player, 50, key));
    expect(await balanceOf(server, player.token)).toBe(50_000 - 150);
  });

  it('a deposit over the deposit limit is taken on retry once the day has turned', async () => {
    const player = await newPlayer(0);
    await setLimits(player, { deposit: { daily: 500 } });
    await expectAccepted(deposit(player, 500));
    const transactionId = nextTxn();
    await expectRefused(
      deposit(player, 300, 'deposit-tomorrow', transactionId),
      'DEPOSIT_LIMIT_REACHED',
      'This deposit would take you over your daily deposit limit of ₹500 (₹500 used). It resets on 21 Nov 2026, 12:00 AM IST.',
    );
    server.clock.set(istAt('2026-11-21', '00:00'));
    await expectAccepted(deposit(player, 300, 'deposit-tomorrow', transactionId));
    const history = await server.request({ method: 'GET', url: '/api/fund-request/history', token: player.token });
    expect((history.json() as { requests: unknown[] }).requests).toHaveLength(2);
  });
});

// ---- The operator's view -----------------------------------------------------------------------------------

describe('GET /api/admin/users/{id}/responsible-play', () => {
  it("shows the player's record and every change, newest first", async () => {
    const player = await newPlayer();
    await setLimits(player, { loss: { daily: 500 } });
    server.clock.advance(60_000);
    await setLimits(player, { loss: { daily: 800 } });
    server.clock.advance(60_000);
    expect((await setRealityCheck(player, 30)).statusCode).toBe(200);
    server.clock.advance(60_000);
    expect((await takeTimeOut(player, 1)).statusCode).toBe(200);
    server.clock.advance(60_000);
    expect((await excludeSelf(player, 6)).statusCode).toBe(200);
    // A refused change is not a change.
    expect((await putLimits(player, { loss: { daily: 0 } })).statusCode).toBe(400);

    const response = await operatorView(player.userId);
    expect(response.statusCode, response.body).toBe(200);
    const { changes, ...record } = response.json() as ResponsiblePlay & { changes: Change[] };
    expect(record).toEqual(await readRecord(player));
    expect(record).toMatchObject({
      limits: { loss: { daily: 500 } },
      pending: [{ kind: 'loss', period: 'daily', value: 800 }],
      realityCheckMinutes: 30,
      timeOutUntil: istAt('2026-11-21', '11:03'),
      selfExcludedUntil: istAt('2027-05-20', '11:04'),
    });
    expect(changes.map((change) => [change.action, change.at])).toEqual([
      ['responsible_play.self_exclusion', istAt(TEST_DAY, '11:04')],
      ['responsible_play.time_out', istAt(TEST_DAY, '11:03')],
      ['responsible_play.reality_check', istAt(TEST_DAY, '11:02')],
      ['responsible_play.limits', istAt(TEST_DAY, '11:01')],
      ['responsible_play.limits', istAt(TEST_DAY, '11:00')],
    ]);
    for (const change of changes) {
      for (const side of [change.before, change.after]) expect(side === null || typeof side === 'object').toBe(true);
    }
    // What changed, in the operator's words: the break's end, the interval, the limits before and after.
    expect(changes[0]).toMatchObject({ before: { until: null }, after: { until: istAt('2027-05-20', '11:04') } });
    expect(changes[1]).toMatchObject({ before: { until: null }, after: { until: istAt('2026-11-21', '11:03') } });
    expect(changes[2]).toMatchObject({ before: { minutes: 60 }, after: { minutes: 30 } });
    expect(changes[3]).toMatchObject({
      before: { limits: { loss: { daily: 500 } }, pending: [] },
      after: { limits: { loss: { daily: 500 } }, pending: [{ kind: 'loss', period: 'daily', value: 800 }] },
    });
    expect(changes[4]).toMatchObject({ before: { limits: { loss: { daily: null } } }, after: { limits: { loss: { daily: 500 } } } });
  });

  it('404 for an unknown user; 403 for players, even about themselves; 401 without a token', async () => {
    const unknown = await operatorView(999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'User not found', code: 'USER_NOT_FOUND' });

    const player = await newPlayer();
    const own = await server.request({ method: 'GET', url: `/api/admin/users/${player.userId}/responsible-play`, token: player.token });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: 'Admin access required', code: 'ADMIN_REQUIRED' });
    const anonymous = await server.request({ method: 'GET', url: `/api/admin/users/${player.userId}/responsible-play` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('no endpoint lifts a time-out or self-exclusion: the operator\'s user update leaves them, and there is nothing to undo them', async () => {
    const player = await newPlayer();
    await takeTimeOut(player, 7);
    await excludeSelf(player, 6);
    const before = await readRecord(player);

    const update = await server.request({
      method: 'PATCH',
      url: `/api/admin/users/${player.userId}`,
      token: admin,
      payload: { isActive: true, timeOutUntil: null, selfExcludedUntil: null, responsiblePlay: null },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(await readRecord(player)).toEqual(before);
    await expectRefused(dailyBet(player, 100), 'SELF_EXCLUDED', exclusionText('20 May 2027, 11:00 AM IST'));

    const attempts = [
      { method: 'DELETE', url: `${RP}/time-out`, token: player.token },
      { method: 'DELETE', url: `${RP}/self-exclusion`, token: player.token },
      { method: 'PUT', url: `/api/admin/users/${player.userId}/responsible-play`, token: admin, payload: { timeOutUntil: null } },
      { method: 'DELETE', url: `/api/admin/users/${player.userId}/responsible-play`, token: admin },
    ] as const;
    for (const attempt of attempts) {
      const response = await server.request(attempt);
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
    }
    expect(await readRecord(player)).toEqual(before);
  });
});
