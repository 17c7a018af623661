import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { countOpenEnquiries } from '../../server/services/people/enquiries.js';
import { signInAdmin, signUpPlayer, type SignedIn } from './support/players.js';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';

interface Enquiry {
  _id: string;
  status: 'open' | 'closed';
  createdAt: string;
  messages: { sender: 'user' | 'admin'; message: string; timestamp: string }[];
}

describe('Enquiries', () => {
  let server: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    server = await startTestServer();
    adminToken = await signInAdmin(server);
  });
  afterEach(async () => {
    await expectLedgerBalanced(server);
  });
  afterAll(async () => {
    await server.close();
  });

  const send = (player: SignedIn, message: unknown) =>
    server.request({ method: 'POST', url: '/api/enquiry/user', token: player.token, payload: { message } });
  const mine = async (player: SignedIn) => {
    const response = await server.request({ method: 'GET', url: '/api/enquiry/user', token: player.token });
    expect(response.statusCode).toBe(200);
    return response.json() as Enquiry[];
  };
  const adminReply = (id: string, message: unknown) =>
    server.request({ method: 'POST', url: `/api/admin/enquiries/${id}/messages`, token: adminToken, payload: { message } });
  const adminClose = (id: string) =>
    server.request({ method: 'POST', url: `/api/admin/enquiries/${id}/close`, token: adminToken, payload: {} });

  it('runs the life cycle: player message, admin reply, close, a new thread', async () => {
    const player = await signUpPlayer(server, { name: 'Meena' });
    expect(await mine(player)).toEqual([]);

    const first = await send(player, '  My deposit is not showing  ');
    expect(first.statusCode, first.body).toBe(201);
    const { message, enquiry } = first.json() as { message: string; enquiry: Enquiry };
    expect(message).toBe('Message sent successfully!');
    expect(enquiry).toEqual({
      _id: expect.any(String),
      status: 'open',
      createdAt: server.clock.now().toISOString(),
      messages: [{ sender: 'user', message: 'My deposit is not showing', timestamp: server.clock.now().toISOString() }],
    });

    server.clock.advance(60_000);
    const second = await send(player, 'Transaction id TXN123');
    expect((second.json() as { enquiry: Enquiry }).enquiry).toMatchObject({ _id: enquiry._id, status: 'open' });
    expect((second.json() as { enquiry: Enquiry }).enquiry.messages).toHaveLength(2);

    const open = await server.request({ method: 'GET', url: '/api/admin/enquiries?status=open', token: adminToken });
    expect(open.statusCode).toBe(200);
    const listed = (open.json() as { enquiries: (Enquiry & { user: { name: string; mobileNumber: string } })[] }).enquiries.find(
      (item) => item._id === enquiry._id,
    );
    expect(listed?.user).toMatchObject({ name: 'Meena', mobileNumber: player.mobileNumber });
    expect(await countOpenEnquiries(server.store.db)).toBeGreaterThanOrEqual(1);

    server.clock.advance(60_000);
    const reply = await adminReply(enquiry._id, 'We have credited it, please check.');
    expect(reply.statusCode, reply.body).toBe(201);
    const [thread] = await mine(player);
    expect(thread?.messages.map((m) => [m.sender, m.message])).toEqual([
      ['user', 'My deposit is not showing'],
      ['user', 'Transaction id TXN123'],
      ['admin', 'We have credited it, please check.'],
    ]);

    const closed = await adminClose(enquiry._id);
    expect(closed.statusCode).toBe(200);
    expect((closed.json() as { enquiry: Enquiry }).enquiry.status).toBe('closed');
    expect((await adminClose(enquiry._id)).statusCode).toBe(200);
    const lateReply = await adminReply(enquiry._id, 'One more thing');
    expect(lateReply.statusCode).toBe(409);
    expect((await mine(player))[0]?.status).toBe('closed');

    server.clock.advance(60_000);
    const fresh = await send(player, 'A new question');
    expect(fresh.statusCode).toBe(201);
    const freshEnquiry = (fresh.json() as { enquiry: Enquiry }).enquiry;
    expect(freshEnquiry._id).not.toBe(enquiry._id);
    expect(freshEnquiry.messages).toHaveLength(1);
    const threads = await mine(player);
    expect(threads.map((t) => [t._id, t.status])).toEqual([
      [freshEnquiry._id, 'open'],
      [enquiry._id, 'closed'],
    ]);
    const closedList = await server.request({ method: 'GET', url: '/api/admin/enquiries?status=closed', token: adminToken });
    expect((closedList.json() as { enquiries: Enquiry[] }).enquiries.map((e) => e._id)).toContain(enquiry._id);
  });

  it('trims messages and refuses empty or overlong ones', async () => {
    const player = await signUpPlayer(server);
    for (const bad of ['', '    ', '\n\t', 42, null]) {
      const response = await send(player, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Please enter a message' });
    }
    const tooLong = await send(player, 'x'.repeat(1001));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ message: 'Message must be at most 1000 characters' });
    const longest = await send(player, `  ${'क'.repeat(1000)}  `);
    expect(longest.statusCode).toBe(201);
    const missing = await server.request({ method: 'POST', url: '/api/enquiry/user', token: player.token, payload: {} });
    expect(missing.statusCode).toBe(400);
    const thread = (await mine(player))[0]!;
    expect((await adminReply(thread._id, '   ')).statusCode).toBe(400);
  });

  it('keeps one open thread per player even when first messages arrive together', async () => {
    const player = await signUpPlayer(server);
    const responses = await Promise.all(Array.from({ length: 8 }, (_, i) => send(player, `Hello ${i}`)));
    expect(responses.every((response) => response.statusCode === 201)).toBe(true);
    const threads = await mine(player);
    expect(threads).toHaveLength(1);
    expect(threads[0]?.messages).toHaveLength(8);
  });

  it('scopes threads to their player; inactive players can still write', async () => {
    const alice = await signUpPlayer(server);
    const bob = await signUpPlayer(server);
    await send(alice, 'Alice here');
    expect(await mine(bob)).toEqual([]);
    await server.store.db.updateTable('users').set({ is_active: 0 }).where('id', '=', bob.userId).execute();
    expect((await send(bob, 'My account is inactive, why?')).statusCode).toBe(201);
    expect(await mine(bob)).toHaveLength(1);
  });

  it('answers unknown ids with 404 and a bad status filter with 400; pages the admin list', async () => {
    expect((await adminReply('999999', 'hello')).statusCode).toBe(404);
    expect((await adminReply('abc', 'hello')).statusCode).toBe(404);
    expect((await adminClose('999999')).statusCode).toBe(404);
    const bad = await server.request({ method: 'GET', url: '/api/admin/enquiries?status=bogus', token: adminToken });
    expect(bad.statusCode).toBe(400);
    const all = await server.request({ method: 'GET', url: '/api/admin/enquiries', token: adminToken });
    const total = (all.json() as { pagination: { total: number } }).pagination.total;
    const paged = await server.request({ method: 'GET', url: '/api/admin/enquiries?limit=2&page=1', token: adminToken });
    const body = paged.json() as { enquiries: Enquiry[]; pagination: { current: number; pages: number; total: number; limit: number } };
    expect(body.enquiries).toHaveLength(2);
    expect(body.pagination).toEqual({ current: 1, pages: Math.ceil(total / 2), total, limit: 2 });
    const open = await server.request({ method: 'GET', url: '/api/admin/enquiries?status=open', token: adminToken });
    expect((open.json() as { pagination: { total: number } }).pagination.total).toBe(await countOpenEnquiries(server.store.db));
  });

  it('answers 401 without a token and 403 for players on admin routes', async () => {
    const player = await signUpPlayer(server);
    for (const headers of [{}, { authorization: 'Bearer null' }, { authorization: 'Bearer not-a-token' }]) {
      expect((await server.request({ method: 'GET', url: '/api/enquiry/user', headers })).statusCode).toBe(401);
      expect((await server.request({ method: 'POST', url: '/api/enquiry/user', headers, payload: { message: 'hi' } })).statusCode).toBe(401);
    }
    const routes: [string, string][] = [
      ['GET', '/api/admin/enquiries'],
      ['POST', '/api/admin/enquiries/1/messages'],
      ['POST', '/api/admin/enquiries/1/close'],
    ];
    for (const [method, url] of routes) {
      const payload = method === 'POST' ? { message: 'hi' } : undefined;
      expect((await server.request({ method: method as 'GET', url, payload })).statusCode, url).toBe(401);
      const asPlayer = await server.request({ method: method as 'GET', url, payload, token: player.token });
      expect(asPlayer.statusCode, url).toBe(403);
      expect(asPlayer.json()).toEqual({ message: 'Admin access required', code: 'ADMIN_REQUIRED' });
    }
  });
});
