import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app.js';
import { ApiError, forbidden, unauthorized } from '../errors.js';
import { isLiveSession, userForToken } from '../services/sessions.js';
import type { UserRow } from '../store/schema.js';

declare module 'fastify' {
  interface FastifyRequest {
    user?: UserRow;
  }
}

export const INACTIVE_MESSAGE = 'Your account is inactive. Please contact support.';

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
  const { store, clock } = deps;
  const requireUser = async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    const user = token ? await userForToken(store.db, clock, token) : undefined;
    if (!user) throw unauthorized();
    request.user = user;
  };
  const requireAdmin = async (request: FastifyRequest, reply: FastifyReply) => {
    await requireUser(request, reply);
    if (currentUser(request).role !== 'admin') throw forbidden('Admin access required');
  };
  /** Money and betting need an active account (DESIGN §5 "Players"). */
  const requireActivePlayer = async (request: FastifyRequest, reply: FastifyReply) => {
    await requireUser(request, reply);
    if (!currentUser(request).is_active) throw new ApiError(403, INACTIVE_MESSAGE, undefined, 'ACCOUNT_INACTIVE');
  };
  /** A signed-in caller, without loading the user: for reads that are the same for every player. */
  const requireSession = async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token || !(await isLiveSession(store.db, clock, token))) throw unauthorized();
  };
  return { requireUser, requireAdmin, requireActivePlayer, requireSession };
}
