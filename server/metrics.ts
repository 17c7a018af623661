import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler, onResponseHookHandler } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppDeps } from './deps.js';
import { ApiError, type ErrorBody } from './errors.js';
import { auditChainHead } from './services/operators/audit.js';
import type { Store } from './store/connect.js';

/**
 * GET /metrics in Prometheus's text format (docs/operations.md "Metrics and monitoring"). Without METRICS_TOKEN nothing
 * here is registered: no route, no hook, so an unmetered server does no work per request for metrics.
 */
export function registerMetrics(app: FastifyInstance, deps: AppDeps): void {
  const token = deps.config.metricsToken;
  if (!token) return;
  const metrics = appMetrics(deps.store);
  const registry = Registry.merge([processMetrics(), metrics.registry]);

  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? UNMATCHED, status: reply.statusCode };
    metrics.requestSeconds.observe(labels, reply.elapsedTime / 1000);
  });

  // Routes whose answers are bets or declarations get a hook of their own; other routes pay nothing for them.
  app.addHook('onRoute', (route) => {
    const key = `${String(route.method)} ${route.url}`;
    const market = BET_ROUTES[key];
    if (market) route.onSend = [...hooksOf(route.onSend), countBet(metrics.bets, market)];
    if (key === SLIP_ROUTE) route.onSend = [...hooksOf(route.onSend), countSlip(metrics.bets)];
    const result = RESULT_ROUTES[key];
    if (result) route.onResponse = [...hooksOf(route.onResponse), timeResult(metrics.resultSeconds, result)];
  });

  app.get('/metrics', { onRequest: requireBearer(token), schema: { hide: true } }, async (_request, reply) => {
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return registry.metrics();
  });
}

/** The route label of a request that matched no route (404s), so that random paths cannot grow the labels. */
const UNMATCHED = 'unmatched';

/** The routes that place bets, by market. */
const BET_ROUTES: Readonly<Record<string, 'daily' | 'starline'>> = {
  'POST /api/bets': 'daily',
  'POST /api/starline/bets': 'starline',
};

/** A bet slip: each of its bets counts as placed; a refused slip counts once, as a single bet's refusal does. */
const SLIP_ROUTE = 'POST /api/bets/batch';

/** The routes that declare or revert a result. */
const RESULT_ROUTES: Readonly<Record<string, { market: 'daily' | 'starline'; action: 'declare' | 'revert' }>> = {
  'POST /api/admin/results': { market: 'daily', action: 'declare' },
  'DELETE /api/admin/results': { market: 'daily', action: 'revert' },
  'POST /api/admin/starline/results': { market: 'starline', action: 'declare' },
  'DELETE /api/admin/starline/results': { market: 'starline', action: 'revert' },
};

type AppMetrics = ReturnType<typeof appMetrics>;

