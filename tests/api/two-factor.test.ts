import { Secret, TOTP } from 'otpauth';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';
import { signUpPlayer } from './support/players.js';
import { openSession } from '../../server/services/people/sessions.js';
import { operatorSessionLifetime } from '../../server/services/people/session-lifetime.js';

/**
 * Each scenario has a server of its own: two-factor is a state of the one operator account. The operator session
 * limits are the defaults here ('' reads as unset), where other test files stretch them.
 */
let server: TestServer | undefined;
async function start(env: Record<string, string> = {}): Promise<TestServer> {
  server = await startTestServer({ env: { ADMIN_SESSION_IDLE_MINUTES: '', ADMIN_SESSION_MAX_HOURS: '', ...env } });
  return server;
}
afterEach(async () => {
  if (!server) return;
  await expectLedgerBalanced(server);
  await server.close();
  server = undefined;
});

const STEP_MS = 30_000;
const MINUTE = 60_000;

/** The code an authenticator app shows at the server's current time. */
function codeNow(s: TestServer, secret: string, offsetMs = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: s.clock.now().getTime() + offsetMs });
}

/** A six-digit code that is not the current one, nor the one of the steps either side. */
function wrongCode(s: TestServer, secret: string): string {
  const good = new Set([-STEP_MS, 0, STEP_MS].map((offset) => codeNow(s, secret, offset)));
  let candidate = 0;
  while (good.has(String(candidate).padStart(6, '0'))) candidate += 1;
  return String(candidate).padStart(6, '0');
}

/** `count` different six-digit codes, none of them good now or a step either side. */
function wrongCodes(s: TestServer, secret: string, count: number): string[] {
  const good = new Set([-STEP_MS, 0, STEP_MS].map((offset) => codeNow(s, secret, offset)));
  const codes: string[] = [];
  for (let candidate = 0; codes.length < count; candidate += 1) {
    const code = String(candidate).padStart(6, '0');
    if (!good.has(code)) codes.push(code);
  }
  return codes;
}

function logIn(s: TestServer, body: { mobileNumber: string; password: string }) {
  return s.request({ method: 'POST', url: '/api/auth/login', payload: body });
}
function logInWithCode(s: TestServer, challenge: string, code: string) {
  return s.request({ method: 'POST', url: '/api/auth/login/2fa', payload: { challenge, code } });
}
function post(s: TestServer, url: string, token: string, payload?: object) {
  return s.request({ method: 'POST', url, token, ...(payload ? { payload } : {}) });
}

async function adminToken(s: TestServer): Promise<string> {
  const response = await logIn(s, ADMIN);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token as string;
}

/** Enrols the operator through the API; the clock then moves on a step, as a person would take that long. */
async function enrol(s: TestServer, token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await post(s, '/api/admin/2fa/setup', token);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const enabled = await post(s, '/api/admin/2fa/enable', token, { code: codeNow(s, secret) });
  expect(enabled.statusCode, enabled.body).toBe(200);
  s.clock.advance(STEP_MS);
  return { secret, recoveryCodes: enabled.json().recoveryCodes as string[] };
}

async function challengeFor(s: TestServer): Promise<string> {
  const response = await logIn(s, ADMIN);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
  return response.json().challenge as string;
}

async function auditActions(s: TestServer, token: string): Promise<string[]> {
  const response = await s.request({ method: 'GET', url: '/api/admin/audit?limit=100', token });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().entries as { action: string }[]).map((entry) => entry.action);
}

const usersList = (s: TestServer, token: string) => s.request({ method: 'GET', url: '/api/admin/users', token });

