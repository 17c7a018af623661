import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';
import { balanceOf, creditPlayer, nextMobileNumber, signInAdmin, signUpPlayer } from './support/players.js';
import { createFundRequest, ledgerEntriesOf, postEntry, requestWithdrawal, saveWallet } from './support/money.js';

type Payload = InjectOptions['payload'];

let server: TestServer;
let admin: string;
let adminId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server);
  const profile = await server.request({ method: 'GET', url: '/api/auth/profile', token: admin });
  adminId = profile.json().user._id as string;
});
afterEach(async () => {
  await expectLedgerBalanced(server);
});
afterAll(async () => {
  await server.close();
});

function get(url: string, token = admin) {
  return server.request({ method: 'GET', url, token });
}

function patchUser(id: string | number, payload: Payload, token = admin) {
  return server.request({ method: 'PATCH', url: `/api/admin/users/${id}`, token, payload });
}

function adjust(id: string | number, payload: Payload, headers: Record<string, string> = {}) {
  return server.request({ method: 'POST', url: `/api/admin/users/${id}/adjustments`, token: admin, payload, headers });
}

describe('admin role check', () => {
  it('answers 403 {message} to players on every admin operation', async () => {
    const player = await signUpPlayer(server);
    const calls: { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: Payload }[] = [
      { method: 'GET', url: '/api/admin/overview' },
      { method: 'GET', url: '/api/admin/users' },
      { method: 'PATCH', url: `/api/admin/users/${player.userId}`, payload: { role: 'admin' } },
      { method: 'POST', url: `/api/admin/users/${player.userId}/adjustments`, payload: { amount: 100000, reason: 'me' } },
      // An invalid body still gets 403, not a validation answer: the role check comes first.
      { method: 'POST', url: `/api/admin/users/${player.userId}/adjustments`, payload: { amount: 'lots' } },
      { method: 'GET', url: `/api/admin/users/${player.userId}/ledger` },
      { method: 'GET', url: '/api/admin/fund-requests' },
      { method: 'POST', url: '/api/admin/fund-requests/1/approve', payload: {} },
      { method: 'POST', url: '/api/admin/fund-requests/1/reject', payload: {} },
      { method: 'GET', url: '/api/admin/withdrawals' },
      { method: 'POST', url: '/api/admin/withdrawals/1/status', payload: { status: 'rejected' } },
      { method: 'GET', url: '/api/admin/password-requests' },
      { method: 'POST', url: '/api/admin/password-requests/1/approve' },
      { method: 'POST', url: '/api/admin/password-requests/1/reject' },
      { method: 'GET', url: '/api/admin/ledger/check' },
    ];
    for (const call of calls) {
      const response = await server.request({ ...call, token: player.token });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(response.json()).toEqual({ message: 'Admin access required', code: 'ADMIN_REQUIRED' });
    }
    const profile = await server.request({ method: 'GET', url: '/api/auth/profile', token: player.token });
    expect(profile.json().user).toMatchObject({ role: 'player', balance: 0 });
  });
});

describe('GET /api/admin/users', () => {
  it('searches name or mobile number (case-insensitive substring) and pages by 20', async () => {
    const tag = `Zq${Date.now().toString(36)}`;
    const made = [];
    for (let i = 0; i < 23; i += 1) made.push(await signUpPlayer(server, { name: `${tag} Player ${i}` }));
    const first = await get(`/api/admin/users?query=${tag.toLowerCase()}`);
    expect(first.statusCode).toBe(200);
    expect(first.json().pagination).toEqual({ current: 1, pages: 2, total: 23, limit: 20 });
    expect(first.json().users).toHaveLength(20);
    expect(first.json().users[0]).toMatchObject({ name: `${tag} Player 22`, role: 'player', createdAt: expect.any(String) });
    const second = await get(`/api/admin/users?query=${tag}&page=2`);
    expect(second.json().users.map((u: { name: string }) => u.name)).toEqual([
      `${tag} Player 2`,
      `${tag} Player 1`,
      `${tag} Player 0`,
    ]);

    const byMobile = await get(`/api/admin/users?query=${made[5]!.mobileNumber.slice(3)}`);
    expect(byMobile.json().users.map((u: { _id: string }) => u._id)).toEqual([String(made[5]!.userId)]);

    // LIKE wildcards in the query are matched literally.
    const wildcard = await get('/api/admin/users?query=%25');
    expect(wildcard.json().pagination.total).toBe(0);
  });

  it('filters by activation status', async () => {
    const player = await signUpPlayer(server, { name: 'Dormant Dev' });
    await patchUser(player.userId, { isActive: false });
    const inactive = await get('/api/admin/users?status=inactive&query=Dormant Dev');
    expect(inactive.json().users.map((u: { _id: string }) => u._id)).toEqual([String(player.userId)]);
    const active = await get('/api/admin/users?status=active&query=Dormant Dev');
    expect(active.json().users).toEqual([]);
  });
});

