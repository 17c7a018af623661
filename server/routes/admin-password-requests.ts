import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance } from 'fastify';
import { IdParams, Notice, StatusListQuery } from '../../contract/common.js';
import {
  PasswordRequestList,
} from '../../contract/password-requests.js';
import type { RouteDeps } from '../deps.js';
import {
  approvePasswordRequest,
  listPasswordRequests,
  PASSWORD_REQUEST_STATUSES,
  rejectPasswordRequest,
} from '../services/people/password-requests.js';
import { pathId, statusFilter } from './admin-params.js';
import { auditActor } from './audit-actor.js';

/** Registered inside adminOperationsRoutes (its hook checks the admin role). */
export async function adminPasswordRequestRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store, clock } = deps;
  const app = api.withTypeProvider<ContractTypeProvider>();

  app.get(
    '/admin/password-requests',
    { schema: { querystring: StatusListQuery, response: { 200: PasswordRequestList } } },
    async (request) => {
      const { page, limit } = request.query;
      const status = statusFilter(request.query.status, PASSWORD_REQUEST_STATUSES);
      return listPasswordRequests(store.db, { status, page, limit });
    },
  );

  app.post(
    '/admin/password-requests/:id/approve',
    { schema: { params: IdParams, response: { 200: Notice } } },
    async (request) =>
      approvePasswordRequest(store, clock, pathId(request.params.id, 'Password request'), auditActor(request)),
  );

  app.post(
    '/admin/password-requests/:id/reject',
    { schema: { params: IdParams, response: { 200: Notice } } },
    async (request) =>
      rejectPasswordRequest(store, clock, pathId(request.params.id, 'Password request'), auditActor(request)),
  );
}
