import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance } from 'fastify';
import { WithdrawalWindow, WithdrawalWindowBody } from '../../contract/content.js';
import type { RouteDeps } from '../deps.js';
import { readWithdrawalWindow, saveWithdrawalWindow } from '../services/money/withdrawal-window.js';
import { auditActor } from './audit-actor.js';

/** The withdrawal window: whether, and on which weekdays, withdrawal requests are held to the main settings' hours. */
export async function adminWithdrawalWindowRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store, clock } = deps;
  const app = api.withTypeProvider<ContractTypeProvider>();

  app.get('/admin/withdrawal-window', { schema: { response: { 200: WithdrawalWindow } } }, async () =>
    readWithdrawalWindow(store.db),
  );

  app.put(
    '/admin/withdrawal-window',
    { schema: { body: WithdrawalWindowBody, response: { 200: WithdrawalWindow } } },
    async (request) => saveWithdrawalWindow(store, clock, request.body, auditActor(request)),
  );
}
