import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import { createFundRequest, fundRequestHistory } from '../services/money/funds.js';
import { currentUser, guards } from './guards.js';
import { AmountInput } from '../../contract/common.js';
import { idempotencyKey } from './money-fields.js';

const FundRequestBody = Type.Object({
  amount: AmountInput,
  transactionId: Type.Optional(Type.String()),
  utr: Type.Optional(Type.String()),
  paymentMethod: Type.Optional(Type.String()),
});

export async function fundRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { store, clock } = deps;
  const { requireUser, requireActivePlayer } = guards(deps);
  const app = api.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/fund-request/create',
    { onRequest: requireActivePlayer, schema: { body: FundRequestBody } },
    async (request, reply) => {
      const outcome = await createFundRequest(store, clock, {
        userId: currentUser(request).id,
        idempotencyKey: idempotencyKey(request),
        input: request.body,
      });
      return reply.status(outcome.status).send(outcome.body);
    },
  );

  app.get('/fund-request/history', { onRequest: requireUser }, async (request) => ({
    success: true,
    requests: await fundRequestHistory(store.db, currentUser(request).id),
  }));
}
