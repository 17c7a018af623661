import type { FastifyInstance, preHandlerHookHandler, RouteOptions } from 'fastify';
import type { RouteDeps } from '../deps.js';

/** A module of routes: it adds them to the Fastify instance it is given. */
export type RouteModule = (api: FastifyInstance, deps: RouteDeps) => Promise<void>;

/** Registers each module as a Fastify plugin of `api`: its routes, and any hook or parser it adds, stay in its own scope. */
export async function addRoutes(api: FastifyInstance, deps: RouteDeps, modules: readonly RouteModule[]): Promise<void> {
  for (const routes of modules) await api.register(routes, deps);
}

/** Who may call a group of routes: the one hook that checks it, and when it runs. */
export interface Caller {
  /** onRequest, before the body is read, so that a caller refused never gets an answer about a form. */
  hook: 'onRequest' | 'preHandler';
  guard: preHandlerHookHandler;
  /** Checks each route as it is added to the group (a throw stops the start). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * Adds the modules' routes to one encapsulated scope whose single hook checks the caller: a module says which
 * caller its routes are for by the group it is listed in (routes/index.ts), never by naming a guard.
 */
export async function addGuardedRoutes(
  api: FastifyInstance,
  deps: RouteDeps,
  caller: Caller,
  modules: readonly RouteModule[],
): Promise<void> {
  await api.register(async (group) => {
    group.addHook(caller.hook, caller.guard);
    if (caller.onRoute) group.addHook('onRoute', caller.onRoute);
    await addRoutes(group, deps, modules);
  });
}
