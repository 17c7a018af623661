import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance } from 'fastify';
import { Notice } from '../../contract/common.js';
import { PushEndpointBody, PushPublicKey, PushSubscriptionBody, PushSubscriptionSaved } from '../../contract/push.js';
import type { AppDeps } from '../deps.js';
import { startResultAlerts, stopResultAlerts } from '../services/alerts/result-alerts.js';
import { subscribe, unsubscribe } from '../services/alerts/subscriptions.js';
import { vapidKeys } from '../services/alerts/vapid-keys.js';
import { currentUser, guards } from './guards.js';

/** Result alerts by Web Push (README "Result alerts"): the server's public key and a player's subscriptions. */
export async function pushRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { store, clock, config } = deps;
  const { requireUser, requireSession } = guards(deps);
  const app = api.withTypeProvider<ContractTypeProvider>();

  // The sender the declarations reach (server/services/alerts/result-alerts.ts), for as long as the app runs.
  const alerts = startResultAlerts({ db: store.db, clock, config: config.push, log: api.log.child({ module: 'result-alerts' }) });
  api.addHook('onClose', async () => stopResultAlerts(store.db, alerts));
  // The key pair is made at the first start, not when the first player opens the Notifications screen.
  api.addHook('onReady', async () => {
    await vapidKeys(store.db, clock, config.push).catch((error: unknown) =>
      api.log.error({ err: error }, 'result alerts: no VAPID key pair yet'),
    );
  });

  app.get('/push/public-key', { onRequest: requireSession, schema: { response: { 200: PushPublicKey } } }, async () => ({
    publicKey: (await vapidKeys(store.db, clock, config.push)).publicKey,
  }));

  app.post(
    '/push/subscriptions',
    { onRequest: requireUser, schema: { body: PushSubscriptionBody, response: { 201: PushSubscriptionSaved } } },
    async (request, reply) => {
      const subscription = await subscribe(store.db, clock, config.push, currentUser(request).id, request.body);
      return reply.status(201).send({ message: 'Result alerts turned on', subscription });
    },
  );

  app.delete(
    '/push/subscriptions',
    { onRequest: requireUser, schema: { body: PushEndpointBody, response: { 200: Notice } } },
    async (request) => unsubscribe(store.db, currentUser(request).id, request.body),
  );
}
