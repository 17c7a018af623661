import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Approval } from '../../contract/approvals.js';
import { post } from '../../server/ledger/ledger.js';
import { ledgerEntriesOf, requestWithdrawal, saveWallet } from './support/money.js';
import { withoutWithdrawalHolds } from './support/risk.js';
import {
  createGame,
  createStarlineGame,
  declareOk,
  placeBetOk,
  revert,
  setIstTime,
  setRates,
  TEST_DAY,
} from './support/markets.js';
import { balanceOf, creditPlayer, signInAdmin, signUpPlayer, type SignedIn } from './support/players.js';
import { addStaff } from './support/staff.js';
import { ADMIN, expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';

const WAITING = "Waiting for a second operator's approval";
const OFF = { withdrawalAbove: null, adjustmentAbove: null, resultChanges: false };

let server: TestServer;
/** The configured admin, an owner: the first operator of every held action here. */
let owner: string;
let ownerId: number;
/** A manager: every power but staff, so a second operator who may approve every kind. */
let manager: SignedIn;
/** Hold `approvals` but neither withdrawals nor balances (results) nor results (payouts). */
let results: SignedIn;
let payouts: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  owner = await signInAdmin(server);
  await withoutWithdrawalHolds(server, owner);
  const row = await server.store.db
    .selectFrom('users')
    .select('id')
    .where('mobile_number', '=', ADMIN.mobileNumber)
    .executeTakeFirstOrThrow();
  ownerId = Number(row.id);
  manager = await addStaff(server, 'manager', owner);
  results = await addStaff(server, 'results', owner);
  payouts = await addStaff(server, 'payouts', owner);
  await setRates(server, owner);
});
beforeEach(() => {
  setIstTime(server, '11:00');
});
afterEach(async () => {
  await server.store.db.deleteFrom('settings').where('setting_key', '=', 'four_eyes').execute();
  await expectLedgerBalanced(server);
});
afterAll(async () => {
  await server.close();
});

function putRules(payload: Record<string, unknown>, token = owner) {
  return server.request({ method: 'PUT', url: '/api/admin/four-eyes', token, payload });
}

async function setRules(payload: Record<string, unknown>): Promise<void> {
  const response = await putRules(payload);
  expect(response.statusCode, response.body).toBe(200);
}

function approve(id: string, token: string, note?: string) {
  return server.request({
    method: 'POST',
    url: `/api/admin/approvals/${id}/approve`,
    token,
    payload: note === undefined ? {} : { note },
  });
}

function reject(id: string, token: string, note = 'Not this one') {
  return server.request({ method: 'POST', url: `/api/admin/approvals/${id}/reject`, token, payload: { note } });
}

/** A 202 with the pending approval, nothing carried out yet. */
function heldApproval(response: LightMyRequestResponse): Approval {
  expect(response.statusCode, response.body).toBe(202);
  const body = response.json() as { message: string; approval: Approval };
  expect(body.message).toBe(WAITING);
  expect(body.approval).toMatchObject({
    status: 'pending',
    requestedBy: { _id: String(ownerId) },
    requestedAt: server.clock.now().toISOString(),
    decidedBy: null,
    decidedAt: null,
    note: null,
  });
  return body.approval;
}

/** Twenty second operators' approvals at once: exactly one carries the action out, the rest find it decided. */
async function approveInParallel(id: string, note = 'Checked with the player'): Promise<void> {
  const answers = await Promise.all(Array.from({ length: 20 }, () => approve(id, manager.token, note)));
  const statuses = answers.map((answer) => answer.statusCode).sort();
  expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([200, ...Array<number>(19).fill(409)]);
  for (const answer of answers.filter((one) => one.statusCode === 409)) {
    expect(answer.json()).toMatchObject({ code: 'APPROVAL_DECIDED', params: { status: 'approved' } });
  }
  const approved = answers.find((answer) => answer.statusCode === 200)!.json() as { approval: Approval };
  expect(approved.approval).toMatchObject({
    status: 'approved',
    decidedBy: { _id: String(manager.userId) },
    decidedAt: server.clock.now().toISOString(),
    note,
  });
}

async function approvalStatus(id: string): Promise<string> {
  const row = await db()
    .selectFrom('approvals')
    .select('status')
    .where('id', '=', Number(id))
    .executeTakeFirstOrThrow();
  return row.status;
}

