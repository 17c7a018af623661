/**
 * Who on the operator's staff may do what: the fixed staff roles, the named permissions each one holds, and the
 * permission each admin endpoint needs. The server checks every admin request against these tables and the
 * console reads the same ones to show each person only the screens they may use.
 */

export const STAFF_ROLES = ['owner', 'manager', 'cashier', 'payouts', 'results', 'support', 'auditor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  /** Staff accounts, their sessions, and the four-eyes rules. */
  'staff',
  /** The app's content: banners, main and contact settings, how to play. */
  'settings',
  /** Players' accounts and profiles, read-only (list, page, responsible-play state). */
  'players.read',
  /** A player's ledger, read-only. */
  'players.ledger',
  /** Activating, deactivating and promoting an account. */
  'players.manage',
  /** Crediting or debiting a player's balance by hand. */
  'balance.adjust',
  'deposits.read',
  /** Approving and rejecting deposit (fund) requests. */
  'deposits.decide',
  /** Withdrawals with their payout details, read-only. */
  'withdrawals.read',
  /** Moving a withdrawal along its states (approve, pay, reject). */
  'withdrawals.decide',
  /** Markets and Starline games, result previews and exposure, read-only. */
  'markets.read',
  /** Markets, rates, results, Starline and history import. */
  'markets.manage',
  'enquiries',
  'password-requests',
  /** Reports and the overview. */
  'reports',
  /** The audit trail and its verification. */
  'audit',
  /** The ledger check. */
  'ledger.check',
  /** The approvals inbox (deciding also needs the permission of the action waiting in it). */
  'approvals',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const everything = (...except: Permission[]): readonly Permission[] =>
  PERMISSIONS.filter((permission) => !except.includes(permission));

export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  owner: everything(),
  manager: everything('staff'),
  cashier: ['deposits.read', 'deposits.decide', 'players.read', 'players.ledger'],
  payouts: ['withdrawals.read', 'withdrawals.decide', 'players.read', 'players.ledger', 'approvals'],
  results: ['markets.read', 'markets.manage', 'approvals'],
  support: ['enquiries', 'password-requests', 'players.read'],
  auditor: ['reports', 'audit', 'ledger.check', 'players.read', 'players.ledger'],
};

export function isStaffRole(value: unknown): value is StaffRole {
  return STAFF_ROLES.some((role) => role === value);
}

export function permissionsOf(role: StaffRole): readonly Permission[] {
  return ROLE_PERMISSIONS[role];
}

