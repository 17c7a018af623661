import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type { BareRoute, BareRouteCost } from './bare-route';
import type { BenchServer } from './server-process';
import { withPeakRss } from './server-process';
import type { Market, Player } from './market-setup';

/**
 * Benchmark 1 (docs/performance.md): POST /api/bets over HTTP from 100 connections, each request from the next of many
 * players in turn, so no single balance row is the bottleneck. Every answer must be 201; the rate counts only
 * those. Also benchmark 5: the server's peak resident memory during the run.
 */
export interface BetPlacementResult {
  betsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  placed: number;
  failed: number;
  failures: string;
  peakRssMb: number;
  /** The server's CPU use over the run, in cores (1 = one core saturated). */
  serverCores: number;
  /** The server's CPU (user + system) over the run, in seconds, and the requests it answered meanwhile. */
  cpuSeconds: number;
  answered: number;
  /** The server's CPU per answered bet, in µs: cpuSeconds / answered. */
  cpuMicros: number;
  /** How long the load ran, in seconds. */
  seconds: number;
  /** The bare route's CPU per request in the turns taken between this load's (benchBetsBesideBare), in µs. */
  bareCpuMicros?: number;
}

export interface BetPlacementOptions {
  connections: number;
  durationSeconds: number;
  /** Each bet with its own Idempotency-Key, as the player app sends them. */
  idempotencyKeys?: boolean;
}

/** Single digits and jodis on the open session, ₹10–₹50, as the app sends them: both need the open session bettable. */
export function betBody(market: Pick<Market, 'gameId' | 'gameDate'>, sequence: number): string {
  const jodi = sequence % 4 === 3;
  return JSON.stringify({
    gameId: market.gameId,
    betType: jodi ? 'jodi' : 'single',
    session: 'open',
    betNumber: jodi ? String(sequence % 100).padStart(2, '0') : String(sequence % 10),
    betAmount: 10 + (sequence % 5) * 10,
    gameDate: market.gameDate,
  });
}

/**
 * The same load spread over several servers on one database (connections split evenly, every server taking
 * bets from every player): the rate is their sum, the latencies the worst server's.
 */
export async function benchBetPlacementAcross(
  servers: readonly BenchServer[],
  market: Market,
  players: readonly Player[],
  options: BetPlacementOptions,
): Promise<BetPlacementResult> {
  const connections = Math.round(options.connections / servers.length);
  const results = await Promise.all(
    servers.map((server) => benchBetPlacement(server, market, players, { ...options, connections })),
  );
  const sum = (pick: (result: BetPlacementResult) => number) => results.reduce((total, result) => total + pick(result), 0);
  const max = (pick: (result: BetPlacementResult) => number) => Math.max(...results.map(pick));
  return {
    betsPerSecond: sum((result) => result.betsPerSecond),
    p50Ms: max((result) => result.p50Ms),
    p99Ms: max((result) => result.p99Ms),
    placed: sum((result) => result.placed),
    failed: sum((result) => result.failed),
    failures: results.map((result) => result.failures).filter(Boolean).join('; '),
    peakRssMb: max((result) => result.peakRssMb),
    serverCores: sum((result) => result.serverCores),
    cpuSeconds: sum((result) => result.cpuSeconds),
    answered: sum((result) => result.answered),
    cpuMicros: (sum((result) => result.cpuSeconds) / sum((result) => result.answered)) * 1e6,
    seconds: max((result) => result.seconds),
  };
}

/**
 * A bet load in `rounds` turns, a turn of the bare route (bare-route.ts) after each: the machine's other load, which
 * moves from minute to minute on a shared machine, then falls on both alike, and the bets' cost is judged against
 * the bare turns beside them rather than a bare load minutes earlier. Rates and costs are over all turns; p50 is
 * the median of the turns' and p99 the worst turn's.
 */
export async function benchBetsBesideBare(
  place: (seconds: number) => Promise<BetPlacementResult>,
  bare: BareRoute,
  options: { durationSeconds: number; rounds: number },
): Promise<BetPlacementResult> {
  const seconds = options.durationSeconds / options.rounds;
  const turns: BetPlacementResult[] = [];
  const bareTurns: BareRouteCost[] = [];
  for (let round = 0; round < options.rounds; round++) {
    turns.push(await place(seconds));
    bareTurns.push(await bare.turn(seconds));
  }
  const sum = (pick: (turn: BetPlacementResult) => number) => turns.reduce((total, turn) => total + pick(turn), 0);
  const p50s = turns.map((turn) => turn.p50Ms).sort((a, b) => a - b);
  const bareCpuSeconds = bareTurns.reduce((total, turn) => total + (turn.cpuMicros * turn.requests) / 1e6, 0);
  const bareRequests = bareTurns.reduce((total, turn) => total + turn.requests, 0);
  return {
    betsPerSecond: sum((turn) => turn.placed) / sum((turn) => turn.seconds),
    p50Ms: p50s[Math.floor(p50s.length / 2)]!,
    p99Ms: Math.max(...turns.map((turn) => turn.p99Ms)),
    placed: sum((turn) => turn.placed),
    failed: sum((turn) => turn.failed),
    failures: turns.map((turn) => turn.failures).filter(Boolean).join('; '),
    peakRssMb: Math.max(...turns.map((turn) => turn.peakRssMb)),
    serverCores: sum((turn) => turn.cpuSeconds) / sum((turn) => turn.seconds),
    cpuSeconds: sum((turn) => turn.cpuSeconds),
    answered: sum((turn) => turn.answered),
    cpuMicros: (sum((turn) => turn.cpuSeconds) / sum((turn) => turn.answered)) * 1e6,
    seconds: sum((turn) => turn.seconds),
    bareCpuMicros: (bareCpuSeconds / bareRequests) * 1e6,
  };
}

export async function benchBetPlacement(
  server: BenchServer,
  market: Market,
  players: readonly Player[],
  options: BetPlacementOptions,
): Promise<BetPlacementResult> {
  let sequence = 0;
  const keyPrefix = randomUUID();
  const cpuBefore = server.cpuSeconds();
  const startedAt = performance.now();
  const { result, peakRssMb } = await withPeakRss(server.pid, () =>
    autocannon({
      url: server.baseUrl,
      connections: options.connections,
      duration: options.durationSeconds,
      timeout: 30,
      requests: [
        {
          method: 'POST',
          path: '/api/bets',
          setupRequest: (request) => {
            sequence += 1;
            const player = players[sequence % players.length]!;
            return {
              ...request,
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${player.token}`,
                ...(options.idempotencyKeys ? { 'idempotency-key': `bench-${keyPrefix}-${sequence}` } : {}),
              },
              body: betBody(market, sequence),
            };
          },
        },
      ],
    }),
  );
  const elapsedSeconds = (performance.now() - startedAt) / 1000;
  const cpuSeconds = server.cpuSeconds() - cpuBefore;
  const serverCores = cpuSeconds / elapsedSeconds;
  const answered = result['2xx'] + result.non2xx;
  const placed = result['2xx'];
  const failed = result.non2xx + result.errors + result.timeouts;
  const failures = Object.entries(result.statusCodeStats)
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count }]) => `${count}×${status}`)
    .concat(result.errors > 0 ? [`${result.errors} errors`] : [], result.timeouts > 0 ? [`${result.timeouts} timeouts`] : [])
    .join(', ');
  return {
    betsPerSecond: placed / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    placed,
    failed,
    failures,
    peakRssMb,
    serverCores,
    cpuSeconds,
    answered,
    cpuMicros: (cpuSeconds / answered) * 1e6,
    seconds: result.duration,
  };
}
