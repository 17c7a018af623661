import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFundRequest, requestWithdrawal, saveWallet } from './support/money.js';
import { createGame, createStarlineGame, declareOk, placeBetOk, revert, setIstTime, setRates } from './support/markets.js';
import { creditPlayer, signInAdmin, signUpPlayer, type SignedIn } from './support/players.js';
import { withoutWithdrawalHolds } from './support/risk.js';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';

/** A player's activity: what an operator or a declaration did for them, newest first, read and unread. */

interface Item {
  id: string;
  kind: string;
  at: string;
  amount?: number;
  gameName?: string;
  session?: string;
  read: boolean;
}
interface Page {
  items: Item[];
  nextCursor: string | null;
  unread: number;
}

let server: TestServer;
let admin: string;
let utrSequence = 0;
const nextUtr = () => `${String(Date.now()).slice(-8)}${String(++utrSequence).padStart(4, '0')}`;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server);
  await setRates(server, admin);
  await withoutWithdrawalHolds(server, admin);
});
afterEach(async () => {
  setIstTime(server, '11:00');
  await expectLedgerBalanced(server);
});
afterAll(async () => {
  await server.close();
});

async function activity(player: SignedIn, query = ''): Promise<Page> {
  const response = await server.request({ method: 'GET', url: `/api/user/activity${query}`, token: player.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
}

async function unread(player: SignedIn): Promise<number> {
  const response = await server.request({ method: 'GET', url: '/api/user/activity/unread', token: player.token });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { unread: number }).unread;
}

function markRead(player: SignedIn, upTo: unknown) {
  return server.request({ method: 'POST', url: '/api/user/activity/read', token: player.token, payload: { upTo } });
}

async function deposit(player: SignedIn, amount: number): Promise<string> {
  const response = await createFundRequest(server, player.token, { amount, utr: nextUtr(), paymentMethod: 'UPI' });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { request: { _id: string } }).request._id;
}

async function decideDeposit(id: string, decision: 'approve' | 'reject'): Promise<void> {
  const url = `/api/admin/fund-requests/${id}/${decision}`;
  const response = await server.request({ method: 'POST', url, token: admin, payload: {} });
  expect(response.statusCode, response.body).toBe(200);
}

async function withdraw(player: SignedIn, amount: number): Promise<string> {
  const response = await requestWithdrawal(server, player.token, { amount, method: 'paytm' });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { withdrawal: { _id: string } }).withdrawal._id;
}

async function moveWithdrawal(id: string, status: string): Promise<void> {
  const url = `/api/admin/withdrawals/${id}/status`;
  const response = await server.request({ method: 'POST', url, token: admin, payload: { status } });
  expect(response.statusCode, response.body).toBe(200);
}

async function player(balance = 0): Promise<SignedIn> {
  const signedIn = await signUpPlayer(server);
  await saveWallet(server, signedIn.token, { paytm: '9876543210' });
  if (balance > 0) await creditPlayer(server, signedIn.userId, balance);
  return signedIn;
}