export function holds(role: StaffRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/**
 * The permission each admin endpoint needs, by method and route (as registered, without the `/api` prefix);
 * `null`: every member of staff, for their own account. An admin route missing here is refused at start.
 */
export const ADMIN_ROUTE_PERMISSIONS: Readonly<Record<string, Permission | null>> = {
  'GET /admin/2fa': null,
  'POST /admin/2fa/setup': null,
  'POST /admin/2fa/enable': null,
  'POST /admin/2fa/disable': null,

  'GET /admin/staff': 'staff',
  'POST /admin/staff': 'staff',
  'PATCH /admin/staff/:id': 'staff',
  'GET /admin/staff/:id/sessions': 'staff',
  'DELETE /admin/staff/:id/sessions': 'staff',
  'DELETE /admin/staff/:id/sessions/:sessionId': 'staff',
  'GET /admin/staff/:id/sign-ins': 'staff',

  'GET /admin/four-eyes': 'staff',
  'PUT /admin/four-eyes': 'staff',
  'GET /admin/approvals': 'approvals',
  'POST /admin/approvals/:id/approve': 'approvals',
  'POST /admin/approvals/:id/reject': 'approvals',

  'GET /admin/overview': 'reports',
  'GET /admin/reports': 'reports',
  'GET /admin/ledger/check': 'ledger.check',
  'GET /admin/audit': 'audit',
  'GET /admin/audit/verify': 'audit',

  'GET /admin/users': 'players.read',
  'GET /admin/users/:id': 'players.read',
  'GET /admin/users/:id/responsible-play': 'players.read',
  'GET /admin/users/:id/ledger': 'players.ledger',
  'PATCH /admin/users/:id': 'players.manage',
  'POST /admin/users/:id/adjustments': 'balance.adjust',
  'GET /admin/users/:id/links': 'players.read',
  'GET /admin/users/:id/notes': 'players.read',
  'POST /admin/users/:id/notes': 'players.manage',
  'PUT /admin/users/:id/tags': 'players.manage',
  'GET /admin/alerts': 'players.read',
  'POST /admin/alerts/:id/close': 'players.manage',
  'GET /admin/account-closures': 'players.read',
  'POST /admin/account-closures/:id/erase': 'players.manage',

  'GET /admin/fund-requests': 'deposits.read',
  'POST /admin/fund-requests/:id/approve': 'deposits.decide',
  'POST /admin/fund-requests/:id/reject': 'deposits.decide',
  'GET /admin/statements': 'deposits.read',
  'GET /admin/statements/:id': 'deposits.read',
  'POST /admin/statements': 'deposits.decide',
  'GET /admin/reconciliation': 'deposits.read',
  'GET /admin/reconciliation/settings': 'deposits.read',
  'PUT /admin/reconciliation/settings': 'settings',
  'POST /admin/reconciliation/approve': 'deposits.decide',

  'GET /admin/withdrawals': 'withdrawals.read',
  'POST /admin/withdrawals/:id/status': 'withdrawals.decide',
  'POST /admin/withdrawals/:id/paid': 'withdrawals.decide',

  'GET /admin/password-requests': 'password-requests',
  'POST /admin/password-requests/:id/approve': 'password-requests',
  'POST /admin/password-requests/:id/reject': 'password-requests',

  'GET /admin/enquiries': 'enquiries',
  'POST /admin/enquiries/:id/messages': 'enquiries',
  'POST /admin/enquiries/:id/close': 'enquiries',

  'GET /admin/games': 'markets.read',
  'POST /admin/games': 'markets.manage',
  'PUT /admin/games/:id': 'markets.manage',
  'DELETE /admin/games/:id': 'markets.manage',
  'POST /admin/games/:id/history': 'markets.manage',
  'GET /admin/holidays': 'markets.read',
  'POST /admin/holidays': 'markets.manage',
  'DELETE /admin/holidays/:id': 'markets.manage',
  'PUT /admin/gamerates': 'markets.manage',
  'POST /admin/results': 'markets.manage',
  'DELETE /admin/results': 'markets.manage',
  'POST /admin/results/void': 'markets.manage',
  'POST /admin/results/correct': 'markets.manage',
  'GET /admin/results/preview': 'markets.read',
  'GET /admin/results/exposure': 'markets.read',

  'GET /admin/starline/games': 'markets.read',
  'POST /admin/starline/games': 'markets.manage',
  'PUT /admin/starline/games/:id': 'markets.manage',
  'DELETE /admin/starline/games/:id': 'markets.manage',
  'PUT /admin/starline/gamerates': 'markets.manage',
  'POST /admin/starline/results': 'markets.manage',
  'DELETE /admin/starline/results': 'markets.manage',
  'POST /admin/starline/results/void': 'markets.manage',
  'POST /admin/starline/results/correct': 'markets.manage',
  'GET /admin/starline/results/preview': 'markets.read',
  'GET /admin/starline/results/exposure': 'markets.read',

  'GET /admin/banners': 'settings',
  'POST /admin/banners': 'settings',
  'PATCH /admin/banners/:id': 'settings',
  'DELETE /admin/banners/:id': 'settings',
  'PUT /admin/main-settings': 'settings',
  'GET /admin/withdrawal-window': 'settings',
  'PUT /admin/withdrawal-window': 'settings',
  'PUT /admin/contact-settings': 'settings',
  'PUT /admin/how-to-play': 'settings',
  'GET /admin/maintenance': 'settings',
  'PUT /admin/maintenance': 'settings',
  'GET /admin/risk': 'settings',
  'PUT /admin/risk': 'settings',
};

/** The key of a route in ADMIN_ROUTE_PERMISSIONS: `GET /admin/users/:id/ledger`. */
export function adminRouteKey(method: string, route: string): string {
  return `${method.toUpperCase()} ${route.replace(/^\/api(?=\/)/, '')}`;
}
