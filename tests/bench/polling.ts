import autocannon, { type RequestSpec, type Result } from 'autocannon';
import type { Market, Player } from './market-setup';
import { startBareServer, type BenchServer } from './server-process';

/**
 * Benchmark 2 (DESIGN §11): players polling GET /api/games with the ETag they already hold (so 304, no body),
 * against a bare Fastify route measured in the same run on the same machine with the same load.
 */
export interface PollingResult {
  gamesPerSecond: number;
  barePerSecond: number;
  ratio: number;
  gamesP99Ms: number;
  /** Answers other than 304 from GET /api/games (or non-2xx from the bare route). */
  unexpected: number;
}

const ROUNDS = 2;

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
    const run = (url: string, requests: RequestSpec[], duration: number) =>
      autocannon({ url, connections: options.connections, duration, requests });
    // Warm both up first, so neither is measured while V8 still compiles it; then take turns, so that a
    // change in the machine's other load falls on both alike.
    await run(server.baseUrl, polls, 2);
    await run(bare.baseUrl, polls, 2);
    const games: Result[] = [];
    const bares: Result[] = [];
    for (let turn = 0; turn < ROUNDS; turn++) {
      games.push(await run(server.baseUrl, polls, options.durationSeconds / ROUNDS));
      bares.push(await run(bare.baseUrl, polls, options.durationSeconds / ROUNDS));
    }
    const sum = (results: Result[], pick: (result: Result) => number) =>
      results.reduce((total, result) => total + pick(result), 0);
    const gamesPerSecond = sum(games, (r) => r['3xx']) / sum(games, (r) => r.duration);
    const barePerSecond = sum(bares, (r) => r['2xx']) / sum(bares, (r) => r.duration);
    return {
      gamesPerSecond,
      barePerSecond,
      ratio: gamesPerSecond / barePerSecond,
      gamesP99Ms: Math.max(...games.map((r) => r.latency.p99)),
      unexpected:
        sum(games, (r) => r.requests.total - r['3xx'] + r.errors) + sum(bares, (r) => r.non2xx + r.errors),
    };
  } finally {
    await bare.stop();
  }
}
