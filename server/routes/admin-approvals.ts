import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance } from 'fastify';
import {
  APPROVAL_STATUSES,
  ApprovalDecided,
  ApprovalDecisionBody,
  ApprovalList,
  ApprovalsQuery,
} from '../../contract/approvals.js';
import { IdParams } from '../../contract/common.js';
import { FourEyes, FourEyesBody } from '../../contract/staff.js';
import type { RouteDeps } from '../deps.js';
import { notFound } from '../errors.js';
import { approveApproval, listApprovals, rejectApproval } from '../services/operators/approvals.js';
import { readFourEyes, saveFourEyes } from '../services/operators/four-eyes.js';
import { recordId } from '../services/paging.js';
import { statusFilter } from './admin-params.js';
import { auditActor } from './audit-actor.js';
import { currentUser } from './guards.js';

function approvalId(text: string): number {
  const id = recordId(text);
  if (id === null) throw notFound('APPROVAL_NOT_FOUND');
  return id;
}

/** The four-eyes rules (owners) and the approvals inbox. Registered inside adminOperationsRoutes. */
export async function adminApprovalRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store, clock, services } = deps;
  const app = api.withTypeProvider<ContractTypeProvider>();

  app.get('/admin/four-eyes', { schema: { response: { 200: FourEyes } } }, async () => readFourEyes(store.db));

  app.put(
    '/admin/four-eyes',
    { schema: { body: FourEyesBody, response: { 200: FourEyes } } },
    async (request) => saveFourEyes(store, clock, request.body, auditActor(request)),
  );

  app.get(
    '/admin/approvals',
    { schema: { querystring: ApprovalsQuery, response: { 200: ApprovalList } } },
    async (request) => listApprovals(store, statusFilter(request.query.status, APPROVAL_STATUSES)),
  );

  app.post(
    '/admin/approvals/:id/approve',
    { schema: { params: IdParams, body: ApprovalDecisionBody, response: { 200: ApprovalDecided } } },
    async (request) =>
      approveApproval(store, clock, services, {
        id: approvalId(request.params.id),
        approver: currentUser(request),
        actor: auditActor(request),
        note: request.body?.note,
      }),
  );

  app.post(
    '/admin/approvals/:id/reject',
    { schema: { params: IdParams, body: ApprovalDecisionBody, response: { 200: ApprovalDecided } } },
    async (request) =>
      rejectApproval(store, clock, {
        id: approvalId(request.params.id),
        operator: currentUser(request),
        actor: auditActor(request),
        note: request.body?.note,
      }),
  );
}
