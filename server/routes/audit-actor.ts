import type { FastifyRequest } from 'fastify';
import type { AuditActor } from '../services/operators/audit.js';

/** Bounded so a client cannot make one audit entry arbitrarily large. */
const MAX_USER_AGENT = 500;

/** Who did an operator action and from where: the signed-in admin (null if none), client address, user agent. */
export function auditActor(request: FastifyRequest): AuditActor {
  const userAgent = request.headers['user-agent'];
  return {
    adminId: request.user ? Number(request.user.id) : null,
    ip: request.ip,
    userAgent: (typeof userAgent === 'string' ? userAgent : '').slice(0, MAX_USER_AGENT),
  };
}
