import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFundRequest } from './support/money.js';
import { bet, createGame, createStarlineGame, placeBetOk, setIstTime, setRates } from './support/markets.js';
import { balanceOf, creditPlayer, signInAdmin, signUpPlayer, type SignedIn } from './support/players.js';
import { addStaff } from './support/staff.js';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';

const OFF = { betting: false, deposits: false, message: '' };
const BETTING_DEFAULT = 'Betting is paused for maintenance. Please try again later.';
const DEPOSITS_DEFAULT = 'Deposits are paused for maintenance. Please try again later.';

let server: TestServer;
let admin: string;
let player: SignedIn;
let gameId: string;
let starlineGameId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server);
  await setRates(server, admin);
  gameId = (await createGame(server, admin, { gameName: 'Kalyan', openTime: '15:00', closeTime: '17:00' }))._id;
  starlineGameId = (await createStarlineGame(server, admin, { gameName: 'Star 4 PM', openTime: '16:00' }))._id;
  player = await signUpPlayer(server);
  await creditPlayer(server, player.userId, 5_000);
});
beforeEach(() => {
  setIstTime(server, '11:00');
});
afterEach(async () => {
  await putMaintenance(OFF);
  await expectLedgerBalanced(server);
});
afterAll(async () => {
  await server.close();
});

function putMaintenance(payload: Record<string, unknown>, token = admin) {
  return server.request({ method: 'PUT', url: '/api/admin/maintenance', token, payload });
}

async function pause(payload: Record<string, unknown>): Promise<void> {
  const response = await putMaintenance(payload);
  expect(response.statusCode, response.body).toBe(200);
}

const dailyBet = (token = player.token, headers: Record<string, string> = {}) =>
  bet(server, token, { gameId, betType: 'single', betNumber: '5', betAmount: 10 }, headers);

const starlineBet = (token = player.token) =>
  server.request({
    method: 'POST',
    url: '/api/starline/bets',
    token,
    payload: { gameId: starlineGameId, betType: 'single digit', betNumber: '4', betAmount: 10 },
  });

const deposit = (transactionId: string) =>
  createFundRequest(server, player.token, { amount: 500, transactionId, paymentMethod: 'UPI' });

async function publicMaintenance() {
  const response = await server.request({ method: 'GET', url: '/api/main-settings/public' });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { maintenance: unknown }).maintenance;
}

describe('the maintenance switch', () => {
  it('is off until an operator turns it on, for the console and for the app', async () => {
    const response = await server.request({ method: 'GET', url: '/api/admin/maintenance', token: admin });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(OFF);
    expect(await publicMaintenance()).toEqual(OFF);
  });

  it('keeps a field left out, trims the message, and shows the change to the app at once', async () => {
    await pause({ betting: true, message: '  Back at 2 PM  ' });
    await pause({ deposits: true });
    const expected = { betting: true, deposits: true, message: 'Back at 2 PM' };
    const response = await server.request({ method: 'GET', url: '/api/admin/maintenance', token: admin });
    expect(response.json()).toEqual(expected);
    expect(await publicMaintenance()).toEqual(expected);
  });

  it('refuses what is not a switch or a message, all problems at once, and changes nothing', async () => {
    await pause({ betting: true, message: 'Back soon' });
    const response = await putMaintenance({ betting: 'yes', deposits: 1, message: 'x'.repeat(201) });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json() as { code: string; errors: { code: string; path: string }[] };
    expect(body.errors.map(({ code, path }) => [code, path])).toEqual([
      ['MAINTENANCE_SWITCH_INVALID', 'betting'],
      ['MAINTENANCE_SWITCH_INVALID', 'deposits'],
      ['TEXT_TOO_LONG', 'message'],
    ]);
    const notText = await putMaintenance({ message: 12 });
    expect(notText.statusCode, notText.body).toBe(400);
    expect((notText.json() as { code: string }).code).toBe('FIELD_NOT_TEXT');
    expect(await publicMaintenance()).toEqual({ betting: true, deposits: false, message: 'Back soon' });
  });

  it('takes a message of 200 characters', async () => {
    await pause({ message: 'म'.repeat(200) });
    expect(await publicMaintenance()).toMatchObject({ message: 'म'.repeat(200) });
  });

  it('is changed only by staff who may change settings, and each change is audited once', async () => {
    const results = await addStaff(server, 'results', admin);
    const refused = await putMaintenance({ betting: true }, results.token);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(await publicMaintenance()).toEqual(OFF);

    const before = await server.store.db.selectFrom('audit_log').select('id').where('action', '=', 'maintenance.change').execute();
    await pause({ betting: true, message: 'Server upgrade' });
    await pause({ betting: true, message: 'Server upgrade' });
    const entries = await server.store.db
      .selectFrom('audit_log')
      .select(['target_kind', 'target_id', 'before', 'after'])
      .where('action', '=', 'maintenance.change')
      .orderBy('id')
      .execute();
    expect(entries.slice(before.length)).toEqual([
      {
        target_kind: 'settings',
        target_id: 'maintenance',
        before: JSON.stringify({ betting: false, message: '' }),
        after: JSON.stringify({ betting: true, message: 'Server upgrade' }),
      },
    ]);
  });
});

