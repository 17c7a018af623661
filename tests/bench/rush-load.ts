import { randomUUID } from 'node:crypto';
import { seededRandom } from '../../server/seed/seeded-random';
import { betBody } from './bet-placement';
import { ConnectionPool } from './connection-pool';
import type { RushPlayer } from './rush-players';

/**
 * The rush's load generator: what N players' apps send in a market's last minute, each request at its own moment
 * (not as fast as the server answers, as autocannon does). Each player's app polls `GET /api/games` and
 * `GET /api/user/profile` every 30 s with the ETags it holds; in the window before the close it places its bets
 * (`POST /api/bets` with an Idempotency-Key) and re-reads its profile after each, as the app does.
 *
 * Requests go over a fixed pool of keep-alive connections per server, as a box behind a reverse proxy sees them
 * (the proxy holds the phones' own connections); one waiting for a free connection waits in the pool, and that
 * wait counts in its latency, as it would behind the proxy.
 */
export interface RushSchedule {
  /** Seconds of polling before the betting window opens, so that the players hold ETags when it does. */
  leadSeconds: number;
  /** The betting window; the market's open session closes at its end. */
  windowSeconds: number;
  pollSeconds: number;
  /** No bet is sent later than this before the close (the app refuses them once the close is that near). */
  lastBetBeforeCloseSeconds: number;
}

export interface RushTarget {
  readonly baseUrl: string;
  /** The players whose apps talk to this server. */
  readonly players: readonly RushPlayer[];
}

export interface RushMarket {
  readonly gameId: string;
  readonly gameDate: string;
}

export interface Latencies {
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface RushLoadResult {
  bets: Latencies;
  /** Both polled reads and the profile re-read after a bet. */
  polls: Latencies;
  /** Answers other than 201 (bets) or 200/304 (reads), and failed or unanswered requests, by kind. */
  errors: Record<string, number>;
  errorCount: number;
  /** How late the generator sent its requests against their moments (its event loop's lag): p99, in ms. */
  lateP99Ms: number;
  seconds: number;
  /** The generator's own CPU over the trial, in cores. */
  generatorCores: number;
}

const REQUEST_TIMEOUT_MS = 30_000;
const TICK_MS = 2;

const POLL = 0;
const BET = 1;

/** Every request moment of the trial, sorted: [ms since the start, kind, target, player index]. */
function plan(targets: readonly RushTarget[], schedule: RushSchedule): { at: Float64Array; what: Uint32Array[] } {
  const random = seededRandom(20261120);
  const events: [number, number, number, number][] = [];
  const total = targets.reduce((sum, target) => sum + target.players.length, 0);
  const endMs = (schedule.leadSeconds + schedule.windowSeconds) * 1000;
  const pollMs = schedule.pollSeconds * 1000;
  const betSpanMs = (schedule.windowSeconds - schedule.lastBetBeforeCloseSeconds) * 1000;
  let overall = 0;
  targets.forEach((target, targetIndex) => {
    target.players.forEach((_, player) => {
      // Polls spread evenly over the interval across all players.
      for (let at = (overall / total) * pollMs; at < endMs; at += pollMs) events.push([at, POLL, targetIndex, player]);
      // One to three bets, their moments denser towards the close: the density grows linearly from the window's
      // start, so the last seconds take twice the average rate.
      const bets = 1 + Math.floor(random() * 3);
      for (let bet = 0; bet < bets; bet++) {
        events.push([schedule.leadSeconds * 1000 + Math.sqrt(random()) * betSpanMs, BET, targetIndex, player]);
      }
      overall += 1;
    });
  });
  events.sort((a, b) => a[0] - b[0]);
  return {
    at: Float64Array.from(events, (event) => event[0]),
    what: [
      Uint32Array.from(events, (event) => event[1]),
      Uint32Array.from(events, (event) => event[2]),
      Uint32Array.from(events, (event) => event[3]),
    ],
  };
}

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

class LatencyLog {
  private values = new Float64Array(1024);
  private size = 0;

  add(ms: number): void {
    if (this.size === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.size++] = ms;
  }

