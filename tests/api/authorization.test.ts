import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANK, saveWallet } from './support/money.js';
import { createGame, placeBetOk, setRates } from './support/markets.js';
import { balanceOf, creditPlayer, signInAdmin, signUpPlayer, type SignedIn } from './support/players.js';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';

/**
 * The authorization matrix: every route of the API against a visitor without a token, a player, an inactive
 * player and an admin, plus what one player can see of another's records. Guards run before validation, so
 * an empty body is enough to tell "let in" from "kept out".
 */

type Access = 'public' | 'user' | 'active' | 'admin';

interface RouteCase {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as Fastify registers it. */
  route: string;
  access: Access;
}

const ROUTES: RouteCase[] = [
  { method: 'GET', route: '/api/health', access: 'public' },
  { method: 'POST', route: '/api/auth/login', access: 'public' },
  { method: 'POST', route: '/api/auth/signup', access: 'public' },
  { method: 'POST', route: '/api/auth/logout', access: 'user' },
  { method: 'GET', route: '/api/auth/profile', access: 'user' },
  { method: 'GET', route: '/api/user/profile', access: 'user' },
  { method: 'PUT', route: '/api/user/profile', access: 'user' },
  { method: 'PUT', route: '/api/user/forgot-password', access: 'public' },
  { method: 'PUT', route: '/api/user/change-password', access: 'user' },
  { method: 'GET', route: '/api/user/bank-details', access: 'user' },
  { method: 'PUT', route: '/api/user/bank-details', access: 'user' },
  { method: 'GET', route: '/api/user/payment-details', access: 'user' },
  { method: 'PUT', route: '/api/user/payment-details', access: 'user' },
  { method: 'GET', route: '/api/user/admin-whatsapp', access: 'public' },
  { method: 'GET', route: '/api/games', access: 'user' },
  { method: 'GET', route: '/api/gamerates', access: 'public' },
  { method: 'POST', route: '/api/bets', access: 'active' },
  { method: 'GET', route: '/api/bets/me', access: 'user' },
  { method: 'GET', route: '/api/results-session', access: 'user' },
  { method: 'POST', route: '/api/fund-request/create', access: 'active' },
  { method: 'GET', route: '/api/fund-request/history', access: 'user' },
  { method: 'POST', route: '/api/withdraw/request', access: 'active' },
  { method: 'GET', route: '/api/withdraw/history', access: 'user' },
  { method: 'GET', route: '/api/starline/games', access: 'user' },
  { method: 'GET', route: '/api/starline/games/:id', access: 'user' },
  { method: 'GET', route: '/api/starline/gamerates', access: 'public' },
  { method: 'POST', route: '/api/starline/bets', access: 'active' },
  { method: 'GET', route: '/api/starline/bets', access: 'user' },
  { method: 'GET', route: '/api/starline/results', access: 'user' },
  { method: 'GET', route: '/api/banner-settings/public', access: 'public' },
  { method: 'GET', route: '/api/banner-settings/uploads/:file', access: 'public' },
  { method: 'GET', route: '/api/main-settings/public', access: 'public' },
  { method: 'GET', route: '/api/how-to-play', access: 'public' },
  { method: 'GET', route: '/api/contact-settings', access: 'public' },
  { method: 'GET', route: '/api/enquiry/user', access: 'user' },
  { method: 'POST', route: '/api/enquiry/user', access: 'user' },
  { method: 'GET', route: '/api/admin/overview', access: 'admin' },
  { method: 'GET', route: '/api/admin/ledger/check', access: 'admin' },
  { method: 'GET', route: '/api/admin/users', access: 'admin' },
  { method: 'PATCH', route: '/api/admin/users/:id', access: 'admin' },
  { method: 'POST', route: '/api/admin/users/:id/adjustments', access: 'admin' },
  { method: 'GET', route: '/api/admin/users/:id/ledger', access: 'admin' },
  { method: 'GET', route: '/api/admin/games', access: 'admin' },
  { method: 'POST', route: '/api/admin/games', access: 'admin' },
  { method: 'PUT', route: '/api/admin/games/:id', access: 'admin' },
  { method: 'DELETE', route: '/api/admin/games/:id', access: 'admin' },
  { method: 'PUT', route: '/api/admin/gamerates', access: 'admin' },
  { method: 'POST', route: '/api/admin/results', access: 'admin' },
  { method: 'DELETE', route: '/api/admin/results', access: 'admin' },
  { method: 'GET', route: '/api/admin/results/preview', access: 'admin' },
  { method: 'GET', route: '/api/admin/fund-requests', access: 'admin' },
  { method: 'POST', route: '/api/admin/fund-requests/:id/approve', access: 'admin' },
  { method: 'POST', route: '/api/admin/fund-requests/:id/reject', access: 'admin' },
  { method: 'GET', route: '/api/admin/withdrawals', access: 'admin' },
  { method: 'POST', route: '/api/admin/withdrawals/:id/status', access: 'admin' },
  { method: 'GET', route: '/api/admin/password-requests', access: 'admin' },
  { method: 'POST', route: '/api/admin/password-requests/:id/approve', access: 'admin' },
  { method: 'POST', route: '/api/admin/password-requests/:id/reject', access: 'admin' },
  { method: 'GET', route: '/api/admin/starline/games', access: 'admin' },
  { method: 'POST', route: '/api/admin/starline/games', access: 'admin' },
  { method: 'PUT', route: '/api/admin/starline/games/:id', access: 'admin' },
  { method: 'DELETE', route: '/api/admin/starline/games/:id', access: 'admin' },
  { method: 'PUT', route: '/api/admin/starline/gamerates', access: 'admin' },
  { method: 'POST', route: '/api/admin/starline/results', access: 'admin' },
  { method: 'DELETE', route: '/api/admin/starline/results', access: 'admin' },
  { method: 'GET', route: '/api/admin/starline/results/preview', access: 'admin' },
  { method: 'GET', route: '/api/admin/banners', access: 'admin' },
  { method: 'POST', route: '/api/admin/banners', access: 'admin' },
  { method: 'DELETE', route: '/api/admin/banners/:id', access: 'admin' },
  { method: 'GET', route: '/api/admin/enquiries', access: 'admin' },
  { method: 'POST', route: '/api/admin/enquiries/:id/messages', access: 'admin' },
  { method: 'POST', route: '/api/admin/enquiries/:id/close', access: 'admin' },
  { method: 'PUT', route: '/api/admin/main-settings', access: 'admin' },
  { method: 'PUT', route: '/api/admin/contact-settings', access: 'admin' },
  { method: 'PUT', route: '/api/admin/how-to-play', access: 'admin' },
];

