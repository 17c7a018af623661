import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';
import { balanceOf, creditPlayer, signInAdmin, signUpPlayer, type SignedIn } from './support/players.js';
import { withoutWithdrawalHolds } from './support/risk.js';
import { BANK, clearMainSettings, ledgerEntriesOf, requestWithdrawal, saveBank, saveMainSettings, saveWallet } from './support/money.js';

const SUBMITTED = 'Withdrawal request submitted successfully! Please wait for admin approval.';
// Friday 2026-11-20 11:00 IST, the harness default.
const FRIDAY = '2026-11-20T05:30:00.000Z';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ now: FRIDAY });
  admin = await signInAdmin(server);
  await withoutWithdrawalHolds(server, admin);
});
afterEach(async () => {
  server.clock.set(FRIDAY);
  await clearMainSettings(server);
  await expectLedgerBalanced(server);
});
afterAll(async () => {
  await server.close();
});

/** A player with a saved Paytm number and money to withdraw. */
async function fundedPlayer(balance = 5000, paytm = '9876543210'): Promise<SignedIn> {
  const player = await signUpPlayer(server, { name: 'Withdrawer' });
  await saveWallet(server, player.token, { paytm });
  if (balance > 0) await creditPlayer(server, player.userId, balance);
  return player;
}

function setStatus(id: string, payload: Record<string, unknown>, token = admin) {
  return server.request({ method: 'POST', url: `/api/admin/withdrawals/${id}/status`, token, payload });
}

async function withdrawalId(player: SignedIn, amount = 1000, method = 'paytm'): Promise<string> {
  const response = await requestWithdrawal(server, player.token, { amount, method });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().withdrawal._id as string;
}

