import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance } from 'fastify';
import { ApprovalRequested } from '../../contract/approvals.js';
import type { RouteDeps } from '../deps.js';
import { sessionExposure } from '../services/markets/exposure.js';
import {
  correctResult,
  declareResult,
  previewResult,
  revertResult,
  voidResult,
  type DeclarationInput,
} from '../services/markets/settlement.js';
import {
  CorrectResultBody,
  DeclaredResult,
  DeclareResultBody,
  ResultCorrected,
  ResultVoided,
  VoidResultBody,
  ResultPreview,
  ResultPreviewQuery,
  RevertedResult,
  SessionExposure,
  SessionQuery,
} from '../../contract/results.js';
import { auditActor } from './audit-actor.js';
import { currentUser } from './guards.js';
import { idempotencyKey, sendOutcome } from './money-fields.js';

function fieldsOf(value: unknown): DeclarationInput {
  return typeof value === 'object' && value !== null ? (value as DeclarationInput) : {};
}

/**
 * Declaring, previewing and reverting daily results (the original app's admin results routes). Bodies are judged by the
 * settlement service, which answers with field problems; DELETE reads its fields from the body or, for
 * clients that cannot send a body with DELETE, from the query string.
 */
export async function adminResultRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store, clock, services } = deps;
  const app = api.withTypeProvider<ContractTypeProvider>();

  app.post(
    '/admin/results',
    { schema: { body: DeclareResultBody, response: { 200: DeclaredResult } } },
    async (request, reply) => {
      const outcome = await declareResult(store, clock, {
        adminId: currentUser(request).id,
        idempotencyKey: idempotencyKey(request),
        input: request.body,
        actor: auditActor(request),
      }, services);
      return sendOutcome(reply, outcome);
    },
  );

  // The body is optional here (its fields win over the query's), so it is read as the service judges it.
  app.delete(
    '/admin/results',
    { schema: { querystring: SessionQuery, response: { 200: RevertedResult, 202: ApprovalRequested } } },
    async (request, reply) => {
      const input = { ...request.query, ...fieldsOf(request.body) };
      return sendOutcome(reply, await revertResult(store, clock, input, auditActor(request), services));
    },
  );

  // A session or the whole day called off, its bets refunded (see voidResult).
  app.post(
    '/admin/results/void',
    { schema: { body: VoidResultBody, response: { 200: ResultVoided, 202: ApprovalRequested } } },
    async (request, reply) => sendOutcome(reply, await voidResult(store, clock, request.body, auditActor(request), services)),
  );

  // A declared session's panna changed in one act (see correctResult).
  app.post(
    '/admin/results/correct',
    { schema: { body: CorrectResultBody, response: { 200: ResultCorrected, 202: ApprovalRequested } } },
    async (request, reply) => sendOutcome(reply, await correctResult(store, clock, request.body, auditActor(request), services)),
  );

  app.get(
    '/admin/results/preview',
    { schema: { querystring: ResultPreviewQuery, response: { 200: ResultPreview } } },
    async (request) => previewResult(store.db, clock, request.query),
  );

  app.get(
    '/admin/results/exposure',
    { schema: { querystring: SessionQuery, response: { 200: SessionExposure } } },
    async (request) => sessionExposure(store.db, clock, request.query),
  );
}
