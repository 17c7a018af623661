import { mkdtempSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPostgres, openSqlite, sqliteFilePath, type Store } from '../../server/store/connect';
import { startPostgresCluster } from '../support/postgres-cluster';
import { buildApps, DIST_DIR, measureAppSize } from './app-size';
import { benchBareRoute, startBareRoute } from './bare-route';
import { benchBetPlacement, benchBetPlacementAcross, benchBetsBesideBare, type BetPlacementResult } from './bet-placement';
import { benchChartDraw } from './chart-draw';
import { benchColdStart } from './cold-start';
import { benchExposure } from './exposure';
import { benchFirstVisit } from './first-visit';
import { benchHistory } from './history';
import { benchReports } from './reports';
import { makePlayers, openMarket } from './market-setup';
import { benchPolling } from './polling';
import { benchReconciliation } from './reconciliation';
import { DEFAULT_PARTS, PARTS, report, type Figures, type Part } from './report';
import { benchRush, rushSchedule, type RushPlayers } from './rush';
import { startBenchServer, type BenchServer } from './server-process';
import { benchSettlement, benchStarlineSettlement } from './settlement';

/**
 * `npm run bench`: the budgets of docs/performance.md, each against the real server started as its own process, then
 * a table of the figures. `npm run bench -- sqlite postgres app reconciliation rush` runs only the named parts
 * (`rush` runs only when named).
 */
const CONNECTIONS = 100;
const PLAYERS = 300;
const PLAYER_BALANCE = 10_000_000;
const WARM_UP_SECONDS = 3;
const BET_SECONDS = 20;
/** A bet load's turns, each followed by a turn of the bare route as long (benchBetsBesideBare). */
const BET_ROUNDS = 4;
const POLL_SECONDS = 20;
const BARE_SECONDS = 10;
const PENDING_BETS = 1_000_000;
/** Durable commits, as on SQLite (the test clusters run without them); otherwise PostgreSQL's defaults. */
const POSTGRES_SETTINGS = { fsync: 'on', synchronous_commit: 'on', full_page_writes: 'on' };

function log(message: string): void {
  process.stderr.write(`[bench] ${message}\n`);
}

/** An error's message with its causes: fetch's own says only "fetch failed", its cause what failed. */
function failure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause === undefined ? error.message : `${error.message} (${failure(error.cause)})`;
}