describe('PATCH /api/admin/users/{id}', () => {
  it('deactivates (revoking every session) and reactivates a player', async () => {
    const player = await signUpPlayer(server);
    const off = await patchUser(player.userId, { isActive: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ message: expect.any(String), user: { _id: String(player.userId), isActive: false } });
    expect((await get('/api/auth/profile', player.token)).statusCode).toBe(401);
    const on = await patchUser(player.userId, { isActive: true });
    expect(on.json().user.isActive).toBe(true);
    const login = await server.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobileNumber: player.mobileNumber, password: player.password },
    });
    const deposit = await createFundRequest(server, login.json().token as string, {
      amount: 100,
      transactionId: 'TXN-REACTIVATED',
      paymentMethod: 'UPI',
    });
    expect(deposit.statusCode).toBe(201);
  });

  it('promotes a player to admin and back', async () => {
    const player = await signUpPlayer(server);
    expect((await patchUser(player.userId, { role: 'admin' })).json().user.role).toBe('admin');
    expect((await get('/api/admin/overview', player.token)).statusCode).toBe(200);
    expect((await patchUser(player.userId, { role: 'player' })).json().user.role).toBe('player');
    expect((await get('/api/admin/overview', player.token)).statusCode).toBe(403);
  });

  it('an admin cannot deactivate or demote themself', async () => {
    const deactivate = await patchUser(adminId, { isActive: false });
    expect(deactivate.statusCode).toBe(400);
    expect(deactivate.json().message).toBe('You cannot deactivate your own account');
    const demote = await patchUser(adminId, { role: 'player' });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().message).toBe('You cannot remove your own admin role');
    expect((await get('/api/admin/overview')).statusCode).toBe(200);
  });

  it('answers 400 for an empty or malformed change and 404 for an unknown user', async () => {
    const player = await signUpPlayer(server);
    expect((await patchUser(player.userId, {})).statusCode).toBe(400);
    expect((await patchUser(player.userId, { role: 'superuser' })).statusCode).toBe(400);
    expect((await patchUser(player.userId, { isActive: 'no' })).statusCode).toBe(400);
    for (const id of ['999999', 'abc']) {
      const response = await patchUser(id, { isActive: false });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'User not found', code: 'USER_NOT_FOUND' });
    }
  });
});

describe('POST /api/admin/users/{id}/adjustments', () => {
  it('credits and debits through the ledger with the reason on record', async () => {
    const player = await signUpPlayer(server);
    const credit = await adjust(player.userId, { amount: 750, reason: '  Goodwill bonus ' });
    expect(credit.statusCode).toBe(201);
    expect(credit.json()).toEqual({
      message: 'Balance credited',
      balance: 750,
      entry: {
        _id: expect.any(String),
        amount: 750,
        kind: 'adjustment',
        reference: expect.stringMatching(/^adjustment:[0-9a-f-]{36}$/),
        balanceAfter: 750,
        createdAt: server.clock.now().toISOString(),
        reason: 'Goodwill bonus',
      },
    });
    const debit = await adjust(player.userId, { amount: -250, reason: 'Correction' });
    expect(debit.statusCode).toBe(201);
    expect(debit.json()).toMatchObject({ message: 'Balance debited', balance: 500, entry: { amount: -250, balanceAfter: 500 } });
    expect(await balanceOf(server, player.token)).toBe(500);
  });

  it('refuses a debit that would overdraw, changing nothing', async () => {
    const player = await signUpPlayer(server);
    await adjust(player.userId, { amount: 100, reason: 'Start' });
    const response = await adjust(player.userId, { amount: -101, reason: 'Too much' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Insufficient balance');
    expect(await balanceOf(server, player.token)).toBe(100);
    expect(await ledgerEntriesOf(server, player.userId)).toHaveLength(1);
    const reasons = await server.store.db.selectFrom('balance_adjustments').select('reason').where('user_id', '=', player.userId).execute();
    expect(reasons.map((row) => row.reason)).toEqual(['Start']);
  });

  it('validates the amount and the reason', async () => {
    const player = await signUpPlayer(server);
    const cases: { payload: Payload; messages: string[] }[] = [
      { payload: {}, messages: ['Amount must be a non-zero whole number of rupees', 'Reason is required'] },
      { payload: { amount: 0, reason: 'x' }, messages: ['Amount must be a non-zero whole number of rupees'] },
      { payload: { amount: 10.5, reason: 'x' }, messages: ['Amount must be a non-zero whole number of rupees'] },
      { payload: { amount: '100', reason: 'x' }, messages: ['Amount must be a non-zero whole number of rupees'] },
      { payload: { amount: 100, reason: '   ' }, messages: ['Reason is required'] },
    ];
    for (const { payload, messages } of cases) {
      const response = await adjust(player.userId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors.map((e: { msg: string }) => e.msg)).toEqual(messages);
    }
    expect((await adjust(999999, { amount: 5, reason: 'ghost' })).statusCode).toBe(404);
    expect(await balanceOf(server, player.token)).toBe(0);
  });

  it('applies once under one Idempotency-Key, even in parallel', async () => {
    const player = await signUpPlayer(server);
    const headers = { 'idempotency-key': `adjust-${player.userId}` };
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => adjust(player.userId, { amount: 300, reason: 'Double click' }, headers)),
    );
    expect(responses.every((response) => [201, 409].includes(response.statusCode))).toBe(true);
    const replay = await adjust(player.userId, { amount: 300, reason: 'Double click' }, headers);
    expect(replay.statusCode).toBe(201);
    expect(await balanceOf(server, player.token)).toBe(300);
  });
});

