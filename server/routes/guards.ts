import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { AppDeps } from '../deps.js';
import { ApiError, forbidden, unauthorized } from '../errors.js';
import { isTwoFactorOn } from '../services/operators/two-factor.js';
import { isLiveSession, userForToken } from '../services/people/sessions.js';
import type { UserRow } from '../store/schema.js';

declare module 'fastify' {
  interface FastifyRequest {
    user?: UserRow;
  }
}

export const INACTIVE_MESSAGE = 'Your account is inactive. Please contact support.';
export const ENROL_TWO_FACTOR_MESSAGE = 'Set up two-factor sign-in to use the admin console.';

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
export function guards(deps: AppDeps) {
  const { store, clock, config } = deps;
  const requireUser = async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    const user = token ? await userForToken(store.db, clock, token) : undefined;
    if (!user) throw unauthorized();
    request.user = user;
  };
  /** An operator, enrolled in two-factor or not: for the enrolment endpoints themselves. */
  const requireOperator = async (request: FastifyRequest, reply: FastifyReply) => {
    await requireUser(request, reply);
    if (currentUser(request).role !== 'admin') throw forbidden('Admin access required');
  };
  /** With ADMIN_2FA=required, an operator's session opens nothing but enrolment until two-factor is on. */
  const requireAdmin = async (request: FastifyRequest, reply: FastifyReply) => {
    await requireOperator(request, reply);
    if (config.operatorSecurity.twoFactor === 'required' && !(await isTwoFactorOn(store.db, currentUser(request).id))) {
      throw new ApiError(403, ENROL_TWO_FACTOR_MESSAGE, undefined, 'TWO_FACTOR_ENROLMENT_REQUIRED');
    }
  };
  /** Money and betting need an active account (DESIGN §5 "Players"). */
  const requireActivePlayer = async (request: FastifyRequest, reply: FastifyReply) => {
    await requireUser(request, reply);
    if (!currentUser(request).is_active) throw new ApiError(403, INACTIVE_MESSAGE, undefined, 'ACCOUNT_INACTIVE');
  };
  /**
   * A signed-in caller, without loading the user: for reads that are the same for every player. A hook that
   * calls `done` rather than an async one, so that a session this instance already knows (every poll but the
   * first) passes without a turn of the event loop.
   */
  const requireSession: onRequestHookHandler = (request, _reply, done) => {
    const token = bearerToken(request);
    if (!token) return done(unauthorized());
    const live = isLiveSession(store.db, clock, token);
    if (live === true) return done();
    live.then((isLive) => done(isLive ? undefined : unauthorized()), done);
  };
  return { requireUser, requireOperator, requireAdmin, requireActivePlayer, requireSession };
}
