import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../server/ledger/ledger.js';
import { encodePng } from '../../server/seed/png.js';
import { openSession, userForToken } from '../../server/services/people/sessions.js';
import type { Database } from '../../server/store/schema.js';
import {
  authorization,
  extraHeaders,
  headerText,
  idempotencyHeader,
  nastyString,
  objectBody,
  queryString,
  rawBody,
  sometimes,
  type AuthChoice,
  type Caller,
  type RawBody,
} from './fuzz-inputs.js';
import { FUZZ_PUSH_HOST, fuzzRoutes, type FuzzRoute, type KnownIds } from './fuzz-routes.js';
import { createGame, createStarlineGame, placeBetOk, setRates, TEST_DAY } from './support/markets.js';
import { BANK, createFundRequest, requestWithdrawal, saveWallet } from './support/money.js';
import { creditPlayer, signInAdmin, signUpPlayer, type SignedIn } from './support/players.js';
import { ADMIN, startTestServer, type TestServer } from './support/test-server.js';

/**
 * Property-based fuzzing of every endpoint (never a 500 for bad input): generated bodies, headers,
 * query strings and path ids, sent by every kind of caller. Whatever arrives, the answer is never a 5xx, an
 * error is in the usual error body, and a request that is not answered 2xx changes nothing the database holds.
 *
 * FUZZ_RUNS sets the number of requests per route (default 40); FUZZ_SEED replays a reported failure;
 * FUZZ_REPORT=1 prints how often each route answered each status, to see how deep the generators reach.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const REPORT = process.env.FUZZ_REPORT === '1';

/**
 * What must not change when a request fails. Sessions, sign-in counters and idempotency keys are left out:
 * a failed sign-in is counted and a refused keyed request is remembered, both by design.
 */
const GUARDED_TABLES: (keyof Database)[] = [
  'users',
  'games',
  'game_results',
  'rates',
  'bets',
  'ledger_entries',
  'fund_requests',
  'withdrawals',
  'password_requests',
  'settings',
  'balance_adjustments',
  'play_limits',
  'play_controls',
  'starline_games',
  'starline_results',
  'starline_bets',
  'banners',
  'enquiries',
  'enquiry_messages',
  'push_subscriptions',
  'push_subscription_games',
];

type Body =
  | { kind: 'none' }
  | { kind: 'object'; value: Record<string, unknown>; contentType: string }
  | { kind: 'raw'; raw: RawBody }
  | { kind: 'multipart'; payload: Buffer; contentType: string; describe: string };

interface FuzzRequest {
  params: Record<string, string>;
  query: string | null;
  auth: AuthChoice;
  idempotencyKey: string | string[] | undefined;
  headers: Record<string, string>;
  body: Body;
}

/** The routes by name, for one test each; their generators are built once the world's records exist. */
const ROUTE_NAMES = fuzzRoutes({
  today: TEST_DAY,
  mobileNumbers: ['9000000000'],
  users: [],
  games: [],
  starlineGames: [],
  fundRequests: [],
  withdrawals: [],
  passwordRequests: [],
  enquiries: [],
  banners: [],
  bannerFiles: [],
}).map((route) => `${route.method} ${route.path}`);

const png = encodePng(4, 4, (x, y) => [x * 60, y * 60, 90]);

