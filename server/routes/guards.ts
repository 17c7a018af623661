import type { FastifyReply, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { ADMIN_ROUTE_PERMISSIONS, adminRouteKey, holds, type Permission } from '../../src/domain/staff.js';
import type { Caller } from './route-module.js';
import type { RouteDeps } from '../deps.js';
import { forbidden, unauthorized } from '../errors.js';
import { sessionReach } from '../services/operators/two-factor.js';
import { isLiveSession, userForToken } from '../services/people/sessions.js';
import type { UserRow } from '../store/schema.js';

declare module 'fastify' {
  interface FastifyRequest {
    user?: UserRow;
  }
}


export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const token = match?.[1];
  return token && token !== 'null' && token !== 'undefined' ? token : undefined;
}

/** The signed-in user of a request; guards guarantee it on protected routes. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * An active member of staff whose role holds the permission the route needs (ADMIN_ROUTE_PERMISSIONS, the one
 * table the console reads too).
 */
function requireStaffPermission(request: FastifyRequest): void {
  const user = currentUser(request);
  if (user.role !== 'admin') throw forbidden('ADMIN_REQUIRED');
  if (!user.is_active) throw forbidden('ACCOUNT_INACTIVE');
  const permission = routePermission(request.routeOptions.method, request.routeOptions.url);
  if (permission === null) return;
  if (!user.staff_role || !holds(user.staff_role, permission)) throw forbidden('PERMISSION_DENIED', { permission });
}

/** The permission an admin route needs: every one is in the table, as refuseUnlisted makes sure at start. */
function routePermission(method: string | string[], url: string | undefined): Permission | null {
  const key = adminRouteKey(String(method), url ?? '');
  const permission = ADMIN_ROUTE_PERMISSIONS[key];
  if (permission === undefined) throw new Error(`${key} has no entry in ADMIN_ROUTE_PERMISSIONS`);
  return permission;
}

/** Stops the start at an admin route the table does not list, whose every request would otherwise fail. */
function refuseUnlisted(route: RouteOptions): void {
  for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
    if (method !== 'HEAD') routePermission(method, route.url);
  }
}

/** Authentication and authorization in one place: every protected route uses one of these. */
function guards(deps: RouteDeps) {
  const { store, clock, config, services } = deps;
  /**
   * Loads the request's session and user. An operator's session that did not pass the second factor reaches
   * what sessionReach allows; `enrolment`: this route is one of the few it reaches before enrolment.
   */
  const signedIn = async (request: FastifyRequest, route: 'any' | 'enrolment') => {
    const token = bearerToken(request);
    const session = token ? await userForToken(store, clock, token) : undefined;
    if (!session) throw unauthorized();
    const reach = await sessionReach(store.db, config.operatorSecurity, session);
    if (reach === 'none') throw unauthorized();
    if (reach === 'enrolment' && route !== 'enrolment') {
      throw forbidden('TWO_FACTOR_ENROLMENT_REQUIRED');
    }
    request.user = session.user;
  };
  const requireUser = async (request: FastifyRequest, _reply: FastifyReply) => signedIn(request, 'any');
  /** Profile and sign-out: open to an operator's session before enrolment too. */
  const requireSignedIn = async (request: FastifyRequest, _reply: FastifyReply) => signedIn(request, 'enrolment');
  /** An operator, enrolled in two-factor or not: for the enrolment endpoints themselves. */
  const requireOperator = async (request: FastifyRequest, reply: FastifyReply) => {
    await requireSignedIn(request, reply);
    requireStaffPermission(request);
  };
  /** With ADMIN_2FA=required, an operator's session opens nothing but enrolment until two-factor is on. */
  const requireAdmin = async (request: FastifyRequest, reply: FastifyReply) => {
    await requireUser(request, reply);
    requireStaffPermission(request);
  };
  /** Money and betting need an active account; an inactive one may still read. */
  const requireActivePlayer = async (request: FastifyRequest, reply: FastifyReply) => {
    await requireUser(request, reply);
    if (!currentUser(request).is_active) throw forbidden('ACCOUNT_INACTIVE');
  };
  /**
   * A signed-in caller, without loading the user: for reads that are the same for every player. A hook that
   * calls `done` rather than an async one, so that a session this instance already knows (every poll but the
   * first) passes without a turn of the event loop. An operator's session takes the full check.
   */
  const requireSession: onRequestHookHandler = (request, reply, done) => {
    const token = bearerToken(request);
    if (!token) return done(unauthorized());
    const live = isLiveSession(services.liveSessions, clock, token);
    if (live === 'live') return done();
    live
      .then(async (check) => {
        if (check === 'operator') await requireUser(request, reply);
        else if (check === 'ended') throw unauthorized();
      })
      .then(() => done(), done);
  };
  return { requireUser, requireSignedIn, requireOperator, requireAdmin, requireActivePlayer, requireSession };
}

/** The callers the routes are grouped by (routes/index.ts), each with the one guard of its group. */
export function callers(deps: RouteDeps) {
  const checks = guards(deps);
  return {
    /** Polled reads that are the same for every player: a live session is enough (requireSession). */
    pollingPlayers: { hook: 'onRequest', guard: checks.requireSession },
    players: { hook: 'onRequest', guard: checks.requireUser },
    /** Money and betting. */
    activePlayers: { hook: 'onRequest', guard: checks.requireActivePlayer },
    /** Profile and sign-out, an operator's before enrolment included; checked once the request is read. */
    signedIn: { hook: 'preHandler', guard: checks.requireSignedIn },
    /** The two-factor enrolment endpoints. */
    enrollingOperators: { hook: 'onRequest', guard: checks.requireOperator, onRoute: refuseUnlisted },
    operators: { hook: 'onRequest', guard: checks.requireAdmin, onRoute: refuseUnlisted },
  } satisfies Record<string, Caller>;
}
