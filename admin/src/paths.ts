/**
 * Every route of the admin console, relative to its basename `/admin` (STYLE: route strings live in one place;
 * screens build links with `getHref`, the router mounts `path`).
 */

export const ADMIN_BASENAME = '/admin';

const fixed = <P extends string>(path: P) => ({ path, getHref: (): P => path });

export const adminPaths = {
  signIn: fixed('/sign-in'),
  overview: fixed('/'),
  reports: fixed('/reports'),
  markets: fixed('/markets'),
  results: fixed('/results'),
  starline: fixed('/starline'),
  holidays: fixed('/holidays'),
  fundRequests: fixed('/fund-requests'),
  reconciliation: fixed('/reconciliation'),
  withdrawals: fixed('/withdrawals'),
  users: fixed('/users'),
  user: { path: '/users/:userId', getHref: (userId: string) => `/users/${encodeURIComponent(userId)}` },
  alerts: fixed('/alerts'),
  closures: fixed('/closed-accounts'),
  passwordRequests: fixed('/password-requests'),
  enquiries: fixed('/enquiries'),
  content: fixed('/content'),
  risk: fixed('/risk'),
  twoFactor: fixed('/two-factor'),
  audit: fixed('/audit'),
  staff: fixed('/staff'),
  approvals: fixed('/approvals'),
} as const;
