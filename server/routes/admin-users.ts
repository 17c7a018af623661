import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance } from 'fastify';
import {
  Adjustment,
  AdminUserProfile,
  AdjustmentBody,
  PlayerResponsiblePlay,
  UserChangeBody,
  UserChanged,
  UserLedger,
  UserList,
  UsersQuery,
} from '../../contract/admin-players.js';
import { ApprovalRequested } from '../../contract/approvals.js';
import { IdParams, PageQuery } from '../../contract/common.js';
import type { RouteDeps } from '../deps.js';
import { adjustBalance, changeUser, listUsers, userLedger, userProfile } from '../services/people/admin-users.js';
import { playerResponsiblePlay } from '../services/responsible-play/controls.js';
import { pathId, statusFilter } from './admin-params.js';
import { auditActor } from './audit-actor.js';
import { currentUser } from './guards.js';
import { idempotencyKey, sendOutcome } from './money-fields.js';

/** Registered inside adminOperationsRoutes (its hook checks the admin role). */
export async function adminUserRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store, clock } = deps;
  const app = api.withTypeProvider<ContractTypeProvider>();

  app.get('/admin/users', { schema: { querystring: UsersQuery, response: { 200: UserList } } }, async (request) => {
    const { query, tag, page, limit } = request.query;
    const status = statusFilter(request.query.status, ['active', 'inactive'] as const);
    return listUsers(store.db, { query, status, tag, page, limit });
  });

  app.patch(
    '/admin/users/:id',
    { schema: { params: IdParams, body: UserChangeBody, response: { 200: UserChanged } } },
    async (request) =>
      changeUser(
        store,
        clock,
        currentUser(request),
        pathId(request.params.id, 'User'),
        request.body,
        auditActor(request),
      ),
  );

  app.post(
    '/admin/users/:id/adjustments',
    { schema: { params: IdParams, body: AdjustmentBody, response: { 201: Adjustment, 202: ApprovalRequested } } },
    async (request, reply) => {
      const outcome = await adjustBalance(store, clock, {
        adminId: currentUser(request).id,
        userId: pathId(request.params.id, 'User'),
        idempotencyKey: idempotencyKey(request),
        input: request.body,
        actor: auditActor(request),
      });
      return sendOutcome(reply, outcome);
    },
  );

  app.get(
    '/admin/users/:id',
    { schema: { params: IdParams, response: { 200: AdminUserProfile } } },
    async (request) => userProfile(store.db, pathId(request.params.id, 'User')),
  );

  app.get(
    '/admin/users/:id/ledger',
    { schema: { params: IdParams, querystring: PageQuery, response: { 200: UserLedger } } },
    async (request) => userLedger(store.db, pathId(request.params.id, 'User'), request.query),
  );

  // Read-only: nothing lifts a player's limits, time-out or self-exclusion (docs/product.md "Responsible play").
  app.get(
    '/admin/users/:id/responsible-play',
    { schema: { params: IdParams, response: { 200: PlayerResponsiblePlay } } },
    async (request) => playerResponsiblePlay(store.db, clock, pathId(request.params.id, 'User')),
  );
}
