import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance } from 'fastify';
import { ApprovalRequested } from '../../contract/approvals.js';
import { IdParams } from '../../contract/common.js';
import {
  WithdrawalAnswer,
  WithdrawalListQuery,
  WithdrawalMoveBody,
  WithdrawalPage,
  WithdrawalPaidBody,
} from '../../contract/withdrawals.js';
import type { RouteDeps } from '../deps.js';
import {
  listWithdrawals,
  payWithdrawal,
  setWithdrawalStatus,
  WITHDRAWAL_STATUSES,
} from '../services/money/withdrawals.js';
import { moneyListFilters } from '../services/money/money-list-filters.js';
import { pathId, statusFilter } from './admin-params.js';
import { auditActor } from './audit-actor.js';
import { sendOutcome } from './money-fields.js';

/** Registered inside adminOperationsRoutes (its hook checks the admin role). */
export async function adminWithdrawalRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store, clock } = deps;
  const app = api.withTypeProvider<ContractTypeProvider>();

  app.get(
    '/admin/withdrawals',
    { schema: { querystring: WithdrawalListQuery, response: { 200: WithdrawalPage } } },
    async (request) => {
      const { page, limit } = request.query;
      const status = statusFilter(request.query.status, WITHDRAWAL_STATUSES);
      // `review=true`: only those held for review; any other value lists them all.
      const filters = moneyListFilters(request.query);
      return listWithdrawals(store.db, { status, review: request.query.review === 'true', page, limit, filters });
    },
  );

  app.post(
    '/admin/withdrawals/:id/status',
    {
      schema: {
        params: IdParams,
        body: WithdrawalMoveBody,
        response: { 200: WithdrawalAnswer, 202: ApprovalRequested },
      },
    },
    async (request, reply) => {
      const id = pathId(request.params.id, 'Withdrawal');
      return sendOutcome(reply, await setWithdrawalStatus(store, clock, id, request.body, auditActor(request)));
    },
  );

  // Paid in one step: approved (when pending) and completed together, each move audited and refused as alone.
  app.post(
    '/admin/withdrawals/:id/paid',
    {
      schema: {
        params: IdParams,
        body: WithdrawalPaidBody,
        response: { 200: WithdrawalAnswer, 202: ApprovalRequested },
      },
    },
    async (request, reply) => {
      const id = pathId(request.params.id, 'Withdrawal');
      return sendOutcome(reply, await payWithdrawal(store, clock, id, request.body, auditActor(request)));
    },
  );
}
