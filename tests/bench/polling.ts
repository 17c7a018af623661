import autocannon, { type RequestSpec, type Result } from 'autocannon';
import type { Market, Player } from './market-setup';
import { startBareServer, withCpu, type BenchServer } from './server-process';

/**
 * Benchmark 2 (docs/performance.md): players polling GET /api/games with the ETag they already hold (so 304, no body),
 * against a bare Fastify route measured in the same run on the same machine with the same load.
 */
export interface PollingResult {
  gamesPerSecond: number;
  barePerSecond: number;
  ratio: number;
  gamesP99Ms: number;
  /** The server's CPU time (user + system) per answer, in µs, and the bare route's: what each costs its process. */
  gamesCpuMicros: number;
  bareCpuMicros: number;
  /** Answers other than 304 from GET /api/games (or non-2xx from the bare route). */
  unexpected: number;
}

const ROUNDS = 2;

interface Turn {
  result: Result;
  cpuSeconds: number;
}

export interface PollingOptions {
  connections: number;
  durationSeconds: number;
}

async function currentEtag(market: Market, player: Player): Promise<string> {
  const response = await fetch(`${market.api.baseUrl}/api/games`, { headers: { authorization: `Bearer ${player.token}` } });
  const etag = response.headers.get('etag');
  if (response.status !== 200 || !etag) throw new Error(`GET /api/games answered ${response.status} without an ETag`);
  return etag;
}

export async function benchPolling(
  server: BenchServer,
  market: Market,
  players: readonly Player[],
  options: PollingOptions,
): Promise<PollingResult> {
  const etag = await currentEtag(market, players[0]!);
  const bare = await startBareServer();
  try {
    // Both servers get the same requests: one per player in turn, each holding the current ETag. They are
    // built once, so the client's work per request is small and alike for both, and the difference in rate
    // is the difference in the servers' work.
    const polls: RequestSpec[] = players.map((player) => ({
      method: 'GET',
      path: '/api/games',
      headers: { authorization: `Bearer ${player.token}`, 'if-none-match': etag },
    }));
    const run = (target: BenchServer, duration: number) =>
      autocannon({ url: target.baseUrl, connections: options.connections, duration, requests: polls });
    // A measured turn, with the CPU its server used meanwhile.
    const measure = (target: BenchServer, duration: number): Promise<Turn> =>
      withCpu([target], () => run(target, duration));
    // Warm both up first, so neither is measured while V8 still compiles it; then take turns, so that a
    // change in the machine's other load falls on both alike.
    await run(server, 2);
    await run(bare, 2);
    const games: Turn[] = [];
    const bares: Turn[] = [];
    for (let turn = 0; turn < ROUNDS; turn++) {
      games.push(await measure(server, options.durationSeconds / ROUNDS));
      bares.push(await measure(bare, options.durationSeconds / ROUNDS));
    }
    const sum = (turns: Turn[], pick: (result: Result) => number) =>
      turns.reduce((total, turn) => total + pick(turn.result), 0);
    const cpuMicros = (turns: Turn[]) =>
      (turns.reduce((total, turn) => total + turn.cpuSeconds, 0) / sum(turns, (r) => r.requests.total)) * 1e6;
    const gamesPerSecond = sum(games, (r) => r['3xx']) / sum(games, (r) => r.duration);
    const barePerSecond = sum(bares, (r) => r['2xx']) / sum(bares, (r) => r.duration);
    return {
      gamesPerSecond,
      barePerSecond,
      ratio: gamesPerSecond / barePerSecond,
      gamesP99Ms: Math.max(...games.map((turn) => turn.result.latency.p99)),
      gamesCpuMicros: cpuMicros(games),
      bareCpuMicros: cpuMicros(bares),
      unexpected:
        sum(games, (r) => r.requests.total - r['3xx'] + r.errors) + sum(bares, (r) => r.non2xx + r.errors),
    };
  } finally {
    await bare.stop();
  }
}