  summary(): Latencies {
    const sorted = this.values.slice(0, this.size).sort();
    return {
      count: this.size,
      p50Ms: percentile(sorted, 0.5),
      p99Ms: percentile(sorted, 0.99),
      maxMs: sorted.length > 0 ? sorted[sorted.length - 1]! : 0,
    };
  }
}

interface Answer {
  status: number;
  etag: string | undefined;
  /** A refusal's stable code (the error body's `code`), to say why in the trial's errors. */
  code: string | undefined;
}

function refusalCode(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { code?: unknown; errors?: { code?: unknown }[] };
    const code = parsed.errors?.[0]?.code ?? parsed.code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/** One request on the pool: its status, its ETag and a refusal's code. */
async function send(
  pool: ConnectionPool,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  const { status, etag, refusal } = await pool.request(method, path, headers, body);
  return { status, etag, code: refusal ? refusalCode(refusal) : undefined };
}

/**
 * Runs one trial: every planned request at its moment from now, then waits for the last answers. `connections` per
 * server.
 */
export async function runRushLoad(
  targets: readonly RushTarget[],
  market: RushMarket,
  schedule: RushSchedule,
  connections: number,
): Promise<RushLoadResult> {
  const { at, what } = plan(targets, schedule);
  const [kinds, targetOf, playerOf] = what as [Uint32Array, Uint32Array, Uint32Array];
  const pools = targets.map((target) => new ConnectionPool(target.baseUrl, connections, REQUEST_TIMEOUT_MS));
  const bets = new LatencyLog();
  const polls = new LatencyLog();
  const late = new LatencyLog();
  const errors: Record<string, number> = {};
  const fail = (what: string) => {
    errors[what] = (errors[what] ?? 0) + 1;
  };
  let inFlight = 0;
  let sequence = 0;

  const read = (target: number, player: RushPlayer, path: '/api/games' | '/api/user/profile') => {
    const held = path === '/api/games' ? player.gamesEtag : player.profileEtag;
    const headers: Record<string, string> = { accept: 'application/json', authorization: player.authorization };
    if (held) headers['if-none-match'] = held;
    const sentAt = performance.now();
    inFlight += 1;
    return send(pools[target]!, 'GET', path, headers)
      .then(({ status, etag, code }) => {
        polls.add(performance.now() - sentAt);
        if (status === 200 && etag) {
          if (path === '/api/games') player.gamesEtag = etag;
          else player.profileEtag = etag;
        } else if (status !== 304) {
          fail(`${status}${code ? ` ${code}` : ''} from GET ${path}`);
        }
      })
      .catch((error: Error) => fail(`GET ${path}: ${error.message}`))
      .finally(() => {
        inFlight -= 1;
      });
  };

  const placeBet = (target: number, player: RushPlayer) => {
    sequence += 1;
    const body = betBody(market, sequence);
    const headers = {
      accept: 'application/json',
      'content-type': 'application/json',
      authorization: player.authorization,
      'idempotency-key': randomUUID(),
    };
    const sentAt = performance.now();
    inFlight += 1;
    void send(pools[target]!, 'POST', '/api/bets', headers, body)
      .then(({ status, code }) => {
        bets.add(performance.now() - sentAt);
        if (status !== 201) fail(`${status}${code ? ` ${code}` : ''} from POST /api/bets`);
        // The app re-reads the balance after every bet.
        else void read(target, player, '/api/user/profile');
      })
      .catch((error: Error) => fail(`POST /api/bets: ${error.message}`))
      .finally(() => {
        inFlight -= 1;
      });
  };

  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let next = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now() - started;
      while (next < at.length && at[next]! <= now) {
        late.add(now - at[next]!);
        const target = targetOf[next]!;
        const player = targets[target]!.players[playerOf[next]!]!;
        if (kinds[next] === POLL) {
          void read(target, player, '/api/games');
          void read(target, player, '/api/user/profile');
        } else {
          placeBet(target, player);
        }
        next += 1;
      }
      if (next < at.length) setTimeout(tick, TICK_MS);
      else resolve();
    };
    tick();
  });
  const deadline = performance.now() + REQUEST_TIMEOUT_MS + 5_000;
  while (inFlight > 0 && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  if (inFlight > 0) errors.unanswered = inFlight;
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  for (const pool of pools) pool.close();
  return {
    bets: bets.summary(),
    polls: polls.summary(),
    errors,
    errorCount: Object.values(errors).reduce((sum, count) => sum + count, 0),
    lateP99Ms: late.summary().p99Ms,
    seconds,
    generatorCores: (cpu.user + cpu.system) / 1e6 / seconds,
  };
}
