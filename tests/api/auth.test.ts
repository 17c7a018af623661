import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { ADMIN, expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';
import { nextMobileNumber, signInAdmin, signUpPlayer } from './support/players.js';

type Payload = InjectOptions['payload'];

const LOGIN_FAILED = 'Invalid mobile number or password';
const INACTIVE = 'Your account is inactive. Please contact support.';

let server: TestServer;
let addressSequence = 0;
/** A fresh client address, so that the per-address throttle of one scenario does not reach the next. */
const nextAddress = () => `10.0.${Math.floor(++addressSequence / 250)}.${(addressSequence % 250) + 1}`;

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await expectLedgerBalanced(server);
});
afterAll(async () => {
  await server.close();
});

function logIn(body: { mobileNumber: string; password: string }, remoteAddress = nextAddress()) {
  return server.request({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress });
}

describe('POST /api/auth/signup', () => {
  it('refuses a name with text-direction controls or one that passes for staff, and creates nothing', async () => {
    const refusals = [
      { name: 'Ravi\u202E', code: 'NAME_DIRECTION_CONTROL', msg: 'Name must not contain text-direction control characters' },
      { name: 'Support', code: 'NAME_RESERVED', msg: 'Name must not look like a Matka Play staff or support name' },
      { name: 'A.D.M.I.N', code: 'NAME_RESERVED', msg: 'Name must not look like a Matka Play staff or support name' },
      { name: 'Matka Play Team', code: 'NAME_RESERVED', msg: 'Name must not look like a Matka Play staff or support name' },
    ];
    for (const { name, code, msg } of refusals) {
      const mobileNumber = nextMobileNumber();
      const response = await server.request({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { name, mobileNumber, password: 'secret-pass' },
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.json()).toEqual({ message: msg, code, errors: [{ msg, path: 'name', code }] });
      const created = await server.store.db.selectFrom('users').select('id').where('mobile_number', '=', mobileNumber).executeTakeFirst();
      expect(created).toBeUndefined();
    }
  });

  it('creates a player and answers 201 with a token and the user record', async () => {
    const mobileNumber = nextMobileNumber();
    const response = await server.request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: '  Asha Patel ', mobileNumber, password: 'secret-pass' },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      message: expect.any(String),
      token: expect.any(String),
      user: {
        _id: expect.any(String),
        name: 'Asha Patel',
        mobileNumber,
        email: '',
        balance: 0,
        role: 'player',
        isActive: true,
        bankDetails: null,
        paymentDetails: { paytm: '', googlePay: '', phonepe: '' },
      },
    });
    const profile = await server.request({ method: 'GET', url: '/api/auth/profile', token: body.token });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().user.mobileNumber).toBe(mobileNumber);
  });

  it('refuses a mobile number that already has an account with 409', async () => {
    const player = await signUpPlayer(server);
    const response = await server.request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Someone Else', mobileNumber: player.mobileNumber, password: 'other-pass' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'An account with this mobile number already exists' });
  });

  it("answers every validation problem at once with the original app's messages", async () => {
    const empty = await server.request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: ' ', mobileNumber: '', password: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.map((e: { msg: string }) => e.msg)).toEqual([
      'Name is required',
      'Mobile number is required',
      'Password is required',
    ]);
    expect(empty.json().message).toBe('Name is required');

    const malformed = await server.request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Ravi', mobileNumber: '98765', password: 'abc' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.map((e: { msg: string }) => e.msg)).toEqual([
      'Mobile number must be 10 digits',
      'Password must be at least 6 characters long',
    ]);
  });

  it('answers a body of the wrong shape with 400, never a 500', async () => {
    const response = await server.request({ method: 'POST', url: '/api/auth/signup', payload: { name: 5 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Array) });
  });
});