/** This application's own metrics, in a registry of its own (one process may build several apps: tests do). */
function appMetrics(store: Store) {
  const registry = new Registry();
  const registers = [registry];
  const requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status, from arrival to answer; _count is the request count',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  const bets = new Counter({
    name: 'matka_bets_total',
    help: 'Bets answered: placed, or refused with the API error code (HTTP_<status> when the answer has none)',
    labelNames: ['market', 'outcome', 'reason'] as const,
    registers,
  });
  const resultSeconds = new Histogram({
    name: 'matka_result_duration_seconds',
    help: 'Declaring a result (settling its bets) or reverting one, from request to answer, successful ones only',
    labelNames: ['market', 'action'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 10, 20, 30, 60, 120],
    registers,
  });
  if (store.dialect === 'sqlite') {
    const batchSize = new Histogram({
      name: 'matka_group_commit_batch_size',
      help: 'Write transactions made durable by one SQLite commit (group commit)',
      buckets: [1, 2, 4, 8, 16, 32, 64, 128, 256],
      registers,
    });
    store.observe({ onBatch: (size) => batchSize.observe(size) });
  }
  if (store.poolStats()) {
    const poolGauge = (name: string, help: string, read: (stats: { total: number; idle: number; waiting: number }) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          const stats = store.poolStats();
          if (stats) this.set(read(stats));
        },
      });
    poolGauge('matka_db_pool_connections', 'PostgreSQL connections the pool holds open', (stats) => stats.total);
    poolGauge('matka_db_pool_idle_connections', 'PostgreSQL connections open and unused', (stats) => stats.idle);
    poolGauge('matka_db_pool_waiting_requests', 'Queries and transactions waiting for a PostgreSQL connection', (stats) => stats.waiting);
    const waitSeconds = new Histogram({
      name: 'matka_db_pool_wait_seconds',
      help: 'Time a query or transaction waited for a PostgreSQL connection from the pool',
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    });
    store.observe({ onConnectionWait: (seconds) => waitSeconds.observe(seconds) });
  }
  // The audit chain's head, so that the scrapes keep heads the database cannot take back (the audit trail in
  // docs/operations.md).
  new Gauge({
    name: 'matka_audit_chain_head',
    help: "The audit trail's newest entry: its id as the value, the first 16 digits of its hash as a label",
    labelNames: ['hash'] as const,
    registers,
    async collect() {
      const head = await auditChainHead(store);
      this.reset();
      if (head) this.set({ hash: head.hash.slice(0, 16) }, Number(head.id));
    },
  });
  return { registry, requestSeconds, bets, resultSeconds };
}

let defaultMetrics: Registry | undefined;

/** Event-loop lag, memory, CPU, handles and GC (prom-client's defaults): one set per process. */
function processMetrics(): Registry {
  if (!defaultMetrics) {
    defaultMetrics = new Registry();
    collectDefaultMetrics({ register: defaultMetrics });
  }
  return defaultMetrics;
}

function countBet(bets: AppMetrics['bets'], market: 'daily' | 'starline'): onSendHookHandler {
  return async (_request, reply, payload) => {
    const placed = reply.statusCode < 300;
    bets.inc({ market, outcome: placed ? 'placed' : 'refused', reason: placed ? '' : refusalReason(reply.statusCode, payload) });
    return payload;
  };
}

function countSlip(bets: AppMetrics['bets']): onSendHookHandler {
  return async (_request, reply, payload) => {
    if (reply.statusCode >= 300) {
      bets.inc({ market: 'daily', outcome: 'refused', reason: refusalReason(reply.statusCode, payload) });
    } else {
      const placed = (JSON.parse(String(payload)) as { bets: unknown[] }).bets.length;
      bets.inc({ market: 'daily', outcome: 'placed', reason: '' }, placed);
    }
    return payload;
  };
}

/** The error `code` of a refusal's body (the usual error body), else its status. */
function refusalReason(status: number, payload: unknown): string {
  try {
    const body = JSON.parse(String(payload)) as { code?: unknown };
    if (typeof body.code === 'string') return body.code;
  } catch {
    // Not JSON: the status says it all.
  }
  return `HTTP_${status}`;
}

function timeResult(resultSeconds: AppMetrics['resultSeconds'], labels: { market: string; action: string }): onResponseHookHandler {
  return async (_request, reply) => {
    if (reply.statusCode < 300) resultSeconds.observe(labels, reply.elapsedTime / 1000);
  };
}

function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
}

/**
 * Answers 401 itself: the route is registered before app.ts sets its error handler (so that the hooks above
 * reach every route), and a route keeps the error handler there was when it was added.
 */
function requireBearer(token: string) {
  const expected = digest(token);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const given = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '')?.[1];
    // Digests have one length, so the comparison takes as long whatever was sent.
    if (given === undefined || !timingSafeEqual(digest(given), expected)) {
      const body: ErrorBody = new ApiError(401, 'METRICS_TOKEN_REQUIRED').body();
      return reply.status(401).header('www-authenticate', 'Bearer').send(body);
    }
  };
}

const digest = (text: string) => createHash('sha256').update(text).digest();
