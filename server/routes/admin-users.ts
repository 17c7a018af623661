import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import { adjustBalance, changeUser, listUsers, userLedger } from '../services/people/admin-users.js';
import { playerResponsiblePlay } from '../services/responsible-play/controls.js';
import { IdParams, pathId, statusFilter } from './admin-params.js';
import { auditActor } from './audit-actor.js';
import { currentUser } from './guards.js';
import { idempotencyKey } from './money-fields.js';

const UsersQuery = Type.Object({
  // A name or number fragment; bounded because SQLite refuses LIKE patterns over 50,000 bytes.
  query: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(Type.String()),
  page: Type.Optional(Type.String()),
  limit: Type.Optional(Type.String()),
});

const UserChangeBody = Type.Object({
  isActive: Type.Optional(Type.Boolean()),
  role: Type.Optional(Type.Union([Type.Literal('admin'), Type.Literal('player')])),
});

// Judged by the service, so that a wrong amount or a blank reason gets a readable message.
const AdjustmentBody = Type.Object({ amount: Type.Optional(Type.Unknown()), reason: Type.Optional(Type.Unknown()) });

const PageQuery = Type.Object({ page: Type.Optional(Type.String()), limit: Type.Optional(Type.String()) });

/** Registered inside adminOperationsRoutes (its hook checks the admin role). */
export async function adminUserRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { store, clock } = deps;
  const app = api.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/admin/users', { schema: { querystring: UsersQuery } }, async (request) => {
    const { query, page, limit } = request.query;
    const status = statusFilter(request.query.status, ['active', 'inactive'] as const);
    return listUsers(store.db, { query, status, page, limit });
  });

  app.patch('/admin/users/:id', { schema: { params: IdParams, body: UserChangeBody } }, async (request) =>
    changeUser(store.db, clock, currentUser(request).id, pathId(request.params.id, 'User'), request.body, auditActor(request)),
  );

  app.post(
    '/admin/users/:id/adjustments',
    { schema: { params: IdParams, body: AdjustmentBody } },
    async (request, reply) => {
      const outcome = await adjustBalance(store, clock, {
        adminId: currentUser(request).id,
        userId: pathId(request.params.id, 'User'),
        idempotencyKey: idempotencyKey(request),
        input: request.body,
        actor: auditActor(request),
      });
      return reply.status(outcome.status).send(outcome.body);
    },
  );

  app.get('/admin/users/:id/ledger', { schema: { params: IdParams, querystring: PageQuery } }, async (request) =>
    userLedger(store.db, pathId(request.params.id, 'User'), request.query),
  );

  // Read-only: nothing lifts a player's limits, time-out or self-exclusion (README "Responsible play").
  app.get('/admin/users/:id/responsible-play', { schema: { params: IdParams } }, async (request) =>
    playerResponsiblePlay(store.db, clock, pathId(request.params.id, 'User')),
  );
}
