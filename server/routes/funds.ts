import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance } from 'fastify';
import { FundRequestBody, FundRequestCreated, FundRequestHistory } from '../../contract/funds.js';
import type { RouteDeps } from '../deps.js';
import { createFundRequest, fundRequestHistory } from '../services/money/funds.js';
import { currentUser, guards } from './guards.js';
import { idempotencyKey, sendOutcome } from './money-fields.js';

export async function fundRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store, clock } = deps;
  const { requireUser, requireActivePlayer } = guards(deps);
  const app = api.withTypeProvider<ContractTypeProvider>();

  app.post(
    '/fund-request/create',
    { onRequest: requireActivePlayer, schema: { body: FundRequestBody, response: { 201: FundRequestCreated } } },
    async (request, reply) => {
      const outcome = await createFundRequest(store, clock, {
        userId: currentUser(request).id,
        idempotencyKey: idempotencyKey(request),
        input: request.body,
      });
      return sendOutcome(reply, outcome);
    },
  );

  app.get(
    '/fund-request/history',
    { onRequest: requireUser, schema: { response: { 200: FundRequestHistory } } },
    async (request) => ({
      success: true as const,
      requests: await fundRequestHistory(store.db, currentUser(request).id),
    }),
  );
}
