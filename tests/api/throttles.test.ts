import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.js';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';
import { nextClientAddress, nextMobileNumber, signUpPlayer } from './support/players.js';

/**
 * The throttles on the public forms: sign-in per mobile number and per client address, sign-up and
 * forgot-password per client address. Counted in the database before any password is checked, so a burst of
 * parallel requests cannot slip past them.
 */

const SIGN_IN_THROTTLED = 'Too many sign-in attempts. Please try again later.';
const SIGN_UP_THROTTLED = 'Too many new accounts from this network. Please try again later.';
const RESET_THROTTLED = 'Too many password reset requests from this network. Please try again later.';
const HOUR_SECONDS = 60 * 60;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await expectLedgerBalanced(server);
});
afterAll(async () => {
  await server.close();
});

function logIn(mobileNumber: string, password: string, remoteAddress = nextClientAddress(), on = server) {
  return on.request({ method: 'POST', url: '/api/auth/login', payload: { mobileNumber, password }, remoteAddress });
}

function signUp(remoteAddress: string, mobileNumber = nextMobileNumber(), on = server) {
  return on.request({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { name: 'Throttle Player', mobileNumber, password: 'secret-pass' },
    remoteAddress,
  });
}

function forgotPassword(remoteAddress: string, mobileNumber: string, on = server) {
  return on.request({
    method: 'PUT',
    url: '/api/user/forgot-password',
    payload: { mobileNumber, newPassword: 'brand-new-pass' },
    remoteAddress,
  });
}

/** A 429 in the usual error body, with a Retry-After no longer than `atMostSeconds`; answers its seconds. */
function expectThrottled(response: LightMyRequestResponse, message: string, atMostSeconds: number): number {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toMatchObject({ message });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(atMostSeconds);
  return retryAfter;
}

async function accountExists(mobileNumber: string): Promise<boolean> {
  const row = await server.store.db.selectFrom('users').select('id').where('mobile_number', '=', mobileNumber).executeTakeFirst();
  return row !== undefined;
}

async function pendingResets(userId: number): Promise<number> {
  const rows = await server.store.db
    .selectFrom('password_requests')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .execute();
  return rows.length;
}