/** The audit trail's entries of an action on a record: [action, actor]. */
async function auditOf(target: { kind: string; id: string }, action?: string): Promise<[string, number | null][]> {
  let query = server.store.db
    .selectFrom('audit_log')
    .select(['action', 'actor_id'])
    .where('target_kind', '=', target.kind)
    .where('target_id', '=', target.id);
  if (action) query = query.where('action', '=', action);
  const rows = await query.orderBy('id').execute();
  return rows.map((row) => [row.action, row.actor_id === null ? null : Number(row.actor_id)]);
}

const approvalTarget = (approval: Approval) => ({ kind: 'approval', id: approval._id });

const db = () => server.store.db;

const amountsOf = (entries: { amount: number }[]) => entries.map((entry) => Number(entry.amount));

/** The player spends part of their balance (a bet elsewhere, say), as the ledger would record it. */
async function spend(userId: number, amount: number): Promise<void> {
  const at = server.clock.now().toISOString();
  await db()
    .transaction()
    .execute((trx) => post(trx, { userId, amount: -amount, kind: 'adjustment', reference: `spent:${userId}`, at }));
}

/** The approvals inbox in one state, as a manager reads it. */
async function listed(status: string): Promise<Approval[]> {
  const url = `/api/admin/approvals?status=${status}`;
  const response = await server.request({ method: 'GET', url, token: manager.token });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { approvals: Approval[] }).approvals;
}

describe('the four-eyes rules', () => {
  it('start off, save what is sent, keep what is left out, and are audited', async () => {
    const initial = await server.request({ method: 'GET', url: '/api/admin/four-eyes', token: owner });
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual(OFF);

    const saved = await putRules({ withdrawalAbove: 50_000, resultChanges: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ withdrawalAbove: 50_000, adjustmentAbove: null, resultChanges: true });
    const again = await putRules({ adjustmentAbove: 1000 });
    expect(again.json()).toEqual({ withdrawalAbove: 50_000, adjustmentAbove: 1000, resultChanges: true });
    const read = await server.request({ method: 'GET', url: '/api/admin/four-eyes', token: owner });
    expect(read.json()).toEqual({ withdrawalAbove: 50_000, adjustmentAbove: 1000, resultChanges: true });
    expect((await putRules({ withdrawalAbove: null })).json()).toMatchObject({ withdrawalAbove: null });

    expect(await auditOf({ kind: 'settings', id: 'four_eyes' }, 'four_eyes.change')).toEqual([
      ['four_eyes.change', ownerId],
      ['four_eyes.change', ownerId],
      ['four_eyes.change', ownerId],
    ]);
  });

  it('refuse amounts that are not whole rupees of at least 1 and switches that are not true or false', async () => {
    await setRules({ withdrawalAbove: 10_000 });
    for (const [payload, code, field] of [
      [{ withdrawalAbove: 0 }, 'FOUR_EYES_AMOUNT_INVALID', 'withdrawalAbove'],
      [{ withdrawalAbove: 99.5 }, 'FOUR_EYES_AMOUNT_INVALID', 'withdrawalAbove'],
      [{ adjustmentAbove: '500' }, 'FOUR_EYES_AMOUNT_INVALID', 'adjustmentAbove'],
      [{ adjustmentAbove: -1 }, 'FOUR_EYES_AMOUNT_INVALID', 'adjustmentAbove'],
      [{ resultChanges: 'yes' }, 'FOUR_EYES_SWITCH_INVALID', undefined],
      [{ resultChanges: null }, 'FOUR_EYES_SWITCH_INVALID', undefined],
    ] as const) {
      const refused = await putRules({ resultChanges: true, ...payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toMatchObject({ code, ...(field ? { params: { field } } : {}) });
    }
    const read = await server.request({ method: 'GET', url: '/api/admin/four-eyes', token: owner });
    expect(read.json()).toEqual({ withdrawalAbove: 10_000, adjustmentAbove: null, resultChanges: false });
  });

  it('are the owners\' alone: a manager may neither read nor change them', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const refused = await server.request({
        method,
        url: '/api/admin/four-eyes',
        token: manager.token,
        ...(method === 'PUT' ? { payload: { resultChanges: true } } : {}),
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'PERMISSION_DENIED', params: { permission: 'staff' } });
    }
    expect((await server.request({ method: 'GET', url: '/api/admin/four-eyes', token: owner })).json()).toEqual(OFF);
  });
});

