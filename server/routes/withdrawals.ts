import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import { requestWithdrawal, withdrawalHistory } from '../services/money/withdrawals.js';
import { currentUser, guards } from './guards.js';
import { AmountInput } from '../../contract/common.js';
import { idempotencyKey } from './money-fields.js';

const WithdrawalBody = Type.Object({
  amount: AmountInput,
  method: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

export async function withdrawalRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { store, clock } = deps;
  const { requireUser, requireActivePlayer } = guards(deps);
  const app = api.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/withdraw/request',
    { onRequest: requireActivePlayer, schema: { body: WithdrawalBody } },
    async (request, reply) => {
      const outcome = await requestWithdrawal(store, clock, {
        userId: currentUser(request).id,
        idempotencyKey: idempotencyKey(request),
        input: request.body,
      });
      return reply.status(outcome.status).send(outcome.body);
    },
  );

  app.get('/withdraw/history', { onRequest: requireUser }, async (request) => ({
    withdrawals: await withdrawalHistory(store.db, currentUser(request).id),
  }));
}
