import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance } from 'fastify';
import {
  DepositAllowance,
  DepositAllowanceQuery,
  FundRequestBody,
  FundRequestCreated,
  FundRequestHistory,
} from '../../contract/funds.js';
import type { RouteDeps } from '../deps.js';
import { depositAllowance } from '../services/money/deposit-allowance.js';
import { createFundRequest, fundRequestHistory } from '../services/money/funds.js';
import { currentUser } from './guards.js';
import { idempotencyKey, sendOutcome } from './money-fields.js';

/** A deposit request: money, so for an active account. */
export async function fundRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store, clock, services } = deps;
  const app = api.withTypeProvider<ContractTypeProvider>();

  app.post(
    '/fund-request/create',
    { schema: { body: FundRequestBody, response: { 201: FundRequestCreated } } },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const fundRequest = { userId, idempotencyKey: idempotencyKey(request), input: request.body };
      const outcome = await createFundRequest(store, clock, fundRequest, services.maintenance);
      return sendOutcome(reply, outcome);
    },
  );

  // Whether a deposit of the amount typed would be accepted, before the player pays.
  app.get(
    '/fund-request/allowance',
    { schema: { querystring: DepositAllowanceQuery, response: { 200: DepositAllowance } } },
    async (request) =>
      depositAllowance(store.db, clock, services.maintenance, currentUser(request).id, request.query.amount),
  );
}

/** The player's deposit requests, readable by a deactivated account too. */
export async function fundHistoryRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store } = deps;
  const app = api.withTypeProvider<ContractTypeProvider>();
  app.get(
    '/fund-request/history',
    { schema: { response: { 200: FundRequestHistory } } },
    async (request) => ({
      success: true as const,
      requests: await fundRequestHistory(store.db, currentUser(request).id),
    }),
  );
}