describe('withdrawals above the limit', () => {
  async function withdrawal(amount: number): Promise<{ player: SignedIn; id: string }> {
    const player = await signUpPlayer(server, { name: 'Big Winner' });
    await saveWallet(server, player.token, { paytm: '9876543210' });
    await creditPlayer(server, player.userId, amount);
    const response = await requestWithdrawal(server, player.token, { amount, method: 'paytm' });
    expect(response.statusCode, response.body).toBe(201);
    return { player, id: (response.json() as { withdrawal: { _id: string } }).withdrawal._id };
  }

  function move(id: string, payload: Record<string, unknown>, token = owner) {
    return server.request({ method: 'POST', url: `/api/admin/withdrawals/${id}/status`, token, payload });
  }

  async function statusOf(id: string): Promise<string> {
    const row = await db()
      .selectFrom('withdrawals')
      .select('status')
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    return row.status;
  }

  it('move at once while the rules are off', async () => {
    const { id } = await withdrawal(60_000);
    expect((await move(id, { status: 'approved' })).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('approved');
  });

  it('wait for a second operator, who carries the move out once, as asked', async () => {
    await setRules({ withdrawalAbove: 50_000 });
    const { player, id } = await withdrawal(60_000);
    const entriesBefore = await ledgerEntriesOf(server, player.userId);

    const held = heldApproval(await move(id, { status: 'approved', remarks: 'Checked the account' }));
    expect(held).toMatchObject({
      kind: 'withdrawal',
      target: { kind: 'withdrawal', id },
      amount: 60_000,
      reason: 'Withdrawal of ₹60,000 is above the ₹50,000 four-eyes limit',
      action: { status: 'approved', remarks: 'Checked the account' },
    });
    expect(await statusOf(id)).toBe('pending');
    // Asking again (for another move out of pending) answers with the approval that waits.
    expect(heldApproval(await move(id, { status: 'processing' }))._id).toBe(held._id);
    const pending = await listed('pending');
    expect(pending.filter((one) => one._id === held._id)).toHaveLength(1);

    const own = await approve(held._id, owner);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: 'SAME_OPERATOR' });
    const unentitled = await approve(held._id, results.token);
    expect(unentitled.statusCode).toBe(403);
    expect(unentitled.json()).toMatchObject({
      code: 'PERMISSION_DENIED',
      params: { permission: 'withdrawals.decide' },
    });
    expect(await statusOf(id)).toBe('pending');
    expect(await approvalStatus(held._id)).toBe('pending');

    await approveInParallel(held._id);
    const row = await db().selectFrom('withdrawals').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'approved', remarks: 'Checked the account' });
    expect(await ledgerEntriesOf(server, player.userId)).toEqual(entriesBefore);
    expect(await auditOf({ kind: 'withdrawal', id })).toEqual([['withdrawal.status_change', manager.userId]]);
    expect(await auditOf(approvalTarget(held))).toEqual([
      ['approval.request', ownerId],
      ['approval.approve', manager.userId],
    ]);

    // Once approved, later moves are the first operator's alone.
    expect((await move(id, { status: 'completed', transactionId: 'UTR123' })).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('completed');
  });

  it('at or below the limit, and every rejection, go ahead at once', async () => {
    await setRules({ withdrawalAbove: 50_000 });
    const small = await withdrawal(50_000);
    expect((await move(small.id, { status: 'approved' })).statusCode).toBe(200);
    const large = await withdrawal(80_000);
    // A move the withdrawal's state does not allow is refused as always, not held.
    const skipped = await move(large.id, { status: 'completed' });
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json()).toMatchObject({ code: 'WITHDRAWAL_TRANSITION_INVALID' });
    expect((await move(large.id, { status: 'rejected', remarks: 'Wrong number' })).statusCode).toBe(200);
    expect(await balanceOf(server, large.player.token)).toBe(80_000);
    const held = await db()
      .selectFrom('approvals')
      .select('id')
      .where('target_id', 'in', [small.id, large.id])
      .execute();
    expect(held).toEqual([]);
  });

  it('rejected, change nothing; a move refused at approval time leaves the approval pending', async () => {
    await setRules({ withdrawalAbove: 50_000 });
    const first = await withdrawal(70_000);
    const held = heldApproval(await move(first.id, { status: 'approved' }));
    const rejected = await reject(held._id, manager.token, 'Call the player first');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      approval: { status: 'rejected', note: 'Call the player first', decidedBy: { _id: String(manager.userId) } },
    });
    expect(await statusOf(first.id)).toBe('pending');
    const late = await approve(held._id, manager.token);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'APPROVAL_DECIDED', params: { status: 'rejected' } });
    expect(await statusOf(first.id)).toBe('pending');
    expect(await auditOf(approvalTarget(held))).toEqual([
      ['approval.request', ownerId],
      ['approval.reject', manager.userId],
    ]);
    expect(await auditOf({ kind: 'withdrawal', id: first.id })).toEqual([]);

    // Held again, then rejected outright meanwhile: approving it now is refused and changes nothing.
    const again = heldApproval(await move(first.id, { status: 'approved' }));
    expect(again._id).not.toBe(held._id);
    expect((await move(first.id, { status: 'rejected' })).statusCode).toBe(200);
    const refused = await approve(again._id, manager.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'WITHDRAWAL_TRANSITION_INVALID' });
    expect(await approvalStatus(again._id)).toBe('pending');
    expect(await statusOf(first.id)).toBe('rejected');
    // The operator who asked may take the request back.
    expect((await reject(again._id, owner, 'Rejected outright')).statusCode).toBe(200);
    expect(await approvalStatus(again._id)).toBe('rejected');
  });
});

