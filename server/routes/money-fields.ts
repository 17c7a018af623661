import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Outcome } from '../services/money/idempotency.js';

/** Request and reply parts shared by the player's and the operators' money writes. */

/** The optional `Idempotency-Key` header, which makes a retried write answer as the first did. */
export function idempotencyKey(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  return typeof header === 'string' ? header : undefined;
}

/**
 * A money write's answer: its own (201 and the route's record) or, for a retry, the first answer again, which
 * may be a refusal. Either status has its schema on the route.
 */
export function sendOutcome(reply: FastifyReply, outcome: Outcome<unknown>): FastifyReply {
  return reply.status(outcome.status).send(outcome.body);
}