describe('operator two-factor sign-in', () => {
  it('enrols from the console, then signs in with a code in a second step', async () => {
    const s = await start();
    const token = await adminToken(s);
    expect((await s.request({ method: 'GET', url: '/api/admin/2fa', token })).json()).toEqual({ enabled: false, required: false });

    const setup = await post(s, '/api/admin/2fa/setup', token);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl } = setup.json() as { secret: string; otpauthUrl: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');

    const refused = await post(s, '/api/admin/2fa/enable', token, { code: wrongCode(s, secret) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: expect.any(String), code: 'WRONG_CODE', errors: [expect.objectContaining({ path: 'code' })] });
    // Still off: signing in needs only the password.
    expect((await logIn(s, ADMIN)).json().token).toEqual(expect.any(String));

    const enabled = await post(s, '/api/admin/2fa/enable', token, { code: codeNow(s, secret) });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const recoveryCodes = enabled.json().recoveryCodes as string[];
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await s.request({ method: 'GET', url: '/api/admin/2fa', token })).json()).toEqual({ enabled: true, required: false });
    expect((await post(s, '/api/admin/2fa/setup', token)).statusCode).toBe(409);

    s.clock.advance(STEP_MS);
    const challenge = await challengeFor(s);
    const signedIn = await logInWithCode(s, challenge, codeNow(s, secret));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toEqual({ message: 'Login successful', token: expect.any(String), user: expect.objectContaining({ role: 'admin' }) });
    const newToken = signedIn.json().token as string;
    expect((await usersList(s, newToken)).statusCode).toBe(200);
    // The challenge is spent.
    expect((await logInWithCode(s, challenge, codeNow(s, secret, STEP_MS))).statusCode).toBe(401);

    const actions = await auditActions(s, newToken);
    expect(actions.filter((action) => action === 'auth.sign_in')).toHaveLength(3);
    expect(actions).toContain('two_factor.enable');
  });

  it('accepts an authenticator code once', async () => {
    const s = await start();
    const { secret } = await enrol(s, await adminToken(s));
    const code = codeNow(s, secret);
    expect((await logInWithCode(s, await challengeFor(s), code)).statusCode).toBe(200);

    const replay = await logInWithCode(s, await challengeFor(s), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toMatch(/code is not right/);
    // A code from before the one used is no good either.
    expect((await logInWithCode(s, await challengeFor(s), codeNow(s, secret, -STEP_MS))).statusCode).toBe(401);

    s.clock.advance(STEP_MS);
    expect((await logInWithCode(s, await challengeFor(s), codeNow(s, secret))).statusCode).toBe(200);
  });

  it('accepts each recovery code once, instead of an authenticator code', async () => {
    const s = await start();
    const { recoveryCodes } = await enrol(s, await adminToken(s));
    const [first, second] = recoveryCodes as [string, string];
    expect((await logInWithCode(s, await challengeFor(s), first)).statusCode).toBe(200);
    expect((await logInWithCode(s, await challengeFor(s), first)).statusCode).toBe(401);
    // Typed in capitals and without dashes, as people copy them.
    expect((await logInWithCode(s, await challengeFor(s), second.toUpperCase().replaceAll('-', ''))).statusCode).toBe(200);
  });

  it('locks a challenge after five wrong codes, and writes each on the audit trail', async () => {
    const s = await start();
    const { secret } = await enrol(s, await adminToken(s));
    const challenge = await challengeFor(s);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await logInWithCode(s, challenge, wrongCode(s, secret));
      expect(response.statusCode).toBe(401);
    }
    const fifth = await logInWithCode(s, challenge, wrongCode(s, secret));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.headers['retry-after']).toBeDefined();
    const locked = await logInWithCode(s, challenge, codeNow(s, secret));
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: 'Too many wrong codes. Please sign in again.', code: 'TOO_MANY_CODES' });

    // A new sign-in starts a new challenge.
    const token = (await logInWithCode(s, await challengeFor(s), codeNow(s, secret))).json().token as string;
    const actions = await auditActions(s, token);
    expect(actions.filter((action) => action === 'auth.sign_in_failed')).toHaveLength(5);
  });

  it('judges at most five of 300 codes sent at once on one challenge, the right one among them', async () => {
    const s = await start();
    const { secret, recoveryCodes } = await enrol(s, await adminToken(s));
    const challenge = await challengeFor(s);
    const codes = wrongCodes(s, secret, 300);
    codes[250] = codeNow(s, secret);
    const responses = await Promise.all(codes.map((code) => logInWithCode(s, challenge, code)));

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toEqual([]);
    expect(new Set(statuses)).toEqual(new Set([401, 429]));
    for (const response of responses) expect(response.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
    // Every code that was judged and found wrong is on the audit trail: at most the challenge's five.
    const token = (await logInWithCode(s, await challengeFor(s), recoveryCodes[0]!)).json().token as string;
    const wrong = (await auditActions(s, token)).filter((action) => action === 'auth.sign_in_failed');
    expect(wrong.length).toBeGreaterThan(0);
    expect(wrong.length).toBeLessThanOrEqual(5);
  });

  it('holds the per-operator limit when codes arrive at once on several challenges', async () => {
    const s = await start();
    const { secret, recoveryCodes } = await enrol(s, await adminToken(s));
    const challenges: string[] = [];
    for (let i = 0; i < 6; i += 1) challenges.push(await challengeFor(s));
    const codes = wrongCodes(s, secret, 50);
    const responses = await Promise.all(
      challenges.flatMap((challenge) => codes.map((code) => logInWithCode(s, challenge, code))),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toEqual([]);
    const judged = await s.store.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('action', '=', 'auth.sign_in_failed')
      .executeTakeFirstOrThrow();
    expect(Number(judged.count)).toBeGreaterThan(0);
    expect(Number(judged.count)).toBeLessThanOrEqual(10);

    // The operator is held back for the window, right code or not, and let in again after it.
    const held = await logInWithCode(s, await challengeFor(s), recoveryCodes[0]!);
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual({
      message: 'Too many wrong codes. Please try again in 15 minutes.',
      code: 'TOO_MANY_CODES_LATER',
      params: { minutes: 15 },
    });
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    s.clock.advance(15 * MINUTE);
    expect((await logInWithCode(s, await challengeFor(s), codeNow(s, secret))).statusCode).toBe(200);
  });

  it('counts right codes against no limit', async () => {
    const s = await start();
    const { secret } = await enrol(s, await adminToken(s));
    for (let i = 0; i < 12; i += 1) {
      const signedIn = await logInWithCode(s, await challengeFor(s), codeNow(s, secret));
      expect(signedIn.statusCode, `sign-in ${i + 1}: ${signedIn.body}`).toBe(200);
      s.clock.advance(STEP_MS);
    }
  });

  it('refuses a challenge older than five minutes', async () => {
    const s = await start();
    const { secret } = await enrol(s, await adminToken(s));
    const challenge = await challengeFor(s);
    s.clock.advance(5 * MINUTE + 1000);
    const late = await logInWithCode(s, challenge, codeNow(s, secret));
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe('Your sign-in has expired. Please sign in again.');
  });

  it('refuses bad input to the second step with 400', async () => {
    const s = await start();
    for (const payload of [{}, { challenge: 'x' }, { challenge: 'x', code: 123456 }, { challenge: '', code: '123456' }, { challenge: 'x', code: 'a'.repeat(41) }]) {
      const response = await s.request({ method: 'POST', url: '/api/auth/login/2fa', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ message: expect.any(String), errors: expect.any(Array), code: expect.any(String), params: expect.anything() });
    }
  });

  it('turns off with a code, after which the password alone signs in again', async () => {
    const s = await start();
    const token = await adminToken(s);
    const { secret } = await enrol(s, token);
    const wrong = await post(s, '/api/admin/2fa/disable', token, { code: wrongCode(s, secret) });
    expect(wrong.statusCode).toBe(400);
    expect((await challengeFor(s)).length).toBeGreaterThan(20);

    const off = await post(s, '/api/admin/2fa/disable', token, { code: codeNow(s, secret) });
    expect(off.statusCode, off.body).toBe(200);
    expect((await s.request({ method: 'GET', url: '/api/admin/2fa', token })).json().enabled).toBe(false);
    const plain = await logIn(s, ADMIN);
    expect(plain.json()).toEqual({ message: 'Login successful', token: expect.any(String), user: expect.objectContaining({ role: 'admin' }) });
    expect(await auditActions(s, token)).toContain('two_factor.disable');
  });

  it('audits an operator\'s wrong password but not a player\'s', async () => {
    const s = await start();
    const player = await signUpPlayer(s);
    expect((await logIn(s, { mobileNumber: ADMIN.mobileNumber, password: 'not-the-password' })).statusCode).toBe(401);
    expect((await logIn(s, { mobileNumber: player.mobileNumber, password: 'not-the-password' })).statusCode).toBe(401);
    const response = await s.request({ method: 'GET', url: '/api/admin/audit?action=auth.sign_in_failed', token: await adminToken(s) });
    const entries = response.json().entries as { target: { kind: string; id: string }; actor: unknown }[];
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor: null, target: { kind: 'user' } });
  });

  it('keeps players\' sign-in and two-factor endpoints out of their reach', async () => {
    const s = await start({ ADMIN_2FA: 'required' });
    const player = await signUpPlayer(s);
    const response = await logIn(s, player);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(['message', 'token', 'user']);
    for (const url of ['/api/admin/2fa/setup', '/api/admin/2fa/enable']) {
      expect((await post(s, url, player.token, { code: '123456' })).statusCode).toBe(403);
    }
    expect((await s.request({ method: 'GET', url: '/api/games', token: player.token })).statusCode).toBe(200);
  });
});

