import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance } from 'fastify';
import { IdParams } from '../../contract/common.js';
import { AccountClosureList, AccountErased } from '../../contract/data-rights.js';
import type { RouteDeps } from '../deps.js';
import { eraseClosedAccount, listClosures } from '../services/people/account-closure.js';
import { auditActor } from './audit-actor.js';

/** Closed accounts: the list with what holds each one's erasure, and erasing one now. */
export async function adminClosureRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store, clock, services } = deps;
  const app = api.withTypeProvider<ContractTypeProvider>();

  app.get('/admin/account-closures', { schema: { response: { 200: AccountClosureList } } }, async () => {
    // An erasure under way (after the write that settled an account) is shown done rather than half-seen.
    await services.accountErasures.settled();
    return listClosures(store.db);
  });

  app.post(
    '/admin/account-closures/:id/erase',
    { schema: { params: IdParams, response: { 200: AccountErased } } },
    async (request) => ({
      message: 'Personal data erased',
      closure: await eraseClosedAccount(store, clock, request.params.id, auditActor(request)),
    }),
  );
}
