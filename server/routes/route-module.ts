import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../deps.js';

/** A module of routes: it adds them to the Fastify instance it is given. */
export type RouteModule = (api: FastifyInstance, deps: RouteDeps) => Promise<void>;

/**
 * Adds the modules' routes to `api` itself rather than registering each module as a plugin. Fastify gives every
 * plugin it encapsulates Request and Reply classes of its own, so each one is one more shape of request and reply
 * in Fastify's code that every request runs through, which V8 then compiles for all of them: a cost on every
 * request, the polled games list's included. A module that adds hooks for its own routes is registered as a
 * plugin instead, to keep them to itself.
 */
export async function addRoutes(api: FastifyInstance, deps: RouteDeps, modules: readonly RouteModule[]): Promise<void> {
  for (const routes of modules) await routes(api, deps);
}