describe('ADMIN_2FA=required', () => {
  it('gives an operator without two-factor a session that reaches nothing but enrolment', async () => {
    const s = await start({ ADMIN_2FA: 'required' });
    const signIn = await logIn(s, ADMIN);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ twoFactorEnrolmentRequired: true, token: expect.any(String) });
    const token = signIn.json().token as string;

    const blocked = await usersList(s, token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ message: 'Set up two-factor sign-in to use the admin console.', code: 'TWO_FACTOR_ENROLMENT_REQUIRED' });
    for (const request of [
      { method: 'GET' as const, url: '/api/admin/overview' },
      { method: 'POST' as const, url: '/api/admin/games', payload: { gameName: 'Kalyan', openTime: '10:00', closeTime: '11:00' } },
      { method: 'PUT' as const, url: '/api/admin/main-settings', payload: {} },
    ]) {
      expect((await s.request({ ...request, token })).statusCode, request.url).toBe(403);
    }
    expect((await s.request({ method: 'GET', url: '/api/auth/profile', token })).statusCode).toBe(200);
    expect((await s.request({ method: 'GET', url: '/api/admin/2fa', token })).json()).toEqual({ enabled: false, required: true });

    await enrol(s, token);
    expect((await usersList(s, token)).statusCode).toBe(200);
    expect((await post(s, '/api/auth/logout', token)).statusCode).toBe(200);
    expect((await usersList(s, token)).statusCode).toBe(401);
  });

  it('keeps a password-only session confined after the operator enrols from another session', async () => {
    const s = await start({ ADMIN_2FA: 'required' });
    const confined = await adminToken(s);
    const enrolling = await adminToken(s);
    await enrol(s, enrolling);
    expect((await usersList(s, enrolling)).statusCode).toBe(200);
    for (const url of ['/api/admin/users', '/api/admin/overview', '/api/auth/profile', '/api/admin/2fa']) {
      expect((await s.request({ method: 'GET', url, token: confined })).statusCode, url).toBe(401);
    }
  });

  it('gives no admin permission to a session that did not pass the second factor, however it was opened', async () => {
    const s = await start({ ADMIN_2FA: 'required' });
    const { secret } = await enrol(s, await adminToken(s));
    // A session opened with the password alone while two-factor was being turned on, or before an upgrade.
    const operatorId = (await s.store.db.selectFrom('users').select('id').where('mobile_number', '=', ADMIN.mobileNumber).executeTakeFirstOrThrow()).id;
    const unverified = await openSession(s.store.db, s.clock, Number(operatorId), operatorSessionLifetime(s.config.operatorSecurity));
    expect((await usersList(s, unverified)).statusCode).toBe(401);
    expect((await s.request({ method: 'GET', url: '/api/games', token: unverified })).statusCode).toBe(401);
    expect((await post(s, '/api/admin/2fa/disable', unverified, { code: codeNow(s, secret) })).statusCode).toBe(401);
  });

  it('opens no player route to an operator before enrolment', async () => {
    const s = await start({ ADMIN_2FA: 'required' });
    const token = await adminToken(s);
    for (const request of [
      { method: 'GET' as const, url: '/api/games' },
      { method: 'GET' as const, url: '/api/user/profile' },
      { method: 'GET' as const, url: '/api/fund-request/history' },
      { method: 'POST' as const, url: '/api/bets', payload: {} },
      { method: 'PUT' as const, url: '/api/user/bank-details', payload: {} },
      { method: 'GET' as const, url: '/api/push/public-key' },
    ]) {
      const response = await s.request({ ...request, token });
      expect(response.statusCode, request.url).toBe(403);
      expect(response.json(), request.url).toEqual({ message: 'Set up two-factor sign-in to use the admin console.', code: 'TWO_FACTOR_ENROLMENT_REQUIRED' });
    }
    expect((await s.request({ method: 'GET', url: '/api/auth/profile', token })).statusCode).toBe(200);
  });
});

