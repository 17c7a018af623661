import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance } from 'fastify';
import { IdParams } from '../../contract/common.js';
import { FundDecision, FundDecisionBody, FundRequestListQuery, FundRequestPage } from '../../contract/funds.js';
import type { RouteDeps } from '../deps.js';
import { approveFundRequest, FUND_REQUEST_STATUSES, listFundRequests, rejectFundRequest } from '../services/money/funds.js';
import { moneyListFilters } from '../services/money/money-list-filters.js';
import { pathId, statusFilter } from './admin-params.js';
import { auditActor } from './audit-actor.js';

/** Registered inside adminOperationsRoutes (its hook checks the admin role). */
export async function adminFundRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store, clock, services } = deps;
  const app = api.withTypeProvider<ContractTypeProvider>();

  app.get(
    '/admin/fund-requests',
    { schema: { querystring: FundRequestListQuery, response: { 200: FundRequestPage } } },
    async (request) => {
      const { page, limit, query } = request.query;
      const status = statusFilter(request.query.status, FUND_REQUEST_STATUSES);
      return listFundRequests(store.db, { status, query, page, limit, filters: moneyListFilters(request.query) });
    },
  );

  app.post(
    '/admin/fund-requests/:id/approve',
    { schema: { params: IdParams, body: FundDecisionBody, response: { 200: FundDecision } } },
    async (request) => {
      const id = pathId(request.params.id, 'Fund request');
      const { remarks, amount } = request.body ?? {};
      const decision = await approveFundRequest(store, clock, id, { remarks, amount }, auditActor(request));
      // Approved now (not before): judged for the deposit alerts once committed.
      if (decision.balance !== undefined) services.riskWatch.notice({ kind: 'deposited', fundRequestId: id });
      return decision;
    },
  );

  app.post(
    '/admin/fund-requests/:id/reject',
    { schema: { params: IdParams, body: FundDecisionBody, response: { 200: FundDecision } } },
    async (request) =>
      rejectFundRequest(
        store,
        clock,
        pathId(request.params.id, 'Fund request'),
        request.body?.remarks,
        auditActor(request),
      ),
  );
}