describe('balance adjustments above the limit', () => {
  function adjust(userId: number, payload: Record<string, unknown>, idempotencyKey?: string) {
    return server.request({
      method: 'POST',
      url: `/api/admin/users/${userId}/adjustments`,
      token: owner,
      payload,
      headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
    });
  }

  async function adjustmentsOf(userId: number) {
    return server.store.db.selectFrom('balance_adjustments').selectAll().where('user_id', '=', userId).execute();
  }

  it('go ahead at once while the rules are off', async () => {
    const player = await signUpPlayer(server);
    expect((await adjust(player.userId, { amount: 5000, reason: 'Bonus' })).statusCode).toBe(201);
    expect(await balanceOf(server, player.token)).toBe(5000);
  });

  it('wait, a retry gets the same approval, and a second operator posts the adjustment once', async () => {
    await setRules({ adjustmentAbove: 1000 });
    const player = await signUpPlayer(server);
    await creditPlayer(server, player.userId, 10_000);
    const entriesBefore = await ledgerEntriesOf(server, player.userId);

    const held = heldApproval(await adjust(player.userId, { amount: -5000, reason: 'Duplicate deposit' }, 'adjust-1'));
    expect(held).toMatchObject({
      kind: 'adjustment',
      target: { kind: 'user', id: String(player.userId) },
      amount: -5000,
      reason: 'Balance debit of ₹5,000 is above the ₹1,000 four-eyes limit',
      action: { amount: -5000, reason: 'Duplicate deposit' },
    });
    const retry = await adjust(player.userId, { amount: -5000, reason: 'Duplicate deposit' }, 'adjust-1');
    expect(heldApproval(retry)._id).toBe(held._id);
    const waiting = await db()
      .selectFrom('approvals')
      .select('id')
      .where('target_id', '=', String(player.userId))
      .execute();
    expect(waiting).toHaveLength(1);
    expect(await balanceOf(server, player.token)).toBe(10_000);
    expect(await adjustmentsOf(player.userId)).toEqual([]);
    expect(await ledgerEntriesOf(server, player.userId)).toEqual(entriesBefore);

    expect((await approve(held._id, owner)).json()).toMatchObject({ code: 'SAME_OPERATOR' });
    const unentitled = await approve(held._id, results.token);
    expect(unentitled.statusCode).toBe(403);
    expect(unentitled.json()).toMatchObject({ code: 'PERMISSION_DENIED', params: { permission: 'balance.adjust' } });

    await approveInParallel(held._id);
    expect(await balanceOf(server, player.token)).toBe(5000);
    const posted = await adjustmentsOf(player.userId);
    expect(posted.map((row) => [Number(row.amount), row.reason, Number(row.admin_id)])).toEqual([
      [-5000, 'Duplicate deposit', ownerId],
    ]);
    const entries = await ledgerEntriesOf(server, player.userId, 'adjustment');
    expect(amountsOf(entries.filter((entry) => entry.reference.startsWith('adjustment:')))).toEqual([-5000]);
    expect(await auditOf({ kind: 'user', id: String(player.userId) }, 'user.adjust_balance')).toEqual([
      ['user.adjust_balance', manager.userId],
    ]);
    expect(await auditOf(approvalTarget(held))).toEqual([
      ['approval.request', ownerId],
      ['approval.approve', manager.userId],
    ]);
    // The retry after approval still replays the first answer, and posts nothing more.
    const replayed = await adjust(player.userId, { amount: -5000, reason: 'Duplicate deposit' }, 'adjust-1');
    expect(heldApproval(replayed)._id).toBe(held._id);
    expect(await balanceOf(server, player.token)).toBe(5000);
  });

  it('go ahead at or below the limit; rejected, change nothing; refused at approval time, wait on', async () => {
    await setRules({ adjustmentAbove: 1000 });
    const player = await signUpPlayer(server);
    expect((await adjust(player.userId, { amount: 1000, reason: 'Small bonus' })).statusCode).toBe(201);

    const credit = heldApproval(await adjust(player.userId, { amount: 2000, reason: 'Large bonus' }));
    const debit = heldApproval(await adjust(player.userId, { amount: -3000, reason: 'Chargeback' }));
    expect(credit._id).not.toBe(debit._id);
    expect((await reject(credit._id, manager.token)).statusCode).toBe(200);
    expect((await approve(credit._id, manager.token)).json()).toMatchObject({ code: 'APPROVAL_DECIDED' });
    expect(await balanceOf(server, player.token)).toBe(1000);
    expect(await auditOf(approvalTarget(credit))).toEqual([
      ['approval.request', ownerId],
      ['approval.reject', manager.userId],
    ]);

    // The debit would overdraw now: refused, and it waits on.
    const refused = await approve(debit._id, manager.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await approvalStatus(debit._id)).toBe('pending');
    expect(await balanceOf(server, player.token)).toBe(1000);
    expect(await auditOf(approvalTarget(debit))).toEqual([['approval.request', ownerId]]);
    await creditPlayer(server, player.userId, 2000);
    expect((await approve(debit._id, manager.token)).statusCode).toBe(200);
    expect(await balanceOf(server, player.token)).toBe(0);
  });
});

