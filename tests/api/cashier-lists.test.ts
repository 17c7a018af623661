import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';
import { balanceOf, creditPlayer, signInAdmin, signUpPlayer, type SignedIn } from './support/players.js';
import { withoutWithdrawalHolds } from './support/risk.js';
import { createFundRequest, requestWithdrawal, saveWallet } from './support/money.js';
import { auditEntries } from './support/statements.js';

// Friday 2026-11-20 11:00 IST, the harness default.
const FRIDAY = '2026-11-20T05:30:00.000Z';
const THURSDAY = '2026-11-19T05:30:00.000Z';
// Thursday 23:50 IST: still Thursday in India, already Thursday 18:20 in UTC.
const THURSDAY_LATE = '2026-11-19T18:20:00.000Z';

let server: TestServer;
let admin: string;
let sequence = 0;
/** 12 digits, different in every run and within it. */
const nextUtr = () => `${String(Date.now()).slice(-8)}${String(++sequence).padStart(4, '0')}`;

beforeAll(async () => {
  server = await startTestServer({ now: FRIDAY });
  admin = await signInAdmin(server);
  await withoutWithdrawalHolds(server, admin);
});
afterEach(async () => {
  server.clock.set(FRIDAY);
  await server.store.db.deleteFrom('settings').where('setting_key', '=', 'four_eyes').execute();
  await expectLedgerBalanced(server);
});
afterAll(async () => {
  await server.close();
});

function list(path: string, query: Record<string, string>) {
  return server.request({ method: 'GET', url: `/api/admin/${path}?${new URLSearchParams(query).toString()}`, token: admin });
}

async function deposit(player: SignedIn, amount: number, utr = nextUtr()): Promise<string> {
  const response = await createFundRequest(server, player.token, { amount, utr, paymentMethod: 'UPI' });
  expect(response.statusCode, response.body).toBe(201);
  return utr;
}

async function referencesListed(query: Record<string, string>): Promise<string[]> {
  const response = await list('fund-requests', query);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().requests as { transactionId: string }[]).map((request) => request.transactionId);
}

