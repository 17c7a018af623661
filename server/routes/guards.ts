import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
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
    if (currentUser(request).role !== 'admin') throw forbidden('ADMIN_REQUIRED');
  };
  /** With ADMIN_2FA=required, an operator's session opens nothing but enrolment until two-factor is on. */
  const requireAdmin = async (request: FastifyRequest, reply: FastifyReply) => {
    await requireUser(request, reply);
    if (currentUser(request).role !== 'admin') throw forbidden('ADMIN_REQUIRED');
  };
  /** Money and betting need an active account (DESIGN §5 "Players"). */
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
    enrollingOperators: { hook: 'onRequest', guard: checks.requireOperator },
    operators: { hook: 'onRequest', guard: checks.requireAdmin },
  } satisfies Record<string, Caller>;
}
