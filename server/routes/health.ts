import { sql } from 'kysely';
import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance } from 'fastify';
import { Health } from '../../contract/health.js';
import type { RouteDeps } from '../deps.js';
import { databaseFault, faultAnswer } from '../store/database-faults.js';

/** Whether this instance can serve: 200 while its database answers, 503 DATABASE_UNAVAILABLE while it does not. */
export async function healthRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const app = api.withTypeProvider<ContractTypeProvider>();
  app.get('/health', { schema: { response: { 200: Health } } }, async (request) => {
    try {
      await sql`select 1`.execute(deps.store.db);
    } catch (error) {
      request.log.warn({ err: error }, 'health: the database does not answer');
      throw faultAnswer(databaseFault(error) ?? 'DATABASE_UNAVAILABLE');
    }
    return { status: 'ok' as const, database: deps.store.dialect, time: deps.clock.now().toISOString() };
  });
}