describe('the fund requests list for a day of deposits', () => {
  it('filters by IST days and by amount, within the state, both ends included', async () => {
    const player = await signUpPlayer(server, { name: 'Day Filter' });
    server.clock.set(THURSDAY);
    const thursday = await deposit(player, 700);
    server.clock.set(THURSDAY_LATE);
    const lateThursday = await deposit(player, 1500);
    server.clock.set(FRIDAY);
    const friday = await deposit(player, 2500);
    const mine = (references: string[]) => references.filter((reference) => [thursday, lateThursday, friday].includes(reference));

    expect(mine(await referencesListed({ status: 'pending', from: '2026-11-19', to: '2026-11-19', limit: '100' }))).toEqual([
      lateThursday,
      thursday,
    ]);
    expect(mine(await referencesListed({ from: '2026-11-20', limit: '100' }))).toEqual([friday]);
    expect(mine(await referencesListed({ to: '2026-11-19', minAmount: '1000', limit: '100' }))).toEqual([lateThursday]);
    expect(mine(await referencesListed({ minAmount: '700', maxAmount: '1500', limit: '100' }))).toEqual([lateThursday, thursday]);
    expect(mine(await referencesListed({ status: 'approved', from: '2026-11-19' }))).toEqual([]);
    expect(mine(await referencesListed({ from: '', to: '', minAmount: '', maxAmount: '', limit: '100' }))).toHaveLength(3);
  });

  it('refuses a day that is not YYYY-MM-DD or an amount that is not whole rupees, naming each field', async () => {
    const response = await list('fund-requests', { from: '20-11-2026', to: '2026-02-30', minAmount: '1.5', maxAmount: '-3' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('DATE_INVALID');
    expect(body.errors.map((problem: { code: string; path: string }) => [problem.code, problem.path])).toEqual([
      ['DATE_INVALID', 'from'],
      ['DATE_INVALID', 'to'],
      ['AMOUNT_FILTER_INVALID', 'minAmount'],
      ['AMOUNT_FILTER_INVALID', 'maxAmount'],
    ]);
  });

  it('finds a UTR by its last digits as a bank SMS shows them, and still by its beginning', async () => {
    const player = await signUpPlayer(server, { name: 'Suffix Search' });
    const utr = await deposit(player, 900);
    const other = await deposit(player, 900, `${utr.slice(0, 8)}${String((Number(utr.slice(-4)) + 5000) % 10_000).padStart(4, '0')}`);

    expect(await referencesListed({ query: utr.slice(-4) })).toContain(utr);
    expect(await referencesListed({ query: utr.slice(-6) })).toEqual([utr]);
    expect(await referencesListed({ query: utr.slice(0, 8) })).toEqual(expect.arrayContaining([utr, other]));
    expect(await referencesListed({ query: utr.slice(-6), status: 'approved' })).toEqual([]);
    // Fewer than four digits, or digits from the middle, name no payment.
    expect(await referencesListed({ query: utr.slice(-3) })).not.toContain(utr);
    expect(await referencesListed({ query: utr.slice(4, 10) })).not.toContain(utr);
  });
});

describe('the withdrawals list', () => {
  it('filters by IST days and by amount', async () => {
    const player = await signUpPlayer(server, { name: 'Withdrawal Filter' });
    await saveWallet(server, player.token, { paytm: '9876500001' });
    await creditPlayer(server, player.userId, 10_000);
    server.clock.set(THURSDAY);
    const small = await requestWithdrawal(server, player.token, { amount: 1200, method: 'paytm' });
    server.clock.set(FRIDAY);
    const large = await requestWithdrawal(server, player.token, { amount: 4000, method: 'paytm' });
    expect(small.statusCode, small.body).toBe(201);
    expect(large.statusCode, large.body).toBe(201);
    const ids = [small.json().withdrawal._id, large.json().withdrawal._id];
    const listed = async (query: Record<string, string>) => {
      const response = await list('withdrawals', { limit: '100', ...query });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().withdrawals as { _id: string }[]).map((row) => row._id).filter((id) => ids.includes(id));
    };
    expect(await listed({ from: '2026-11-19', to: '2026-11-19' })).toEqual([ids[0]]);
    expect(await listed({ status: 'pending', minAmount: '1201' })).toEqual([ids[1]]);
    expect(await listed({ maxAmount: '1199' })).toEqual([]);
    const refused = await list('withdrawals', { to: 'friday' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({ code: 'DATE_INVALID', path: 'to' });
  });
});

describe('POST /api/admin/withdrawals/:id/paid', () => {
  async function pendingWithdrawal(amount = 1000): Promise<{ player: SignedIn; id: string }> {
    const player = await signUpPlayer(server, { name: 'Paid Player' });
    await saveWallet(server, player.token, { paytm: '9876500002' });
    await creditPlayer(server, player.userId, 5000);
    const response = await requestWithdrawal(server, player.token, { amount, method: 'paytm' });
    expect(response.statusCode, response.body).toBe(201);
    return { player, id: response.json().withdrawal._id as string };
  }

  const pay = (id: string, payload: Record<string, unknown>) =>
    server.request({ method: 'POST', url: `/api/admin/withdrawals/${id}/paid`, token: admin, payload });

  const movesOf = async (id: string) =>
    (await auditEntries(server, 'withdrawal.status_change'))
      .filter((entry) => entry.targetId === id)
      .map((entry) => [entry.before?.status, entry.after?.status]);

  it('approves and completes a pending withdrawal in one step, audited as both moves', async () => {
    const { player, id } = await pendingWithdrawal(1000);
    const response = await pay(id, { transactionId: ' NEFT-77 ', remarks: 'Paid from the day account' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Withdrawal marked as completed',
      withdrawal: { _id: id, status: 'completed', transactionId: 'NEFT-77', remarks: 'Paid from the day account' },
    });
    expect(await movesOf(id)).toEqual([
      ['pending', 'approved'],
      ['approved', 'completed'],
    ]);
    // The hold taken at the request is the payment: nothing more leaves the balance.
    expect(await balanceOf(server, player.token)).toBe(4000);
  });

  it('completes an approved withdrawal, and paying a paid one again changes nothing', async () => {
    const { id } = await pendingWithdrawal();
    const approved = await server.request({
      method: 'POST',
      url: `/api/admin/withdrawals/${id}/status`,
      token: admin,
      payload: { status: 'approved' },
    });
    expect(approved.statusCode).toBe(200);
    expect((await pay(id, { transactionId: 'UTR1' })).json().withdrawal.status).toBe('completed');
    const again = await pay(id, { transactionId: 'UTR1' });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Withdrawal is already completed');
    expect(await movesOf(id)).toEqual([
      ['pending', 'approved'],
      ['approved', 'completed'],
    ]);
  });

  it('refuses as each move would: no payment reference, a rejected withdrawal, an unknown one', async () => {
    const { id } = await pendingWithdrawal();
    const missing = await pay(id, { transactionId: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({ code: 'TRANSACTION_ID_REQUIRED', path: 'transactionId' });

    const rejected = await server.request({
      method: 'POST',
      url: `/api/admin/withdrawals/${id}/status`,
      token: admin,
      payload: { status: 'rejected' },
    });
    expect(rejected.statusCode).toBe(200);
    const late = await pay(id, { transactionId: 'UTR2' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('WITHDRAWAL_TRANSITION_INVALID');
    expect(await movesOf(id)).toEqual([['pending', 'rejected']]);

    expect((await pay('999999', { transactionId: 'UTR3' })).statusCode).toBe(404);
  });

  it('holds a pending withdrawal above the four-eyes limit for a second operator: nothing moves yet', async () => {
    const rules = await server.request({
      method: 'PUT',
      url: '/api/admin/four-eyes',
      token: admin,
      payload: { withdrawalAbove: 500, adjustmentAbove: null, resultChanges: false },
    });
    expect(rules.statusCode, rules.body).toBe(200);
    const { id } = await pendingWithdrawal(1000);
    const held = await pay(id, { transactionId: 'UTR4' });
    expect(held.statusCode).toBe(202);
    expect(held.json().approval).toMatchObject({ kind: 'withdrawal', status: 'pending' });
    expect(await movesOf(id)).toEqual([]);
    const row = await server.store.db.selectFrom('withdrawals').select('status').where('id', '=', Number(id)).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('twenty operators paying one withdrawal at once pay it once', async () => {
    const { player, id } = await pendingWithdrawal(1500);
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(id, { transactionId: 'UTR-PARALLEL' })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.filter((answer) => answer.json().message === 'Withdrawal marked as completed')).toHaveLength(1);
    expect(await movesOf(id)).toEqual([
      ['pending', 'approved'],
      ['approved', 'completed'],
    ]);
    expect(await balanceOf(server, player.token)).toBe(3500);
    await expectLedgerBalanced(server);
  });
});
