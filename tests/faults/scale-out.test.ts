import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MARKETS, DEMO_PLAYER } from '../../server/seed/demo.js';
import { startServerProcess, TEST_ADMIN, type ServerProcess } from '../support/server-process.js';
import { call, ok } from './support/api.js';
import { scenarioDatabase, type ScenarioDatabase } from './support/databases.js';
import { Journal, type Attempt } from './support/journal.js';
import { FRIDAY_MORNING, mobileNumber, setUpWorld, type World } from './support/world.js';

/**
 * Scale-out: two API processes on one PostgreSQL, behind no load balancer but the test's own
 * round-robin. Everything that must hold across instances lives in the database, so under concurrent bets,
 * approvals and retries of one Idempotency-Key on both instances at once, every invariant holds; sessions and
 * sign-in throttling are shared; each sees the other's writes.
 *
 * Short form by default; FAULTS_FULL=1 (`npm run faults`) runs more players and more rounds.
 */

const FULL = process.env.FAULTS_FULL === '1';
const PLAYERS = FULL ? 8 : 3;
const ROUNDS = FULL ? 4 : 1;
/** Bets each player sends at once per round; their balance covers only a tenth of them. */
const BETS_PER_PLAYER = FULL ? 60 : 30;
const STAKE = 100;
/** Wrong guesses on one account sent at once, half to each instance. */
const BURST = 200;

/**
 * How often the fresh-address lane of a held-back number opens within `ms` of the hold (throttles.ts): first after
 * 5 s, then after waits that double from 10 s. Counted from the burst's start, before the hold began: never fewer.
 */
function freshAddressLaneOpenings(ms: number): number {
  let openings = 0;
  for (let at = 5_000, wait = 10_000; at <= ms; at += wait, wait *= 2) openings += 1;
  return openings;
}

/**
 * Every client of this test is 127.0.0.1: the per-address limits (tests/api/throttles.test.ts) are lifted here so
 * that they do not stand in for the per-account sign-in limit, which is what is shared across instances here. The
 * sign-in guesses come each from an address of its own, as a proxy reports them (TRUST_PROXY), since one address
 * guessing one number is slowed down long before the number's limit.
 */
const ONE_ADDRESS_FOR_EVERY_CLIENT = {
  THROTTLE_SIGN_UP_PER_ADDRESS: '1000',
  THROTTLE_SIGN_IN_PER_ADDRESS: '100000',
  TRUST_PROXY: 'true',
};

