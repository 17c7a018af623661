import type { RouteOptions } from 'fastify';
import { ErrorBody } from '../../contract/error-body.js';

/**
 * Every /api route refuses and fails with the one error body of the contract; a route declares only its own
 * answers (2xx), and this adds the rest. Fastify then writes every answer through its schema, so a field that
 * is not in the contract never leaves the server, and /api/docs describes every answer.
 */
export function declareErrorAnswers(route: RouteOptions): void {
  const own = (route.schema?.response ?? {}) as Record<string, unknown>;
  route.schema = { ...route.schema, response: { '4xx': ErrorBody, '5xx': ErrorBody, ...own } };
}