describe('POST /api/auth/login', () => {
  it('signs a player in with a token and the user record', async () => {
    const player = await signUpPlayer(server);
    const response = await logIn({ mobileNumber: player.mobileNumber, password: player.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: expect.any(String),
      token: expect.any(String),
      user: { _id: String(player.userId), mobileNumber: player.mobileNumber, role: 'player', isActive: true },
    });
  });

  it('gives one generic message for an unknown number and for a wrong password', async () => {
    const player = await signUpPlayer(server);
    const unknown = await logIn({ mobileNumber: nextMobileNumber(), password: 'secret-pass' });
    const wrong = await logIn({ mobileNumber: player.mobileNumber, password: 'wrong-pass' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json().message).toBe(LOGIN_FAILED);
    expect(wrong.json().message).toBe(LOGIN_FAILED);
  });

  it("answers the original app's messages for a missing number or password", async () => {
    const response = await logIn({ mobileNumber: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { msg: string }) => e.msg)).toEqual([
      'Mobile number is required',
      'Password is required',
    ]);
  });
});

describe('sign-in throttling', () => {
  it('blocks a number after 5 failures, even with the right password, with Retry-After, until the block ends', async () => {
    const player = await signUpPlayer(server);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const failed = await logIn({ mobileNumber: player.mobileNumber, password: 'wrong-pass' });
      expect(failed.statusCode).toBe(401);
    }
    const blocked = await logIn({ mobileNumber: player.mobileNumber, password: player.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ message: expect.any(String) });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    server.clock.advance(retryAfter * 1000 + 1000);
    const afterwards = await logIn({ mobileNumber: player.mobileNumber, password: player.password });
    expect(afterwards.statusCode).toBe(200);
  });

  it('blocks an address after many failures across numbers, while other addresses still sign in', async () => {
    const player = await signUpPlayer(server);
    const address = nextAddress();
    let throttled = false;
    for (let attempt = 0; attempt < 301 && !throttled; attempt += 1) {
      const response = await logIn({ mobileNumber: nextMobileNumber(), password: 'wrong-pass' }, address);
      throttled = response.statusCode === 429;
      if (!throttled) expect(response.statusCode).toBe(401);
    }
    const fromThatAddress = await logIn({ mobileNumber: player.mobileNumber, password: player.password }, address);
    expect(fromThatAddress.statusCode).toBe(429);
    expect(Number(fromThatAddress.headers['retry-after'])).toBeGreaterThan(0);
    const fromElsewhere = await logIn({ mobileNumber: player.mobileNumber, password: player.password });
    expect(fromElsewhere.statusCode).toBe(200);
    server.clock.advance(16 * 60_000);
  });

  it('keeps its counters in the database, so a second API instance sees the block', async () => {
    const player = await signUpPlayer(server);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await logIn({ mobileNumber: player.mobileNumber, password: 'wrong-pass' });
    }
    const secondInstance = await buildApp({ config: server.config, store: server.store, clock: server.clock });
    try {
      const response = await secondInstance.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { mobileNumber: player.mobileNumber, password: player.password },
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode).toBe(429);
    } finally {
      await secondInstance.close();
    }
    server.clock.advance(16 * 60_000);
  });
});

describe('sessions', () => {
  it('logout revokes the token', async () => {
    const player = await signUpPlayer(server);
    const logout = await server.request({ method: 'POST', url: '/api/auth/logout', token: player.token });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: expect.any(String) });
    const after = await server.request({ method: 'GET', url: '/api/auth/profile', token: player.token });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: expect.any(String), code: 'UNAUTHENTICATED' });
  });

  it('deactivation revokes every token; the player may sign in again to read, but not to move money', async () => {
    const player = await signUpPlayer(server);
    const second = await logIn({ mobileNumber: player.mobileNumber, password: player.password });
    const secondToken = second.json().token as string;
    const admin = await signInAdmin(server);
    const patch = await server.request({
      method: 'PATCH',
      url: `/api/admin/users/${player.userId}`,
      token: admin,
      payload: { isActive: false },
    });
    expect(patch.statusCode).toBe(200);
    for (const token of [player.token, secondToken]) {
      const response = await server.request({ method: 'GET', url: '/api/user/profile', token });
      expect(response.statusCode).toBe(401);
    }
    const again = await logIn({ mobileNumber: player.mobileNumber, password: player.password });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.isActive).toBe(false);
    const token = again.json().token as string;
    const profile = await server.request({ method: 'GET', url: '/api/user/profile', token });
    expect(profile.statusCode).toBe(200);
    const deposit = await server.request({
      method: 'POST',
      url: '/api/fund-request/create',
      token,
      payload: { amount: 500, transactionId: 'TXN-INACTIVE', paymentMethod: 'UPI' },
    });
    expect(deposit.statusCode).toBe(403);
    expect(deposit.json().message).toBe(INACTIVE);
  });

  it('sessions expire after 30 days', async () => {
    const player = await signUpPlayer(server);
    server.clock.advance(31 * 86_400_000);
    const response = await server.request({ method: 'GET', url: '/api/auth/profile', token: player.token });
    expect(response.statusCode).toBe(401);
  });
});

