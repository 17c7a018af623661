import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';
import { call, NoAnswer, ok } from './support/api.js';
import { between, pause } from './support/chance.js';
import { isDatabaseUnavailable, Journal } from './support/journal.js';
import { FRIDAY_MORNING, setUpWorld, type World } from './support/world.js';

/**
 * PostgreSQL going away under a running server: its sessions terminated (pg_terminate_backend), the cluster
 * restarted (`pg_ctl restart -m fast`), stopped and started again, frozen (SIGSTOP). The server never exits: while
 * the database cannot answer, requests get 503 DATABASE_UNAVAILABLE with Retry-After within a bound, /api/health
 * says so, and once the database is back every write the server acknowledged exists once, every write answered 503
 * applies once when retried with its Idempotency-Key, and the ledger check passes.
 *
 * These scenarios stop and restart PostgreSQL, so they have a cluster of their own rather than the faults
 * project's shared one. Short form by default; FAULTS_FULL=1 (`npm run faults`) bets longer through more faults.
 */

const FULL = process.env.FAULTS_FULL === '1';
const ROUNDS = FULL ? 4 : 1;
const WORKERS = FULL ? 12 : 6;
const PLAYERS = FULL ? 6 : 3;
/** How long players bet before and after each fault (ms). */
const LOAD_WINDOW: [number, number] = FULL ? [500, 3000] : [400, 1000];
/**
 * Each player's money: it runs out about halfway through the betting, so that the faults meet refusals (whose
 * answer the server must record) as well as placed bets.
 */
const DEPOSIT = FULL ? 50_000 : 10_000;
/** Short limits, so that a frozen database is noticed in about a second rather than ten. */
const SHORT_LIMITS = { DB_CONNECT_TIMEOUT_MS: '1000', DB_STATEMENT_TIMEOUT_MS: '1000' };

