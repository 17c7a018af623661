import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance } from 'fastify';
import { ActivityPage, ActivityQuery, ActivityReadBody, ActivityUnread } from '../../contract/activity.js';
import type { RouteDeps } from '../deps.js';
import { activityPage, markActivityRead, unreadActivity } from '../services/people/activity.js';
import { currentUser } from './guards.js';

/** The player's activity list, its unread count (polled with the profile) and the mark-read. */
export async function activityRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store } = deps;
  const app = api.withTypeProvider<ContractTypeProvider>();

  app.get('/user/activity', { schema: { querystring: ActivityQuery, response: { 200: ActivityPage } } }, async (request) =>
    activityPage(store.db, currentUser(request).id, request.query),
  );

  app.get('/user/activity/unread', { schema: { response: { 200: ActivityUnread } } }, async (request) =>
    unreadActivity(store.db, currentUser(request).id),
  );

  app.post('/user/activity/read', { schema: { body: ActivityReadBody, response: { 200: ActivityUnread } } }, async (request) =>
    markActivityRead(store.db, currentUser(request).id, request.body?.upTo),
  );
}