describe('scale-out: two server processes on one PostgreSQL', () => {
  let database: ScenarioDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  let instances: string[];

  beforeAll(async () => {
    database = await scenarioDatabase('postgres');
    // Both start at once on the empty database: migrations and the admin bootstrap race each other.
    [a, b] = await Promise.all([
      startServerProcess({ database: database.env, fakeTime: FRIDAY_MORNING, env: ONE_ADDRESS_FOR_EVERY_CLIENT }),
      startServerProcess({ database: database.env, fakeTime: FRIDAY_MORNING, env: ONE_ADDRESS_FOR_EVERY_CLIENT }),
    ]);
    instances = [a.baseUrl, b.baseUrl];
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await database?.dispose();
  });

  /** Sends one attempt to both instances at the same moment (a client retrying through another instance). */
  async function sendToBoth(journal: Journal, world: World, attempt: Attempt): Promise<void> {
    await Promise.all(instances.map((baseUrl) => journal.send(baseUrl, world, attempt)));
  }

  it(
    'holds every invariant under concurrent bets, approvals and idempotent retries on both instances',
    async () => {
      const world = await setUpWorld(instances, { scenario: 3, players: PLAYERS });
      const journal = new Journal();
      const deposit = BETS_PER_PLAYER * STAKE / 10;

      for (let round = 0; round < ROUNDS; round += 1) {
        // Deposits: each fund request sent through both instances with one key, then approved four times at once.
        const funds = world.players.map((player) => journal.begin(journal.fund(player.index, deposit)));
        await Promise.all(funds.map((attempt) => sendToBoth(journal, world, attempt)));
        await journal.settle(a.baseUrl, world);
        const approvals = world.players.map(() => journal.begin(journal.approval()!));
        await Promise.all(approvals.flatMap((attempt) => [...instances, ...instances].map((baseUrl) => journal.send(baseUrl, world, attempt))));

        // Bets: far more than the balance covers, all at once, spread over both instances; every third one is
        // sent to both with its key, as a client retrying a timeout through the other instance would.
        const affordable = world.players.map((player) => Math.floor(journal.expectedFor(player.index).balance / STAKE));
        expect(Math.max(...affordable)).toBeLessThan(BETS_PER_PLAYER);
        const bets = world.players.flatMap((player) =>
          Array.from({ length: BETS_PER_PLAYER }, () => journal.begin(journal.bet(world, player.index, STAKE))),
        );
        await Promise.all(
          bets.map((attempt, index) =>
            index % 3 === 0 ? sendToBoth(journal, world, attempt) : journal.send(instances[index % 2]!, world, attempt),
          ),
        );
        await journal.settle(b.baseUrl, world);
        for (const player of world.players) {
          const placed = bets.filter((attempt) => attempt.op.player === player.index && attempt.state === 'acked');
          // The balance buys exactly this many; more would be an overdraft, fewer a refusal without cause.
          expect(placed.length, `bets placed by player ${player.index} in round ${round}`).toBe(affordable[player.index]);
        }

        // Withdrawals through both instances with one key, funded by a fresh deposit, then rejected on both at once.
        const topUps = world.players.map((player) => journal.begin(journal.fund(player.index, 2_000)));
        await Promise.all(topUps.map((attempt) => journal.send(instances[round % 2]!, world, attempt)));
        await Promise.all(world.players.map(() => journal.begin(journal.approval()!)).map((attempt) => sendToBoth(journal, world, attempt)));
        const withdrawals = world.players.map((player) => journal.begin(journal.withdraw(player.index, 1_500)));
        await Promise.all(withdrawals.map((attempt) => sendToBoth(journal, world, attempt)));
        await journal.settle(a.baseUrl, world);
        const rejections = world.players.map(() => journal.begin(journal.rejection()!));
        await Promise.all(rejections.map((attempt) => sendToBoth(journal, world, attempt)));

        // A replay through either instance answers what the other one said first.
        await journal.replay(b.baseUrl, world, 15);
        await journal.replay(a.baseUrl, world, 15);
        await journal.verify(a.baseUrl, world);
        await journal.verify(b.baseUrl, world);
      }
      const counts = journal.counts();
      process.stdout.write(`scale-out: ${ROUNDS} rounds, ${counts.acked} writes acknowledged, ${counts.refused} refused\n`);
      expect(counts.unanswered).toBe(0);
    },
    FULL ? 600_000 : 120_000,
  );

  it('throttles sign-in across both instances', async () => {
    const [first, second] = await Promise.all(
      [0, 1].map(async (index) => {
        const number = mobileNumber(4, index);
        const password = `throttle-pass-${index}`;
        await ok(instances[index]!, 'POST', '/auth/signup', { body: { name: `Throttled ${index}`, mobileNumber: number, password } });
        return { number, password };
      }),
    );
    const login = (baseUrl: string, mobile: string, password: string, forwardedFor: string) =>
      call<{ message: string }>(baseUrl, 'POST', '/auth/login', { body: { mobileNumber: mobile, password }, forwardedFor });
    const guesser = (index: number) => `203.0.${Math.floor(index / 250)}.${(index % 250) + 1}`;

    // One after another, alternating instances: neither instance alone sees five failures.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await login(instances[attempt % 2]!, first!.number, 'wrong-password', guesser(attempt));
      expect(answer.status, `failed sign-in ${attempt + 1}`).toBe(401);
    }
    for (const baseUrl of instances) {
      // From an address that failed: the number's limit holds it back, whichever instance it reaches.
      const answer = await login(baseUrl, first!.number, first!.password, guesser(0));
      expect(answer.status, 'the right password after five failures').toBe(429);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }

    // A burst all at once, split over both instances: each attempt is counted in one row before its password is
    // checked, so at most five guesses are checked, whichever instance they reach; beyond them only the lane that
    // lets an address which has not failed try once a pause, if the burst outlasts the first pause.
    const burstStarted = performance.now();
    const burst = await Promise.all(
      Array.from({ length: BURST }, (_, index) => login(instances[index % 2]!, second!.number, 'wrong-password', guesser(1000 + index))),
    );
    const burstMs = performance.now() - burstStarted;
    const checked = burst.filter((answer) => answer.status === 401);
    const throttled = burst.filter((answer) => answer.status === 429);
    expect(checked.length, `wrong guesses answered 401 in a burst of ${Math.round(burstMs)} ms`).toBeLessThanOrEqual(
      5 + freshAddressLaneOpenings(burstMs),
    );
    expect(checked.length + throttled.length).toBe(BURST);
    for (const answer of throttled) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    const failedFrom = guesser(1000 + burst.findIndex((answer) => answer.status === 401));
    for (const baseUrl of instances) {
      expect((await login(baseUrl, second!.number, second!.password, failedFrom)).status, 'the right password after the burst').toBe(429);
    }
  });

  it('shares sessions and shows each instance the writes of the other', async () => {
    const number = mobileNumber(5, 0);
    const { token } = await ok<{ token: string }>(a.baseUrl, 'POST', '/auth/signup', {
      body: { name: 'Shared Session', mobileNumber: number, password: 'shared-pass-1' },
    });
    expect((await call(b.baseUrl, 'GET', '/auth/profile', { token })).status).toBe(200);

    // A market created through one instance is listed by the other within its cache's lifetime (about a second).
    const adminToken = (await ok<{ token: string }>(b.baseUrl, 'POST', '/auth/login', { body: TEST_ADMIN })).token;
    const { game } = await ok<{ game: { _id: string } }>(b.baseUrl, 'POST', '/admin/games', {
      token: adminToken,
      body: { gameName: 'Seen Everywhere', openTime: '22:00', closeTime: '22:30' },
    });
    const deadline = Date.now() + 5_000;
    let listed = false;
    while (!listed && Date.now() < deadline) {
      const games = await ok<{ _id: string }[]>(a.baseUrl, 'GET', '/games', { token });
      listed = games.some((entry) => entry._id === game._id);
      if (!listed) await new Promise((r) => setTimeout(r, 100));
    }
    expect(listed, 'a market created on B appears on A').toBe(true);

    // Deactivation through one instance ends the player's session on the other at once.
    const { user } = await ok<{ user: { _id: string } }>(a.baseUrl, 'GET', '/auth/profile', { token });
    await ok(b.baseUrl, 'PATCH', `/admin/users/${user._id}`, { token: adminToken, body: { isActive: false } });
    const profile = await call(a.baseUrl, 'GET', '/auth/profile', { token });
    expect(profile.status, 'deactivation revokes the session everywhere').toBe(401);

    // Logout through one instance ends the session on the other at once.
    const second = (await ok<{ token: string }>(a.baseUrl, 'POST', '/auth/login', { body: TEST_ADMIN })).token;
    await ok(a.baseUrl, 'POST', '/auth/logout', { token: second, body: {} });
    expect((await call(b.baseUrl, 'GET', '/auth/profile', { token: second })).status).toBe(401);
  });
});

