import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance } from 'fastify';
import { IdParams } from '../../contract/common.js';
import {
  NewStaffBody,
  SessionsEnded,
  StaffChangeBody,
  StaffChanged,
  StaffList,
  StaffSessionParams,
  StaffSessions,
  StaffSignIns,
} from '../../contract/staff.js';
import type { RouteDeps } from '../deps.js';
import {
  addStaff,
  changeStaff,
  endStaffSessions,
  listStaff,
  staffSessions,
  staffSignIns,
} from '../services/operators/staff.js';
import { auditActor } from './audit-actor.js';
import { currentUser } from './guards.js';

/** The owners' management of staff accounts, their sessions and sign-ins (the `staff` permission). */
export async function adminStaffRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store, clock } = deps;
  const app = api.withTypeProvider<ContractTypeProvider>();

  app.get('/admin/staff', { schema: { response: { 200: StaffList } } }, async () => listStaff(store.db));

  app.post(
    '/admin/staff',
    { schema: { body: NewStaffBody, response: { 201: StaffChanged } } },
    async (request, reply) => reply.status(201).send(await addStaff(store, clock, auditActor(request), request.body)),
  );

  app.patch(
    '/admin/staff/:id',
    { schema: { params: IdParams, body: StaffChangeBody, response: { 200: StaffChanged } } },
    async (request) => {
      const actor = { ...auditActor(request), adminId: currentUser(request).id };
      return changeStaff(store, clock, actor, request.params.id, request.body);
    },
  );

  app.get(
    '/admin/staff/:id/sessions',
    { schema: { params: IdParams, response: { 200: StaffSessions } } },
    async (request) => staffSessions(store.db, clock, request.params.id),
  );

  app.delete(
    '/admin/staff/:id/sessions',
    { schema: { params: IdParams, response: { 200: SessionsEnded } } },
    async (request) => endStaffSessions(store, clock, auditActor(request), request.params.id),
  );

  app.delete(
    '/admin/staff/:id/sessions/:sessionId',
    { schema: { params: StaffSessionParams, response: { 200: SessionsEnded } } },
    async (request) => endStaffSessions(store, clock, auditActor(request), request.params.id, request.params.sessionId),
  );

  app.get(
    '/admin/staff/:id/sign-ins',
    { schema: { params: IdParams, response: { 200: StaffSignIns } } },
    async (request) => staffSignIns(store.db, request.params.id),
  );
}