describe('paused betting', () => {
  it('refuses daily and Starline bets with the operator’s message, and takes no money', async () => {
    const balance = await balanceOf(server, player.token);
    await pause({ betting: true, message: 'Back at 2 PM' });
    for (const response of [await dailyBet(), await starlineBet()]) {
      expect(response.statusCode, response.body).toBe(503);
      // Starline's answers also carry `success: false`.
      expect(response.json()).toMatchObject({ code: 'MAINTENANCE', message: 'Back at 2 PM', params: { message: 'Back at 2 PM' } });
    }
    expect(await balanceOf(server, player.token)).toBe(balance);
  });

  it('says betting is paused when the operator left no message', async () => {
    await pause({ betting: true });
    const response = await dailyBet();
    expect(response.statusCode, response.body).toBe(503);
    expect((response.json() as { message: string }).message).toBe(BETTING_DEFAULT);
  });

  it('takes bets again once resumed, a refused Idempotency-Key included', async () => {
    await pause({ betting: true });
    const key = { 'idempotency-key': 'maintenance-retry' };
    expect((await dailyBet(player.token, key)).statusCode).toBe(503);
    await pause({ betting: false });
    const placed = await dailyBet(player.token, key);
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await starlineBet()).statusCode).toBe(201);
  });

  it('answers a bet placed before the pause as it was, and leaves deposits open', async () => {
    const key = { 'idempotency-key': 'placed-before-pause' };
    const placed = await dailyBet(player.token, key);
    expect(placed.statusCode, placed.body).toBe(201);
    await pause({ betting: true });
    const retried = await dailyBet(player.token, key);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.json()).toEqual(placed.json());
    const deposited = await deposit('MAINT-DEPOSIT-OPEN');
    expect(deposited.statusCode, deposited.body).toBe(201);
  });
});

describe('paused deposits', () => {
  it('refuses a new fund request with the message; requests already made are still decided; bets go on', async () => {
    const earlier = await deposit('MAINT-EARLIER-1');
    expect(earlier.statusCode, earlier.body).toBe(201);
    const earlierId = (earlier.json() as { request: { _id: string } }).request._id;

    await pause({ deposits: true });
    const refused = await deposit('MAINT-REFUSED-1');
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.json()).toEqual({ code: 'MAINTENANCE', message: DEPOSITS_DEFAULT, params: { message: DEPOSITS_DEFAULT } });
    const history = await server.request({ method: 'GET', url: '/api/fund-request/history', token: player.token });
    expect(JSON.stringify(history.json())).not.toContain('MAINT-REFUSED-1');

    const balance = await balanceOf(server, player.token);
    const approved = await server.request({
      method: 'POST',
      url: `/api/admin/fund-requests/${earlierId}/approve`,
      token: admin,
      payload: {},
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await balanceOf(server, player.token)).toBe(balance + 500);

    await placeBetOk(server, player.token, { gameId, betType: 'single', betNumber: '7', betAmount: 10 });
  });
});
