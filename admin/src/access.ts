import { useSnapshot } from 'valtio';
import { type Permission } from '../../src/domain/staff';
import type { User } from '../../src/api/types';
import { adminSession } from './admin-session';
import { adminPaths } from './paths';

/**
 * Which screens each operator may open. The permissions themselves come with the operator's account (the server's
 * tables in src/domain/staff.ts); this is the console's one table of what each screen needs, `null` for every
 * member of staff. The server refuses anything else anyway: the console only keeps out of reach what would fail.
 */
export const SCREEN_PERMISSIONS = {
  overview: 'reports',
  reports: 'reports',
  markets: 'markets.read',
  results: 'markets.read',
  starline: 'markets.read',
  holidays: 'markets.read',
  fundRequests: 'deposits.read',
  reconciliation: 'deposits.read',
  withdrawals: 'withdrawals.read',
  approvals: 'approvals',
  users: 'players.read',
  user: 'players.read',
  alerts: 'players.read',
  closures: 'players.read',
  passwordRequests: 'password-requests',
  enquiries: 'enquiries',
  content: 'settings',
  risk: 'settings',
  staff: 'staff',
  audit: 'audit',
  twoFactor: null,
} as const satisfies Record<Exclude<keyof typeof adminPaths, 'signIn'>, Permission | null>;

export type ConsoleScreen = keyof typeof SCREEN_PERMISSIONS;

/** Where an operator lands, in the menu's order: the first of these they may open (two-factor is everyone's). */
const LANDING_ORDER: readonly ConsoleScreen[] = [
  'overview',
  'reports',
  'markets',
  'results',
  'starline',
  'holidays',
  'fundRequests',
  'reconciliation',
  'withdrawals',
  'approvals',
  'users',
  'alerts',
  'closures',
  'passwordRequests',
  'enquiries',
  'content',
  'risk',
  'staff',
  'audit',
  'twoFactor',
];

/** What this operator holds: none for an account without a staff role (the server answers with their list). */
export function permissionsOf(user: Operator): readonly Permission[] {
  return user?.permissions ?? [];
}

type Operator = Pick<User, 'permissions'> | null | undefined;

export function holdsPermission(user: Operator, permission: Permission | null): boolean {
  return permission === null || permissionsOf(user).includes(permission);
}

export function mayOpen(user: Operator, screen: ConsoleScreen): boolean {
  return holdsPermission(user, SCREEN_PERMISSIONS[screen]);
}

/** The first screen this operator may open: where signing in, an unknown path and a refused one lead. */
export function landingHref(user: Operator): string {
  const screen = LANDING_ORDER.find((candidate) => mayOpen(user, candidate)) ?? 'twoFactor';
  return adminPaths[screen === 'user' ? 'users' : screen].getHref();
}

/** For a screen's actions: whether the signed-in operator holds a permission (re-rendering when it changes). */
export function usePermission(): (permission: Permission) => boolean {
  const { user } = useSnapshot(adminSession);
  return (permission) => holdsPermission(user as User | null, permission);
}
