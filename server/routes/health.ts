import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';

export async function healthRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  api.get('/health', async (_request, reply) => {
    try {
      await sql`select 1`.execute(deps.store.db);
      return { status: 'ok', database: deps.store.dialect, time: deps.clock.now().toISOString() };
    } catch {
      return reply.status(503).send({ message: 'Database unavailable' });
    }
  });
}
