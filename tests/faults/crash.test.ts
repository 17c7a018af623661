import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';
import { NoAnswer } from './support/api.js';
import { scenarioDatabase, type DatabaseKind, type ScenarioDatabase } from './support/databases.js';
import { Journal, type Operation } from './support/journal.js';
import { FRIDAY_MORNING, setUpWorld, type World } from './support/world.js';
import { between, pause } from './support/chance.js';

/**
 * Crash safety: players bet, deposit and withdraw and an admin approves and rejects, while the server is
 * killed with SIGKILL at random moments and started again on the data it left. After every restart, every
 * write whose answer was lost is retried with its Idempotency-Key, and the server must hold exactly what it
 * acknowledged: no acknowledged write lost, nothing half-done, nothing applied twice, the ledger balanced.
 *
 * Short form by default (it runs in `npm test`); FAULTS_FULL=1 (`npm run faults`) kills more often under more load.
 */

const FULL = process.env.FAULTS_FULL === '1';
const KILLS = FULL ? 12 : 3;
const WORKERS = FULL ? 16 : 6;
const PLAYERS = FULL ? 8 : 4;
/** How long the load runs before the kill, at random within these bounds (ms). */
const LOAD_WINDOW: [number, number] = FULL ? [300, 4000] : [300, 1500];
/**
 * Each restart's clock starts this far past where the killed one stopped, so that an Idempotency-Key claim the
 * dead process left "running" counts as abandoned (idempotency.ts takes over claims older than a minute).
 */
const CLOCK_STEP_MS = 90_000;

/** The next write of the load: mostly bets, then deposits, withdrawals and the admin's decisions on them. */
function nextOperation(journal: Journal, world: World): Operation {
  const player = between(0, world.players.length - 1);
  const roll = Math.random();
  if (roll < 0.12) {
    const approval = journal.approval();
    if (approval) return approval;
  } else if (roll < 0.17) {
    const rejection = journal.rejection();
    if (rejection) return rejection;
  }
  if (roll < 0.55) return journal.bet(world, player, between(10, 300));
  if (roll < 0.8) return journal.fund(player, between(100, 5000));
  return journal.withdraw(player, between(1000, 1500));
}

/**
 * Workers send writes one after another until told to stop; a worker whose request got no answer stops
 * at once (its server is gone), leaving that write's outcome unknown.
 */
function startLoad(baseUrl: string, world: World, journal: Journal, workers: number) {
  let stopping = false;
  const worker = async () => {
    while (!stopping) {
      const attempt = journal.begin(nextOperation(journal, world));
      const answer = await journal.send(baseUrl, world, attempt);
      if (answer instanceof NoAnswer) return;
    }
  };
  const running = Promise.all(Array.from({ length: workers }, worker));
  return {
    stop: async () => {
      stopping = true;
      await running;
    },
  };
}

describe.each<DatabaseKind>(['sqlite', 'postgres'])('crash safety on %s', (kind) => {
  let server: ServerProcess | undefined;
  let database: ScenarioDatabase | undefined;

  afterEach(async () => {
    await server?.kill();
    await database?.dispose();
  });

  it(
    `keeps every acknowledged write and nothing half-done across ${KILLS} SIGKILLs`,
    async () => {
      database = await scenarioDatabase(kind);
      const env = database.env;
      let clock = Date.parse(FRIDAY_MORNING);
      let startedAt = Date.now();
      server = await startServerProcess({ database: env, fakeTime: new Date(clock).toISOString() });
      const world = await setUpWorld([server.baseUrl], { scenario: kind === 'sqlite' ? 1 : 2, players: PLAYERS });
      const journal = new Journal();

      // Money to play with: a deposit per player, approved.
      for (const player of world.players) {
        const deposit = journal.begin(journal.fund(player.index, 50_000));
        await journal.send(server.baseUrl, world, deposit);
        await journal.send(server.baseUrl, world, journal.begin(journal.approval()!));
      }

      let unknownTotal = 0;
      for (let kill = 1; kill <= KILLS; kill += 1) {
        const load = startLoad(server.baseUrl, world, journal, WORKERS);
        await pause(between(...LOAD_WINDOW));
        await server.kill();
        await load.stop();

        clock += Date.now() - startedAt + CLOCK_STEP_MS;
        startedAt = Date.now();
        server = await startServerProcess({ database: env, fakeTime: new Date(clock).toISOString() });
        unknownTotal += await journal.settle(server.baseUrl, world);
        await journal.replay(server.baseUrl, world, 10);
        await journal.verify(server.baseUrl, world);
      }

      const counts = journal.counts();
      process.stdout.write(
        `crash safety on ${kind}: ${KILLS} kills, ${counts.acked} writes acknowledged, ${counts.refused} refused, ` +
          `${unknownTotal} cut off and settled by retry\n`,
      );
      // The scenario only proves something if the kills cut writes off and the load got through between them.
      expect(unknownTotal, 'writes whose answer a kill cut off').toBeGreaterThan(0);
      expect(counts.acked, 'acknowledged writes').toBeGreaterThan(KILLS * 10);
      expect(counts.unanswered).toBe(0);
      await server.stop();
    },
    FULL ? 1_200_000 : 180_000,
  );
});