describe('tokens on public and protected endpoints', () => {
  it('public endpoints ignore a missing, `Bearer null` or garbage token', async () => {
    const player = await signUpPlayer(server);
    for (const authorization of ['Bearer null', 'Bearer undefined', 'Bearer not-a-token', 'Basic abc', 'garbage']) {
      const headers = { authorization };
      const forgot = await server.request({
        method: 'PUT',
        url: '/api/user/forgot-password',
        headers,
        payload: { mobileNumber: player.mobileNumber, newPassword: 'new-secret' },
      });
      expect(forgot.statusCode, authorization).toBe(200);
      const login = await server.request({
        method: 'POST',
        url: '/api/auth/login',
        headers,
        payload: { mobileNumber: player.mobileNumber, password: player.password },
        remoteAddress: nextAddress(),
      });
      expect(login.statusCode, authorization).toBe(200);
      const health = await server.request({ method: 'GET', url: '/api/health', headers });
      expect(health.statusCode).toBe(200);
      // Game rates are public: 200 when set, 404 {message} when not — never a 401.
      const rates = await server.request({ method: 'GET', url: '/api/gamerates', headers });
      expect(rates.statusCode, authorization).not.toBe(401);
    }
  });

  it('protected endpoints answer 401 {message} without a valid token', async () => {
    const endpoints: { method: 'GET' | 'PUT' | 'POST' | 'PATCH'; url: string; payload?: Payload }[] = [
      { method: 'GET', url: '/api/auth/profile' },
      { method: 'POST', url: '/api/auth/logout' },
      { method: 'GET', url: '/api/user/profile' },
      { method: 'PUT', url: '/api/user/profile', payload: { name: 'X', email: '' } },
      { method: 'PUT', url: '/api/user/change-password', payload: { mobileNumber: '9876543210', newPassword: 'abcdef' } },
      { method: 'GET', url: '/api/user/bank-details' },
      { method: 'PUT', url: '/api/user/bank-details', payload: {} },
      { method: 'GET', url: '/api/user/payment-details' },
      { method: 'PUT', url: '/api/user/payment-details', payload: { paytm: '9876543210' } },
      { method: 'POST', url: '/api/fund-request/create', payload: { amount: 100, transactionId: 'T', paymentMethod: 'UPI' } },
      { method: 'GET', url: '/api/fund-request/history' },
      { method: 'POST', url: '/api/withdraw/request', payload: { amount: 1000, method: 'paytm' } },
      { method: 'GET', url: '/api/withdraw/history' },
      { method: 'GET', url: '/api/admin/overview' },
      { method: 'GET', url: '/api/admin/users' },
      { method: 'PATCH', url: '/api/admin/users/1', payload: { isActive: false } },
      { method: 'POST', url: '/api/admin/fund-requests/1/approve', payload: {} },
      { method: 'GET', url: '/api/admin/ledger/check' },
    ];
    for (const endpoint of endpoints) {
      for (const authorization of [undefined, 'Bearer null', 'Bearer forged-token']) {
        const response = await server.request({
          ...endpoint,
          headers: authorization ? { authorization } : {},
        });
        expect(response.statusCode, `${endpoint.method} ${endpoint.url} ${authorization}`).toBe(401);
        expect(response.json()).toEqual({ message: expect.any(String), code: 'UNAUTHENTICATED' });
      }
    }
  });

  it('the admin signs in with the configured credentials', async () => {
    const response = await logIn(ADMIN);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.role).toBe('admin');
  });
});
