import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance } from 'fastify';
import { Notice } from '../../contract/common.js';
import { AccountDeletionBody, DataExport } from '../../contract/data-rights.js';
import type { RouteDeps } from '../deps.js';
import { ACCOUNT_CLOSED_MESSAGE, closeAccount } from '../services/people/account-closure.js';
import { exportPlayerData } from '../services/people/data-export.js';
import { auditActor } from './audit-actor.js';
import { bearerToken, currentUser } from './guards.js';

/** The player's rights over their data: a copy of it, and closing the account. */
export async function dataRightsRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store, clock, services } = deps;
  const app = api.withTypeProvider<ContractTypeProvider>();

  app.get('/user/data-export', { schema: { response: { 200: DataExport } } }, async (request, reply) => {
    const { fileName, data } = await exportPlayerData(store.db, clock, currentUser(request));
    void reply.header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'no-store');
    return data;
  });

  app.post(
    '/user/account-deletion',
    { schema: { body: AccountDeletionBody, response: { 200: Notice } } },
    async (request) => {
      const input = { password: request.body.password, token: bearerToken(request) };
      await closeAccount(store, clock, services.liveSessions, currentUser(request), input, auditActor(request));
      services.accountErasures.sweepSoon();
      return { message: ACCOUNT_CLOSED_MESSAGE };
    },
  );
}
