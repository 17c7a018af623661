import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import { sessionExposure } from '../services/markets/exposure.js';
import { declareResult, previewResult, revertResult, type DeclarationInput } from '../services/markets/settlement.js';
import { auditActor } from './audit-actor.js';
import { currentUser, guards } from './guards.js';
import { idempotencyKey } from './money-fields.js';

function fieldsOf(value: unknown): DeclarationInput {
  return typeof value === 'object' && value !== null ? (value as DeclarationInput) : {};
}

/**
 * Declaring, previewing and reverting daily results (API.md admin results). Bodies are judged by the
 * settlement service, which answers with field problems; DELETE reads its fields from the body or, for
 * clients that cannot send a body with DELETE, from the query string.
 */
export async function adminResultRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { store, clock } = deps;
  const { requireAdmin } = guards(deps);

  api.post('/admin/results', { onRequest: requireAdmin }, async (request, reply) => {
    const outcome = await declareResult(store, clock, {
      adminId: currentUser(request).id,
      idempotencyKey: idempotencyKey(request),
      input: fieldsOf(request.body),
      actor: auditActor(request),
    });
    return reply.status(outcome.status).send(outcome.body);
  });

  api.delete('/admin/results', { onRequest: requireAdmin }, async (request) =>
    revertResult(store, clock, { ...fieldsOf(request.query), ...fieldsOf(request.body) }, auditActor(request)),
  );

  // Shape documented at previewResult (server/services/markets/settlement.ts) and in README "API additions".
  api.get('/admin/results/preview', { onRequest: requireAdmin }, async (request) =>
    previewResult(store.db, clock, fieldsOf(request.query)),
  );

  // Shape documented at sessionExposure (server/services/markets/exposure.ts) and in README "API additions".
  api.get('/admin/results/exposure', { onRequest: requireAdmin }, async (request) =>
    sessionExposure(store.db, clock, fieldsOf(request.query)),
  );
}