const INACTIVE_MESSAGE = 'Your account is inactive. Please contact support.';

/** Every method + route the application registers under /api, read from Fastify's own route tree. */
function registeredRoutes(tree: string): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const path = stack.join('');
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const method of (match[3] ?? '').split(', ')) {
      if (method && method !== 'HEAD' && method !== 'OPTIONS') found.push(`${method} ${path}`);
    }
  }
  return found.sort();
}

function concreteUrl(route: string): string {
  return route.replace(':file', 'missing.png').replace(/:id/g, '999999');
}

function expectErrorShape(response: LightMyRequestResponse): void {
  const body = response.json() as { message?: unknown };
  expect(typeof body.message).toBe('string');
}

describe('authorization matrix', () => {
  let server: TestServer;
  let adminToken: string;
  let player: SignedIn;
  let inactive: SignedIn;

  beforeAll(async () => {
    server = await startTestServer();
    adminToken = await signInAdmin(server);
    player = await signUpPlayer(server);
    inactive = await signUpPlayer(server);
    const patched = await server.request({
      method: 'PATCH',
      url: `/api/admin/users/${inactive.userId}`,
      token: adminToken,
      payload: { isActive: false },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const login = await server.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobileNumber: inactive.mobileNumber, password: inactive.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    inactive = { ...inactive, token: (login.json() as { token: string }).token };
  });

  afterAll(async () => {
    await expectLedgerBalanced(server);
    await server.close();
  });

  it('covers every route the server registers', () => {
    const listed = ROUTES.map((entry) => `${entry.method} ${entry.route}`).sort();
    expect(registeredRoutes(server.app.printRoutes({ commonPrefix: false }))).toEqual(listed);
  });

  /** Logout would end the session the rest of the matrix uses, so it gets a session of its own. */
  async function tokenFor(who: SignedIn | 'admin', route: RouteCase): Promise<string> {
    if (who === 'admin') {
      return route.route === '/api/auth/logout' ? signInAdmin(server) : adminToken;
    }
    if (route.route !== '/api/auth/logout') return who.token;
    const login = await server.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobileNumber: who.mobileNumber, password: who.password },
    });
    return (login.json() as { token: string }).token;
  }

  function send(route: RouteCase, token?: string): Promise<LightMyRequestResponse> {
    return server.request({ method: route.method, url: concreteUrl(route.route), token, ...bodyFor(route) });
  }

  function bodyFor(route: RouteCase): { payload?: object } {
    return route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} };
  }

  it.each(ROUTES)('$method $route: a visitor without a token', async (route) => {
    const response = await send(route);
    if (route.access === 'public') {
      expect([401, 403], response.body).not.toContain(response.statusCode);
    } else {
      expect(response.statusCode, response.body).toBe(401);
      expectErrorShape(response);
    }
  });

  it.each(ROUTES)('$method $route: a player', async (route) => {
    const response = await send(route, await tokenFor(player, route));
    if (route.access === 'admin') {
      expect(response.statusCode, response.body).toBe(403);
      expectErrorShape(response);
    } else {
      expect([401, 403], response.body).not.toContain(response.statusCode);
    }
  });

  it.each(ROUTES)('$method $route: an inactive player', async (route) => {
    const response = await send(route, await tokenFor(inactive, route));
    if (route.access === 'admin') {
      expect(response.statusCode, response.body).toBe(403);
      expectErrorShape(response);
    } else if (route.access === 'active') {
      expect(response.statusCode, response.body).toBe(403);
      expect((response.json() as { message: string }).message).toBe(INACTIVE_MESSAGE);
    } else {
      expect([401, 403], response.body).not.toContain(response.statusCode);
    }
  });

  it.each(ROUTES.filter((route) => route.access === 'admin' || route.access === 'public'))(
    '$method $route: an admin',
    async (route) => {
      const response = await send(route, await tokenFor('admin', route));
      expect([401, 403], response.body).not.toContain(response.statusCode);
    },
  );

  it('an inactive player moves no money', async () => {
    await creditPlayer(server, inactive.userId, 5_000);
    await saveWallet(server, inactive.token, { paytm: '9876543210' });
    const attempts = await Promise.all([
      server.request({
        method: 'POST',
        url: '/api/fund-request/create',
        token: inactive.token,
        payload: { amount: 500, transactionId: 'TXN-INACTIVE', paymentMethod: 'UPI' },
      }),
      server.request({
        method: 'POST',
        url: '/api/withdraw/request',
        token: inactive.token,
        payload: { amount: 1_000, method: 'paytm' },
      }),
    ]);
    for (const response of attempts) expect(response.statusCode, response.body).toBe(403);
    expect(await balanceOf(server, inactive.token)).toBe(5_000);
  });
});

