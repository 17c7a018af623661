import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../deps.js';
import { adminApprovalRoutes } from './admin-approvals.js';
import { adminAuditRoutes } from './admin-audit.js';
import { adminClosureRoutes } from './admin-closures.js';
import { adminFundRoutes } from './admin-funds.js';
import { adminGameRoutes } from './admin-games.js';
import { adminHolidayRoutes } from './admin-holidays.js';
import { adminOverviewRoutes } from './admin-overview.js';
import { adminPasswordRequestRoutes } from './admin-password-requests.js';
import { adminReportRoutes } from './admin-reports.js';
import { adminRiskRoutes } from './admin-risk.js';
import { adminResultRoutes } from './admin-results.js';
import { adminStaffRoutes } from './admin-staff.js';
import { adminStatementRoutes } from './admin-statements.js';
import { adminUserRoutes } from './admin-users.js';
import { adminWithdrawalWindowRoutes } from './admin-withdrawal-window.js';
import { adminWithdrawalRoutes } from './admin-withdrawals.js';
import { addRoutes } from './route-module.js';

/** Admin operations on accounts, funds (with bank statements), withdrawals, password requests and the audit trail. */
export async function adminOperationsRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  await addRoutes(api, deps, [
    adminOverviewRoutes,
    adminUserRoutes,
    adminFundRoutes,
    adminWithdrawalRoutes,
    adminWithdrawalWindowRoutes,
    adminPasswordRequestRoutes,
    adminAuditRoutes,
    adminStaffRoutes,
    adminApprovalRoutes,
    adminRiskRoutes,
    adminClosureRoutes,
    // Its upload parser serves the statement import alone: each module is a plugin of its own.
    adminStatementRoutes,
  ]);
}

/** The daily markets, their results and the operators' report. */
export async function adminMarketRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  await addRoutes(api, deps, [adminGameRoutes, adminHolidayRoutes, adminResultRoutes, adminReportRoutes]);
}