describe('reverting a declared daily result', () => {
  async function declaredMarket(): Promise<{ gameId: string; winner: SignedIn }> {
    const market = { gameName: 'Four Eyes Market', openTime: '12:00', closeTime: '13:00' };
    const game = await createGame(server, owner, market);
    const winner = await signUpPlayer(server);
    await creditPlayer(server, winner.userId, 10);
    const single = { gameId: game._id, betType: 'single', session: 'open', betNumber: '1', betAmount: 10 };
    await placeBetOk(server, winner.token, single);
    setIstTime(server, '12:05');
    await declareOk(server, owner, { gameId: game._id, session: 'open', pana: '128' });
    expect(await balanceOf(server, winner.token)).toBe(95);
    return { gameId: game._id, winner };
  }

  async function declarations(gameId: string): Promise<number> {
    const rows = await db()
      .selectFrom('game_results')
      .select('session')
      .where('game_id', '=', Number(gameId))
      .execute();
    return rows.length;
  }

  it('goes ahead at once while the rules are off', async () => {
    const { gameId, winner } = await declaredMarket();
    expect((await revert(server, owner, { gameId, session: 'open' })).statusCode).toBe(200);
    expect(await balanceOf(server, winner.token)).toBe(0);
  });

  it('waits once judged as always, and a second operator reverts it once', async () => {
    await setRules({ resultChanges: true });
    const { gameId, winner } = await declaredMarket();
    const entriesBefore = await ledgerEntriesOf(server, winner.userId);

    const undeclared = await revert(server, owner, { gameId, session: 'close' });
    expect(undeclared.json()).toMatchObject({ code: 'NO_DECLARATION' });
    expect((await revert(server, owner, { gameId, session: 'evening' })).statusCode).toBe(400);
    const held = heldApproval(await revert(server, owner, { gameId, session: 'open' }));
    expect(held).toMatchObject({
      kind: 'result_change',
      target: { kind: 'result', id: `${gameId}:${TEST_DAY}:open` },
      amount: null,
      reason: `Reverting the open result of Four Eyes Market for ${TEST_DAY} needs a second operator`,
      action: { gameId: Number(gameId), gameDate: TEST_DAY, session: 'open' },
    });
    expect(heldApproval(await revert(server, owner, { gameId, session: 'open' }))._id).toBe(held._id);
    expect(await declarations(gameId)).toBe(1);
    expect(await ledgerEntriesOf(server, winner.userId)).toEqual(entriesBefore);

    expect((await approve(held._id, owner)).json()).toMatchObject({ code: 'SAME_OPERATOR' });
    const unentitled = await approve(held._id, payouts.token);
    expect(unentitled.statusCode).toBe(403);
    expect(unentitled.json()).toMatchObject({ code: 'PERMISSION_DENIED', params: { permission: 'markets.manage' } });

    await approveInParallel(held._id);
    expect(await declarations(gameId)).toBe(0);
    expect(await balanceOf(server, winner.token)).toBe(0);
    expect(amountsOf(await ledgerEntriesOf(server, winner.userId, 'win_reversal'))).toEqual([-95]);
    expect(await auditOf({ kind: 'result', id: `${gameId}:${TEST_DAY}` }, 'result.revert')).toEqual([
      ['result.revert', manager.userId],
    ]);
    expect(await auditOf(approvalTarget(held))).toEqual([
      ['approval.request', ownerId],
      ['approval.approve', manager.userId],
    ]);
  });

  it('rejected, changes nothing; refused at approval time (a winner spent the winnings), waits on', async () => {
    await setRules({ resultChanges: true });
    const { gameId, winner } = await declaredMarket();
    const held = heldApproval(await revert(server, owner, { gameId, session: 'open' }));
    expect((await reject(held._id, manager.token)).statusCode).toBe(200);
    expect(await declarations(gameId)).toBe(1);

    const again = heldApproval(await revert(server, owner, { gameId, session: 'open' }));
    await spend(winner.userId, 90);
    const refused = await approve(again._id, manager.token);
    expect(refused.statusCode).toBe(409);
    expect(await approvalStatus(again._id)).toBe('pending');
    expect(await declarations(gameId)).toBe(1);
    expect(await balanceOf(server, winner.token)).toBe(5);

    await creditPlayer(server, winner.userId, 90);
    expect((await approve(again._id, manager.token)).statusCode).toBe(200);
    expect(await declarations(gameId)).toBe(0);
    expect(await balanceOf(server, winner.token)).toBe(0);
  });
});

