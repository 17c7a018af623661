import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance } from 'fastify';
import { WithdrawalAnswer, WithdrawalBody, WithdrawalHistory } from '../../contract/withdrawals.js';
import type { RouteDeps } from '../deps.js';
import { requestWithdrawal, withdrawalHistory } from '../services/money/withdrawals.js';
import { currentUser } from './guards.js';
import { idempotencyKey, sendOutcome } from './money-fields.js';

/** A withdrawal request: money, so for an active account. */
export async function withdrawalRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store, clock } = deps;
  const app = api.withTypeProvider<ContractTypeProvider>();

  app.post(
    '/withdraw/request',
    { schema: { body: WithdrawalBody, response: { 201: WithdrawalAnswer } } },
    async (request, reply) => {
      const outcome = await requestWithdrawal(store, clock, {
        userId: currentUser(request).id,
        idempotencyKey: idempotencyKey(request),
        input: request.body,
      });
      return sendOutcome(reply, outcome);
    },
  );
}

/** The player's withdrawals, readable by a deactivated account too. */
export async function withdrawalHistoryRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store } = deps;
  const app = api.withTypeProvider<ContractTypeProvider>();
  app.get(
    '/withdraw/history',
    { schema: { response: { 200: WithdrawalHistory } } },
    async (request) => ({
      withdrawals: await withdrawalHistory(store.db, currentUser(request).id),
    }),
  );
}
