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

function forgotFrom(remoteAddress: string, userAgent: string, payload: Payload) {
  return server.request({
    method: 'PUT',
    url: '/api/user/forgot-password',
    payload,
    remoteAddress,
    headers: { 'user-agent': userAgent },
  });
}

interface ListedRequest {
  _id: string;
  kind: string;
  status: string;
  createdAt: string;
  decidedAt: string | null;
  clientAddress: string | null;
  userAgent: string;
  user: { _id: string; name: string; mobileNumber: string };
}

/** The player's requests as the console lists them, in the list's order. */
async function listedRequestsOf(player: SignedIn, status: string): Promise<ListedRequest[]> {
  const list = await server.request({ method: 'GET', url: `/api/admin/password-requests?status=${status}&limit=100`, token: admin });
  expect(list.statusCode, list.body).toBe(200);
  return (list.json().requests as ListedRequest[]).filter((request) => request.user._id === String(player.userId));
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
  it("records a request for admin review and answers the original app's success text", async () => {
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
      clientAddress: expect.stringMatching(/^10\./),
      userAgent: expect.any(String),
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

  it("validates with the original app's messages", async () => {
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

  it('never lets a second anonymous request change the first: each is listed with its own time, address and agent', async () => {
    const player = await signUpPlayer(server);
    const owner = await forgotFrom('10.77.0.1', 'OwnerPhone/1.0', { mobileNumber: player.mobileNumber, newPassword: 'owners-new-1' });
    expect(owner.statusCode).toBe(200);
    const ownerAt = server.clock.now().toISOString();
    server.clock.advance(90_000);
    const stranger = await forgotFrom('10.77.0.2', 'StrangerBot/2.0', { mobileNumber: player.mobileNumber, newPassword: 'strangers-1' });
    expect(stranger).toMatchObject({ statusCode: 200 });
    expect(stranger.json()).toEqual({ message: RESET_REQUESTED });

    expect(await pendingRequestsOf(player)).toHaveLength(2);
    const mine = await listedRequestsOf(player, 'pending');
    expect(mine).toEqual([
      expect.objectContaining({
        kind: 'forgot',
        status: 'pending',
        createdAt: server.clock.now().toISOString(),
        clientAddress: '10.77.0.2',
        userAgent: 'StrangerBot/2.0',
      }),
      expect.objectContaining({ kind: 'forgot', status: 'pending', createdAt: ownerAt, clientAddress: '10.77.0.1', userAgent: 'OwnerPhone/1.0' }),
    ]);

    // The operator checked with the player and approves the owner's request: the owner's password is the one set.
    const approve = await server.request({ method: 'POST', url: `/api/admin/password-requests/${mine[1]._id}/approve`, token: admin });
    expect(approve.statusCode, approve.body).toBe(200);
    expect((await logIn(player.mobileNumber, 'strangers-1')).statusCode).toBe(401);
    expect((await logIn(player.mobileNumber, 'owners-new-1')).statusCode).toBe(200);
  });

  it('records parallel requests for one number as separate requests', async () => {
    const player = await signUpPlayer(server);
    const answers = await Promise.all(
      ['first-new-1', 'second-new-2', 'third-new-3'].map((newPassword) => forgot({ mobileNumber: player.mobileNumber, newPassword })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await pendingRequestsOf(player)).toHaveLength(3);
  });

  it('keeps an overlong user agent short', async () => {
    const player = await signUpPlayer(server);
    await forgotFrom(nextClientAddress(), `Agent/${'x'.repeat(5000)}`, { mobileNumber: player.mobileNumber, newPassword: 'brand-new-1' });
    const [listed] = await listedRequestsOf(player, 'pending');
    expect(listed.userAgent.length).toBeLessThanOrEqual(300);
    expect(listed.userAgent.startsWith('Agent/xxx')).toBe(true);
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

  it("refuses another player's number, and validates with the original app's messages", async () => {
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
    expect(reject.json()).toEqual({ message: expect.any(String), code: 'PASSWORD_REQUEST_ALREADY_DECIDED', params: { status: 'approved' } });
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

  it('approving one request closes the player\'s other pending requests as superseded, each on the audit trail', async () => {
    const player = await signUpPlayer(server);
    const other = await signUpPlayer(server);
    await forgot({ mobileNumber: player.mobileNumber, newPassword: 'attempt-one-1' });
    await forgot({ mobileNumber: other.mobileNumber, newPassword: 'others-new-1' });
    await forgot({ mobileNumber: player.mobileNumber, newPassword: 'attempt-two-2' });
    const change = await server.request({
      method: 'PUT',
      url: '/api/user/change-password',
      token: player.token,
      payload: { mobileNumber: player.mobileNumber, newPassword: 'attempt-three-3' },
    });
    expect(change.statusCode).toBe(200);
    const pending = await listedRequestsOf(player, 'pending');
    expect(pending.map((request) => request.kind)).toEqual(['change', 'forgot', 'forgot']);
    const chosen = pending[2];

    const approve = await server.request({ method: 'POST', url: `/api/admin/password-requests/${chosen._id}/approve`, token: admin });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(await pendingRequestsOf(player)).toHaveLength(0);
    const superseded = await listedRequestsOf(player, 'superseded');
    expect(superseded.map((request) => request._id).sort()).toEqual([pending[0]._id, pending[1]._id].sort());
    for (const request of superseded) expect(request.decidedAt).toBe(server.clock.now().toISOString());
    // Another player's request is left alone.
    expect(await listedRequestsOf(other, 'pending')).toHaveLength(1);

    const trail = await server.store.db
      .selectFrom('audit_log')
      .select(['action', 'target_id', 'after', 'actor_id'])
      .where('target_kind', '=', 'password_request')
      .where('target_id', 'in', pending.map((request) => request._id))
      .orderBy('id')
      .execute();
    expect(trail.map((entry) => [entry.action, entry.target_id])).toEqual([
      ['password_request.approve', chosen._id],
      ...superseded.map((request) => ['password_request.supersede', request._id]).sort(),
    ]);
    for (const entry of trail) expect(entry.actor_id).not.toBeNull();
    expect(JSON.parse(trail[1].after ?? '{}')).toMatchObject({ status: 'superseded', approvedRequestId: chosen._id });

    // A superseded request can be neither approved nor rejected any more.
    for (const decision of ['approve', 'reject']) {
      const late = await server.request({ method: 'POST', url: `/api/admin/password-requests/${pending[0]._id}/${decision}`, token: admin });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ message: expect.any(String), code: 'PASSWORD_REQUEST_ALREADY_DECIDED', params: { status: expect.any(String) } });
    }
    expect((await logIn(player.mobileNumber, 'attempt-one-1')).statusCode).toBe(200);
  });

  it('lists the requests of one player together, and pages by player', async () => {
    const first = await signUpPlayer(server);
    const second = await signUpPlayer(server);
    await forgot({ mobileNumber: first.mobileNumber, newPassword: 'first-new-1' });
    server.clock.advance(1000);
    await forgot({ mobileNumber: second.mobileNumber, newPassword: 'second-new-1' });
    server.clock.advance(1000);
    await forgot({ mobileNumber: first.mobileNumber, newPassword: 'first-new-2' });

    const list = await server.request({ method: 'GET', url: '/api/admin/password-requests?status=pending&limit=100', token: admin });
    const owners = (list.json().requests as ListedRequest[]).map((request) => request.user._id);
    // The player with the newest request comes first, with all of their requests.
    expect(owners.slice(0, 3)).toEqual([String(first.userId), String(first.userId), String(second.userId)]);
    const groups = owners.filter((owner, index) => owner !== owners[index - 1]);
    expect(new Set(groups).size).toBe(groups.length);

    const firstPage = await server.request({ method: 'GET', url: '/api/admin/password-requests?status=pending&limit=1', token: admin });
    expect(firstPage.json().requests.map((request: ListedRequest) => request.user._id)).toEqual([String(first.userId), String(first.userId)]);
    expect(firstPage.json().pagination).toMatchObject({ current: 1, limit: 1, total: new Set(owners).size });
    const secondPage = await server.request({ method: 'GET', url: '/api/admin/password-requests?status=pending&limit=1&page=2', token: admin });
    expect(secondPage.json().requests.map((request: ListedRequest) => request.user._id)).toEqual([String(second.userId)]);
  });

  it('filters by status, pages, and answers 404 for unknown ids and 400 for an unknown status', async () => {
    const list = await server.request({ method: 'GET', url: '/api/admin/password-requests?status=pending&limit=1', token: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json().pagination).toMatchObject({ current: 1, limit: 1 });
    // A page holds whole players: with a limit of 1, the requests of one player.
    expect(new Set(list.json().requests.map((request: ListedRequest) => request.user._id)).size).toBeLessThanOrEqual(1);
    for (const request of list.json().requests as { status: string }[]) expect(request.status).toBe('pending');

    for (const id of ['999999', 'abc', '0', '1.5']) {
      const response = await server.request({ method: 'POST', url: `/api/admin/password-requests/${id}/approve`, token: admin });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ message: 'Password request not found', code: 'PASSWORD_REQUEST_NOT_FOUND' });
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
      expect(response.json()).toEqual({ message: expect.any(String), code: 'ADMIN_REQUIRED' });
    }
    expect((await logIn(player.mobileNumber, 'self-approve')).statusCode).toBe(401);
  });
});
