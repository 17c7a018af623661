import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../deps.js';
import { adminAuditRoutes } from './admin-audit.js';
import { adminFundRoutes } from './admin-funds.js';
import { adminOverviewRoutes } from './admin-overview.js';
import { adminPasswordRequestRoutes } from './admin-password-requests.js';
import { adminUserRoutes } from './admin-users.js';
import { adminWithdrawalRoutes } from './admin-withdrawals.js';
import { guards } from './guards.js';
import { addRoutes } from './route-module.js';

/**
 * Admin operations on accounts, funds, withdrawals and password requests, behind one role check.
 * The check runs at onRequest, before the body is parsed or validated, so anyone who is not an admin
 * gets 401/403 and never a validation answer about an admin form.
 */
export async function adminOperationsRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { requireAdmin } = guards(deps);
  api.addHook('onRequest', requireAdmin);
  await addRoutes(api, deps, [
    adminOverviewRoutes,
    adminUserRoutes,
    adminFundRoutes,
    adminWithdrawalRoutes,
    adminPasswordRequestRoutes,
    adminAuditRoutes,
  ]);
}
