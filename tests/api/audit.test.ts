import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../server/bootstrap.js';
import { loadConfig } from '../../server/config.js';
import { encodePng } from '../../server/seed/png.js';
import { logAuditHead } from '../../server/services/operators/audit.js';
import { creditPlayer, nextMobileNumber, signInAdmin, signUpPlayer } from './support/players.js';
import { createFundRequest, requestWithdrawal, saveWallet } from './support/money.js';
import { createGame, createStarlineGame, STANDARD_RATES } from './support/markets.js';
import { ADMIN, expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';

interface Entry {
  _id: string;
  at: string;
  actor: { _id: string; name: string; mobileNumber: string } | null;
  action: string;
  target: { kind: string; id: string };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string;
  userAgent: string;
}

interface Pagination {
  current: number;
  pages: number;
  total: number;
  limit: number;
}

const AGENT = 'AuditTest/1.0 (operator console)';
const YESTERDAY = '2026-11-19';

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

/** A request from the operator console: the admin's token and a recognisable user agent. */
function asAdmin(options: InjectOptions) {
  return server.request({ ...options, token: admin, headers: { ...options.headers, 'user-agent': AGENT } });
}

async function list(query: Record<string, string> = {}, target = server, token = admin) {
  const response = await target.request({ method: 'GET', url: `/api/admin/audit?${new URLSearchParams(query).toString()}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { entries: Entry[]; pagination: Pagination };
}

async function total(): Promise<number> {
  return (await list({ limit: '1' })).pagination.total;
}

/** Runs an action and returns the one entry it added (failing if it added none or several). */
async function oneEntry(action: () => Promise<unknown>): Promise<Entry> {
  const before = await total();
  await action();
  const { entries, pagination } = await list({ limit: '1' });
  expect(pagination.total, 'one new audit entry').toBe(before + 1);
  return entries[0]!;
}

/** Runs an action that must leave the trail as it was. */
async function noEntry(action: () => Promise<unknown>): Promise<void> {
  const before = await total();
  await action();
  expect(await total(), 'no new audit entry').toBe(before);
}

function expectStatus(status: number) {
  return (response: { statusCode: number; body: string }) => {
    expect(response.statusCode, response.body).toBe(status);
    return response;
  };
}

function expectOperator(entry: Entry) {
  expect(entry.actor).toEqual({ _id: adminId, name: expect.any(String), mobileNumber: ADMIN.mobileNumber });
  expect(entry.ip).toBe('127.0.0.1');
  expect(entry.userAgent).toBe(AGENT);
  expect(Date.parse(entry.at)).toBe(server.clock.now().getTime());
}

describe('money and requests', () => {
  it('records a fund request approval once, with who, what and from where; a repeat or a refusal adds nothing', async () => {
    const player = await signUpPlayer(server);
    const created = await createFundRequest(server, player.token, { amount: 1500, transactionId: 'UTR-AUDIT-1', paymentMethod: 'UPI' });
    const requestId = created.json().request._id as string;
    const approve = () => asAdmin({ method: 'POST', url: `/api/admin/fund-requests/${requestId}/approve`, payload: { remarks: 'Seen in bank' } });

    const entry = await oneEntry(() => approve().then(expectStatus(200)));
    expectOperator(entry);
    expect(entry).toMatchObject({
      action: 'fund_request.approve',
      target: { kind: 'fund_request', id: requestId },
      before: { status: 'pending' },
      after: { status: 'approved', remarks: 'Seen in bank', amount: 1500, userId: String(player.userId), balance: 1500 },
    });

    await noEntry(() => approve().then(expectStatus(200)));
    await noEntry(() => asAdmin({ method: 'POST', url: `/api/admin/fund-requests/${requestId}/reject`, payload: {} }).then(expectStatus(409)));

    const other = await createFundRequest(server, player.token, { amount: 900, transactionId: 'UTR-AUDIT-2', paymentMethod: 'QR' });
    const otherId = other.json().request._id as string;
    const rejected = await oneEntry(() =>
      asAdmin({ method: 'POST', url: `/api/admin/fund-requests/${otherId}/reject`, payload: { remarks: 'No such payment' } }).then(expectStatus(200)),
    );
    expect(rejected).toMatchObject({
      action: 'fund_request.reject',
      target: { kind: 'fund_request', id: otherId },
      before: { status: 'pending' },
      after: { status: 'rejected', remarks: 'No such payment' },
    });
  });

  it('records each withdrawal status change with the status it replaced', async () => {
    const player = await signUpPlayer(server);
    await creditPlayer(server, player.userId, 5000);
    await saveWallet(server, player.token, { paytm: '9876543210' });
    const created = await requestWithdrawal(server, player.token, { amount: 1200, method: 'paytm' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().withdrawal._id as string;
    const move = (payload: Record<string, unknown>) => asAdmin({ method: 'POST', url: `/api/admin/withdrawals/${id}/status`, payload });

    const approved = await oneEntry(() => move({ status: 'approved' }).then(expectStatus(200)));
    expectOperator(approved);
    expect(approved).toMatchObject({
      action: 'withdrawal.status_change',
      target: { kind: 'withdrawal', id },
      before: { status: 'pending' },
      after: { status: 'approved', amount: 1200 },
    });
    await noEntry(() => move({ status: 'approved' }).then(expectStatus(200)));
    const completed = await oneEntry(() => move({ status: 'completed', transactionId: 'PAYOUT-77' }).then(expectStatus(200)));
    expect(completed).toMatchObject({ before: { status: 'approved' }, after: { status: 'completed', transactionId: 'PAYOUT-77' } });
    await noEntry(() => move({ status: 'rejected' }).then(expectStatus(409)));
    await noEntry(() => move({ status: 'lost' }).then(expectStatus(400)));
  });

  it('records balance adjustments with the balance before and after; a bad one or a replay adds nothing', async () => {
    const player = await signUpPlayer(server);
    await creditPlayer(server, player.userId, 300);
    const adjust = (payload: Record<string, unknown>, key?: string) =>
      asAdmin({
        method: 'POST',
        url: `/api/admin/users/${player.userId}/adjustments`,
        payload,
        headers: key ? { 'idempotency-key': key } : {},
      });
    const entry = await oneEntry(() => adjust({ amount: -100, reason: 'Duplicate credit' }, 'adj-1').then(expectStatus(201)));
    expectOperator(entry);
    expect(entry).toMatchObject({
      action: 'user.adjust_balance',
      target: { kind: 'user', id: String(player.userId) },
      before: { balance: 300 },
      after: { balance: 200, amount: -100, reason: 'Duplicate credit' },
    });
    await noEntry(() => adjust({ amount: -100, reason: 'Duplicate credit' }, 'adj-1').then(expectStatus(201)));
    await noEntry(() => adjust({ amount: 'lots', reason: '' }).then(expectStatus(400)));
    await noEntry(() => adjust({ amount: -10_000, reason: 'Too much' }).then(expectStatus(400)));
  });

  it('records activation and role changes; setting what is set, or refused self-changes, add nothing', async () => {
    const player = await signUpPlayer(server);
    const patch = (id: string | number, payload: Record<string, unknown>) =>
      asAdmin({ method: 'PATCH', url: `/api/admin/users/${id}`, payload });
    const entry = await oneEntry(() => patch(player.userId, { isActive: false }).then(expectStatus(200)));
    expectOperator(entry);
    expect(entry).toMatchObject({
      action: 'user.update',
      target: { kind: 'user', id: String(player.userId) },
      before: { isActive: true },
      after: { isActive: false },
    });
    expect(entry.after).not.toHaveProperty('role');
    await noEntry(() => patch(player.userId, { isActive: false }).then(expectStatus(200)));
    await noEntry(() => patch(adminId, { isActive: false }).then(expectStatus(400)));
    await noEntry(() => patch(987654, { role: 'admin' }).then(expectStatus(404)));
  });

  it('records password request decisions without the requested password', async () => {
    const approveOne = await signUpPlayer(server);
    const rejectOne = await signUpPlayer(server);
    for (const player of [approveOne, rejectOne]) {
      const sent = await server.request({
        method: 'PUT',
        url: '/api/user/forgot-password',
        payload: { mobileNumber: player.mobileNumber, newPassword: 'brand-new-1' },
      });
      expect(sent.statusCode, sent.body).toBeLessThan(300);
    }
    const idOf = async (userId: number) =>
      String(
        (await server.store.db.selectFrom('password_requests').select('id').where('user_id', '=', userId).executeTakeFirstOrThrow()).id,
      );
    const approveId = await idOf(approveOne.userId);
    const rejectId = await idOf(rejectOne.userId);

    const approved = await oneEntry(() =>
      asAdmin({ method: 'POST', url: `/api/admin/password-requests/${approveId}/approve` }).then(expectStatus(200)),
    );
    expectOperator(approved);
    expect(approved).toMatchObject({
      action: 'password_request.approve',
      target: { kind: 'password_request', id: approveId },
      before: { status: 'pending' },
      after: { status: 'approved', userId: String(approveOne.userId) },
    });
    expect(JSON.stringify(approved)).not.toMatch(/scrypt|hash|brand-new/i);
    await noEntry(() => asAdmin({ method: 'POST', url: `/api/admin/password-requests/${approveId}/approve` }).then(expectStatus(200)));

    const rejected = await oneEntry(() =>
      asAdmin({ method: 'POST', url: `/api/admin/password-requests/${rejectId}/reject` }).then(expectStatus(200)),
    );
    expect(rejected).toMatchObject({ action: 'password_request.reject', after: { status: 'rejected' } });
    await noEntry(() => asAdmin({ method: 'POST', url: `/api/admin/password-requests/${rejectId}/approve` }).then(expectStatus(409)));
  });

  it('records enquiry replies and closing; closing a closed enquiry adds nothing', async () => {
    const player = await signUpPlayer(server);
    const sent = await server.request({ method: 'POST', url: '/api/enquiry/user', token: player.token, payload: { message: 'Where is my deposit?' } });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    const id = String(
      (await server.store.db.selectFrom('enquiries').select('id').where('user_id', '=', player.userId).executeTakeFirstOrThrow()).id,
    );
    const reply = await oneEntry(() =>
      asAdmin({ method: 'POST', url: `/api/admin/enquiries/${id}/messages`, payload: { message: 'Credited just now' } }).then(expectStatus(201)),
    );
    expectOperator(reply);
    expect(reply).toMatchObject({ action: 'enquiry.reply', target: { kind: 'enquiry', id }, after: { message: 'Credited just now' } });
    await noEntry(() => asAdmin({ method: 'POST', url: `/api/admin/enquiries/${id}/messages`, payload: { message: '' } }).then(expectStatus(400)));

    const closed = await oneEntry(() => asAdmin({ method: 'POST', url: `/api/admin/enquiries/${id}/close` }).then(expectStatus(200)));
    expect(closed).toMatchObject({ action: 'enquiry.close', before: { status: 'open' }, after: { status: 'closed' } });
    await noEntry(() => asAdmin({ method: 'POST', url: `/api/admin/enquiries/${id}/close` }).then(expectStatus(200)));
  });
});

describe('results', () => {
  it('records a daily declaration and its revert; the same declaration again or a refused one adds nothing', async () => {
    const game = await createGame(server, admin, { gameName: 'Audit Market', openTime: '12:00', closeTime: '13:00' });
    const declare = (payload: Record<string, unknown>) => asAdmin({ method: 'POST', url: '/api/admin/results', payload });
    const body = { gameId: game._id, session: 'open', pana: '128', gameDate: YESTERDAY };

    const declared = await oneEntry(() => declare(body).then(expectStatus(200)));
    expectOperator(declared);
    expect(declared).toMatchObject({
      action: 'result.declare',
      target: { kind: 'result', id: `${game._id}:${YESTERDAY}` },
      before: null,
      after: { gameName: 'Audit Market', gameDate: YESTERDAY, session: 'open', pana: '128', digit: 1, settled: 0 },
    });
    await noEntry(() => declare(body).then(expectStatus(200)));
    await noEntry(() => declare({ ...body, pana: '137' }).then(expectStatus(409)));
    await noEntry(() => declare({ ...body, session: 'close', pana: '12' }).then(expectStatus(400)));

    const revert = () => asAdmin({ method: 'DELETE', url: '/api/admin/results', payload: { gameId: game._id, session: 'open', gameDate: YESTERDAY } });
    const reverted = await oneEntry(() => revert().then(expectStatus(200)));
    expect(reverted).toMatchObject({
      action: 'result.revert',
      target: { kind: 'result', id: `${game._id}:${YESTERDAY}` },
      before: { session: 'open', pana: '128' },
    });
    await noEntry(() => revert().then(expectStatus(404)));
  });

  it('records a Starline declaration and its revert', async () => {
    const game = await createStarlineGame(server, admin, { gameName: 'Audit Star', openTime: '10:00' });
    const body = { gameId: game._id, pana: '236', gameDate: YESTERDAY };
    const declare = (payload: Record<string, unknown>) => asAdmin({ method: 'POST', url: '/api/admin/starline/results', payload });
    const declared = await oneEntry(() => declare(body).then(expectStatus(200)));
    expectOperator(declared);
    expect(declared).toMatchObject({
      action: 'starline_result.declare',
      target: { kind: 'starline_result', id: `${game._id}:${YESTERDAY}` },
      after: { gameName: 'Audit Star', pana: '236', digit: 1 },
    });
    await noEntry(() => declare(body).then(expectStatus(200)));
    await noEntry(() => declare({ ...body, pana: '237' }).then(expectStatus(409)));
    const revert = () => asAdmin({ method: 'DELETE', url: '/api/admin/starline/results', payload: { gameId: game._id, gameDate: YESTERDAY } });
    const reverted = await oneEntry(() => revert().then(expectStatus(200)));
    expect(reverted).toMatchObject({ action: 'starline_result.revert', before: { pana: '236' } });
    await noEntry(() => revert().then(expectStatus(404)));
  });
});

describe('markets, rates, settings and content', () => {
  it('records game create, update and deactivation with the changed fields only', async () => {
    const created = await oneEntry(() =>
      asAdmin({ method: 'POST', url: '/api/admin/games', payload: { gameName: 'Audit Bazar', openTime: '15:00', closeTime: '16:00' } }).then(
        expectStatus(201),
      ),
    );
    expectOperator(created);
    const id = created.target.id;
    expect(created).toMatchObject({
      action: 'game.create',
      target: { kind: 'game' },
      before: null,
      after: { gameName: 'Audit Bazar', openTime: '15:00', closeTime: '16:00', isActive: true },
    });
    const updated = await oneEntry(() =>
      asAdmin({ method: 'PUT', url: `/api/admin/games/${id}`, payload: { closeTime: '17:00' } }).then(expectStatus(200)),
    );
    expect(updated).toMatchObject({ action: 'game.update', target: { kind: 'game', id }, before: { closeTime: '16:00' }, after: { closeTime: '17:00' } });
    expect(Object.keys(updated.after!)).toEqual(['closeTime']);
    await noEntry(() => asAdmin({ method: 'PUT', url: `/api/admin/games/${id}`, payload: { closeTime: '17:00' } }).then(expectStatus(200)));
    await noEntry(() => asAdmin({ method: 'PUT', url: `/api/admin/games/${id}`, payload: { closeTime: '99:00' } }).then(expectStatus(400)));
    const deleted = await oneEntry(() => asAdmin({ method: 'DELETE', url: `/api/admin/games/${id}` }).then(expectStatus(200)));
    expect(deleted).toMatchObject({ action: 'game.delete', before: { isActive: true }, after: { isActive: false } });
    await noEntry(() => asAdmin({ method: 'DELETE', url: `/api/admin/games/${id}` }).then(expectStatus(200)));
  });

  it('records Starline game create, update and deactivation', async () => {
    const created = await oneEntry(() =>
      asAdmin({
        method: 'POST',
        url: '/api/admin/starline/games',
        payload: { gameName: 'Audit Star Two', gameNameHindi: 'स्टार', openTime: '18:00', minBet: 10, maxBet: 5000 },
      }).then(expectStatus(201)),
    );
    expectOperator(created);
    const id = created.target.id;
    expect(created).toMatchObject({ action: 'starline_game.create', target: { kind: 'starline_game' }, after: { gameName: 'Audit Star Two', maxBet: 5000 } });
    const updated = await oneEntry(() =>
      asAdmin({ method: 'PUT', url: `/api/admin/starline/games/${id}`, payload: { maxBet: 8000 } }).then(expectStatus(200)),
    );
    expect(updated).toMatchObject({ action: 'starline_game.update', before: { maxBet: 5000 }, after: { maxBet: 8000 } });
    await noEntry(() => asAdmin({ method: 'PUT', url: `/api/admin/starline/games/${id}`, payload: { maxBet: 8000 } }).then(expectStatus(200)));
    const deleted = await oneEntry(() => asAdmin({ method: 'DELETE', url: `/api/admin/starline/games/${id}` }).then(expectStatus(200)));
    expect(deleted).toMatchObject({ action: 'starline_game.delete', before: { isActive: true }, after: { isActive: false } });
  });

  it('records daily and Starline rate changes; saving the same rates again adds nothing', async () => {
    const daily = await oneEntry(() => asAdmin({ method: 'PUT', url: '/api/admin/gamerates', payload: STANDARD_RATES }).then(expectStatus(200)));
    expectOperator(daily);
    expect(daily).toMatchObject({ action: 'rates.update', target: { kind: 'rates', id: 'daily' }, after: STANDARD_RATES });
    await noEntry(() => asAdmin({ method: 'PUT', url: '/api/admin/gamerates', payload: STANDARD_RATES }).then(expectStatus(200)));
    const changed = { ...STANDARD_RATES, jodiDigit: { min: 10, max: 900 } };
    const jodi = await oneEntry(() => asAdmin({ method: 'PUT', url: '/api/admin/gamerates', payload: changed }).then(expectStatus(200)));
    expect(jodi).toMatchObject({ before: { jodiDigit: STANDARD_RATES.jodiDigit }, after: { jodiDigit: { min: 10, max: 900 } } });
    expect(Object.keys(jodi.after!)).toEqual(['jodiDigit']);
    await noEntry(() => asAdmin({ method: 'PUT', url: '/api/admin/gamerates', payload: { jodiDigit: { min: 0, max: 1 } } }).then(expectStatus(400)));

    const starlineRates = {
      singleDigit: { min: 10, max: 100 },
      singlePana: { min: 10, max: 1500 },
      doublePana: { min: 10, max: 3000 },
      triplePana: { min: 10, max: 9000 },
    };
    const starline = await oneEntry(() =>
      asAdmin({ method: 'PUT', url: '/api/admin/starline/gamerates', payload: starlineRates }).then(expectStatus(200)),
    );
    expect(starline).toMatchObject({
      action: 'rates.update',
      target: { kind: 'rates', id: 'starline' },
      before: { triplePana: { min: 10, max: 7000 } },
      after: { triplePana: { min: 10, max: 9000 } },
    });
    expect(Object.keys(starline.after!)).toEqual(['triplePana']);
    await noEntry(() => asAdmin({ method: 'PUT', url: '/api/admin/starline/gamerates', payload: starlineRates }).then(expectStatus(200)));
  });

  it('records main settings, contact details and How To Play changes', async () => {
    const main = await oneEntry(() =>
      asAdmin({ method: 'PUT', url: '/api/admin/main-settings', payload: { upiId: 'audit@bank', minimumDeposit: 250 } }).then(expectStatus(200)),
    );
    expectOperator(main);
    expect(main).toMatchObject({ action: 'settings.update', target: { kind: 'settings', id: 'main' }, after: { upiId: 'audit@bank', minimumDeposit: 250 } });
    expect(Object.keys(main.after!).sort()).toEqual(['minimumDeposit', 'upiId']);
    await noEntry(() => asAdmin({ method: 'PUT', url: '/api/admin/main-settings', payload: { upiId: 'audit@bank' } }).then(expectStatus(200)));
    await noEntry(() => asAdmin({ method: 'PUT', url: '/api/admin/main-settings', payload: { upiId: 'no-at-sign' } }).then(expectStatus(400)));

    const contact = await oneEntry(() =>
      asAdmin({ method: 'PUT', url: '/api/admin/contact-settings', payload: { email: 'help@matka.example.com' } }).then(expectStatus(200)),
    );
    expect(contact).toMatchObject({ target: { kind: 'settings', id: 'contact' }, before: { email: '' }, after: { email: 'help@matka.example.com' } });

    const howToPlay = await oneEntry(() =>
      asAdmin({ method: 'PUT', url: '/api/admin/how-to-play', payload: { content: '<p>Pick a number</p>' } }).then(expectStatus(200)),
    );
    expect(howToPlay).toMatchObject({ target: { kind: 'settings', id: 'how_to_play' }, after: { content: '<p>Pick a number</p>' } });
    await noEntry(() => asAdmin({ method: 'PUT', url: '/api/admin/how-to-play', payload: { content: '<p>Pick a number</p>' } }).then(expectStatus(200)));
  });

  it('records banner uploads and deletions', async () => {
    const boundary = '----audit-test-boundary';
    const png = encodePng(4, 4, () => [200, 40, 40]);
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nDiwali offer\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const created = await oneEntry(() =>
      asAdmin({
        method: 'POST',
        url: '/api/admin/banners',
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      }).then(expectStatus(201)),
    );
    expectOperator(created);
    expect(created).toMatchObject({ action: 'banner.create', target: { kind: 'banner' }, after: { title: 'Diwali offer', contentType: 'image/png' } });
    const deleted = await oneEntry(() => asAdmin({ method: 'DELETE', url: `/api/admin/banners/${created.target.id}` }).then(expectStatus(200)));
    expect(deleted).toMatchObject({ action: 'banner.delete', target: created.target, before: { title: 'Diwali offer' }, after: null });
    await noEntry(() => asAdmin({ method: 'DELETE', url: `/api/admin/banners/${created.target.id}` }).then(expectStatus(404)));
  });
});

describe('the list', () => {
  it('filters by actor, action, target and time, pages newest first, and downloads the same rows as CSV', async () => {
    const all = await list({ limit: '100' });
    expect(all.entries.length).toBeGreaterThan(10);
    const ids = all.entries.map((entry) => Number(entry._id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const approvals = await list({ action: 'fund_request.approve' });
    expect(approvals.entries.length).toBe(1);
    const target = approvals.entries[0]!.target;
    const byTarget = await list({ targetKind: target.kind, targetId: target.id });
    expect(byTarget.entries.map((entry) => entry.action)).toEqual(['fund_request.approve']);
    expect((await list({ targetKind: 'fund_request' })).pagination.total).toBe(2);
    expect((await list({ actor: adminId })).pagination.total).toBe(all.pagination.total);
    expect((await list({ actor: '999999' })).pagination.total).toBe(0);

    // Time: every entry was written at the test clock's one instant (Friday 2026-11-20, 11:00 IST).
    expect((await list({ from: '2026-11-20', to: '2026-11-20' })).pagination.total).toBe(all.pagination.total);
    expect((await list({ from: '2026-11-21' })).pagination.total).toBe(0);
    expect((await list({ to: '2026-11-19' })).pagination.total).toBe(0);
    expect((await list({ from: '2026-11-20T05:30:00.000Z', to: '2026-11-20T05:30:00.000Z' })).pagination.total).toBe(all.pagination.total);

    const first = await list({ limit: '5', page: '1' });
    const second = await list({ limit: '5', page: '2' });
    expect(first.pagination).toEqual({ current: 1, pages: Math.ceil(all.pagination.total / 5), total: all.pagination.total, limit: 5 });
    expect(second.entries.map((entry) => entry._id)).toEqual(all.entries.slice(5, 10).map((entry) => entry._id));

    const csv = await server.request({ method: 'GET', url: '/api/admin/audit?format=csv&targetKind=fund_request', token: admin });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="audit-.*\.csv"$/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('"id","at","actorId","actorName","actorMobile","action","targetKind","targetId","before","after","ip","userAgent"');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"fund_request.reject"');
    expect(lines[2]).toContain('"fund_request.approve"');
    expect(lines[2]).toContain(`"${AGENT}"`);
    expect(lines[2]).toContain('"{""amount"":1500');
  });

  it('refuses bad filters with a 400 in the API shape, and every audit route to players', async () => {
    for (const query of ['from=yesterday', 'to=2026-13-40', 'actor=abc', 'format=xml']) {
      const response = await server.request({ method: 'GET', url: `/api/admin/audit?${query}`, token: admin });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ message: expect.any(String), errors: [{ msg: expect.any(String) }] });
    }
    const player = await signUpPlayer(server);
    for (const url of ['/api/admin/audit', '/api/admin/audit?format=csv', '/api/admin/audit/verify']) {
      expect((await server.request({ method: 'GET', url, token: player.token })).statusCode).toBe(403);
      expect((await server.request({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('tamper evidence', () => {
  it('the database refuses to change or delete an entry, and the chain verifies', async () => {
    const { db } = server.store;
    const { id } = await db.selectFrom('audit_log').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    await expect(db.updateTable('audit_log').set({ action: 'nothing.happened' }).where('id', '=', id).execute()).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('audit_log').where('id', '=', id).execute()).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    const verify = await server.request({ method: 'GET', url: '/api/admin/audit/verify', token: admin });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({ ok: true, entries: await total(), firstBrokenId: null, problem: null, head: expect.any(Object) });
  });

  it('finds an entry edited directly in the database with the trigger dropped', async () => {
    const other = await startTestServer();
    try {
      const token = await signInAdmin(other);
      for (const upiId of ['one@bank', 'two@bank', 'three@bank']) {
        const saved = await other.request({ method: 'PUT', url: '/api/admin/main-settings', token, payload: { upiId } });
        expect(saved.statusCode, saved.body).toBe(200);
      }
      const { entries } = await list({ action: 'settings.update' }, other, token);
      const middle = entries[1]!;
      expect(middle.after).toEqual({ upiId: 'two@bank' });
      const { db } = other.store;
      await sql`drop trigger audit_log_no_update${sql.raw(other.databaseKind === 'postgres' ? ' on audit_log' : '')}`.execute(db);
      await db.updateTable('audit_log').set({ after: '{"upiId":"thief@bank"}' }).where('id', '=', Number(middle._id)).execute();

      const verify = await other.request({ method: 'GET', url: '/api/admin/audit/verify', token });
      expect(verify.json()).toEqual({
        ok: false,
        entries: expect.any(Number),
        firstBrokenId: middle._id,
        problem: { code: 'AUDIT_ENTRY_ALTERED', message: expect.any(String) },
        head: expect.any(Object),
      });
    } finally {
      await other.close();
    }
  });

  it('keeps one unbroken chain under many concurrent operator actions', async () => {
    const before = await total();
    const players = await Promise.all(Array.from({ length: 6 }, () => signUpPlayer(server, { mobileNumber: nextMobileNumber() })));
    const actions = players.flatMap((player, index) => [
      asAdmin({ method: 'POST', url: `/api/admin/users/${player.userId}/adjustments`, payload: { amount: 100 + index, reason: 'Bonus' } }),
      asAdmin({ method: 'PATCH', url: `/api/admin/users/${player.userId}`, payload: { isActive: false } }),
      asAdmin({ method: 'PUT', url: '/api/admin/how-to-play', payload: { content: `Rules v${index}` } }),
      asAdmin({ method: 'POST', url: '/api/admin/games', payload: { gameName: `Rush ${index}`, openTime: '20:00', closeTime: '21:00' } }),
    ]);
    const responses = await Promise.all(actions);
    for (const response of responses) expect(response.statusCode, response.body).toBeLessThan(300);
    // Four actions per player, each a change: 24 entries, in one chain.
    expect(await total()).toBe(before + 24);
    const verify = await server.request({ method: 'GET', url: '/api/admin/audit/verify', token: admin });
    expect(verify.json()).toEqual({ ok: true, entries: await total(), firstBrokenId: null, problem: null, head: expect.any(Object) });
  });
});

/**
 * Someone who can write to the database (the triggers dropped first where they stand in the way) but does not
 * hold the audit key: each of the four ways to rewrite history is reported by the verification.
 */
describe('tamper evidence against a writer of the database', () => {
  type Row = Awaited<ReturnType<typeof rows>>[number];

  async function rows(target: TestServer) {
    return target.store.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
  }

  /** The hash as the chain was computed before it was keyed: anyone reading the code can compute it. */
  function plainHash(previousHash: string, row: Row): string {
    const canonical = JSON.stringify([
      row.at,
      row.actor_id === null ? null : Number(row.actor_id),
      row.action,
      row.target_kind,
      row.target_id,
      row.before,
      row.after,
      row.ip,
      row.user_agent,
    ]);
    return createHash('sha256').update(previousHash).update(canonical).digest('hex');
  }

  async function dropTriggers(target: TestServer): Promise<void> {
    const { db } = target.store;
    if (target.databaseKind === 'postgres') {
      await sql`drop trigger audit_log_no_update on audit_log`.execute(db);
      await sql`drop trigger audit_log_no_truncate on audit_log`.execute(db);
    } else {
      await sql`drop trigger audit_log_no_update`.execute(db);
      await sql`drop trigger audit_log_no_delete`.execute(db);
    }
  }

  /** Rewrites every entry from `fromId` (up to `toId`) with hashes that follow in the plain scheme. */
  async function rehashFrom(target: TestServer, fromId: number, toId = Infinity): Promise<void> {
    let previous = '';
    for (const row of await rows(target)) {
      if (Number(row.id) >= fromId && Number(row.id) <= toId) {
        const hash = plainHash(previous, row);
        await target.store.db.updateTable('audit_log').set({ hash }).where('id', '=', row.id).execute();
        previous = hash;
      } else {
        previous = row.hash;
      }
    }
  }

  async function verify(target: TestServer, token: string, query = '') {
    const response = await target.request({ method: 'GET', url: `/api/admin/audit/verify${query}`, token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      ok: boolean;
      entries: number;
      firstBrokenId: string | null;
      problem: { code: string; message: string } | null;
      head: { id: string; hash: string } | null;
    };
  }

  /** A server of its own with four settings changes on its trail, verified once. */
  async function withTrail(test: (target: TestServer, token: string) => Promise<void>, { verified = true } = {}): Promise<void> {
    const target = await startTestServer();
    try {
      const token = await signInAdmin(target);
      for (const upiId of ['one@bank', 'two@bank', 'three@bank', 'four@bank']) {
        const saved = await target.request({ method: 'PUT', url: '/api/admin/main-settings', token, payload: { upiId } });
        expect(saved.statusCode, saved.body).toBe(200);
      }
      if (verified) expect(await verify(target, token)).toMatchObject({ ok: true, firstBrokenId: null, problem: null });
      await test(target, token);
    } finally {
      await target.close();
    }
  }

  it('verifies entries written before the chain was keyed, up to the first keyed entry, which seals them', async () => {
    // Not verified first: the server would remember the head as it was, and rightly find the trail rewritten.
    await withTrail(async (target, token) => {
      // The trail as an earlier version left it: plain hashes, and ids that skip where PostgreSQL's sequence did.
      const written = await rows(target);
      await dropTriggers(target);
      await target.store.db.deleteFrom('audit_log').execute();
      let previous = '';
      for (const [index, id] of [1, 2, 5].entries()) {
        const row = { ...written[index]!, id };
        const hash = plainHash(previous, row);
        await target.store.db.insertInto('audit_log').values({ ...row, hash }).execute();
        previous = hash;
      }
      const saved = await target.request({ method: 'PUT', url: '/api/admin/main-settings', token, payload: { upiId: 'keyed@bank' } });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await rows(target)).map((row) => Number(row.id))).toEqual([1, 2, 5, 6]);
      expect(await verify(target, token)).toMatchObject({ ok: true, entries: 4, problem: null, head: { id: '6' } });

      // An old entry edited now, and the old entries after it rehashed, break the link the first keyed entry holds.
      await target.store.db.updateTable('audit_log').set({ after: '{"upiId":"thief@bank"}' }).where('id', '=', 2).execute();
      await rehashFrom(target, 2, 5);
      expect(await verify(target, token)).toMatchObject({ ok: false, firstBrokenId: '6', problem: { code: 'AUDIT_ENTRY_ALTERED' } });
    }, { verified: false });
  });

  it('seals an old chain at the start: an entry forged the old way after it is reported', async () => {
    await withTrail(async (target, token) => {
      const written = await rows(target);
      await dropTriggers(target);
      await target.store.db.deleteFrom('audit_log').execute();
      let previous = '';
      for (const [index, row] of written.slice(0, 3).entries()) {
        previous = plainHash(previous, { ...row, id: index + 1 });
        await target.store.db.insertInto('audit_log').values({ ...row, id: index + 1, hash: previous }).execute();
      }
      // Until a start seals it, a trail without a keyed entry is reported: it could have been written again by anyone.
      expect(await verify(target, token)).toMatchObject({ ok: false, firstBrokenId: '1', problem: { code: 'AUDIT_ENTRY_ALTERED' } });
      // The server starts again on the upgraded database.
      await prepareDatabase(target.store, target.config, target.clock);
      const sealed = (await rows(target)).at(-1)!;
      expect(sealed).toMatchObject({ id: 4, action: 'audit.seal', actor_id: null, target_kind: 'audit', target_id: '3' });
      expect(await verify(target, token)).toMatchObject({ ok: true, entries: 4, problem: null });
      // Started again, it seals nothing more.
      await prepareDatabase(target.store, target.config, target.clock);
      expect(await rows(target)).toHaveLength(4);

      const forged = { ...written[3]!, id: 5 };
      await target.store.db.insertInto('audit_log').values({ ...forged, hash: plainHash(sealed.hash, forged) }).execute();
      expect(await verify(target, token)).toMatchObject({ ok: false, firstBrokenId: '5', problem: { code: 'AUDIT_ENTRY_ALTERED' } });
    }, { verified: false });
  });

  it('says at the start when the newest entry does not verify with the key it was given (a database restored without it)', async () => {
    await withTrail(async (target) => {
      const another = { ...target.config, auditKey: 'a-key-this-database-was-not-written-with' };
      try {
        const { notes } = await prepareDatabase(target.store, another, target.clock);
        expect(notes.join('\n')).toMatch(/does not verify with this audit key/);
      } finally {
        // This database's own key again, for the rest of the test.
        await prepareDatabase(target.store, target.config, target.clock);
      }
      expect((await rows(target)).map((row) => row.action)).not.toContain('audit.seal');
    });
  });

  it('reports an entry inserted with a hash that follows in the plain scheme (forged)', async () => {
    await withTrail(async (target, token) => {
      const newest = (await rows(target)).at(-1)!;
      const forged = { ...newest, id: Number(newest.id) + 1, action: 'user.adjust', after: '{"amount":50000}' };
      // The triggers allow INSERT: nothing needs dropping.
      await target.store.db.insertInto('audit_log').values({ ...forged, hash: plainHash(newest.hash, forged as Row) }).execute();
      expect(await verify(target, token)).toMatchObject({
        ok: false,
        firstBrokenId: String(forged.id),
        problem: { code: 'AUDIT_ENTRY_ALTERED' },
      });
    });
  });

  it('reports an entry edited, however the entries after it are rehashed (edited)', async () => {
    await withTrail(async (target, token) => {
      await dropTriggers(target);
      const edited = (await rows(target)).find((row) => row.after === '{"upiId":"two@bank"}')!;
      await target.store.db.updateTable('audit_log').set({ after: '{"upiId":"thief@bank"}' }).where('id', '=', edited.id).execute();
      await rehashFrom(target, Number(edited.id));
      expect(await verify(target, token)).toMatchObject({
        ok: false,
        firstBrokenId: String(edited.id),
        problem: { code: 'AUDIT_ENTRY_ALTERED' },
      });
    });
  });

  it('reports an entry deleted from the middle, however the entries after it are rehashed (deleted)', async () => {
    await withTrail(async (target, token) => {
      await dropTriggers(target);
      const all = await rows(target);
      const deleted = all[all.length - 3]!;
      const next = all[all.length - 2]!;
      await target.store.db.deleteFrom('audit_log').where('id', '=', deleted.id).execute();
      await rehashFrom(target, Number(next.id));
      expect(await verify(target, token)).toMatchObject({
        ok: false,
        firstBrokenId: String(next.id),
        problem: { code: 'AUDIT_ENTRY_MISSING' },
      });
    });
  });

  it('reports the newest entries deleted, against the head the server has seen or the operator recorded (truncated)', async () => {
    await withTrail(async (target, token) => {
      const { head } = await verify(target, token);
      const all = await rows(target);
      expect(head).toEqual({ id: String(all.at(-1)!.id), hash: all.at(-1)!.hash });
      await dropTriggers(target);
      await target.store.db.deleteFrom('audit_log').where('id', '>=', all.at(-2)!.id).execute();

      const truncated = { ok: false, firstBrokenId: String(all.at(-2)!.id), problem: { code: 'AUDIT_CHAIN_TRUNCATED' } };
      // The server remembers the newest head it has seen ...
      expect(await verify(target, token)).toMatchObject(truncated);
      // ... and an operator can give the head recorded from the log or /metrics, its hash in full or its first 16 digits.
      expect(await verify(target, token, `?head=${head!.id}:${head!.hash}`)).toMatchObject(truncated);
      expect(await verify(target, token, `?head=${head!.id}:${head!.hash.slice(0, 16)}`)).toMatchObject(truncated);
    });
  });

  it('refuses a head that is not `id:hash` (400), and reports a head whose hash the chain does not have', async () => {
    await withTrail(async (target, token) => {
      for (const head of ['12', 'x:abc', '3:zz', '3:abc']) {
        const response = await target.request({ method: 'GET', url: `/api/admin/audit/verify?head=${head}`, token });
        expect(response.statusCode, head).toBe(400);
        expect(response.json()).toMatchObject({ code: 'AUDIT_HEAD_INVALID', errors: [{ path: 'head', code: 'AUDIT_HEAD_INVALID' }] });
      }
      const { head } = await verify(target, token);
      const other = `${head!.id}:${'0'.repeat(64)}`;
      expect(await verify(target, token, `?head=${other}`)).toMatchObject({
        ok: false,
        firstBrokenId: head!.id,
        problem: { code: 'AUDIT_ENTRY_ALTERED' },
      });
    });
  });
});

describe('the head of the chain in the log', () => {
  it('is written when it has moved and on shutdown, as id:hash, the form the verification takes', async () => {
    const lines: Array<{ auditHead: string }> = [];
    const log = { info: (fields: { auditHead: string }) => lines.push(fields), warn: () => undefined } as unknown as FastifyBaseLogger;
    const headLog = logAuditHead(server.store, log, 60_000);
    await headLog.stop();
    const { head } = (await server.request({ method: 'GET', url: '/api/admin/audit/verify', token: admin })).json() as {
      head: { id: string; hash: string };
    };
    expect(lines).toEqual([{ auditHead: `${head.id}:${head.hash}` }]);
    const checked = await server.request({ method: 'GET', url: `/api/admin/audit/verify?head=${lines[0]!.auditHead}`, token: admin });
    expect(checked.json()).toMatchObject({ ok: true, problem: null });
  });
});

describe('the audit key', () => {
  it('is made at the first start in DATA_DIR/audit.key (mode 0600) and kept there, outside the database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'matka-audit-key-'));
    try {
      const first = await startTestServer({ env: { DATA_DIR: dataDir, AUDIT_KEY: '' } });
      await first.close();
      const file = join(dataDir, 'audit.key');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const key = readFileSync(file, 'utf8');
      expect(key.trim()).toMatch(/^[0-9a-f]{64}$/);
      const again = await startTestServer({ env: { DATA_DIR: dataDir, AUDIT_KEY: '' } });
      await again.close();
      expect(readFileSync(file, 'utf8')).toBe(key);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('is AUDIT_KEY when set (no file is made), and a short one is refused at the start', async () => {
    expect(() => loadConfig({ AUDIT_KEY: 'too-short' })).toThrow(/AUDIT_KEY must be at least 32 characters/);
    const dataDir = mkdtempSync(join(tmpdir(), 'matka-audit-key-'));
    try {
      const keyed = await startTestServer({ env: { DATA_DIR: dataDir, AUDIT_KEY: 'an-operator-chosen-key-of-32-characters-or-more' } });
      try {
        const token = await signInAdmin(keyed);
        const saved = await keyed.request({ method: 'PUT', url: '/api/admin/main-settings', token, payload: { upiId: 'own@bank' } });
        expect(saved.statusCode, saved.body).toBe(200);
        const verify = await keyed.request({ method: 'GET', url: '/api/admin/audit/verify', token });
        expect(verify.json()).toMatchObject({ ok: true, problem: null });
      } finally {
        await keyed.close();
      }
      expect(existsSync(join(dataDir, 'audit.key'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
