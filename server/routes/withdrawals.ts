import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance } from 'fastify';
import { WithdrawalAnswer, WithdrawalBody, WithdrawalHistory } from '../../contract/withdrawals.js';
import type { RouteDeps } from '../deps.js';
import { requestWithdrawal, withdrawalHistory } from '../services/money/withdrawals.js';
import { currentUser, guards } from './guards.js';
import { idempotencyKey, sendOutcome } from './money-fields.js';

export async function withdrawalRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store, clock } = deps;
  const { requireUser, requireActivePlayer } = guards(deps);
  const app = api.withTypeProvider<ContractTypeProvider>();

  app.post(
    '/withdraw/request',
    { onRequest: requireActivePlayer, schema: { body: WithdrawalBody, response: { 201: WithdrawalAnswer } } },
    async (request, reply) => {
      const outcome = await requestWithdrawal(store, clock, {
        userId: currentUser(request).id,
        idempotencyKey: idempotencyKey(request),
        input: request.body,
      });
      return sendOutcome(reply, outcome);
    },
  );

  app.get(
    '/withdraw/history',
    { onRequest: requireUser, schema: { response: { 200: WithdrawalHistory } } },
    async (request) => ({
      withdrawals: await withdrawalHistory(store.db, currentUser(request).id),
    }),
  );
}