describe('POST /api/withdraw/request', () => {
  it('holds the amount at once and answers 201 with its record', async () => {
    const player = await fundedPlayer(5000);
    const response = await requestWithdrawal(server, player.token, { amount: 1200, method: 'paytm' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: SUBMITTED,
      withdrawal: {
        _id: expect.any(String),
        amount: 1200,
        method: 'paytm',
        status: 'pending',
        createdAt: server.clock.now().toISOString(),
        accountDetails: 'Paytm - 9876543210',
        transactionId: '',
        remarks: '',
      },
    });
    expect(await balanceOf(server, player.token)).toBe(3800);
    const holds = await ledgerEntriesOf(server, player.userId, 'withdrawal_hold');
    expect(holds.map((entry) => [entry.amount, entry.reference])).toEqual([
      [-1200, `withdrawal:${response.json().withdrawal._id}`],
    ]);
  });

  it('describes a bank payout by its masked account and holder', async () => {
    const player = await signUpPlayer(server);
    await saveBank(server, player.token);
    await creditPlayer(server, player.userId, 2000);
    const response = await requestWithdrawal(server, player.token, { amount: 1000, method: 'bank' });
    expect(response.statusCode).toBe(201);
    expect(response.json().withdrawal.accountDetails).toBe(`Bank - XXXX${BANK.accountNumber.slice(-4)} (R Sharma)`);
  });

  it("refuses with the domain messages, in the original app's order", async () => {
    const player = await fundedPlayer(1500);
    const cases: { payload: Record<string, unknown>; message: string }[] = [
      { payload: { method: 'paytm' }, message: 'Please enter withdrawal amount' },
      { payload: { amount: 'lots', method: 'paytm' }, message: 'Please enter a valid withdrawal amount' },
      { payload: { amount: 1000 }, message: 'Please select a withdrawal method' },
      { payload: { amount: 1000, method: 'cash' }, message: 'Please select a withdrawal method' },
      { payload: { amount: 1000, method: 'bank' }, message: 'Please add your Bank details before withdrawing' },
      { payload: { amount: 1000, method: 'googlepay' }, message: 'Please add your Google Pay details before withdrawing' },
      { payload: { amount: 999, method: 'paytm' }, message: 'Minimum withdrawal amount is ₹1,000' },
      { payload: { amount: 1501, method: 'paytm' }, message: 'Insufficient balance' },
    ];
    for (const { payload, message } of cases) {
      const response = await requestWithdrawal(server, player.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ message, errors: [{ msg: message }] });
    }
    expect(await balanceOf(server, player.token)).toBe(1500);
  });

  it('is closed on Sundays in IST, judged by the server clock', async () => {
    const player = await fundedPlayer(5000);
    // Saturday 23:59 IST is still open; Sunday 00:00 IST (Saturday 18:30 UTC) is closed, all day.
    server.clock.set('2026-11-21T18:29:00.000Z');
    expect((await requestWithdrawal(server, player.token, { amount: 1000, method: 'paytm' })).statusCode).toBe(201);
    for (const instant of ['2026-11-21T18:30:00.000Z', '2026-11-22T12:00:00.000Z', '2026-11-22T18:29:59.000Z']) {
      server.clock.set(instant);
      const response = await requestWithdrawal(server, player.token, { amount: 1000, method: 'paytm' });
      expect(response.statusCode, instant).toBe(400);
      expect(response.json().message).toBe('Withdrawals are closed on Sundays');
    }
    server.clock.set('2026-11-22T18:30:00.000Z'); // Monday 00:00 IST
    expect((await requestWithdrawal(server, player.token, { amount: 1000, method: 'paytm' })).statusCode).toBe(201);
    expect(await balanceOf(server, player.token)).toBe(3000);
  });

  it('takes the minimum from the settings', async () => {
    const player = await fundedPlayer(5000);
    await saveMainSettings(server, { minimumWithdraw: 500 });
    expect((await requestWithdrawal(server, player.token, { amount: 500, method: 'paytm' })).statusCode).toBe(201);
    await saveMainSettings(server, { minimumWithdraw: 2000 });
    const below = await requestWithdrawal(server, player.token, { amount: 1999, method: 'paytm' });
    expect(below.json().message).toBe('Minimum withdrawal amount is ₹2,000');
  });

  it('parallel withdrawals against one balance never overdraw', async () => {
    const player = await fundedPlayer(3000);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => requestWithdrawal(server, player.token, { amount: 1000, method: 'paytm' })),
    );
    const created = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode === 400);
    expect(created).toHaveLength(3);
    expect(refused).toHaveLength(3);
    for (const response of refused) expect(response.json().message).toBe('Insufficient balance');
    expect(await balanceOf(server, player.token)).toBe(0);
    const rows = await server.store.db.selectFrom('withdrawals').select('id').where('user_id', '=', player.userId).execute();
    expect(rows).toHaveLength(3);
  });

  it('an Idempotency-Key replays the first answer, in parallel too; another body is 422', async () => {
    const player = await fundedPlayer(5000);
    const body = { amount: 1000, method: 'paytm' };
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => requestWithdrawal(server, player.token, body, 'withdraw-key')),
    );
    expect(responses.every((response) => response.statusCode === 201 || response.statusCode === 409)).toBe(true);
    const created = responses.filter((response) => response.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const response of created) expect(response.json()).toEqual(created[0]!.json());
    const replay = await requestWithdrawal(server, player.token, body, 'withdraw-key');
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(created[0]!.json());
    const changed = await requestWithdrawal(server, player.token, { ...body, amount: 2000 }, 'withdraw-key');
    expect(changed.statusCode).toBe(422);
    expect(await balanceOf(server, player.token)).toBe(4000);
    expect(await ledgerEntriesOf(server, player.userId, 'withdrawal_hold')).toHaveLength(1);
  });

  it('a refusal under a key is replayed too, not re-judged', async () => {
    const player = await fundedPlayer(500);
    const refused = await requestWithdrawal(server, player.token, { amount: 1000, method: 'paytm' }, 'refused-key');
    expect(refused.statusCode).toBe(400);
    await creditPlayer(server, player.userId, 1000);
    const replay = await requestWithdrawal(server, player.token, { amount: 1000, method: 'paytm' }, 'refused-key');
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(refused.json().message);
    expect(await balanceOf(server, player.token)).toBe(1500);
  });

  it('is refused with 403 for an inactive player', async () => {
    const player = await fundedPlayer(5000);
    await server.request({ method: 'PATCH', url: `/api/admin/users/${player.userId}`, token: admin, payload: { isActive: false } });
    const login = await server.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobileNumber: player.mobileNumber, password: player.password },
    });
    const response = await requestWithdrawal(server, login.json().token as string, { amount: 1000, method: 'paytm' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Your account is inactive. Please contact support.');
  });
});

describe('GET /api/withdraw/history', () => {
  it("lists the caller's own withdrawals, newest first, and nobody else's", async () => {
    const a = await fundedPlayer(5000);
    const b = await fundedPlayer(5000, '9876500009');
    const first = await withdrawalId(a, 1000);
    server.clock.advance(60_000);
    const second = await withdrawalId(a, 1500);
    await withdrawalId(b, 2000);
    const response = await server.request({ method: 'GET', url: '/api/withdraw/history', token: a.token });
    expect(response.statusCode).toBe(200);
    expect(response.json().withdrawals.map((w: { _id: string }) => w._id)).toEqual([second, first]);
  });
});