describe('scale-out: two instances starting together on an empty PostgreSQL', () => {
  let database: ScenarioDatabase;
  let instances: ServerProcess[] = [];
  let uploads: string | undefined;

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.kill()));
    await database?.dispose();
    if (uploads) rmSync(uploads, { recursive: true, force: true });
  });

  it('seed the demo once', async () => {
    database = await scenarioDatabase('postgres');
    // The banner images go to DATA_DIR/uploads: one directory both instances share, as a deployment would.
    const dataDir = mkdtempSync(join(tmpdir(), 'matka-faults-uploads-'));
    uploads = dataDir;
    instances = await Promise.all(
      [0, 1].map(() =>
        startServerProcess({ database: database.env, fakeTime: FRIDAY_MORNING, env: { SEED_DEMO: '1', DATA_DIR: dataDir } }),
      ),
    );
    for (const instance of instances) {
      const adminToken = (await ok<{ token: string }>(instance.baseUrl, 'POST', '/auth/login', { body: TEST_ADMIN })).token;
      const { games } = await ok<{ games: unknown[] }>(instance.baseUrl, 'GET', '/admin/games', { token: adminToken });
      expect(games).toHaveLength(DEMO_MARKETS.length);
      const starline = await ok<{ games: unknown[] }>(instance.baseUrl, 'GET', '/admin/starline/games', { token: adminToken });
      expect(starline.games).toHaveLength(12);
      const { banners } = await ok<{ banners: unknown[] }>(instance.baseUrl, 'GET', '/admin/banners', { token: adminToken });
      expect(banners).toHaveLength(2);
      const { users } = await ok<{ users: unknown[] }>(instance.baseUrl, 'GET', `/admin/users?query=${DEMO_PLAYER.mobileNumber}`, {
        token: adminToken,
      });
      expect(users).toHaveLength(1);
      const check = await ok<{ ok: boolean }>(instance.baseUrl, 'GET', '/admin/ledger/check', { token: adminToken });
      expect(check.ok).toBe(true);
      // Both started at once on one DATA_DIR and hold one audit key: each verifies the entries the seed wrote.
      const audit = await ok<{ ok: boolean }>(instance.baseUrl, 'GET', '/admin/audit/verify', { token: adminToken });
      expect(audit.ok).toBe(true);
    }
  }, 120_000);
});
