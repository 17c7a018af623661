import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';
import { nextClientAddress, nextMobileNumber, signInAdmin, signUpPlayer, type SignedIn } from './support/players.js';

type Payload = InjectOptions['payload'];

const RESET_REQUESTED = 'Password reset request submitted successfully! It will be reviewed by an administrator.';
const CHANGE_REQUESTED = 'Password change request submitted successfully! It will be reviewed by an administrator.';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server);
});
afterEach(async () => {
  await expectLedgerBalanced(server);
});
afterAll(async () => {
  await server.close();
});

/** Each from its own address: the per-address limit on the form is tests/api/throttles.test.ts's subject. */
function forgot(payload: Payload) {
  return server.request({ method: 'PUT', url: '/api/user/forgot-password', payload, remoteAddress: nextClientAddress() });
}

function logIn(mobileNumber: string, password: string) {
  return server.request({ method: 'POST', url: '/api/auth/login', payload: { mobileNumber, password } });
}

async function pendingRequestsOf(player: SignedIn) {
  return server.store.db
    .selectFrom('password_requests')
    .selectAll()
    .where('user_id', '=', player.userId)
    .where('status', '=', 'pending')
    .execute();
}

async function requestIdOf(player: SignedIn): Promise<string> {
  const list = await server.request({ method: 'GET', url: '/api/admin/password-requests?status=pending', token: admin });
  const found = (list.json().requests as { _id: string; user: { _id: string } }[]).find(
    (request) => request.user._id === String(player.userId),
  );
  if (!found) throw new Error('no pending request for the player');
  return found._id;
}