describe('GET /api/user/activity', () => {
  it('tells a player of each deposit and withdrawal decided, newest first, and nothing while they wait', async () => {
    const asha = await player(5000);
    const approved = await deposit(asha, 750);
    const rejected = await deposit(asha, 300);
    expect(await activity(asha)).toEqual({ items: [], nextCursor: null, unread: 0 });

    await decideDeposit(approved, 'approve');
    await decideDeposit(rejected, 'reject');
    const paid = await withdraw(asha, 1000);
    await moveWithdrawal(paid, 'approved');
    await moveWithdrawal(paid, 'processing');
    await moveWithdrawal(paid, 'completed');
    await moveWithdrawal(await withdraw(asha, 1200), 'rejected');

    const page = await activity(asha);
    expect(page.items.map(({ kind, amount }) => ({ kind, amount }))).toEqual([
      { kind: 'withdrawal_rejected', amount: 1200 },
      { kind: 'withdrawal_paid', amount: 1000 },
      { kind: 'withdrawal_approved', amount: 1000 },
      { kind: 'deposit_rejected', amount: 300 },
      { kind: 'deposit_approved', amount: 750 },
    ]);
    expect(page.items.every((item) => !item.read && item.at === server.clock.now().toISOString())).toBe(true);
    expect(page).toMatchObject({ nextCursor: null, unread: 5 });
  });

  it('tells the winners of a declaration how much they won on which market, and takes it back with a revert', async () => {
    setIstTime(server, '11:00');
    const game = await createGame(server, admin, { gameName: `Kalyan ${Date.now()}`, openTime: '12:00', closeTime: '13:00' });
    const asha = await player(1000);
    const ravi = await player(1000);
    const body = { gameId: game._id, betType: 'single', session: 'open', betAmount: 10 };
    const won = await placeBetOk(server, asha.token, { ...body, betNumber: '1' });
    await placeBetOk(server, asha.token, { ...body, betNumber: '1' });
    await placeBetOk(server, ravi.token, { ...body, betNumber: '2' });

    setIstTime(server, '12:05');
    await declareOk(server, admin, { gameId: game._id, session: 'open', pana: '128' });
    const [win] = (await activity(asha)).items;
    expect(win).toMatchObject({ kind: 'win', amount: 2 * won.potentialWin, gameName: game.gameName, session: 'open' });
    expect((await activity(ravi)).items).toEqual([]);

    const reverted = await revert(server, admin, { gameId: game._id, session: 'open' });
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(await activity(asha)).toEqual({ items: [], nextCursor: null, unread: 0 });
  });

  it("names a Starline win by its market and the market's Hindi name", async () => {
    setIstTime(server, '11:00');
    const gameName = `Starline ${Date.now()}`;
    const game = await createStarlineGame(server, admin, { gameName, openTime: '12:00', gameNameHindi: 'स्टारलाइन दोपहर' });
    const asha = await player(1000);
    const placed = await server.request({
      method: 'POST',
      url: '/api/starline/bets',
      token: asha.token,
      payload: { gameId: game._id, betType: 'single digit', betNumber: '1', betAmount: 10 },
    });
    expect(placed.statusCode, placed.body).toBe(201);

    setIstTime(server, '12:05');
    const declared = await server.request({
      method: 'POST',
      url: '/api/admin/starline/results',
      token: admin,
      payload: { gameId: game._id, pana: '137' },
    });
    expect(declared.statusCode, declared.body).toBe(200);
    const [win] = (await activity(asha)).items;
    expect(win).toMatchObject({ kind: 'win', gameName, gameNameHindi: 'स्टारलाइन दोपहर' });
    expect(win).not.toHaveProperty('session');
  });

  it("tells a player an operator replied to their enquiry, and never shows another player's activity", async () => {
    const asha = await player();
    const ravi = await player();
    const sent = await server.request({ method: 'POST', url: '/api/enquiry/user', token: asha.token, payload: { message: 'Where is my deposit?' } });
    const enquiryId = (sent.json() as { enquiry: { _id: string } }).enquiry._id;
    const url = `/api/admin/enquiries/${enquiryId}/messages`;
    const reply = await server.request({ method: 'POST', url, token: admin, payload: { message: 'Credited now.' } });
    expect(reply.statusCode, reply.body).toBe(201);

    const [item] = (await activity(asha)).items;
    expect(item).toEqual({ id: expect.any(String), kind: 'enquiry_reply', at: server.clock.now().toISOString(), read: false });
    expect(await activity(ravi)).toEqual({ items: [], nextCursor: null, unread: 0 });
    expect(await unread(ravi)).toBe(0);
    // Another player's item id marks nothing of theirs read, and nothing of Ravi's either.
    expect((await markRead(ravi, item!.id)).json()).toEqual({ unread: 0 });
    expect(await unread(asha)).toBe(1);
  });

  it('pages newest first by the cursor, each item once', async () => {
    const asha = await player();
    for (const amount of [501, 502, 503, 504, 505]) await decideDeposit(await deposit(asha, amount), 'approve');
    const first = await activity(asha, '?limit=2');
    expect(first.items.map((item) => item.amount)).toEqual([505, 504]);
    const second = await activity(asha, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((item) => item.amount)).toEqual([503, 502]);
    const last = await activity(asha, `?limit=2&cursor=${second.nextCursor}`);
    expect(last).toMatchObject({ nextCursor: null, unread: 5 });
    expect(last.items.map((item) => item.amount)).toEqual([501]);
  });

  it('refuses a cursor that is not one (400), in the usual error body', async () => {
    const asha = await player();
    for (const cursor of ['abc', '-1', '0', '1.5', '99999999999999999999']) {
      const response = await server.request({ method: 'GET', url: `/api/user/activity?cursor=${cursor}`, token: asha.token });
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json()).toMatchObject({ code: 'ACTIVITY_CURSOR_INVALID' });
    }
    expect((await server.request({ method: 'GET', url: '/api/user/activity' })).statusCode).toBe(401);
  });
});

describe('unread and mark-read', () => {
  it('counts what came since the newest item read; reading up to an item reads it and everything before', async () => {
    const asha = await player();
    for (const amount of [601, 602, 603]) await decideDeposit(await deposit(asha, amount), 'approve');
    expect(await unread(asha)).toBe(3);
    const { items } = await activity(asha);

    const marked = await markRead(asha, items[1]!.id);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ unread: 1 });
    expect((await activity(asha)).items.map((item) => item.read)).toEqual([false, true, true]);

    // Never back: an older id changes nothing.
    expect((await markRead(asha, items[2]!.id)).json()).toEqual({ unread: 1 });
    // An id past the newest item reads all there is, and what comes later is unread.
    expect((await markRead(asha, String(Number(items[0]!.id) + 1000))).json()).toEqual({ unread: 0 });
    await decideDeposit(await deposit(asha, 604), 'approve');
    expect(await unread(asha)).toBe(1);
  });

  it('refuses an upTo that is not an id (400), changing nothing', async () => {
    const asha = await player();
    await decideDeposit(await deposit(asha, 700), 'approve');
    for (const upTo of [undefined, 'x', -3, 0, 1.5, null, {}]) {
      const response = await markRead(asha, upTo);
      expect(response.statusCode, String(upTo)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'ACTIVITY_READ_INVALID' });
    }
    expect(await unread(asha)).toBe(1);
  });
});