describe('sign-in', () => {
  it('lets at most 5 of 300 parallel wrong guesses on one account through; the rest, and then the right password, get 429', async () => {
    const player = await signUpPlayer(server);
    // Each guess from its own address, as a botnet would send them: only the account's counter can stop them.
    const burst = await Promise.all(
      Array.from({ length: 300 }, () =>
        server.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { mobileNumber: player.mobileNumber, password: 'wrong-guess' },
          remoteAddress: nextClientAddress(),
        }),
      ),
    );
    const failed = burst.filter((response) => response.statusCode === 401);
    const throttled = burst.filter((response) => response.statusCode === 429);
    expect(failed.length).toBeLessThanOrEqual(5);
    expect(failed.length + throttled.length).toBe(300);
    for (const response of throttled) expectThrottled(response, SIGN_IN_THROTTLED, 15 * 60);

    const rightPassword = await logIn(player.mobileNumber, player.password);
    const retryAfter = expectThrottled(rightPassword, SIGN_IN_THROTTLED, 15 * 60);
    expect(rightPassword.json()).not.toHaveProperty('token');

    server.clock.advance(retryAfter * 1000);
    expect((await logIn(player.mobileNumber, player.password)).statusCode).toBe(200);
  });

  it('does not lock out a player who mistypes now and then: the right password starts the count again', async () => {
    const player = await signUpPlayer(server);
    for (let round = 0; round < 3; round += 1) {
      for (let attempt = 0; attempt < 4; attempt += 1) {
        expect((await logIn(player.mobileNumber, 'mistyped-pass')).statusCode).toBe(401);
      }
      expect((await logIn(player.mobileNumber, player.password)).statusCode).toBe(200);
    }
  });

  it('blocks an address only at a big volume: after 300 wrong guesses across numbers; other addresses still sign in', async () => {
    const player = await signUpPlayer(server);
    const address = nextClientAddress();
    const guesses = await Promise.all(
      Array.from({ length: 600 }, () => logIn(nextMobileNumber(), 'wrong-guess', address)),
    );
    expect(guesses.filter((response) => response.statusCode === 401)).toHaveLength(300);
    for (const response of guesses.filter((answer) => answer.statusCode !== 401)) {
      expectThrottled(response, SIGN_IN_THROTTLED, 15 * 60);
    }
    expectThrottled(await logIn(player.mobileNumber, player.password, address), SIGN_IN_THROTTLED, 15 * 60);
    expect((await logIn(player.mobileNumber, player.password)).statusCode).toBe(200);
    server.clock.advance(15 * 60_000);
    expect((await logIn(player.mobileNumber, player.password, address)).statusCode).toBe(200);
  });

  it('lets 31 players behind one carrier address who each mistype once all sign in with the right password', async () => {
    const sharedAddress = nextClientAddress();
    const players = [];
    for (let index = 0; index < 31; index += 1) players.push(await signUpPlayer(server));
    for (const player of players) {
      expect((await logIn(player.mobileNumber, 'mistyped-pass', sharedAddress)).statusCode).toBe(401);
    }
    for (const [index, player] of players.entries()) {
      const response = await logIn(player.mobileNumber, player.password, sharedAddress);
      expect(response.statusCode, `player ${index + 1}: ${response.body}`).toBe(200);
    }
  });

  it('does not let five wrong passwords from five addresses keep the owner out, however often they come', async () => {
    const player = await signUpPlayer(server);
    for (let round = 0; round < 3; round += 1) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await logIn(player.mobileNumber, 'wrong-guess')).statusCode).toBe(401);
      }
      // The stranger's next guess waits, whatever address it comes from...
      expectThrottled(await logIn(player.mobileNumber, 'wrong-guess'), SIGN_IN_THROTTLED, 15 * 60);
      // ...but the owner, a minute later on a phone that has not failed, signs in.
      server.clock.advance(60_000);
      const owner = await logIn(player.mobileNumber, player.password);
      expect(owner.statusCode, owner.body).toBe(200);
    }
  });

  it('once a number is held back, guesses from fresh addresses get through only one per growing pause', async () => {
    const player = await signUpPlayer(server);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await logIn(player.mobileNumber, 'wrong-guess')).statusCode).toBe(401);
    }
    expect(expectThrottled(await logIn(player.mobileNumber, 'wrong-guess'), SIGN_IN_THROTTLED, 15 * 60)).toBe(5);
    const pauses = [];
    for (let guess = 0; guess < 4; guess += 1) {
      server.clock.advance(pauses.at(-1) ?? 5000);
      expect((await logIn(player.mobileNumber, 'wrong-guess')).statusCode, `guess ${guess + 1}`).toBe(401);
      const refused = await logIn(player.mobileNumber, 'wrong-guess');
      pauses.push(expectThrottled(refused, SIGN_IN_THROTTLED, 15 * 60) * 1000);
    }
    expect(pauses).toEqual([10_000, 20_000, 40_000, 80_000]);
    // The owner waits at most the pause the strangers left.
    server.clock.advance(80_000);
    expect((await logIn(player.mobileNumber, player.password)).statusCode).toBe(200);
  });

  it('slows one address down on one number with growing delays before the hard limit', async () => {
    const player = await signUpPlayer(server);
    const address = nextClientAddress();
    expect((await logIn(player.mobileNumber, 'wrong-guess', address)).statusCode).toBe(401);
    expect((await logIn(player.mobileNumber, 'wrong-guess', address)).statusCode).toBe(401);
    const delays = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const refused = await logIn(player.mobileNumber, player.password, address);
      const seconds = expectThrottled(refused, SIGN_IN_THROTTLED, 15 * 60);
      expect(refused.json()).toEqual({ message: SIGN_IN_THROTTLED, code: 'LOGIN_THROTTLED' });
      delays.push(seconds);
      server.clock.advance(seconds * 1000);
      expect((await logIn(player.mobileNumber, 'wrong-guess', address)).statusCode).toBe(401);
    }
    expect(delays).toEqual([1, 2, 4]);
    // Five failures from this address: the number's hard limit now holds it back for the window, right password or not.
    server.clock.advance(60_000);
    const held = expectThrottled(await logIn(player.mobileNumber, player.password, address), SIGN_IN_THROTTLED, 15 * 60);
    expect(held).toBeGreaterThan(60);
    // Another player behind the same address is not slowed down.
    const neighbour = await signUpPlayer(server);
    expect((await logIn(neighbour.mobileNumber, neighbour.password, address)).statusCode).toBe(200);
  });

  it('holds back 300 parallel guesses from one address on one number after two', async () => {
    const player = await signUpPlayer(server);
    const address = nextClientAddress();
    const burst = await Promise.all(Array.from({ length: 300 }, () => logIn(player.mobileNumber, 'wrong-guess', address)));
    expect(burst.filter((response) => response.statusCode === 401)).toHaveLength(2);
    for (const response of burst.filter((answer) => answer.statusCode !== 401)) expectThrottled(response, SIGN_IN_THROTTLED, 1);
  });

  it('never holds back players who sign in correctly from one shared address', async () => {
    const player = await signUpPlayer(server);
    const sharedAddress = nextClientAddress();
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const response = await logIn(player.mobileNumber, player.password, sharedAddress);
      expect(response.statusCode, `sign-in ${attempt + 1}`).toBe(200);
    }
  });
});