describe('GET /api/admin/users/{id}', () => {
  it('answers one account as the list shows it, and 404 for an id that names no one', async () => {
    const player = await signUpPlayer(server, { name: 'Single Singh' });
    const listed = (await get(`/api/admin/users?query=${player.mobileNumber}`)).json().users[0];
    const one = await get(`/api/admin/users/${player.userId}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ user: listed });
    for (const id of ['999999', 'abc']) {
      const missing = await get(`/api/admin/users/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
    }
  });
});

describe('GET /api/admin/users/{id}/ledger', () => {
  it("lists a player's entries newest first, with reasons, paged", async () => {
    const player = await signUpPlayer(server, { name: 'Ledger Lal' });
    for (let i = 1; i <= 22; i += 1) {
      await adjust(player.userId, { amount: i, reason: `Step ${i}` });
      server.clock.advance(1000);
    }
    const first = await get(`/api/admin/users/${player.userId}/ledger`);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.user).toMatchObject({ _id: String(player.userId), name: 'Ledger Lal', balance: 253 });
    expect(body.pagination).toEqual({ current: 1, pages: 2, total: 22, limit: 20 });
    expect(body.entries).toHaveLength(20);
    expect(body.entries[0]).toEqual({
      _id: expect.any(String),
      amount: 22,
      kind: 'adjustment',
      reference: expect.stringMatching(/^adjustment:/),
      balanceAfter: 253,
      createdAt: expect.any(String),
      reason: 'Step 22',
    });
    const second = await get(`/api/admin/users/${player.userId}/ledger?page=2`);
    expect(second.json().entries.map((e: { amount: number }) => e.amount)).toEqual([2, 1]);
    expect((await get('/api/admin/users/999999/ledger')).statusCode).toBe(404);
  });

  it('shows entries of other kinds without a reason', async () => {
    const player = await signUpPlayer(server);
    await saveWallet(server, player.token, { phonepe: '9876543210' });
    await creditPlayer(server, player.userId, 2000);
    await requestWithdrawal(server, player.token, { amount: 1000, method: 'phonepe' });
    const body = (await get(`/api/admin/users/${player.userId}/ledger`)).json();
    expect(body.entries[0]).not.toHaveProperty('reason');
    expect(body.entries[0]).toMatchObject({ kind: 'withdrawal_hold', amount: -1000, balanceAfter: 1000 });
  });
});