describe('admin processing of withdrawals', () => {
  it("lists withdrawals with the player's saved payout details, filtered by status", async () => {
    const player = await fundedPlayer(5000);
    await saveBank(server, player.token);
    const id = await withdrawalId(player);
    const response = await server.request({ method: 'GET', url: '/api/admin/withdrawals?status=pending', token: admin });
    expect(response.statusCode).toBe(200);
    const found = response.json().withdrawals.find((w: { _id: string }) => w._id === id);
    expect(found).toMatchObject({
      amount: 1000,
      status: 'pending',
      accountDetails: 'Paytm - 9876543210',
      user: {
        _id: String(player.userId),
        name: 'Withdrawer',
        mobileNumber: player.mobileNumber,
        bankDetails: {
          accountHolderName: BANK.accountHolderName,
          accountNumber: BANK.accountNumber,
          ifscCode: BANK.ifscCode,
          bankName: BANK.bankName,
        },
        paymentDetails: { paytm: '9876543210', googlePay: '', phonepe: '' },
      },
    });
    const completed = await server.request({ method: 'GET', url: '/api/admin/withdrawals?status=completed', token: admin });
    expect(completed.json().withdrawals.find((w: { _id: string }) => w._id === id)).toBeUndefined();
    const bad = await server.request({ method: 'GET', url: '/api/admin/withdrawals?status=paid', token: admin });
    expect(bad.statusCode).toBe(400);
  });

  it('moves pending → approved → processing → completed; the player sees the transaction id and remarks', async () => {
    const player = await fundedPlayer(5000);
    const id = await withdrawalId(player, 2000);
    for (const status of ['approved', 'processing']) {
      const response = await setStatus(id, { status });
      expect(response.statusCode).toBe(200);
      expect(response.json().withdrawal.status).toBe(status);
    }
    const done = await setStatus(id, { status: 'completed', transactionId: ' UTR998877 ', remarks: 'Paid' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      message: 'Withdrawal marked as completed',
      withdrawal: { _id: id, status: 'completed', transactionId: 'UTR998877', remarks: 'Paid' },
    });
    const history = await server.request({ method: 'GET', url: '/api/withdraw/history', token: player.token });
    expect(history.json().withdrawals[0]).toMatchObject({ _id: id, status: 'completed', transactionId: 'UTR998877', remarks: 'Paid' });
    expect(await balanceOf(server, player.token)).toBe(3000);

    const reject = await setStatus(id, { status: 'rejected' });
    expect(reject.statusCode).toBe(409);
    expect(await balanceOf(server, player.token)).toBe(3000);
    const backwards = await setStatus(id, { status: 'approved' });
    expect(backwards.statusCode).toBe(409);
  });

  it('refuses moves the state machine does not allow, and statuses it does not know', async () => {
    const player = await fundedPlayer(5000);
    const id = await withdrawalId(player);
    const skip = await setStatus(id, { status: 'completed' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe('A withdrawal that is pending cannot be marked completed');
    for (const status of ['pending', 'paid', '']) {
      const response = await setStatus(id, { status });
      expect(response.statusCode, status).toBe(400);
    }
    await setStatus(id, { status: 'processing' });
    expect((await setStatus(id, { status: 'approved' })).statusCode).toBe(409);
  });

  it('rejection refunds the hold exactly once, even when called in parallel', async () => {
    const player = await fundedPlayer(5000);
    const id = await withdrawalId(player, 2500);
    expect(await balanceOf(server, player.token)).toBe(2500);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => setStatus(id, { status: 'rejected', remarks: 'Account closed' })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    expect(responses.filter((response) => response.json().message === 'Withdrawal marked as rejected')).toHaveLength(1);
    expect(await balanceOf(server, player.token)).toBe(5000);
    const refunds = await ledgerEntriesOf(server, player.userId, 'withdrawal_refund');
    expect(refunds.map((entry) => [entry.amount, entry.reference])).toEqual([[2500, `withdrawal:${id}`]]);
    expect((await setStatus(id, { status: 'completed' })).statusCode).toBe(409);
    expect(await balanceOf(server, player.token)).toBe(5000);
  });

  it('parallel complete and reject of an approved withdrawal: one wins, and money follows it', async () => {
    const player = await fundedPlayer(5000);
    const id = await withdrawalId(player, 1000);
    await setStatus(id, { status: 'approved' });
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => setStatus(id, { status: i % 2 === 0 ? 'completed' : 'rejected' })),
    );
    const row = await server.store.db.selectFrom('withdrawals').select('status').where('id', '=', Number(id)).executeTakeFirstOrThrow();
    const winners = responses.filter((response) => response.statusCode === 200);
    expect(winners.length + responses.filter((response) => response.statusCode === 409).length).toBe(6);
    for (const response of winners) expect(response.json().withdrawal.status).toBe(row.status);
    expect(await balanceOf(server, player.token)).toBe(row.status === 'rejected' ? 5000 : 4000);
  });

  it('answers 404 for unknown ids and 403 to players', async () => {
    for (const id of ['424242', 'x1']) {
      const response = await setStatus(id, { status: 'approved' });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ message: 'Withdrawal not found', code: 'WITHDRAWAL_NOT_FOUND' });
    }
    const player = await fundedPlayer(5000);
    const id = await withdrawalId(player);
    const selfReject = await setStatus(id, { status: 'rejected' }, player.token);
    expect(selfReject.statusCode).toBe(403);
    const list = await server.request({ method: 'GET', url: '/api/admin/withdrawals', token: player.token });
    expect(list.statusCode).toBe(403);
    expect(await balanceOf(server, player.token)).toBe(4000);
  });
});