async function attempt<T>(figures: Figures, what: string, work: () => Promise<T>): Promise<T | undefined> {
  log(`${what}…`);
  try {
    return await work();
  } catch (error) {
    figures.errors.push(`${what}: ${failure(error)}`);
    log(`${what} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return undefined;
  }
}

/** Bets, then (on SQLite) polling, then settlement, then a player's bet history, on one server and database. */
async function benchDatabase(
  figures: Figures,
  name: 'sqlite' | 'postgres',
  server: BenchServer,
  openBenchStore: () => Store,
  startSecondServer: () => Promise<BenchServer> = () => Promise.reject(new Error('one server only')),
): Promise<void> {
  const into = figures[name];
  const market = await openMarket(server.baseUrl, 'Bench Market');
  const players = await makePlayers(market, PLAYERS, PLAYER_BALANCE);
  const bare = await startBareRoute(CONNECTIONS);
  try {
    const besideBare = (place: (durationSeconds: number) => Promise<BetPlacementResult>) =>
      benchBetsBesideBare(place, bare, { durationSeconds: BET_SECONDS, rounds: BET_ROUNDS });
    into.bets = await attempt(figures, `${name}: placing bets for ${BET_SECONDS} s`, async () => {
      await benchBetPlacement(server, market, players, { connections: CONNECTIONS, durationSeconds: WARM_UP_SECONDS });
      return besideBare((durationSeconds) =>
        benchBetPlacement(server, market, players, { connections: CONNECTIONS, durationSeconds }),
      );
    });
    into.betsWithKeys = await attempt(figures, `${name}: placing bets with Idempotency-Keys for ${BET_SECONDS} s`, () =>
      besideBare((durationSeconds) =>
        benchBetPlacement(server, market, players, { connections: CONNECTIONS, durationSeconds, idempotencyKeys: true }),
      ),
    );
    if (name === 'postgres') {
      into.betsTwoInstances = await attempt(figures, `${name}: placing bets on two instances for ${BET_SECONDS} s`, async () => {
        const second = await startSecondServer();
        try {
          const both = [server, second];
          await benchBetPlacementAcross(both, market, players, { connections: CONNECTIONS, durationSeconds: WARM_UP_SECONDS });
          return await besideBare((durationSeconds) =>
            benchBetPlacementAcross(both, market, players, { connections: CONNECTIONS, durationSeconds }),
          );
        } finally {
          await second.stop();
        }
      });
    }
  } finally {
    await bare.stop();
  }
  if (name === 'sqlite') {
    into.polling = await attempt(figures, `${name}: polling GET /api/games against a bare route`, () =>
      benchPolling(server, market, players, { connections: CONNECTIONS, durationSeconds: POLL_SECONDS }),
    );
  }
  into.settlement = await attempt(figures, `${name}: declaring a close over ${PENDING_BETS.toLocaleString('en')} bets`, async () => {
    const settlementMarket = await openMarket(server.baseUrl, 'Settlement Market');
    const store = openBenchStore();
    try {
      return await benchSettlement(store, settlementMarket, PENDING_BETS);
    } finally {
      await store.close();
    }
  });
  into.starlineSettlement = await attempt(
    figures,
    `${name}: declaring a Starline result over ${PENDING_BETS.toLocaleString('en')} bets`,
    async () => {
      const starlineMarket = await openMarket(server.baseUrl, 'Starline Settlement Market');
      const store = openBenchStore();
      try {
        return await benchStarlineSettlement(store, starlineMarket, PENDING_BETS);
      } finally {
        await store.close();
      }
    },
  );
  into.exposure = await attempt(figures, `${name}: exposure of a session with ${PENDING_BETS.toLocaleString('en')} pending bets`, async () => {
    const exposureMarket = await openMarket(server.baseUrl, 'Exposure Market');
    const store = openBenchStore();
    try {
      return await benchExposure(store, exposureMarket, PENDING_BETS);
    } finally {
      await store.close();
    }
  });
  // Before the history, whose bets (written without stake entries) fall in the report's 30 days.
  into.reports = await attempt(figures, `${name}: a 30-day report over ${PENDING_BETS.toLocaleString('en')} bets`, async () => {
    const reportMarket = await openMarket(server.baseUrl, 'Report Market');
    const store = openBenchStore();
    try {
      return await benchReports(store, reportMarket, PENDING_BETS);
    } finally {
      await store.close();
    }
  });
  into.history = await attempt(figures, `${name}: bet history of a player with 10,000 bets`, async () => {
    const historyMarket = await openMarket(server.baseUrl, 'History Market');
    const store = openBenchStore();
    try {
      return await benchHistory(store, historyMarket);
    } finally {
      await store.close();
    }
  });
}

/** What runs against one database's server: the full part, or the reconciliation alone. */
type DatabaseWork = typeof benchDatabase;

async function benchSqlite(figures: Figures, work: DatabaseWork = benchDatabase): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'matka-bench-sqlite-'));
  try {
    const server = await startBenchServer({ dataDir });
    try {
      await work(figures, 'sqlite', server, () => openSqlite(sqliteFilePath(dataDir)));
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The bench writes a million bets in single statements: longer than a request's statements may take. */
const BENCH_STORE_LIMITS = { connectTimeoutMs: 5_000, statementTimeoutMs: 600_000 };

async function benchPostgres(figures: Figures, work: DatabaseWork = benchDatabase): Promise<void> {
  const cluster = await startPostgresCluster({ settings: POSTGRES_SETTINGS });
  const dataDir = await mkdtemp(join(tmpdir(), 'matka-bench-pg-'));
  try {
    const admin = new pg.Client({ connectionString: cluster.url('postgres') });
    await admin.connect();
    await admin.query('create database matka_bench');
    await admin.end();
    const url = cluster.url('matka_bench');
    const server = await startBenchServer({ dataDir, databaseUrl: url });
    try {
      const startSecondServer = async () =>
        startBenchServer({ dataDir: await mkdtemp(join(tmpdir(), 'matka-bench-pg-second-')), databaseUrl: url });
      await work(figures, 'postgres', server, () => openPostgres(url, 1, BENCH_STORE_LIMITS), startSecondServer);
    } finally {
      await server.stop();
    }
  } finally {
    cluster.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** A 10,000-row statement imported against 10,000 pending fund requests, and the reconciliation read, on a fresh server. */
async function benchStatements(figures: Figures, name: 'sqlite' | 'postgres', server: BenchServer, openBenchStore: () => Store) {
  figures[name].reconciliation = await attempt(figures, `${name}: a 10,000-row statement against 10,000 fund requests`, () =>
    benchReconciliation(server, openBenchStore),
  );
}

async function benchApp(figures: Figures): Promise<void> {
  await buildApps();
  figures.appSize = measureAppSize();
  figures.coldStart = await attempt(figures, 'app: offline cold start in Chromium', () => benchColdStart(DIST_DIR));
  figures.firstVisit = await attempt(figures, 'app: first visit over Fast 3G', () => benchFirstVisit(DIST_DIR));
  figures.chartDraw = await attempt(figures, "app: a year of charts drawn offline", () => benchChartDraw(DIST_DIR));
}

/** The closing-minute rush (rush.ts): one server on SQLite, then one and two on one PostgreSQL database. */
async function benchRushes(figures: Figures): Promise<void> {
  const rush: NonNullable<Figures['rush']> = {};
  figures.rush = rush;
  const schedule = rushSchedule();
  log(`rush: ${schedule.leadSeconds} s of polls, then a ${schedule.windowSeconds} s betting window, per trial`);
  const sqliteDir = await mkdtemp(join(tmpdir(), 'matka-bench-rush-'));
  try {
    const server = await startBenchServer({ dataDir: sqliteDir });
    const pool: RushPlayers = { store: openSqlite(sqliteFilePath(sqliteDir)), players: [] };
    try {
      rush.sqlite = await attempt(figures, 'rush on sqlite', () => benchRush([server], pool, log));
    } finally {
      await pool.store.close();
      await server.stop();
    }
  } finally {
    await rm(sqliteDir, { recursive: true, force: true });
  }
  const cluster = await startPostgresCluster({ settings: POSTGRES_SETTINGS });
  const dirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'matka-bench-rush-pg-')));
  try {
    const admin = new pg.Client({ connectionString: cluster.url('postgres') });
    await admin.connect();
    await admin.query('create database matka_rush');
    await admin.end();
    const url = cluster.url('matka_rush');
    const first = await startBenchServer({ dataDir: dirs[0]!, databaseUrl: url });
    const pool: RushPlayers = { store: openPostgres(url, 1, BENCH_STORE_LIMITS), players: [] };
    try {
      rush.postgres = await attempt(figures, 'rush on postgres, one server', () => benchRush([first], pool, log));
      const second = await startBenchServer({ dataDir: dirs[1]!, databaseUrl: url });
      try {
        rush.postgresTwo = await attempt(figures, 'rush on postgres, two servers', () =>
          benchRush([first, second], pool, log),
        );
      } finally {
        await second.stop();
      }
    } finally {
      await pool.store.close();
      await first.stop();
    }
  } finally {
    cluster.stop();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const named = process.argv.slice(2).filter((arg): arg is Part => (PARTS as readonly string[]).includes(arg));
  const parts: readonly Part[] = named.length > 0 ? named : DEFAULT_PARTS;
  const figures: Figures = { sqlite: {}, postgres: {}, errors: [] };
  const started = performance.now();
  if (parts.some((part) => part === 'sqlite' || part === 'postgres' || part === 'rush')) {
    figures.bare = await attempt(figures, `the bare route for ${BARE_SECONDS} s`, () =>
      benchBareRoute({ connections: CONNECTIONS, durationSeconds: BARE_SECONDS }),
    );
  }
  if (parts.includes('sqlite')) await attempt(figures, 'sqlite', () => benchSqlite(figures));
  if (parts.includes('postgres')) await attempt(figures, 'postgres', () => benchPostgres(figures));
  if (parts.includes('app')) await attempt(figures, 'app', () => benchApp(figures));
  if (parts.includes('reconciliation')) {
    await attempt(figures, 'reconciliation on sqlite', () => benchSqlite(figures, benchStatements));
    await attempt(figures, 'reconciliation on postgres', () => benchPostgres(figures, benchStatements));
  }
  if (parts.includes('rush')) await attempt(figures, 'rush', () => benchRushes(figures));
  log(`done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  process.stdout.write(`${report(figures, parts)}\n`);
  if (figures.errors.length > 0) process.exitCode = 1;
}

await main();