describe('overview and ledger check', () => {
  let fresh: TestServer;
  let freshAdmin: string;
  beforeAll(async () => {
    // Counts are easiest to read on a database of their own.
    fresh = await startTestServer({ now: '2026-11-20T05:30:00.000Z' });
    freshAdmin = await signInAdmin(fresh);
  });
  afterEach(async () => {
    await expectLedgerBalanced(fresh);
  });
  afterAll(async () => {
    await fresh.close();
  });

  it("counts what waits for a decision and sums today's (IST) stakes and payouts", async () => {
    const empty = await fresh.request({ method: 'GET', url: '/api/admin/overview', token: freshAdmin });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      players: 0,
      pendingFundRequests: 0,
      pendingWithdrawals: 0,
      openEnquiries: 0,
      pendingPasswordRequests: 0,
      date: '2026-11-20',
      todayStakes: 0,
      todayPayouts: 0,
      ledgerOk: true,
    });

    const a = await signUpPlayer(fresh);
    const b = await signUpPlayer(fresh);
    await saveWallet(fresh, a.token, { paytm: '9876543210' });
    await creditPlayer(fresh, a.userId, 5000);
    await creditPlayer(fresh, b.userId, 5000);
    await createFundRequest(fresh, a.token, { amount: 100, transactionId: 'T-1', paymentMethod: 'UPI' });
    await createFundRequest(fresh, b.token, { amount: 100, transactionId: 'T-2', paymentMethod: 'UPI' });
    await requestWithdrawal(fresh, a.token, { amount: 1000, method: 'paytm' });
    await fresh.request({ method: 'PUT', url: '/api/user/forgot-password', payload: { mobileNumber: b.mobileNumber, newPassword: 'newpass1' } });
    await fresh.request({ method: 'PUT', url: '/api/user/forgot-password', payload: { mobileNumber: nextMobileNumber(), newPassword: 'newpass1' } });

    // Stakes and wins as betting and settlement would write them: today (IST) and just before today began.
    await postEntry(fresh, { userId: a.userId, amount: -300, kind: 'stake', reference: 'bet:1', at: '2026-11-19T18:30:00.000Z' });
    await postEntry(fresh, { userId: b.userId, amount: -200, kind: 'starline_stake', reference: 'starline-bet:1' });
    await postEntry(fresh, { userId: a.userId, amount: 900, kind: 'win', reference: 'bet:1' });
    await postEntry(fresh, { userId: a.userId, amount: -50, kind: 'stake', reference: 'bet:2', at: '2026-11-19T18:29:59.999Z' });
    await postEntry(fresh, { userId: a.userId, amount: 500, kind: 'win', reference: 'bet:0', at: '2026-11-19T18:29:59.999Z' });

    const overview = await fresh.request({ method: 'GET', url: '/api/admin/overview', token: freshAdmin });
    expect(overview.json()).toEqual({
      players: 2,
      pendingFundRequests: 2,
      pendingWithdrawals: 1,
      openEnquiries: 0,
      pendingPasswordRequests: 1,
      date: '2026-11-20',
      todayStakes: 500,
      todayPayouts: 900,
      ledgerOk: true,
    });
  });

  it('counts the open enquiries, and stops counting one once the operator closes it', async () => {
    const openEnquiries = async () =>
      ((await fresh.request({ method: 'GET', url: '/api/admin/overview', token: freshAdmin })).json() as { openEnquiries: number })
        .openEnquiries;
    const before = await openEnquiries();
    const player = await signUpPlayer(fresh);
    const sent = await fresh.request({
      method: 'POST',
      url: '/api/enquiry/user',
      token: player.token,
      payload: { message: 'I paid ₹750, balance not changed' },
    });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    expect(await openEnquiries()).toBe(before + 1);
    const [enquiry] = (await fresh.request({ method: 'GET', url: '/api/enquiry/user', token: player.token })).json() as {
      _id: string;
    }[];
    const closed = await fresh.request({
      method: 'POST',
      url: `/api/admin/enquiries/${enquiry!._id}/close`,
      token: freshAdmin,
      payload: {},
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await openEnquiries()).toBe(before);
  });

  it('the ledger check passes, and reports a balance changed behind the ledger', async () => {
    const player = await signUpPlayer(fresh, { name: 'Tampered' });
    await creditPlayer(fresh, player.userId, 1000);
    const clean = await fresh.request({ method: 'GET', url: '/api/admin/ledger/check', token: freshAdmin });
    expect(clean.statusCode).toBe(200);
    expect(clean.json()).toMatchObject({ ok: true, users: expect.any(Number), mismatches: [] });

    const { sql } = await import('kysely');
    await sql`update users set balance = balance + 7 where id = ${player.userId}`.execute(fresh.store.db);
    try {
      const check = await fresh.request({ method: 'GET', url: '/api/admin/ledger/check', token: freshAdmin });
      expect(check.json()).toMatchObject({
        ok: false,
        mismatches: [{ userId: String(player.userId), name: 'Tampered', mobileNumber: player.mobileNumber, balance: 1007, ledgerSum: 1000 }],
      });
      const overview = await fresh.request({ method: 'GET', url: '/api/admin/overview', token: freshAdmin });
      expect(overview.json().ledgerOk).toBe(false);
    } finally {
      await sql`update users set balance = balance - 7 where id = ${player.userId}`.execute(fresh.store.db);
    }
    const restored = await fresh.request({ method: 'GET', url: '/api/admin/ledger/check', token: freshAdmin });
    expect(restored.json().ok).toBe(true);
  });
});