/** multipart/form-data bodies: a real image now and then, junk parts, broken boundaries, truncation. */
function multipartBody(title: fc.Arbitrary<unknown>): fc.Arbitrary<Body> {
  const part = fc.record({
      name: fc.constantFrom('image', 'file', 'title', 'x', ''),
      filename: fc.option(fc.constantFrom('a.png', 'b.jpg', '../../x.png', '', 'no-extension', '\u00e9.webp'), { nil: undefined }),
      type: fc.option(fc.constantFrom('image/png', 'image/jpeg', 'text/plain', 'application/x-php'), { nil: undefined }),
      data: fc.oneof(
        fc.constant(png),
        fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
        fc.constant(png.subarray(0, 20)),
        title.map((value) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value) ?? '')),
      ),
  });
  return fc
    .tuple(fc.array(part, { maxLength: 4 }), fc.constantFrom('ok', 'no-boundary', 'wrong-boundary', 'truncated', 'no-end'))
    .map(([parts, shape]) => {
      const boundary = 'fuzzBoundary7MA4YWxk';
      const chunks: Buffer[] = [];
      for (const p of parts) {
        const disposition = `form-data; name="${p.name}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}`;
        const type = p.type ? `Content-Type: ${p.type}\r\n` : '';
        chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`), p.data, Buffer.from('\r\n'));
      }
      if (shape !== 'no-end') chunks.push(Buffer.from(`--${boundary}--\r\n`));
      let payload = Buffer.concat(chunks);
      if (shape === 'truncated') payload = payload.subarray(0, Math.floor(payload.length / 2));
      const contentType =
        shape === 'no-boundary'
          ? 'multipart/form-data'
          : `multipart/form-data; boundary=${shape === 'wrong-boundary' ? 'other' : boundary}`;
      return { kind: 'multipart' as const, payload, contentType, describe: `${parts.length} parts, ${shape}` };
    });
}

function bodyArbitrary(route: FuzzRoute): fc.Arbitrary<Body> {
  if (route.method === 'GET') return fc.constant({ kind: 'none' as const });
  const none = fc.constant({ kind: 'none' as const });
  const raw = rawBody.map((value) => ({ kind: 'raw' as const, raw: value }));
  const object = objectBody(route.body ?? {}, route.coherent).chain((value) =>
    fc.constantFrom('application/json', 'application/json; charset=utf-8').map((contentType) => ({ kind: 'object' as const, value, contentType })),
  );
  if (route.csv) {
    const csv = route.csv.map((payload) => ({ kind: 'raw' as const, raw: { payload, contentType: 'text/csv', describe: 'CSV' } }));
    return fc.oneof({ weight: 5, arbitrary: csv }, { weight: 2, arbitrary: raw }, { weight: 1, arbitrary: object }, { weight: 1, arbitrary: none });
  }
  if (route.multipart) {
    return fc.oneof(
      { weight: 5, arbitrary: multipartBody(route.body?.title ?? nastyString) },
      { weight: 2, arbitrary: raw },
      { weight: 1, arbitrary: object },
      { weight: 1, arbitrary: none },
    );
  }
  return fc.oneof({ weight: 6, arbitrary: object }, { weight: 2, arbitrary: raw }, { weight: 1, arbitrary: none });
}

function requestArbitrary(route: FuzzRoute): fc.Arbitrary<FuzzRequest> {
  return fc.record({
    params: route.params ? fc.record(route.params) : fc.constant({}),
    query: route.query
      ? sometimes(queryString(route.query), 0.8, null)
      : sometimes(fc.constantFrom('x=1', '%', 'a=1&a=2', '__proto__=1'), 0.2, null),
    auth: authorization(route.caller),
    idempotencyKey: route.idempotent ? idempotencyHeader : sometimes(headerText, 0.15, undefined),
    headers: extraHeaders,
    body: bodyArbitrary(route),
  });
}

describe('fuzzing every endpoint', () => {
  let server: TestServer;
  let dataDir: string;
  let routes: FuzzRoute[];
  const users = {} as Record<Caller, number>;
  const tokens = {} as Record<Caller, string>;
  let guardedDigest: string;
  const statusCounts = new Map<string, Map<number, number>>();

  async function digest(): Promise<string> {
    const hash = createHash('sha256');
    for (const table of GUARDED_TABLES) {
      const rows = await server.store.db.selectFrom(table).selectAll().execute();
      const lines = rows.map((row) => JSON.stringify(row)).sort();
      hash.update(`${table}:${lines.length}\n${lines.join('\n')}\n`);
    }
    return hash.digest('hex');
  }

  /**
   * A request that succeeded may have signed a caller out, deactivated or promoted someone: put the four
   * callers back as the fuzz world defines them, so the next requests still reach the checks behind the guards.
   */
  async function restoreCallers(): Promise<void> {
    const db = server.store.db;
    const shape: Record<Caller, { role: 'admin' | 'player'; is_active: number }> = {
      admin: { role: 'admin', is_active: 1 },
      player: { role: 'player', is_active: 1 },
      inactive: { role: 'player', is_active: 0 },
      other: { role: 'player', is_active: 1 },
    };
    for (const caller of Object.keys(shape) as Caller[]) {
      await db.updateTable('users').set(shape[caller]).where('id', '=', users[caller]).execute();
      if (!(await userForToken(server.store, server.clock, tokens[caller]))) {
        tokens[caller] = await openSession(db, server.clock, users[caller]);
      }
    }
    // A maintenance pause the fuzzing turned on would answer every later bet and deposit 503.
    const resumed = await server.request({
      method: 'PUT',
      url: '/api/admin/maintenance',
      token: tokens.admin,
      payload: { betting: false, deposits: false },
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
  }

  function injectOptions(route: FuzzRoute, request: FuzzRequest): InjectOptions {
    const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => request.params[name] ?? '');
    const headers: Record<string, string | string[]> = { ...request.headers };
    const auth = 'caller' in request.auth ? `Bearer ${tokens[request.auth.caller]}` : request.auth.raw;
    if (auth !== undefined) headers.authorization = auth;
    if (request.idempotencyKey !== undefined) headers['idempotency-key'] = request.idempotencyKey;
    const options: InjectOptions = {
      method: route.method,
      url: request.query === null ? path : `${path}?${request.query}`,
      headers,
    };
    const body = request.body;
    if (body.kind === 'object') {
      headers['content-type'] = body.contentType;
      options.payload = JSON.stringify(body.value);
    } else if (body.kind === 'raw') {
      if (body.raw.contentType !== undefined) headers['content-type'] = body.raw.contentType;
      options.payload = body.raw.payload;
    } else if (body.kind === 'multipart') {
      headers['content-type'] = body.contentType;
      options.payload = body.payload;
    }
    return options;
  }

  function describeExchange(options: InjectOptions, request: FuzzRequest, response: LightMyRequestResponse): string {
    const body =
      request.body.kind === 'object'
        ? JSON.stringify(request.body.value).slice(0, 500)
        : request.body.kind === 'raw'
          ? `${request.body.raw.describe}: ${String(request.body.raw.payload).slice(0, 200)}`
          : request.body.kind === 'multipart'
            ? request.body.describe
            : '(none)';
    return [
      `${options.method} ${String(options.url).slice(0, 300)}`,
      `headers: ${JSON.stringify(options.headers).slice(0, 500)}`,
      `body: ${body}`,
      `→ ${response.statusCode} ${response.body.slice(0, 500)}`,
    ].join('\n');
  }

  /** The usual error body: `{message: string, errors?: [{msg: string, path?: string}]}`. */
  function errorShapeProblem(response: LightMyRequestResponse): string | undefined {
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      return 'the error body is not JSON';
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'the error body is not an object';
    const { message, errors } = body as { message?: unknown; errors?: unknown };
    if (typeof message !== 'string' || message.trim() === '') return 'message is not a sentence';
    if (errors === undefined) return undefined;
    if (!Array.isArray(errors)) return 'errors is not an array';
    for (const item of errors as unknown[]) {
      if (typeof item !== 'object' || item === null) return 'an errors[] item is not an object';
      const { msg, path } = item as { msg?: unknown; path?: unknown };
      if (typeof msg !== 'string' || msg.trim() === '') return 'an errors[] item has no msg';
      if (path !== undefined && typeof path !== 'string') return 'an errors[] path is not a string';
    }
    return undefined;
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'matka-fuzz-'));
    // Push messages go to loopback alone (fuzz-routes.ts), never to a real push service.
    server = await startTestServer({ env: { DATA_DIR: dataDir, PUSH_ENDPOINT_HOSTS: FUZZ_PUSH_HOST } });
    const adminToken = await signInAdmin(server);
    const admin = await server.store.db.selectFrom('users').select('id').where('mobile_number', '=', ADMIN.mobileNumber).executeTakeFirstOrThrow();
    const player = await signUpPlayer(server);
    const other = await signUpPlayer(server);
    const inactive: SignedIn = await signUpPlayer(server);
    Object.assign(users, { admin: Number(admin.id), player: player.userId, other: other.userId, inactive: inactive.userId });
    Object.assign(tokens, { admin: adminToken, player: player.token, other: other.token, inactive: inactive.token });

    await creditPlayer(server, player.userId, 50_000);
    await creditPlayer(server, other.userId, 5_000);
    const bank = await server.request({ method: 'PUT', url: '/api/user/bank-details', token: player.token, payload: BANK });
    expect(bank.statusCode, bank.body).toBe(200);
    await saveWallet(server, player.token, { paytm: '9876543210' });
    await setRates(server, adminToken);
    const starRates = await server.request({
      method: 'PUT',
      url: '/api/admin/starline/gamerates',
      token: adminToken,
      payload: { singleDigit: { min: 10, max: 95 }, singlePana: { min: 10, max: 1400 }, doublePana: { min: 10, max: 2800 }, triplePana: { min: 10, max: 7000 } },
    });
    expect(starRates.statusCode, starRates.body).toBe(200);

    const open = await createGame(server, adminToken, { openTime: '23:00', closeTime: '23:45' });
    const closed = await createGame(server, adminToken, { openTime: '09:00', closeTime: '10:00' });
    const starId = (await createStarlineGame(server, adminToken, { gameName: 'Fuzz Star', gameNameHindi: 'फ़ज़', openTime: '21:00' }))._id;

    await placeBetOk(server, player.token, { gameId: open._id, betType: 'single', betNumber: '7', betAmount: 100 });
    const starBet = await server.request({
      method: 'POST',
      url: '/api/starline/bets',
      token: player.token,
      payload: { gameId: starId, betType: 'single digit', betNumber: '3', betAmount: 50 },
    });
    expect(starBet.statusCode, starBet.body).toBe(201);
    const fund = await createFundRequest(server, player.token, { amount: 1000, transactionId: 'FUZZTXN0001', paymentMethod: 'UPI' });
    expect(fund.statusCode, fund.body).toBe(201);
    const withdrawal = await requestWithdrawal(server, player.token, { amount: 1000, method: 'bank' });
    expect(withdrawal.statusCode, withdrawal.body).toBe(201);
    const enquiry = await server.request({ method: 'POST', url: '/api/enquiry/user', token: player.token, payload: { message: 'Hello' } });
    expect(enquiry.statusCode, enquiry.body).toBe(201);
    const reset = await server.request({
      method: 'PUT',
      url: '/api/user/forgot-password',
      payload: { mobileNumber: other.mobileNumber, newPassword: 'another-pass-1' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const boundary = 'fuzzSetupBoundary';
    const upload = await server.request({
      method: 'POST',
      url: '/api/admin/banners',
      token: adminToken,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nFuzz\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const deactivate = await server.request({
      method: 'PATCH',
      url: `/api/admin/users/${inactive.userId}`,
      token: adminToken,
      payload: { isActive: false },
    });
    expect(deactivate.statusCode, deactivate.body).toBe(200);
    await restoreCallers();

    const db = server.store.db;
    const idsOf = async (table: 'fund_requests' | 'withdrawals' | 'password_requests' | 'enquiries' | 'banners') =>
      (await db.selectFrom(table).select('id').execute()).map((row) => String(row.id));
    const bannerFiles = (await db.selectFrom('banners').select('file_name').execute()).map((row) => row.file_name);
    const known: KnownIds = {
      today: TEST_DAY,
      mobileNumbers: [ADMIN.mobileNumber, player.mobileNumber, other.mobileNumber, inactive.mobileNumber],
      users: Object.values(users).map(String),
      games: [open._id, closed._id],
      starlineGames: [starId],
      fundRequests: await idsOf('fund_requests'),
      withdrawals: await idsOf('withdrawals'),
      passwordRequests: await idsOf('password_requests'),
      enquiries: await idsOf('enquiries'),
      banners: await idsOf('banners'),
      bannerFiles,
    };
    routes = fuzzRoutes(known);
    guardedDigest = await digest();
  }, 120_000);

  afterAll(async () => {
    if (REPORT) {
      for (const [name, counts] of statusCounts) {
        const histogram = [...counts].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
        process.stdout.write(`${name}: ${histogram.join(' ')}\n`);
      }
    }
    await server?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('has a fuzz case for every route the server registers', () => {
    const spec = server.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const registered = Object.entries(spec.paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(routes.map((route) => `${route.method} ${route.path}`).sort()).toEqual(registered);
  });

  it.each(ROUTE_NAMES)('%s: no 5xx, errors in the usual body, refusals change nothing', async (name) => {
    const route = routes.find((candidate) => `${candidate.method} ${candidate.path}` === name);
    if (!route) throw new Error(`No fuzz case for ${name}`);
    await fc.assert(
      fc.asyncProperty(requestArbitrary(route), async (request) => {
        const options = injectOptions(route, request);
        const response = await server.app.inject(options);
        const status = response.statusCode;
        const counts = statusCounts.get(name) ?? new Map<number, number>();
        counts.set(status, (counts.get(status) ?? 0) + 1);
        statusCounts.set(name, counts);
        const exchange = () => describeExchange(options, request, response);
        if (status >= 500) throw new Error(`A ${status} for generated input:\n${exchange()}`);
        if (status >= 400) {
          const problem = errorShapeProblem(response);
          if (problem) throw new Error(`Not the usual error body (${problem}):\n${exchange()}`);
        }
        if (status >= 200 && status < 300) {
          await restoreCallers();
          guardedDigest = await digest();
          const ledger = await checkLedger(server.store.db);
          if (!ledger.ok) throw new Error(`Ledger check failed after:\n${exchange()}\n${JSON.stringify(ledger.mismatches)}`);
          return;
        }
        const before = guardedDigest;
        guardedDigest = await digest();
        if (guardedDigest !== before) throw new Error(`A ${status} answer changed the database:\n${exchange()}`);
      }),
      // The world is shared and changes as requests succeed, so shrinking would replay against another state.
      { numRuns: RUNS, endOnFailure: true, ...(SEED === undefined ? {} : { seed: SEED }) },
    );
  }, 300_000);

  it('leaves the ledger balanced (GET /api/admin/ledger/check)', async () => {
    await restoreCallers();
    const response = await server.request({ method: 'GET', url: '/api/admin/ledger/check', token: tokens.admin });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { ok: boolean }).ok).toBe(true);
  });
});
