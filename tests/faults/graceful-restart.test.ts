import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';
import { NoAnswer } from './support/api.js';
import { scenarioDatabase, type DatabaseKind, type ScenarioDatabase } from './support/databases.js';
import { Journal, type Attempt, type Operation } from './support/journal.js';
import { storedIdempotencyKeys } from './support/stored-keys.js';
import { FRIDAY_MORNING, setUpWorld, type World } from './support/world.js';
import { between, pause } from './support/chance.js';

/**
 * Graceful restarts: players bet (and deposit and withdraw) over kept-alive connections while the server gets
 * SIGTERM, as an orchestrator sends it before starting the next version. The server must finish what it had
 * taken in and exit 0 within its 10 s: no answer is a 5xx, and no request it had taken in loses its answer.
 *
 * A request can still go unanswered without the server having taken it in: it met a listener that had closed,
 * or a kept-alive connection that the server closed as idle while the request was on its way. Such a request
 * must have left no trace (its Idempotency-Key was never stored); the client sends it again, with its key, to
 * the next server, as the app does. That server must then hold exactly what was acknowledged, once each.
 *
 * Short form by default (it runs in `npm test`); FAULTS_FULL=1 (`npm run faults`) restarts more often under more load.
 */

const FULL = process.env.FAULTS_FULL === '1';
const RESTARTS = FULL ? 8 : 2;
const WORKERS = FULL ? 24 : 8;
const PLAYERS = FULL ? 8 : 4;
/** How long the load runs before SIGTERM, at random within these bounds (ms). */
const LOAD_WINDOW: [number, number] = FULL ? [500, 4000] : [500, 1500];
/** The server's own limit for finishing requests in flight (server/main.ts); past it, it would cut them off. */
const DRAIN_LIMIT_MS = 10_000;

/** The next write of the load: mostly bets, some deposits and withdrawals; every one with an Idempotency-Key. */
function nextOperation(journal: Journal, world: World): Operation {
  const player = between(0, world.players.length - 1);
  const roll = Math.random();
  if (roll < 0.85) return journal.bet(world, player, between(10, 95));
  if (roll < 0.95) return journal.fund(player, between(100, 5000));
  return journal.withdraw(player, between(1000, 1500));
}

/** What the load saw of one shutdown. */
interface LoadReport {
  /** Writes answered with `Connection: close`: taken in before or during the shutdown and finished by it. */
  finishedWhileClosing: number;
  /** Writes that got no answer at all: the server must never have taken them in. */
  unanswered: Attempt[];
  /** Every 5xx answer: there must be none. */
  serverErrors: string[];
}

/** Workers send writes one after another; a worker whose request gets no answer stops (its server is going). */
function startLoad(baseUrl: string, world: World, journal: Journal, workers: number) {
  const report: LoadReport = { finishedWhileClosing: 0, unanswered: [], serverErrors: [] };
  const worker = async () => {
    for (;;) {
      const attempt = journal.begin(nextOperation(journal, world));
      const answer = await journal.send(baseUrl, world, attempt);
      if (answer instanceof NoAnswer) {
        report.unanswered.push(attempt);
        return;
      }
      if (answer.status >= 500) report.serverErrors.push(`${answer.status} ${JSON.stringify(answer.body)}`);
      if (answer.headers.get('connection') === 'close') report.finishedWhileClosing += 1;
    }
  };
  const running = Promise.all(Array.from({ length: workers }, worker));
  return { finished: async () => (await running, report) };
}

/** Approves every acknowledged deposit still pending, so that the players keep money to bet with. */
async function approveDeposits(baseUrl: string, world: World, journal: Journal): Promise<void> {
  for (let approval = journal.approval(); approval; approval = journal.approval()) {
    const answer = await journal.send(baseUrl, world, journal.begin(approval));
    if (answer instanceof NoAnswer) throw answer;
  }
}

describe.each<DatabaseKind>(['sqlite', 'postgres'])('graceful restarts on %s', (kind) => {
  let server: ServerProcess | undefined;
  let database: ScenarioDatabase | undefined;

  afterEach(async () => {
    await server?.kill();
    await database?.dispose();
  });

  it(
    `loses no accepted request and no acknowledged write across ${RESTARTS} SIGTERMs under load`,
    async () => {
      database = await scenarioDatabase(kind);
      const env = database.env;
      let clock = Date.parse(FRIDAY_MORNING);
      let startedAt = Date.now();
      // At info level the server logs its shutdown's start and end.
      const start = () => startServerProcess({ database: env, fakeTime: new Date(clock).toISOString(), env: { LOG_LEVEL: 'info' } });
      server = await start();
      const world = await setUpWorld([server.baseUrl], { scenario: kind === 'sqlite' ? 3 : 4, players: PLAYERS });
      const journal = new Journal();
      for (const player of world.players) {
        await journal.send(server.baseUrl, world, journal.begin(journal.fund(player.index, 50_000)));
      }
      await approveDeposits(server.baseUrl, world, journal);

      let finishedWhileClosing = 0;
      let retried = 0;
      for (let restart = 1; restart <= RESTARTS; restart += 1) {
        const load = startLoad(server.baseUrl, world, journal, WORKERS);
        await pause(between(...LOAD_WINDOW));

        const signalled = Date.now();
        await server.stop();
        const shutdownMs = Date.now() - signalled;
        const report = await load.finished();
        const output = server.output();

        expect(shutdownMs, `shutdown took ${shutdownMs} ms:\n${output.slice(-3000)}`).toBeLessThan(DRAIN_LIMIT_MS);
        expect(output, 'the server logs the end of its shutdown, then exits 0').toContain('"msg":"shut down"');
        expect(output).not.toContain('shutdown failed');
        expect(report.serverErrors, `answers with a 5xx:\n${output.slice(-3000)}`).toEqual([]);
        const keys = report.unanswered.map((attempt) => ('key' in attempt.op ? attempt.op.key : ''));
        const takenIn = await storedIdempotencyKeys(env, keys);
        expect([...takenIn], 'requests the server took in but left without an answer').toEqual([]);
        finishedWhileClosing += report.finishedWhileClosing;

        // The next server, on the same data: every write left without an answer is sent again with its key.
        clock += Date.now() - startedAt + 1_000;
        startedAt = Date.now();
        server = await start();
        retried += await journal.settle(server.baseUrl, world);
        await journal.replay(server.baseUrl, world, 10);
        await journal.verify(server.baseUrl, world);
        await approveDeposits(server.baseUrl, world, journal);
      }

      const counts = journal.counts();
      process.stdout.write(
        `graceful restarts on ${kind}: ${RESTARTS} SIGTERMs, ${counts.acked} writes acknowledged, ${counts.refused} refused, ` +
          `${finishedWhileClosing} finished while the server was closing, ${retried} not taken in and sent again\n`,
      );
      // The scenario only proves something if shutdowns found requests to finish, and the load got through.
      expect(finishedWhileClosing, 'writes finished while the server was closing').toBeGreaterThan(0);
      expect(counts.acked, 'acknowledged writes').toBeGreaterThan(RESTARTS * 10);
      await server.stop();
    },
    FULL ? 900_000 : 180_000,
  );
});
