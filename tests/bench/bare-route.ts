import autocannon from 'autocannon';
import { startBareServer, withCpu } from './server-process';

/**
 * The yardstick of every cost in the table: the bare Fastify route (bare-server.ts), as its own process, loaded
 * with GET /api/games as a player's poll sends it (token and ETag headers, which it ignores), and the CPU its
 * process used per request. Measured on the same machine and under the same other load as the rest: once at the
 * start of the run, and in turns between a bet load's (see benchBetsBesideBare in bet-placement.ts).
 */
export interface BareRouteCost {
  perSecond: number;
  /** The bare process's CPU (user + system) per request answered, in µs. */
  cpuMicros: number;
  requests: number;
}

/**
 * Run first in the bench's process, both the route and the load generator start cold: a first 2-second load ran at
 * a quarter of the rate and 1.4× the CPU per request of the next. Three such loads before the measured one.
 */
const WARM_UPS = 3;
const WARM_UP_SECONDS = 2;

/** A warmed-up bare route, loaded a turn at a time. */
export interface BareRoute {
  /** One load of `seconds`, and what it cost. */
  turn(seconds: number): Promise<BareRouteCost>;
  stop(): Promise<void>;
}

export async function startBareRoute(connections: number): Promise<BareRoute> {
  const bare = await startBareServer();
  const run = (duration: number) =>
    autocannon({
      url: bare.baseUrl,
      connections,
      duration,
      requests: [
        {
          method: 'GET',
          path: '/api/games',
          headers: { authorization: `Bearer ${'t'.repeat(43)}`, 'if-none-match': '"bare-route-etag"' },
        },
      ],
    });
  try {
    for (let turn = 0; turn < WARM_UPS; turn++) await run(WARM_UP_SECONDS);
  } catch (error) {
    await bare.stop();
    throw error;
  }
  return {
    async turn(seconds) {
      const { result, cpuSeconds } = await withCpu([bare], () => run(seconds));
      const requests = result['2xx'];
      const failed = result.non2xx + result.errors;
      if (requests === 0 || failed > 0) throw new Error(`the bare route answered ${failed} requests with errors`);
      return { perSecond: requests / result.duration, cpuMicros: (cpuSeconds / requests) * 1e6, requests };
    },
    stop: () => bare.stop(),
  };
}

/** The yardstick of the run, measured once at its start. */
export async function benchBareRoute(options: { connections: number; durationSeconds: number }): Promise<BareRouteCost> {
  const bare = await startBareRoute(options.connections);
  try {
    return await bare.turn(options.durationSeconds);
  } finally {
    await bare.stop();
  }
}