describe("one player and another's records", () => {
  let server: TestServer;
  let owner: SignedIn;
  let other: SignedIn;

  beforeAll(async () => {
    server = await startTestServer();
    const adminToken = await signInAdmin(server);
    await setRates(server, adminToken);
    const game = await createGame(server, adminToken, { openTime: '12:00', closeTime: '18:00' });
    owner = await signUpPlayer(server);
    other = await signUpPlayer(server);
    await creditPlayer(server, owner.userId, 5_000);
    await placeBetOk(server, owner.token, { gameId: game._id, betType: 'single', betNumber: '7', betAmount: 100 });
    await saveWallet(server, owner.token, { phonepe: '9876543210' });
    const bank = await server.request({ method: 'PUT', url: '/api/user/bank-details', token: owner.token, payload: BANK });
    expect(bank.statusCode, bank.body).toBe(200);
    const writes = [
      { url: '/api/fund-request/create', payload: { amount: 500, transactionId: 'TXN-OWNER-1', paymentMethod: 'UPI' } },
      { url: '/api/withdraw/request', payload: { amount: 1_000, method: 'phonepe' } },
      { url: '/api/enquiry/user', payload: { message: 'Where is my deposit?' } },
    ];
    for (const write of writes) {
      const response = await server.request({ method: 'POST', token: owner.token, ...write });
      expect(response.statusCode, response.body).toBe(201);
    }
  });

  afterAll(async () => {
    await expectLedgerBalanced(server);
    await server.close();
  });

  it("sees none of another player's bets, requests, withdrawals, enquiries or payout details", async () => {
    const read = async (url: string) => {
      const response = await server.request({ method: 'GET', url, token: other.token });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Record<string, unknown>;
    };
    expect(await read('/api/bets/me')).toEqual({ bets: [] });
    expect(await read('/api/fund-request/history')).toEqual({ success: true, requests: [] });
    expect(await read('/api/withdraw/history')).toEqual({ withdrawals: [] });
    expect(await read('/api/enquiry/user')).toEqual([]);
    expect(await read('/api/user/bank-details')).toEqual({ bankDetails: null });
    expect(await read('/api/user/payment-details')).toEqual({ paymentDetails: { paytm: '', googlePay: '', phonepe: '' } });
    const starline = (await read('/api/starline/bets')) as { data: { bets: unknown[] } };
    expect(starline.data.bets).toEqual([]);
    expect(await balanceOf(server, other.token)).toBe(0);
  });

  it("cannot act on another player's records through the admin routes", async () => {
    const list = await server.request({ method: 'GET', url: '/api/admin/fund-requests', token: other.token });
    expect(list.statusCode).toBe(403);
    const ledger = await server.request({ method: 'GET', url: `/api/admin/users/${owner.userId}/ledger`, token: other.token });
    expect(ledger.statusCode).toBe(403);
    const adjust = await server.request({
      method: 'POST',
      url: `/api/admin/users/${owner.userId}/adjustments`,
      token: other.token,
      payload: { amount: -100, reason: 'taking it' },
    });
    expect(adjust.statusCode).toBe(403);
    expect(await balanceOf(server, owner.token)).toBe(5_000 - 100 - 1_000);
  });
});