describe('sign-up', () => {
  it('allows 10 sign-ups per address an hour: the 11th is 429 and creates nothing, another address still works, an hour later it works again', async () => {
    const address = nextClientAddress();
    for (let index = 0; index < 10; index += 1) {
      expect((await signUp(address)).statusCode, `sign-up ${index + 1}`).toBe(201);
    }
    const eleventh = nextMobileNumber();
    const retryAfter = expectThrottled(await signUp(address, eleventh), SIGN_UP_THROTTLED, HOUR_SECONDS);
    expect(await accountExists(eleventh)).toBe(false);

    expect((await signUp(nextClientAddress())).statusCode).toBe(201);

    server.clock.advance(retryAfter * 1000);
    expect((await signUp(address, eleventh)).statusCode).toBe(201);
    expect(await accountExists(eleventh)).toBe(true);
  });

  it('holds under a burst: of 300 parallel sign-ups from one address, 10 create accounts', async () => {
    const address = nextClientAddress();
    const burst = await Promise.all(Array.from({ length: 300 }, () => signUp(address)));
    expect(burst.filter((response) => response.statusCode === 201)).toHaveLength(10);
    for (const response of burst.filter((answer) => answer.statusCode !== 201)) {
      expectThrottled(response, SIGN_UP_THROTTLED, HOUR_SECONDS);
    }
  });

  it('does not count a form with mistakes: it is answered 400 and changes nothing', async () => {
    const address = nextClientAddress();
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await server.request({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { name: 'Ravi', mobileNumber: '98765', password: 'abc' },
        remoteAddress: address,
      });
      expect(response.statusCode).toBe(400);
    }
    expect((await signUp(address)).statusCode).toBe(201);
  });
});

describe('forgot-password', () => {
  it('allows 5 requests per address an hour: the 6th is 429 and records nothing, another address still works, an hour later it works again', async () => {
    const player = await signUpPlayer(server);
    const address = nextClientAddress();
    for (let index = 0; index < 5; index += 1) {
      expect((await forgotPassword(address, nextMobileNumber())).statusCode, `request ${index + 1}`).toBe(200);
    }
    const retryAfter = expectThrottled(await forgotPassword(address, player.mobileNumber), RESET_THROTTLED, HOUR_SECONDS);
    expect(await pendingResets(player.userId)).toBe(0);

    expect((await forgotPassword(nextClientAddress(), player.mobileNumber)).statusCode).toBe(200);
    expect(await pendingResets(player.userId)).toBe(1);

    server.clock.advance(retryAfter * 1000);
    expect((await forgotPassword(address, player.mobileNumber)).statusCode).toBe(200);
  });
});

describe('configuration', () => {
  it('honours the configured limits', async () => {
    const configured = await startTestServer({
      env: {
        THROTTLE_SIGN_IN_PER_NUMBER: '2',
        THROTTLE_SIGN_IN_PER_ADDRESS: '3',
        THROTTLE_SIGN_UP_PER_ADDRESS: '2',
        THROTTLE_FORGOT_PASSWORD_PER_ADDRESS: '1',
      },
    });
    try {
      const address = nextClientAddress();
      const mobileNumber = nextMobileNumber();
      expect((await signUp(address, mobileNumber, configured)).statusCode).toBe(201);
      expect((await signUp(address, nextMobileNumber(), configured)).statusCode).toBe(201);
      expectThrottled(await signUp(address, nextMobileNumber(), configured), SIGN_UP_THROTTLED, HOUR_SECONDS);

      expect((await forgotPassword(address, mobileNumber, configured)).statusCode).toBe(200);
      expectThrottled(await forgotPassword(address, mobileNumber, configured), RESET_THROTTLED, HOUR_SECONDS);

      // Two wrong guesses on the number, then even the right password waits.
      expect((await logIn(mobileNumber, 'wrong-guess', nextClientAddress(), configured)).statusCode).toBe(401);
      expect((await logIn(mobileNumber, 'wrong-guess', nextClientAddress(), configured)).statusCode).toBe(401);
      expectThrottled(await logIn(mobileNumber, 'secret-pass', nextClientAddress(), configured), SIGN_IN_THROTTLED, 15 * 60);

      // Three wrong guesses from one address, whatever the numbers.
      const guesser = nextClientAddress();
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await logIn(nextMobileNumber(), 'wrong-guess', guesser, configured)).statusCode).toBe(401);
      }
      expectThrottled(await logIn(nextMobileNumber(), 'wrong-guess', guesser, configured), SIGN_IN_THROTTLED, 15 * 60);
    } finally {
      await configured.close();
    }
  });

  it('refuses to start with a limit that is not a whole number of at least 1', () => {
    for (const value of ['0', '-3', '2.5', 'many']) {
      expect(() => loadConfig({ THROTTLE_SIGN_UP_PER_ADDRESS: value })).toThrow(ConfigError);
    }
  });
});