describe('PUT /api/user/forgot-password', () => {
  it('records a request for admin review and answers SPEC success text', async () => {
    const player = await signUpPlayer(server, { name: 'Forgetful' });
    const response = await forgot({ mobileNumber: player.mobileNumber, newPassword: 'brand-new-1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: RESET_REQUESTED });
    expect(await pendingRequestsOf(player)).toHaveLength(1);

    const list = await server.request({ method: 'GET', url: '/api/admin/password-requests', token: admin });
    expect(list.statusCode).toBe(200);
    const mine = list.json().requests.find((r: { user: { _id: string } }) => r.user._id === String(player.userId));
    expect(mine).toEqual({
      _id: expect.any(String),
      kind: 'forgot',
      status: 'pending',
      createdAt: server.clock.now().toISOString(),
      decidedAt: null,
      user: { _id: String(player.userId), name: 'Forgetful', mobileNumber: player.mobileNumber },
    });
    expect(JSON.stringify(list.json())).not.toContain('argon2');
    // Nothing changes until an admin approves.
    expect((await logIn(player.mobileNumber, player.password)).statusCode).toBe(200);
  });

  it('answers an unknown number exactly like a known one, and records nothing', async () => {
    const before = await server.store.db.selectFrom('password_requests').select('id').execute();
    const response = await forgot({ mobileNumber: nextMobileNumber(), newPassword: 'brand-new-1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: RESET_REQUESTED });
    const after = await server.store.db.selectFrom('password_requests').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  it('validates with SPEC messages', async () => {
    const cases = [
      { payload: {}, messages: ['Mobile number is required', 'New password is required'] },
      { payload: { mobileNumber: '12345', newPassword: 'abc' }, messages: ['Mobile number must be 10 digits', 'Password must be at least 6 characters long'] },
      { payload: { mobileNumber: '9876543210', newPassword: '' }, messages: ['New password is required'] },
    ];
    for (const { payload, messages } of cases) {
      const response = await forgot(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((e: { msg: string }) => e.msg)).toEqual(messages);
      expect(response.json().message).toBe(messages[0]);
    }
  });

  it('a newer request replaces the pending one', async () => {
    const player = await signUpPlayer(server);
    await forgot({ mobileNumber: player.mobileNumber, newPassword: 'first-new-1' });
    await forgot({ mobileNumber: player.mobileNumber, newPassword: 'second-new-2' });
    await Promise.all([
      forgot({ mobileNumber: player.mobileNumber, newPassword: 'third-new-3' }),
      forgot({ mobileNumber: player.mobileNumber, newPassword: 'third-new-3' }),
    ]);
    expect(await pendingRequestsOf(player)).toHaveLength(1);
    const id = await requestIdOf(player);
    await server.request({ method: 'POST', url: `/api/admin/password-requests/${id}/approve`, token: admin });
    expect((await logIn(player.mobileNumber, 'third-new-3')).statusCode).toBe(200);
  });
});

describe('PUT /api/user/change-password', () => {
  it('records a change request for the caller', async () => {
    const player = await signUpPlayer(server);
    const response = await server.request({
      method: 'PUT',
      url: '/api/user/change-password',
      token: player.token,
      payload: { mobileNumber: player.mobileNumber, newPassword: 'changed-pass' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: CHANGE_REQUESTED });
    const pending = await pendingRequestsOf(player);
    expect(pending.map((row) => row.kind)).toEqual(['change']);
  });

  it("refuses another player's number, and validates with SPEC messages", async () => {
    const player = await signUpPlayer(server);
    const other = await signUpPlayer(server);
    const foreign = await server.request({
      method: 'PUT',
      url: '/api/user/change-password',
      token: player.token,
      payload: { mobileNumber: other.mobileNumber, newPassword: 'changed-pass' },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('Mobile number does not match your account');
    expect(await pendingRequestsOf(other)).toHaveLength(0);

    const short = await server.request({
      method: 'PUT',
      url: '/api/user/change-password',
      token: player.token,
      payload: { mobileNumber: player.mobileNumber, newPassword: '12345' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 6 characters long');
  });
});

describe('admin review of password requests', () => {
  it('approval sets the new password (the old one fails) and signs the player out everywhere', async () => {
    const player = await signUpPlayer(server);
    const secondSession = (await logIn(player.mobileNumber, player.password)).json().token as string;
    await forgot({ mobileNumber: player.mobileNumber, newPassword: 'approved-pass' });
    const id = await requestIdOf(player);

    const approve = await server.request({ method: 'POST', url: `/api/admin/password-requests/${id}/approve`, token: admin });
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toEqual({ message: expect.any(String) });

    for (const token of [player.token, secondSession]) {
      const response = await server.request({ method: 'GET', url: '/api/auth/profile', token });
      expect(response.statusCode).toBe(401);
    }
    expect((await logIn(player.mobileNumber, player.password)).statusCode).toBe(401);
    expect((await logIn(player.mobileNumber, 'approved-pass')).statusCode).toBe(200);

    const list = await server.request({ method: 'GET', url: '/api/admin/password-requests?status=approved', token: admin });
    const decided = list.json().requests.find((r: { _id: string }) => r._id === id);
    expect(decided).toMatchObject({ status: 'approved', decidedAt: expect.any(String) });
  });

  it('approving twice is harmless; rejecting an approved request is a conflict', async () => {
    const player = await signUpPlayer(server);
    await forgot({ mobileNumber: player.mobileNumber, newPassword: 'approved-pass' });
    const id = await requestIdOf(player);
    const results = await Promise.all(
      [1, 2, 3].map(() => server.request({ method: 'POST', url: `/api/admin/password-requests/${id}/approve`, token: admin })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const reject = await server.request({ method: 'POST', url: `/api/admin/password-requests/${id}/reject`, token: admin });
    expect(reject.statusCode).toBe(409);
    expect(reject.json()).toEqual({ message: expect.any(String), code: 'ALREADY_DECIDED' });
  });

  it('rejection keeps the old password; approving a rejected request is a conflict', async () => {
    const player = await signUpPlayer(server);
    await forgot({ mobileNumber: player.mobileNumber, newPassword: 'rejected-pass' });
    const id = await requestIdOf(player);
    const reject = await server.request({ method: 'POST', url: `/api/admin/password-requests/${id}/reject`, token: admin });
    expect(reject.statusCode).toBe(200);
    const again = await server.request({ method: 'POST', url: `/api/admin/password-requests/${id}/reject`, token: admin });
    expect(again.statusCode).toBe(200);
    const approve = await server.request({ method: 'POST', url: `/api/admin/password-requests/${id}/approve`, token: admin });
    expect(approve.statusCode).toBe(409);
    expect((await logIn(player.mobileNumber, 'rejected-pass')).statusCode).toBe(401);
    expect((await logIn(player.mobileNumber, player.password)).statusCode).toBe(200);
    const profile = await server.request({ method: 'GET', url: '/api/auth/profile', token: player.token });
    expect(profile.statusCode).toBe(200);
  });

  it('filters by status, pages, and answers 404 for unknown ids and 400 for an unknown status', async () => {
    const list = await server.request({ method: 'GET', url: '/api/admin/password-requests?status=pending&limit=1', token: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json().pagination).toMatchObject({ current: 1, limit: 1 });
    expect(list.json().requests.length).toBeLessThanOrEqual(1);
    for (const request of list.json().requests as { status: string }[]) expect(request.status).toBe('pending');

    for (const id of ['999999', 'abc', '0', '1.5']) {
      const response = await server.request({ method: 'POST', url: `/api/admin/password-requests/${id}/approve`, token: admin });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ message: 'Password request not found' });
    }
    const badStatus = await server.request({ method: 'GET', url: '/api/admin/password-requests?status=done', token: admin });
    expect(badStatus.statusCode).toBe(400);
  });

  it('players cannot review password requests', async () => {
    const player = await signUpPlayer(server);
    await forgot({ mobileNumber: player.mobileNumber, newPassword: 'self-approve' });
    const id = await requestIdOf(player);
    for (const url of ['/api/admin/password-requests', `/api/admin/password-requests/${id}/approve`]) {
      const response = await server.request({ method: url.endsWith('approve') ? 'POST' : 'GET', url, token: player.token });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
    expect((await logIn(player.mobileNumber, 'self-approve')).statusCode).toBe(401);
  });
});
