import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import { approveFundRequest, FUND_REQUEST_STATUSES, listFundRequests, rejectFundRequest } from '../services/money/funds.js';
import { INPUT_LIMITS } from '../../src/domain/input-limits.js';
import { IdParams, LimitedText, ListQuery, pathId, statusFilter } from './admin-params.js';
import { auditActor } from './audit-actor.js';

const DecisionBody = Type.Optional(Type.Object({ remarks: LimitedText('remarks') }));
/** The list's filters and a transaction id or UTR (or its beginning) to look for. */
const FundRequestQuery = Type.Object({
  ...ListQuery.properties,
  query: Type.Optional(Type.String({ maxLength: INPUT_LIMITS.transactionId.max })),
});

/** Registered inside adminOperationsRoutes (its hook checks the admin role). */
export async function adminFundRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { store, clock } = deps;
  const app = api.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/admin/fund-requests', { schema: { querystring: FundRequestQuery } }, async (request) => {
    const { page, limit, query } = request.query;
    return listFundRequests(store.db, { status: statusFilter(request.query.status, FUND_REQUEST_STATUSES), query, page, limit });
  });

  app.post('/admin/fund-requests/:id/approve', { schema: { params: IdParams, body: DecisionBody } }, async (request) =>
    approveFundRequest(store.db, clock, pathId(request.params.id, 'Fund request'), request.body?.remarks, auditActor(request)),
  );

  app.post('/admin/fund-requests/:id/reject', { schema: { params: IdParams, body: DecisionBody } }, async (request) =>
    rejectFundRequest(store.db, clock, pathId(request.params.id, 'Fund request'), request.body?.remarks, auditActor(request)),
  );
}
