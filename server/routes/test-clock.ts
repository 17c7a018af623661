import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance } from 'fastify';
import { ClockAdvance, ClockNow } from '../../contract/health.js';
import { isRunningClock } from '../clock.js';
import type { RouteDeps } from '../deps.js';

/**
 * With FAKE_TIME only (refused in production, see config.ts): moves the server's clock forward, so that an
 * end-to-end test reaches a market's close or a draw's time at once instead of waiting for it in real time. The
 * route does not exist otherwise.
 */
export async function testClockRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { clock } = deps;
  if (!deps.config.fakeTime || !isRunningClock(clock)) return;
  const app = api.withTypeProvider<ContractTypeProvider>();
  app.post('/test-clock/advance', { schema: { body: ClockAdvance, response: { 200: ClockNow } } }, async (request) => {
    clock.advance(request.body.ms);
    return { time: clock.now().toISOString() };
  });
}
