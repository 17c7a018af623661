import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance } from 'fastify';
import { Notice } from '../../contract/common.js';
import { PushEndpointBody, PushPublicKey, PushSubscriptionBody, PushSubscriptionSaved } from '../../contract/push.js';
import type { RouteDeps } from '../deps.js';
import { subscribe, unsubscribe } from '../services/alerts/subscriptions.js';
import { currentUser } from './guards.js';

/** Result alerts by Web Push (docs/operations.md "Result alerts"): the server's public key, the same for all. */
export async function pushKeyRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const app = api.withTypeProvider<ContractTypeProvider>();
  app.get('/push/public-key', { schema: { response: { 200: PushPublicKey } } }, async () => ({
    publicKey: (await deps.services.vapidKeys.keys()).publicKey,
  }));
}

/** A player's subscriptions to result alerts. */
export async function pushRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store, clock, config } = deps;
  const app = api.withTypeProvider<ContractTypeProvider>();

  app.post(
    '/push/subscriptions',
    { schema: { body: PushSubscriptionBody, response: { 201: PushSubscriptionSaved } } },
    async (request, reply) => {
      const subscription = await subscribe(store, clock, config.push, currentUser(request).id, request.body);
      return reply.status(201).send({ message: 'Result alerts turned on', subscription });
    },
  );

  app.delete(
    '/push/subscriptions',
    { schema: { body: PushEndpointBody, response: { 200: Notice } } },
    async (request) => unsubscribe(store.db, currentUser(request).id, request.body),
  );
}