describe('reverting a declared Starline result', () => {
  let starlineGames = 0;

  async function declaredGame(): Promise<{ gameId: string; winner: SignedIn }> {
    starlineGames += 1;
    const gameName = `Four Eyes Star ${starlineGames}`;
    const game = await createStarlineGame(server, owner, { gameName, openTime: '12:00' });
    const winner = await signUpPlayer(server);
    await creditPlayer(server, winner.userId, 10);
    const placed = await server.request({
      method: 'POST',
      url: '/api/starline/bets',
      token: winner.token,
      payload: { gameId: game._id, betType: 'single digit', betNumber: '0', betAmount: 10 },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    setIstTime(server, '12:10');
    const declared = await server.request({
      method: 'POST',
      url: '/api/admin/starline/results',
      token: owner,
      payload: { gameId: game._id, pana: '550' },
    });
    expect(declared.statusCode, declared.body).toBe(200);
    expect(await balanceOf(server, winner.token)).toBe(100);
    return { gameId: game._id, winner };
  }

  const revertStarline = (gameId: string, token = owner) =>
    server.request({ method: 'DELETE', url: '/api/admin/starline/results', token, payload: { gameId } });

  async function declared(gameId: string): Promise<number> {
    const rows = await db()
      .selectFrom('starline_results')
      .select('game_id')
      .where('game_id', '=', Number(gameId))
      .execute();
    return rows.length;
  }

  it('goes ahead at once while the rules are off', async () => {
    const { gameId, winner } = await declaredGame();
    expect((await revertStarline(gameId)).statusCode).toBe(200);
    expect(await balanceOf(server, winner.token)).toBe(0);
  });

  it('waits, is rejected or carried out once by a second operator, and waits on when refused', async () => {
    await setRules({ resultChanges: true });
    const { gameId, winner } = await declaredGame();
    const entriesBefore = await ledgerEntriesOf(server, winner.userId);
    const missing = await revertStarline('999999');
    expect(missing.statusCode).toBe(404);

    const held = heldApproval(await revertStarline(gameId));
    expect(held).toMatchObject({
      kind: 'result_change',
      target: { kind: 'starline_result', id: `${gameId}:${TEST_DAY}` },
      amount: null,
      action: { gameId: Number(gameId), gameDate: TEST_DAY },
    });
    expect(heldApproval(await revertStarline(gameId))._id).toBe(held._id);
    expect(await declared(gameId)).toBe(1);
    expect(await ledgerEntriesOf(server, winner.userId)).toEqual(entriesBefore);

    expect((await approve(held._id, owner)).json()).toMatchObject({ code: 'SAME_OPERATOR' });
    const unentitled = await approve(held._id, payouts.token);
    expect(unentitled.json()).toMatchObject({ code: 'PERMISSION_DENIED', params: { permission: 'markets.manage' } });
    expect((await reject(held._id, manager.token)).statusCode).toBe(200);
    expect((await approve(held._id, manager.token)).statusCode).toBe(409);
    expect(await declared(gameId)).toBe(1);

    // Held again; the winner spends the winnings, so approving is refused and it waits on.
    const again = heldApproval(await revertStarline(gameId));
    await spend(winner.userId, 95);
    expect((await approve(again._id, manager.token)).statusCode).toBe(409);
    expect(await approvalStatus(again._id)).toBe('pending');
    await creditPlayer(server, winner.userId, 95);

    await approveInParallel(again._id);
    expect(await declared(gameId)).toBe(0);
    expect(await balanceOf(server, winner.token)).toBe(0);
    expect(amountsOf(await ledgerEntriesOf(server, winner.userId, 'starline_win_reversal'))).toEqual([-100]);
    expect(await auditOf({ kind: 'starline_result', id: `${gameId}:${TEST_DAY}` }, 'starline_result.revert')).toEqual([
      ['starline_result.revert', manager.userId],
    ]);
    expect(await auditOf(approvalTarget(again))).toEqual([
      ['approval.request', ownerId],
      ['approval.approve', manager.userId],
    ]);
  });
});

describe('the approvals inbox', () => {
  it('lists by state, newest first, and refuses unknown states and approvals', async () => {
    await setRules({ adjustmentAbove: 1 });
    const player = await signUpPlayer(server);
    const asked = await server.request({
      method: 'POST',
      url: `/api/admin/users/${player.userId}/adjustments`,
      token: owner,
      payload: { amount: 5, reason: 'Goodwill' },
    });
    const waiting = heldApproval(asked);
    const all = await server.request({ method: 'GET', url: '/api/admin/approvals', token: manager.token });
    expect(all.statusCode).toBe(200);
    const approvals = (all.json() as { approvals: Approval[] }).approvals;
    expect(approvals[0]).toEqual(waiting);
    const ids = approvals.map((one) => Number(one._id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const status of ['pending', 'approved', 'rejected'] as const) {
      expect((await listed(status)).every((one) => one.status === status)).toBe(true);
    }
    const bad = await server.request({ method: 'GET', url: '/api/admin/approvals?status=maybe', token: manager.token });
    expect(bad.statusCode).toBe(400);
    expect((await approve('999999', manager.token)).json()).toMatchObject({ code: 'APPROVAL_NOT_FOUND' });
    expect((await reject('nope', manager.token)).statusCode).toBe(404);
    const cashier = await addStaff(server, 'cashier', owner);
    const refused = await server.request({ method: 'GET', url: '/api/admin/approvals', token: cashier.token });
    expect(refused.json()).toMatchObject({ code: 'PERMISSION_DENIED', params: { permission: 'approvals' } });
  });
});
