import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bet, createGame, createStarlineGame, declareOk, revert, setIstTime, setRates } from './support/markets.js';
import { creditPlayer, signInAdmin, signUpPlayer } from './support/players.js';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';

const METRICS_TOKEN = 'scrape-me-0123456789';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/**
 * Prometheus's text exposition format, strictly: every line is a comment (# HELP / # TYPE) or a sample
 * `name{label="value",…} number`; anything else fails the test.
 */
function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      expect(line, 'comment line').toMatch(/^# (HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* /);
      continue;
    }
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`Not a sample line: ${line}`);
    const [, name = '', labelText = '', valueText = ''] = match;
    const labels: Record<string, string> = {};
    const labelPattern = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/gy;
    let consumed = 0;
    for (const label of labelText.matchAll(labelPattern)) {
      labels[label[1] ?? ''] = (label[2] ?? '').replace(/\\(.)/g, (_all, char: string) => (char === 'n' ? '\n' : char));
      consumed = (label.index ?? 0) + label[0].length;
    }
    if (consumed !== labelText.length) throw new Error(`Bad labels: ${line}`);
    const value = valueText === '+Inf' ? Infinity : valueText === '-Inf' ? -Infinity : Number(valueText);
    // NaN in any case, as Prometheus reads it (prom-client writes `Nan` for a summary with no samples yet).
    if (valueText.toLowerCase() !== 'nan' && Number.isNaN(value)) throw new Error(`Bad value: ${line}`);
    samples.push({ name, labels, value });
  }
  return samples;
}

/** The sum of the samples called `name` whose labels include `labels` (0 when there are none). */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    .reduce((sum, sample) => sum + sample.value, 0);
}

function has(samples: Sample[], name: string): boolean {
  return samples.some((sample) => sample.name === name);
}

