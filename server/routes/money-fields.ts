import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';

/** Request parts shared by the player's money writes (fund requests, withdrawals). */

/** An amount as clients send it; the domain rules judge it and answer with SPEC's messages. */
export const AmountField = Type.Optional(Type.Union([Type.Number(), Type.String(), Type.Null()]));

/** API.md "Idempotency": the optional `Idempotency-Key` header. */
export function idempotencyKey(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  return typeof header === 'string' ? header : undefined;
}