describe('turning two-factor on', () => {
  it('signs the operator out everywhere but the session that turned it on', async () => {
    const s = await start();
    const other = await adminToken(s);
    const turningOn = await adminToken(s);
    expect((await usersList(s, other)).statusCode).toBe(200);
    await enrol(s, turningOn);
    expect((await usersList(s, turningOn)).statusCode).toBe(200);
    expect((await usersList(s, other)).statusCode).toBe(401);
    expect((await s.request({ method: 'GET', url: '/api/games', token: other })).statusCode).toBe(401);
    const entries = (await s.request({ method: 'GET', url: '/api/admin/audit?action=two_factor.enable', token: turningOn })).json()
      .entries as { after: unknown }[];
    expect(entries).toEqual([expect.objectContaining({ after: { sessionsRevoked: 1 } })]);
  });
});

describe('operator sessions', () => {
  it('end when left unused for the idle time, measured from the last request', async () => {
    const s = await start({ ADMIN_SESSION_IDLE_MINUTES: '1' });
    const operator = await adminToken(s);
    for (let seconds = 15; seconds <= 300; seconds += 15) {
      s.clock.advance(15_000);
      expect((await usersList(s, operator)).statusCode, `${seconds} s`).toBe(200);
    }
    s.clock.advance(59_000);
    expect((await s.request({ method: 'GET', url: '/api/games', token: operator })).statusCode).toBe(200);
    s.clock.advance(59_000);
    expect((await s.request({ method: 'GET', url: '/api/auth/profile', token: operator })).statusCode).toBe(200);
    s.clock.advance(60_000);
    expect((await usersList(s, operator)).statusCode).toBe(401);
  });


  it('end after 30 minutes unused, while each use keeps them alive', async () => {
    const s = await start();
    const operator = await adminToken(s);
    const player = await signUpPlayer(s);
    for (let i = 0; i < 4; i += 1) {
      s.clock.advance(20 * MINUTE);
      expect((await usersList(s, operator)).statusCode).toBe(200);
    }
    s.clock.advance(30 * MINUTE);
    expect((await usersList(s, operator)).statusCode).toBe(401);
    expect((await s.request({ method: 'GET', url: '/api/auth/profile', token: operator })).statusCode).toBe(401);
    expect((await s.request({ method: 'GET', url: '/api/games', token: operator })).statusCode).toBe(401);
    // The player, untouched for the same 110 minutes, is still signed in.
    expect((await s.request({ method: 'GET', url: '/api/auth/profile', token: player.token })).statusCode).toBe(200);
    expect((await s.request({ method: 'GET', url: '/api/games', token: player.token })).statusCode).toBe(200);
  });

  it('end 12 hours after sign-in however busy, while a player\'s lasts 30 days', async () => {
    const s = await start();
    const operator = await adminToken(s);
    const player = await signUpPlayer(s);
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      s.clock.advance(20 * MINUTE);
      expect((await usersList(s, operator)).statusCode, `${minutes + 20} minutes`).toBe(200);
    }
    s.clock.advance(20 * MINUTE);
    expect((await usersList(s, operator)).statusCode).toBe(401);

    s.clock.advance(29 * 86_400_000);
    expect((await s.request({ method: 'GET', url: '/api/auth/profile', token: player.token })).statusCode).toBe(200);
    s.clock.advance(86_400_000);
    expect((await s.request({ method: 'GET', url: '/api/auth/profile', token: player.token })).statusCode).toBe(401);
  });

  it('follow ADMIN_SESSION_IDLE_MINUTES and ADMIN_SESSION_MAX_HOURS', async () => {
    const s = await start({ ADMIN_SESSION_IDLE_MINUTES: '5', ADMIN_SESSION_MAX_HOURS: '1' });
    const idle = await adminToken(s);
    const busy = await adminToken(s);
    s.clock.advance(4 * MINUTE);
    expect((await usersList(s, busy)).statusCode).toBe(200);
    s.clock.advance(2 * MINUTE);
    expect((await usersList(s, idle)).statusCode).toBe(401);
    for (let minutes = 6; minutes < 60; minutes += 4) {
      expect((await usersList(s, busy)).statusCode).toBe(200);
      s.clock.advance(4 * MINUTE);
    }
    expect((await usersList(s, busy)).statusCode).toBe(401);
  });
});