async function scrape(server: TestServer): Promise<Sample[]> {
  const response = await server.request({ method: 'GET', url: '/metrics', token: METRICS_TOKEN });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  return parseExposition(response.body);
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('does not exist: 404 like any unknown path, whatever the authorization', async () => {
    for (const headers of [{}, { authorization: `Bearer ${METRICS_TOKEN}` }, { authorization: 'Bearer ' }]) {
      const response = await server.request({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer({ env: { METRICS_TOKEN } });
    admin = await signInAdmin(server);
    await setRates(server, admin);
  });
  afterAll(async () => {
    await expectLedgerBalanced(server);
    await server.close();
  });

  it('answers 401 in the error shape without the bearer token, with another one or another scheme', async () => {
    const attempts = [
      {},
      { authorization: 'Bearer wrong-token' },
      { authorization: `Bearer ${METRICS_TOKEN}x` },
      { authorization: `Basic ${Buffer.from(`metrics:${METRICS_TOKEN}`).toString('base64')}` },
      { authorization: METRICS_TOKEN },
    ];
    for (const headers of attempts) {
      const response = await server.request({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.json()).toEqual({ message: 'A valid metrics token is required', code: 'METRICS_TOKEN_REQUIRED' });
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('counts requests, bets placed and refused, declarations and the database, in parseable text', async () => {
    setIstTime(server, '11:00');
    const game = await createGame(server, admin, { gameName: 'Metrics Market', openTime: '12:00', closeTime: '13:00' });
    const starline = await createStarlineGame(server, admin, { gameName: 'Metrics Star', openTime: '12:00' });
    const player = await signUpPlayer(server);
    await creditPlayer(server, player.userId, 1000);
    const before = await scrape(server);

    for (const betNumber of ['128', '137']) {
      const placed = await bet(server, player.token, { gameId: game._id, betType: 'singlePanna', betNumber, betAmount: 100 });
      expect(placed.statusCode, placed.body).toBe(201);
    }
    const tooMuch = await bet(server, player.token, { gameId: game._id, betType: 'singlePanna', betNumber: '146', betAmount: 5000 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    const starlineBet = await server.request({
      method: 'POST',
      url: '/api/starline/bets',
      token: player.token,
      payload: { gameId: starline._id, betType: 'single digit', betNumber: '1', betAmount: 10 },
    });
    expect(starlineBet.statusCode, starlineBet.body).toBe(201);
    const starlineRefused = await server.request({
      method: 'POST',
      url: '/api/starline/bets',
      token: player.token,
      payload: { gameId: starline._id, betType: 'single digit', betNumber: '1', betAmount: 5000 },
    });
    expect(starlineRefused.statusCode).toBe(400);
    const starlineReason = (starlineRefused.json() as { code: string }).code;
    expect(starlineReason).toMatch(/^[A-Z_]+$/);
    const unknown = await server.request({ method: 'GET', url: '/api/no-such-page/8f14e45f', token: player.token });
    expect(unknown.statusCode).toBe(404);

    setIstTime(server, '12:05');
    await declareOk(server, admin, { gameId: game._id, session: 'open', pana: '128' });
    const reverted = await revert(server, admin, { gameId: game._id, session: 'open' });
    expect(reverted.statusCode, reverted.body).toBe(200);
    const starlineDeclared = await server.request({
      method: 'POST',
      url: '/api/admin/starline/results',
      token: admin,
      payload: { gameId: starline._id, pana: '137' },
    });
    expect(starlineDeclared.statusCode, starlineDeclared.body).toBe(200);

    const after = await scrape(server);
    const rose = (name: string, labels: Record<string, string> = {}) => valueOf(after, name, labels) - valueOf(before, name, labels);

    // Bets: exactly those placed and refused, by market and reason.
    expect(rose('matka_bets_total', { market: 'daily', outcome: 'placed' })).toBe(2);
    expect(rose('matka_bets_total', { market: 'daily', outcome: 'refused', reason: 'INSUFFICIENT_BALANCE' })).toBe(1);
    expect(rose('matka_bets_total', { market: 'daily', outcome: 'refused' })).toBe(1);
    expect(rose('matka_bets_total', { market: 'starline', outcome: 'placed' })).toBe(1);
    expect(rose('matka_bets_total', { market: 'starline', outcome: 'refused', reason: starlineReason })).toBe(1);

    // Requests by route pattern, method and status; a 404 under a fixed label, never its path.
    const betRequests = { name: 'http_request_duration_seconds_count', labels: { method: 'POST', route: '/api/bets', status: '201' } };
    expect(rose(betRequests.name, betRequests.labels)).toBe(2);
    expect(rose('http_request_duration_seconds_count', { method: 'POST', route: '/api/bets', status: '400' })).toBe(1);
    expect(valueOf(after, 'http_request_duration_seconds_bucket', { ...betRequests.labels, le: '+Inf' })).toBe(
      valueOf(after, betRequests.name, betRequests.labels),
    );
    expect(rose('http_request_duration_seconds_count', { method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    expect(after.some((sample) => Object.values(sample.labels).some((value) => value.includes('no-such-page')))).toBe(false);

    // Declarations and reverts, by market.
    expect(rose('matka_result_duration_seconds_count', { market: 'daily', action: 'declare' })).toBe(1);
    expect(rose('matka_result_duration_seconds_count', { market: 'daily', action: 'revert' })).toBe(1);
    expect(rose('matka_result_duration_seconds_count', { market: 'starline', action: 'declare' })).toBe(1);
    expect(rose('matka_result_duration_seconds_sum', { market: 'daily', action: 'declare' })).toBeGreaterThan(0);

    // The database: group commits on SQLite, the connection pool on PostgreSQL.
    if (server.databaseKind === 'sqlite') {
      expect(rose('matka_group_commit_batch_size_count')).toBeGreaterThanOrEqual(5);
      expect(has(after, 'matka_db_pool_connections')).toBe(false);
    } else {
      expect(rose('matka_db_pool_wait_seconds_count')).toBeGreaterThanOrEqual(5);
      expect(valueOf(after, 'matka_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(has(after, 'matka_db_pool_idle_connections')).toBe(true);
      expect(valueOf(after, 'matka_db_pool_waiting_requests')).toBe(0);
      expect(has(after, 'matka_group_commit_batch_size_count')).toBe(false);
    }

    // The process: memory and event-loop lag.
    expect(valueOf(after, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(has(after, 'nodejs_eventloop_lag_seconds')).toBe(true);
    expect(has(after, 'nodejs_heap_size_used_bytes')).toBe(true);
  });

  it('counts each bet of a slip as placed, and a refused slip once', async () => {
    setIstTime(server, '11:00');
    const game = await createGame(server, admin, { gameName: 'Metrics Slip Market', openTime: '12:00', closeTime: '13:00' });
    const player = await signUpPlayer(server);
    await creditPlayer(server, player.userId, 1000);
    const slip = (betAmount: number) =>
      server.request({
        method: 'POST',
        url: '/api/bets/batch',
        token: player.token,
        payload: {
          bets: ['1', '2', '3'].map((betNumber) => ({ gameId: game._id, betType: 'single', session: 'open', betNumber, betAmount })),
        },
      });
    const before = await scrape(server);

    const placed = await slip(100);
    expect(placed.statusCode, placed.body).toBe(201);
    const refused = await slip(5000);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });

    const after = await scrape(server);
    const rose = (labels: Record<string, string>) =>
      valueOf(after, 'matka_bets_total', labels) - valueOf(before, 'matka_bets_total', labels);
    expect(rose({ market: 'daily', outcome: 'placed' })).toBe(3);
    expect(rose({ market: 'daily', outcome: 'refused', reason: 'INSUFFICIENT_BALANCE' })).toBe(1);
  });

  it("shows the audit trail's head, so that scrapes keep it: its id, and its hash's first 16 digits as a label", async () => {
    const saved = await server.request({ method: 'PUT', url: '/api/admin/main-settings', token: admin, payload: { upiId: 'metrics@bank' } });
    expect(saved.statusCode, saved.body).toBe(200);
    const verify = await server.request({ method: 'GET', url: '/api/admin/audit/verify', token: admin });
    const { head } = verify.json() as { head: { id: string; hash: string } };
    // Only this metric's lines: a second scrape straight after another can find no event-loop samples yet.
    const response = await server.request({ method: 'GET', url: '/metrics', token: METRICS_TOKEN });
    const lines = response.body.split('\n').filter((line) => line.includes('matka_audit_chain_head'));
    const samples = parseExposition(lines.join('\n')).filter((sample) => sample.name === 'matka_audit_chain_head');
    expect(samples).toEqual([{ name: 'matka_audit_chain_head', labels: { hash: head.hash.slice(0, 16) }, value: Number(head.id) }]);
  });
});
