import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';
import { balanceOf, signInAdmin, signUpPlayer } from './support/players.js';
import { clearMainSettings, createFundRequest, ledgerEntriesOf, saveMainSettings } from './support/money.js';

type Payload = InjectOptions['payload'];

const SUBMITTED = 'Fund request submitted successfully! Please wait for admin approval.';

let server: TestServer;
let admin: string;
let txnSequence = 0;
const nextTxn = () => `TXN${Date.now()}${String(++txnSequence).padStart(3, '0')}`;
/** 12 digits, different in every test run and within it. */
const nextUtr = () => `${String(Date.now()).slice(-8)}${String(++txnSequence).padStart(4, '0')}`;
const requestsOf = (userId: number) => server.store.db.selectFrom('fund_requests').selectAll().where('user_id', '=', userId).execute();

beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server);
});
afterEach(async () => {
  await clearMainSettings(server);
  await expectLedgerBalanced(server);
});
afterAll(async () => {
  await server.close();
});

function decide(id: string, decision: 'approve' | 'reject', payload: Payload = {}, token = admin) {
  return server.request({ method: 'POST', url: `/api/admin/fund-requests/${id}/${decision}`, token, payload });
}

async function newRequest(token: string, amount = 500): Promise<string> {
  const response = await createFundRequest(server, token, { amount, transactionId: nextTxn(), paymentMethod: 'UPI' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().request._id as string;
}

describe('POST /api/fund-request/create', () => {
  it('records a pending request and answers 201 with its record; the balance waits for approval', async () => {
    const player = await signUpPlayer(server);
    const transactionId = nextTxn();
    const response = await createFundRequest(server, player.token, { amount: 1500, transactionId, paymentMethod: 'QR' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: SUBMITTED,
      request: {
        _id: expect.any(String),
        requestId: expect.stringMatching(/^FR-20261120-[0-9A-F]{8}$/),
        transactionId,
        amount: 1500,
        paymentMethod: 'QR',
        status: 'pending',
        createdAt: server.clock.now().toISOString(),
        remarks: '',
      },
    });
    expect(await balanceOf(server, player.token)).toBe(0);
  });

  it("validates every field with readable messages (the original app's texts for the amount)", async () => {
    const player = await signUpPlayer(server);
    const cases: { payload: Record<string, unknown>; messages: string[] }[] = [
      { payload: {}, messages: ['Minimum deposit amount is 1 points', 'Transaction ID is required', 'Payment method must be UPI or QR'] },
      { payload: { amount: 0, transactionId: 'T1', paymentMethod: 'UPI' }, messages: ['Minimum deposit amount is 1 points'] },
      { payload: { amount: -50, transactionId: 'T1', paymentMethod: 'UPI' }, messages: ['Minimum deposit amount is 1 points'] },
      { payload: { amount: 10.5, transactionId: 'T1', paymentMethod: 'UPI' }, messages: ['Invalid amount specified'] },
      { payload: { amount: '1e3', transactionId: 'T1', paymentMethod: 'UPI' }, messages: ['Invalid amount specified'] },
      { payload: { amount: 100, transactionId: '   ', paymentMethod: 'CASH' }, messages: ['Transaction ID is required', 'Payment method must be UPI or QR'] },
    ];
    for (const { payload, messages } of cases) {
      const response = await createFundRequest(server, player.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors.map((e: { msg: string }) => e.msg)).toEqual(messages);
    }
    const history = await server.request({ method: 'GET', url: '/api/fund-request/history', token: player.token });
    expect(history.json().requests).toEqual([]);
  });

  it('takes the minimum deposit from the settings, with the default when they are unusable', async () => {
    const player = await signUpPlayer(server);
    await saveMainSettings(server, { minimumDeposit: 100, upiId: 'pay@bank' });
    const below = await createFundRequest(server, player.token, { amount: 99, transactionId: nextTxn(), paymentMethod: 'UPI' });
    expect(below.statusCode).toBe(400);
    expect(below.json().message).toBe('Minimum deposit amount is 100 points');
    const enough = await createFundRequest(server, player.token, { amount: 100, transactionId: nextTxn(), paymentMethod: 'UPI' });
    expect(enough.statusCode).toBe(201);

    await saveMainSettings(server, 'not json at all');
    const withDefault = await createFundRequest(server, player.token, { amount: 1, transactionId: nextTxn(), paymentMethod: 'UPI' });
    expect(withDefault.statusCode).toBe(201);
  });

  it('refuses a transaction id any fund request already used (409), whoever sent it; nothing is created', async () => {
    const a = await signUpPlayer(server);
    const b = await signUpPlayer(server);
    const transactionId = nextTxn();
    const first = await createFundRequest(server, a.token, { amount: 200, transactionId, paymentMethod: 'UPI' });
    expect(first.statusCode).toBe(201);
    const again = await createFundRequest(server, a.token, { amount: 300, transactionId: ` ${transactionId} `, paymentMethod: 'QR' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This transaction ID has already been used for a fund request', code: 'TRANSACTION_ID_ALREADY_USED' });
    const other = await createFundRequest(server, b.token, { amount: 200, transactionId, paymentMethod: 'UPI' });
    expect(other.statusCode).toBe(409);
    expect(await requestsOf(a.userId)).toHaveLength(1);
    expect(await requestsOf(b.userId)).toHaveLength(0);
  });

  it('an Idempotency-Key replays the first answer; the same key with another body is 422', async () => {
    const player = await signUpPlayer(server);
    const body = { amount: 700, transactionId: nextTxn(), paymentMethod: 'UPI' };
    const first = await createFundRequest(server, player.token, body, 'deposit-key-1');
    expect(first.statusCode).toBe(201);
    const replay = await createFundRequest(server, player.token, body, 'deposit-key-1');
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    const changed = await createFundRequest(server, player.token, { ...body, amount: 800 }, 'deposit-key-1');
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({ message: expect.any(String) });
    const history = await server.request({ method: 'GET', url: '/api/fund-request/history', token: player.token });
    expect(history.json().requests).toHaveLength(1);
  });

  it('parallel retries with one Idempotency-Key create one request', async () => {
    const player = await signUpPlayer(server);
    const body = { amount: 900, transactionId: nextTxn(), paymentMethod: 'UPI' };
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => createFundRequest(server, player.token, body, 'parallel-deposit')),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const created = responses.filter((response) => response.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const response of created) expect(response.json()).toEqual(created[0]!.json());
    const rows = await server.store.db.selectFrom('fund_requests').selectAll().where('user_id', '=', player.userId).execute();
    expect(rows).toHaveLength(1);
    const replay = await createFundRequest(server, player.token, body, 'parallel-deposit');
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(created[0]!.json());
  });

  it('is refused with 403 for an inactive player', async () => {
    const player = await signUpPlayer(server);
    await server.request({ method: 'PATCH', url: `/api/admin/users/${player.userId}`, token: admin, payload: { isActive: false } });
    const token = (
      await server.request({ method: 'POST', url: '/api/auth/login', payload: { mobileNumber: player.mobileNumber, password: player.password } })
    ).json().token as string;
    const response = await createFundRequest(server, token, { amount: 100, transactionId: nextTxn(), paymentMethod: 'UPI' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Your account is inactive. Please contact support.');
  });
});

describe('deposits with the UPI reference (UTR) of the payment', () => {
  it('records the UTR the app sends as the transactionId', async () => {
    const player = await signUpPlayer(server);
    const utr = nextUtr();
    const response = await createFundRequest(server, player.token, { amount: 1500, utr, paymentMethod: 'QR' }, 'utr-key-1');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: SUBMITTED,
      request: { transactionId: utr, amount: 1500, paymentMethod: 'QR', status: 'pending' },
    });
    const history = await server.request({ method: 'GET', url: '/api/fund-request/history', token: player.token });
    expect(history.json().requests.map((r: { transactionId: string }) => r.transactionId)).toEqual([utr]);
  });

  it('refuses a UTR already used by any fund request, in the UTR\'s words, and creates nothing', async () => {
    const a = await signUpPlayer(server);
    const b = await signUpPlayer(server);
    const utr = nextUtr();
    expect((await createFundRequest(server, a.token, { amount: 500, utr, paymentMethod: 'UPI' })).statusCode).toBe(201);
    const reused = 'This UPI reference (UTR) has already been used for a fund request';
    for (const [token, payload] of [
      [a.token, { amount: 500, utr, paymentMethod: 'UPI' }],
      [b.token, { amount: 900, utr: ` ${utr}`, paymentMethod: 'QR' }],
      // The original client's body with the same reference is the same payment.
      [b.token, { amount: 900, transactionId: utr, paymentMethod: 'UPI' }],
    ] as const) {
      const response = await createFundRequest(server, token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(409);
      expect(response.json()).toEqual({ message: reused, code: 'UTR_ALREADY_USED' });
    }
    expect(await requestsOf(a.userId)).toHaveLength(1);
    expect(await requestsOf(b.userId)).toHaveLength(0);
  });

  it('players sending one UTR at the same moment: one request is created, the others are refused', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => signUpPlayer(server)));
    const utr = nextUtr();
    const responses = await Promise.all(
      players.map((player) => createFundRequest(server, player.token, { amount: 700, utr, paymentMethod: 'UPI' })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const rows = await server.store.db.selectFrom('fund_requests').selectAll().where('transaction_id', '=', utr).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a UTR that is not 12 digits, with its own message, and creates nothing', async () => {
    const player = await signUpPlayer(server);
    const cases: [unknown, string][] = [
      ['12345678901', 'UPI reference (UTR) must be 12 digits'],
      ['1234567890123', 'UPI reference (UTR) must be 12 digits'],
      ['12345678901A', 'UPI reference (UTR) must be 12 digits'],
      ['1234 5678 9012', 'UPI reference (UTR) must be 12 digits'],
      ['', 'Please enter the UPI reference (UTR) of your payment'],
      ['   ', 'Please enter the UPI reference (UTR) of your payment'],
    ];
    for (const [utr, message] of cases) {
      const response = await createFundRequest(server, player.token, { amount: 500, utr, paymentMethod: 'UPI' });
      expect(response.statusCode, String(utr)).toBe(400);
      expect(response.json()).toMatchObject({ message, errors: [{ msg: message, path: 'utr', code: expect.any(String) }] });
    }
    const both = await createFundRequest(server, player.token, { amount: 500, utr: nextUtr(), transactionId: 'TXN1', paymentMethod: 'UPI' });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors).toEqual([{ msg: 'Send either transactionId or utr, not both', path: 'utr', code: 'UTR_WITH_TRANSACTION_ID' }]);
    const number = await createFundRequest(server, player.token, { amount: 500, utr: 123456789012, paymentMethod: 'UPI' });
    expect(number.statusCode).toBe(400);
    expect(await requestsOf(player.userId)).toHaveLength(0);
  });

  it("keeps accepting the original client's body with any transaction id, 12 digits or not", async () => {
    const player = await signUpPlayer(server);
    for (const transactionId of [nextTxn(), '1234', nextUtr()]) {
      const response = await createFundRequest(server, player.token, { amount: 100, transactionId, paymentMethod: 'UPI' });
      expect(response.statusCode, transactionId).toBe(201);
      expect(response.json().request.transactionId).toBe(transactionId);
    }
  });
});

describe('GET /api/fund-request/history', () => {
  it("lists the caller's own requests, newest first, and nobody else's", async () => {
    const a = await signUpPlayer(server);
    const b = await signUpPlayer(server);
    const ids: string[] = [];
    for (const amount of [100, 200, 300]) {
      ids.push(await newRequest(a.token, amount));
      server.clock.advance(60_000);
    }
    await newRequest(b.token, 999);
    const response = await server.request({ method: 'GET', url: '/api/fund-request/history', token: a.token });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.requests.map((r: { _id: string }) => r._id)).toEqual([...ids].reverse());
    expect(body.requests.map((r: { amount: number }) => r.amount)).toEqual([300, 200, 100]);
  });
});

describe('admin decisions on fund requests', () => {
  it('lists requests with the player, filtered by status', async () => {
    const player = await signUpPlayer(server, { name: 'Depositor' });
    const id = await newRequest(player.token, 450);
    const response = await server.request({ method: 'GET', url: '/api/admin/fund-requests?status=pending', token: admin });
    expect(response.statusCode).toBe(200);
    const found = response.json().requests.find((r: { _id: string }) => r._id === id);
    expect(found).toMatchObject({
      amount: 450,
      status: 'pending',
      user: { _id: String(player.userId), name: 'Depositor', mobileNumber: player.mobileNumber },
    });
    expect(response.json().pagination).toMatchObject({ current: 1, limit: 20 });
    const approved = await server.request({ method: 'GET', url: '/api/admin/fund-requests?status=approved', token: admin });
    expect(approved.json().requests.find((r: { _id: string }) => r._id === id)).toBeUndefined();
  });

  it('finds requests by their transaction id or UTR, exact or by its beginning, within the status and paging filters', async () => {
    const player = await signUpPlayer(server, { name: 'Utr Searcher' });
    const utr = nextUtr();
    const created = await createFundRequest(server, player.token, { amount: 1200, utr, paymentMethod: 'QR' });
    const id = created.json().request._id as string;
    const other = await createFundRequest(server, player.token, { amount: 300, utr: nextUtr(), paymentMethod: 'UPI' });
    const lettered = await createFundRequest(server, player.token, { amount: 400, transactionId: `Pay_100%-${utr}`, paymentMethod: 'UPI' });
    const list = async (params: string) => {
      const response = await server.request({ method: 'GET', url: `/api/admin/fund-requests?${params}`, token: admin });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { requests: { _id: string; transactionId: string; user: { name: string } }[]; pagination: { total: number } };
    };
    const exact = await list(`query=${utr}`);
    expect(exact.requests.map((r) => r._id)).toEqual([id]);
    expect(exact.requests[0]).toMatchObject({ transactionId: utr, amount: 1200, status: 'pending', user: { name: 'Utr Searcher' } });
    expect(exact.pagination.total).toBe(1);
    expect((await list(`query=${encodeURIComponent(` ${utr} `)}&status=pending`)).requests.map((r) => r._id)).toEqual([id]);
    expect((await list(`query=${utr}&status=approved`)).requests).toEqual([]);
    const byBeginning = await list(`query=${utr.slice(0, 11)}&status=all&limit=100`);
    expect(byBeginning.requests.map((r) => r._id)).toContain(id);
    expect(byBeginning.requests.every((r) => r.transactionId.startsWith(utr.slice(0, 11)))).toBe(true);
    expect(byBeginning.requests.map((r) => r._id)).not.toContain(other.json().request._id);
    // Letters in any case; % and _ are only themselves.
    expect((await list('query=pay_100%25')).requests.map((r) => r._id)).toEqual([lettered.json().request._id]);
    expect((await list('query=pay%25')).requests).toEqual([]);
    expect((await list('query=_')).requests).toEqual([]);
    const tooLong = await server.request({ method: 'GET', url: `/api/admin/fund-requests?query=${'1'.repeat(101)}`, token: admin });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ message: expect.any(String), errors: [expect.objectContaining({ msg: expect.any(String) })] });
  });

  it('approval credits the amount once, with a deposit entry referencing the request', async () => {
    const player = await signUpPlayer(server);
    const id = await newRequest(player.token, 2500);
    const approve = await decide(id, 'approve', { remarks: 'UTR 1234' });
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toMatchObject({
      message: 'Fund request approved',
      balance: 2500,
      request: { _id: id, status: 'approved', remarks: 'UTR 1234' },
    });
    expect(await balanceOf(server, player.token)).toBe(2500);
    const again = await decide(id, 'approve');
    expect(again.statusCode).toBe(200);
    expect(again.json().request.status).toBe('approved');
    expect(await balanceOf(server, player.token)).toBe(2500);
    const deposits = await ledgerEntriesOf(server, player.userId, 'deposit');
    expect(deposits.map((entry) => [entry.amount, entry.reference])).toEqual([[2500, `fund-request:${id}`]]);
    const history = await server.request({ method: 'GET', url: '/api/fund-request/history', token: player.token });
    expect(history.json().requests[0]).toMatchObject({ _id: id, status: 'approved', remarks: 'UTR 1234' });
  });

  it('parallel approvals of one request credit it exactly once', async () => {
    const player = await signUpPlayer(server);
    const id = await newRequest(player.token, 1000);
    const responses = await Promise.all(Array.from({ length: 10 }, () => decide(id, 'approve')));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(responses.filter((response) => response.json().message === 'Fund request approved')).toHaveLength(1);
    expect(await balanceOf(server, player.token)).toBe(1000);
    expect(await ledgerEntriesOf(server, player.userId, 'deposit')).toHaveLength(1);
  });

  it('parallel approve and reject: exactly one decision wins', async () => {
    const player = await signUpPlayer(server);
    const id = await newRequest(player.token, 600);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => decide(id, i % 2 === 0 ? 'approve' : 'reject')),
    );
    const row = await server.store.db.selectFrom('fund_requests').select('status').where('id', '=', Number(id)).executeTakeFirstOrThrow();
    const winners = responses.filter((response) => response.statusCode === 200);
    const losers = responses.filter((response) => response.statusCode === 409);
    expect(winners.length + losers.length, responses.map((response) => `${response.statusCode} ${response.body}`).join('\n')).toBe(6);
    for (const response of winners) expect(response.json().request.status).toBe(row.status);
    expect(await balanceOf(server, player.token)).toBe(row.status === 'approved' ? 600 : 0);
  });

  it('rejection credits nothing; approving a rejected request or rejecting an approved one is 409', async () => {
    const player = await signUpPlayer(server);
    const rejectedId = await newRequest(player.token, 300);
    const reject = await decide(rejectedId, 'reject', { remarks: 'No such payment' });
    expect(reject.statusCode).toBe(200);
    expect(reject.json().request).toMatchObject({ status: 'rejected', remarks: 'No such payment' });
    expect((await decide(rejectedId, 'reject')).statusCode).toBe(200);
    const approveRejected = await decide(rejectedId, 'approve');
    expect(approveRejected.statusCode).toBe(409);
    expect(approveRejected.json().message).toBe('This fund request has already been rejected');

    const approvedId = await newRequest(player.token, 400);
    await decide(approvedId, 'approve');
    const rejectApproved = await decide(approvedId, 'reject');
    expect(rejectApproved.statusCode).toBe(409);
    expect(rejectApproved.json().message).toBe('This fund request has already been approved');
    expect(await balanceOf(server, player.token)).toBe(400);
  });

  it('answers 404 for unknown ids, and 403 to players', async () => {
    for (const id of ['987654', 'not-a-number', '-1']) {
      const response = await decide(id, 'approve');
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ message: 'Fund request not found', code: 'FUND_REQUEST_NOT_FOUND' });
    }
    const player = await signUpPlayer(server);
    const id = await newRequest(player.token, 5000);
    const selfApprove = await decide(id, 'approve', {}, player.token);
    expect(selfApprove.statusCode).toBe(403);
    const list = await server.request({ method: 'GET', url: '/api/admin/fund-requests', token: player.token });
    expect(list.statusCode).toBe(403);
    expect(await balanceOf(server, player.token)).toBe(0);
  });
});
