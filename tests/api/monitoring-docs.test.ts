import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bet, createGame, declareOk, setIstTime, setRates } from './support/markets.js';
import { creditPlayer, signInAdmin, signUpPlayer } from './support/players.js';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';

/**
 * The monitoring files of docs/monitoring must ask only for metrics the server exports: a dashboard panel or an
 * alert on a metric that does not exist stays empty or silent, and nobody notices until it is needed.
 */

const METRICS_TOKEN = 'monitoring-docs-token-0123';
const DOCS = resolve(import.meta.dirname, '../../docs/monitoring');

/** Families only one database has: the group commit is SQLite's, the connection pool PostgreSQL's. */
const ONLY_ON: Record<'sqlite' | 'postgres', readonly string[]> = {
  sqlite: ['matka_group_commit_batch_size'],
  postgres: [
    'matka_db_pool_connections',
    'matka_db_pool_idle_connections',
    'matka_db_pool_waiting_requests',
    'matka_db_pool_wait_seconds',
  ],
};

/** PromQL's words that look like metric names: keywords, and functions written before their `(`. */
const PROMQL_WORDS = new Set(['by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'and', 'or', 'unless', 'bool', 'offset']);

/** The metric names a PromQL expression reads. */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""') // label values
    .replace(/\{[^}]*\}/g, ' ') // label matchers
    .replace(/\[[^\]]*\]/g, ' ') // ranges
    .replace(/\boffset\s+-?[\dsmhdwy]+/g, ' ') // offsets
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ') // grouping labels
    .replace(/\$\w+/g, ' ') // dashboard variables
    .replace(/\b\d+(\.\d+)?([eE][+-]?\d+)?\b/g, ' '); // numbers
  const names: string[] = [];
  for (const match of bare.matchAll(/[a-zA-Z_:][a-zA-Z0-9_:]*/g)) {
    const after = bare.slice((match.index ?? 0) + match[0].length).trimStart();
    if (after.startsWith('(') || PROMQL_WORDS.has(match[0])) continue;
    names.push(match[0]);
  }
  return names;
}

/** Every expression of the dashboard: its panels' queries (rows included) and its variables' label_values. */
function dashboardExpressions(dashboard: unknown): string[] {
  const found: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'expr' && typeof value === 'string') found.push(value);
        else if (key === 'definition' && typeof value === 'string') {
          const metric = /^label_values\(\s*([a-zA-Z_:][a-zA-Z0-9_:]*)/.exec(value)?.[1];
          if (metric) found.push(metric);
        } else walk(value);
      }
    }
  };
  walk(dashboard);
  return found;
}

/** The alert rules' expressions: each `expr:` is one line of the file. */
function alertExpressions(text: string): string[] {
  return [...text.matchAll(/^\s*expr:\s*(.+)$/gm)].map((match) => match[1]!.trim());
}

/** The metric families of an exposition: TYPE lines and samples, histogram and summary suffixes folded in. */
function exportedFamilies(exposition: string): Set<string> {
  const families = new Set<string>();
  for (const line of exposition.split('\n')) {
    const typed = /^# TYPE (\S+) /.exec(line);
    if (typed) families.add(typed[1]!);
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)[{ ]/.exec(line);
    if (sample) families.add(sample[1]!);
  }
  return families;
}

function isExported(name: string, families: Set<string>): boolean {
  if (families.has(name)) return true;
  const family = /^(.+)_(bucket|sum|count)$/.exec(name)?.[1];
  return family !== undefined && families.has(family);
}

describe('docs/monitoring: the Grafana dashboard and the alert rules', () => {
  let server: TestServer;
  let families: Set<string>;
  let otherDatabaseOnly: readonly string[];

  beforeAll(async () => {
    server = await startTestServer({ env: { METRICS_TOKEN } });
    // A bet and a declaration, so that the counters and histograms have samples as in production.
    const admin = await signInAdmin(server);
    await setRates(server, admin);
    setIstTime(server, '11:00');
    const game = await createGame(server, admin, { gameName: 'Monitored Market', openTime: '12:00', closeTime: '13:00' });
    const player = await signUpPlayer(server);
    await creditPlayer(server, player.userId, 1_000);
    const placed = await bet(server, player.token, { gameId: game._id, betType: 'singlePanna', betNumber: '128', betAmount: 100 });
    expect(placed.statusCode, placed.body).toBe(201);
    setIstTime(server, '12:05');
    await declareOk(server, admin, { gameId: game._id, session: 'open', pana: '128' });
    const response = await server.request({ method: 'GET', url: '/metrics', token: METRICS_TOKEN });
    expect(response.statusCode, response.body).toBe(200);
    families = exportedFamilies(response.body);
    otherDatabaseOnly = ONLY_ON[server.databaseKind === 'sqlite' ? 'postgres' : 'sqlite'];
  });
  afterAll(async () => {
    await expectLedgerBalanced(server);
    await server.close();
  });

  it('lists, as only one database\'s, families this database exports', () => {
    const own = ONLY_ON[server.databaseKind === 'sqlite' ? 'sqlite' : 'postgres'];
    expect(own.filter((name) => !families.has(name))).toEqual([]);
    expect(otherDatabaseOnly.filter((name) => families.has(name))).toEqual([]);
  });

  it('the dashboard is valid JSON whose every query reads exported metrics', async () => {
    const dashboard: unknown = JSON.parse(await readFile(resolve(DOCS, 'grafana-dashboard.json'), 'utf8'));
    const expressions = dashboardExpressions(dashboard);
    expect(expressions.length).toBeGreaterThan(10);
    const names = expressions.flatMap(metricNames);
    expect(new Set(names).size).toBeGreaterThan(10);
    const unknown = names.filter((name) => !isExported(name, families) && !otherDatabaseOnly.includes(stripSuffix(name)));
    expect(unknown).toEqual([]);
  });

  it('every alert rule reads exported metrics', async () => {
    const expressions = alertExpressions(await readFile(resolve(DOCS, 'prometheus-alerts.yml'), 'utf8'));
    expect(expressions.length).toBeGreaterThan(5);
    const names = expressions.flatMap(metricNames);
    expect(names.length).toBeGreaterThanOrEqual(expressions.length);
    const unknown = names.filter((name) => !isExported(name, families) && !otherDatabaseOnly.includes(stripSuffix(name)));
    expect(unknown).toEqual([]);
  });

  it('reads metric names out of PromQL, not functions, labels or numbers', () => {
    expect(
      metricNames(
        'histogram_quantile(0.99, sum by (le, route) (rate(http_request_duration_seconds_bucket{route!="x", le="5"}[5m]))) > 512e6',
      ),
    ).toEqual(['http_request_duration_seconds_bucket']);
    expect(metricNames('sum(a_total) / sum(b_total offset 1h) and on (instance) c')).toEqual(['a_total', 'b_total', 'c']);
  });
});

function stripSuffix(name: string): string {
  return name.replace(/_(bucket|sum|count)$/, '');
}