describe('the server through PostgreSQL restarts', () => {
  let cluster: PostgresCluster;
  let server: ServerProcess | undefined;
  let sequence = 0;

  beforeAll(async () => {
    // Commits are durable once acknowledged, as in production: a crash of the cluster loses none of them.
    cluster = await startPostgresCluster({ settings: { synchronous_commit: 'on' } });
  }, 60_000);

  afterEach(async () => {
    cluster.thaw();
    await server?.kill();
    server = undefined;
  });

  afterAll(() => cluster?.stop());

  async function freshDatabase(): Promise<{ name: string; url: string }> {
    sequence += 1;
    const name = `restarts_${process.pid}_${sequence}`;
    const admin = new pg.Client({ connectionString: cluster.url('postgres') });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    return { name, url: cluster.url(name) };
  }

  /** Workers bet one after another until told to stop; the server must answer every request. */
  function startBetting(baseUrl: string, world: World, journal: Journal) {
    let stopping = false;
    const noAnswers: string[] = [];
    const worker = async () => {
      while (!stopping) {
        const attempt = journal.begin(journal.bet(world, between(0, world.players.length - 1), between(10, 95)));
        const answer = await journal.send(baseUrl, world, attempt);
        if (answer instanceof NoAnswer) {
          noAnswers.push(answer.message);
          return;
        }
      }
    };
    const running = Promise.all(Array.from({ length: WORKERS }, worker));
    return {
      stop: async () => {
        stopping = true;
        await running;
        return noAnswers;
      },
    };
  }

  it(
    `keeps serving through ${ROUNDS} rounds of terminated sessions and cluster restarts, and holds every acknowledged bet once`,
    async () => {
      const database = await freshDatabase();
      server = await startServerProcess({ database: { DATABASE_URL: database.url }, fakeTime: FRIDAY_MORNING });
      const world = await setUpWorld([server.baseUrl], { scenario: 40, players: PLAYERS });
      const journal = new Journal();
      for (const player of world.players) {
        await journal.send(server.baseUrl, world, journal.begin(journal.fund(player.index, DEPOSIT)));
        await journal.send(server.baseUrl, world, journal.begin(journal.approval()!));
      }

      const load = startBetting(server.baseUrl, world, journal);
      let terminated = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        await pause(between(...LOAD_WINDOW));
        terminated += await cluster.terminateSessions(database.name);
        await pause(between(...LOAD_WINDOW));
        cluster.restart();
        await pause(between(...LOAD_WINDOW));
        if (FULL) {
          cluster.shutDown();
          await pause(between(...LOAD_WINDOW));
          cluster.start();
          await pause(between(...LOAD_WINDOW));
        }
      }
      const noAnswers = await load.stop();

      expect(server.exited(), `the server exited:\n${server.output()}`).toBe(false);
      expect(noAnswers, 'requests the server left without an answer').toEqual([]);
      const unavailable = journal.attempts.filter((attempt) => attempt.answers.some((answer) => answer.startsWith('503 '))).length;

      // The database is back: every bet answered 503 is retried with its key and applies once.
      const retried = await journal.settle(server.baseUrl, world);
      await journal.replay(server.baseUrl, world, 20);
      await journal.verify(server.baseUrl, world);

      const counts = journal.counts();
      process.stdout.write(
        `database restarts: ${ROUNDS} rounds, ${terminated} sessions terminated, ${counts.acked} writes acknowledged, ` +
          `${counts.refused} refused, ${unavailable} answered 503, ${retried} settled by retry\n`,
      );
      expect(terminated, 'sessions of the server that were terminated').toBeGreaterThan(0);
      expect(counts.acked, 'bets acknowledged').toBeGreaterThan(ROUNDS * 10);
      expect(counts.unanswered).toBe(0);
    },
    FULL ? 600_000 : 120_000,
  );

  it('says in /api/health that the database is down, and that it is up again', async () => {
    const database = await freshDatabase();
    server = await startServerProcess({ database: { DATABASE_URL: database.url }, fakeTime: FRIDAY_MORNING });
    expect((await call(server.baseUrl, 'GET', '/health')).status).toBe(200);

    cluster.shutDown();
    try {
      const down = await call(server.baseUrl, 'GET', '/health');
      expect(down.status).toBe(503);
      expect(isDatabaseUnavailable(down), JSON.stringify(down.body)).toBe(true);
      // Sign-in needs the database too: the same clear answer, not a 500.
      const signIn = await call(server.baseUrl, 'POST', '/auth/login', { body: { mobileNumber: '9000000001', password: 'admin-pass-1' } });
      expect(isDatabaseUnavailable(signIn), JSON.stringify(signIn.body)).toBe(true);
    } finally {
      cluster.start();
    }
    await server.healthy();
    expect(server.exited()).toBe(false);
  });

  it('waits for a database that is down at its start, with a log line, and serves once it is up', async () => {
    const database = await freshDatabase();
    cluster.shutDown();
    try {
      server = await startServerProcess({ database: { DATABASE_URL: database.url }, fakeTime: FRIDAY_MORNING, untilHealthy: false });
      const deadline = Date.now() + 20_000;
      while (!server.output().includes('waiting for the database') && !server.exited() && Date.now() < deadline) await pause(100);
      expect(server.output()).toContain('waiting for the database');
      expect(server.exited(), `the server exited:\n${server.output()}`).toBe(false);
    } finally {
      cluster.start();
    }
    await server.healthy();
    const adminToken = (await ok<{ token: string }>(server.baseUrl, 'POST', '/auth/login', { body: { mobileNumber: '9000000001', password: 'admin-pass-1' } })).token;
    expect(adminToken).toBeTruthy();
  });

  it('applies at its first retry a bet whose write PostgreSQL cut off while it could not release the bet\'s key', async () => {
    const database = await freshDatabase();
    server = await startServerProcess({ database: { DATABASE_URL: database.url }, fakeTime: FRIDAY_MORNING });
    const world = await setUpWorld([server.baseUrl], { scenario: 43, players: 1 });
    const journal = new Journal();
    await journal.send(server.baseUrl, world, journal.begin(journal.fund(0, 10_000)));
    await journal.send(server.baseUrl, world, journal.begin(journal.approval()!));

    // The player's row is locked elsewhere (not its key: the key's claim refers to it): the bet claims its key, then
    // waits to debit the balance.
    const locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    locker.on('error', () => undefined);
    await locker.query('begin');
    await locker.query('select 1 from users where mobile_number = $1 for no key update', [world.players[0]!.mobileNumber]);
    const attempt = journal.begin(journal.bet(world, 0, 50));
    const pending = journal.send(server.baseUrl, world, attempt);
    const watcher = new pg.Client({ connectionString: database.url });
    await watcher.connect();
    const deadline = Date.now() + 10_000;
    let waiting = 0;
    while (waiting === 0 && Date.now() < deadline) {
      const { rows } = await watcher.query<{ query: string }>(
        "select query from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'",
        [database.name],
      );
      waiting = rows.filter((row) => row.query.includes('place_daily_bets')).length;
      if (waiting === 0) await pause(50);
    }
    await watcher.end();
    expect(waiting, 'the bet waiting to debit the balance').toBe(1);

    // PostgreSQL dies under the waiting write (at once, so that the lock is never released to it): the write
    // fails, and so does releasing its key.
    cluster.shutDown('immediate');
    try {
      const answer = await pending;
      expect(answer).not.toBeInstanceOf(NoAnswer);
      expect(isDatabaseUnavailable(answer as Exclude<typeof answer, NoAnswer>), JSON.stringify(answer)).toBe(true);
    } finally {
      cluster.start();
    }
    await server.healthy();

    // The first retry with the key places the bet, rather than a minute of "still being processed".
    const retry = await journal.send(server.baseUrl, world, attempt);
    expect(retry).toMatchObject({ status: 201 });
    await journal.verify(server.baseUrl, world);
  });

  it('starts although another instance preparing the database keeps it waiting longer than a request may', async () => {
    const database = await freshDatabase();
    // Another instance starting holds the start's lock (bootstrap.ts) and the migrations' lock (Kysely's) for
    // longer than the statement limit.
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    await other.query('select pg_advisory_lock(7240312), pg_advisory_lock(3853314791062309107)');
    server = await startServerProcess({
      database: { DATABASE_URL: database.url },
      fakeTime: FRIDAY_MORNING,
      env: { DB_STATEMENT_TIMEOUT_MS: '300' },
      untilHealthy: false,
    });
    await pause(2_500);
    await other.end();
    await server.healthy();
    // It waited for the locks rather than failing on the statement limit and starting over.
    expect(server.output()).not.toContain('waiting for the database');
  });

  it('answers 503 within its bound while PostgreSQL is frozen, and bets again once it thaws', async () => {
    const database = await freshDatabase();
    server = await startServerProcess({ database: { DATABASE_URL: database.url }, fakeTime: FRIDAY_MORNING, env: SHORT_LIMITS });
    const world = await setUpWorld([server.baseUrl], { scenario: 41, players: 1 });
    const journal = new Journal();
    await journal.send(server.baseUrl, world, journal.begin(journal.fund(0, 10_000)));
    await journal.send(server.baseUrl, world, journal.begin(journal.approval()!));

    cluster.freeze();
    const bets = Array.from({ length: 4 }, () => journal.begin(journal.bet(world, 0, 50)));
    let slowest = 0;
    try {
      const answers = await Promise.all(
        [...bets.map((attempt) => journal.send(server!.baseUrl, world, attempt)), call(server.baseUrl, 'GET', '/health')].map(async (pending) => {
          const started = performance.now();
          const answer = await pending;
          slowest = Math.max(slowest, performance.now() - started);
          return answer;
        }),
      );
      for (const answer of answers) {
        expect(answer).not.toBeInstanceOf(NoAnswer);
        expect(isDatabaseUnavailable(answer as Exclude<typeof answer, NoAnswer>), JSON.stringify(answer)).toBe(true);
      }
    } finally {
      cluster.thaw();
    }
    // Waiting for a connection, then for the statement, each bounded to a second (plus the client's second).
    expect(slowest, 'ms until the slowest answer').toBeLessThan(5_000);

    // Thawed, it serves again. A bet whose statement the server stopped waiting for may still have been placed
    // by PostgreSQL after the thaw: each exists at most once, and the ledger holds whatever did happen.
    await server.healthy();
    const after = journal.begin(journal.bet(world, 0, 50));
    expect(await journal.send(server.baseUrl, world, after)).toMatchObject({ status: 201 });
    const player = world.players[0]!;
    const { bets: held } = await ok<{ bets: { _id: string }[] }>(server.baseUrl, 'GET', '/bets/me', { token: player.token });
    expect(held.length).toBeGreaterThanOrEqual(1);
    expect(held.length).toBeLessThanOrEqual(1 + bets.length);
    const { user } = await ok<{ user: { balance: number } }>(server.baseUrl, 'GET', '/auth/profile', { token: player.token });
    expect(user.balance).toBe(10_000 - 50 * held.length);
    const check = await ok<{ ok: boolean }>(server.baseUrl, 'GET', '/admin/ledger/check', { token: world.adminToken });
    expect(check.ok).toBe(true);
  });
});
