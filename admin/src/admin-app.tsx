import { lazy, type ComponentType } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { ErrorBoundary } from '../../src/ui/error-boundary';
import { Toasts } from '../../src/ui/toast';
import { type ConsoleScreen } from './access';
import { ConsoleLayout } from './layout/console-layout';
import { Permitted, RequireAdmin, RequireSignedOut, ToLanding } from './layout/guards';
import { RouteError } from './layout/route-error';
import { ADMIN_BASENAME, adminPaths } from './paths';

// One chunk per screen, loaded when first opened (the sign-in screen stays small for phones on slow networks).
const SignInScreen = lazy(() => import('./screens/admin-sign-in-screen'));
const OverviewScreen = lazy(() => import('./screens/admin-overview-screen'));
const ReportsScreen = lazy(() => import('./screens/admin-reports-screen'));
const MarketsScreen = lazy(() => import('./screens/admin-markets-screen'));
const ResultsScreen = lazy(() => import('./screens/admin-results-screen'));
const StarlineScreen = lazy(() => import('./screens/admin-starline-screen'));
const HolidaysScreen = lazy(() => import('./screens/admin-holidays-screen'));
const FundRequestsScreen = lazy(() => import('./screens/admin-fund-requests-screen'));
const ReconciliationScreen = lazy(() => import('./screens/admin-reconciliation-screen'));
const WithdrawalsScreen = lazy(() => import('./screens/admin-withdrawals-screen'));
const UsersScreen = lazy(() => import('./screens/admin-users-screen'));
const UserScreen = lazy(() => import('./screens/admin-user-screen'));
const AlertsScreen = lazy(() => import('./screens/admin-alerts-screen'));
const ClosuresScreen = lazy(() => import('./screens/admin-closures-screen'));
const RiskScreen = lazy(() => import('./screens/admin-risk-screen'));
const PasswordRequestsScreen = lazy(() => import('./screens/admin-password-requests-screen'));
const EnquiriesScreen = lazy(() => import('./screens/admin-enquiries-screen'));
const ContentScreen = lazy(() => import('./screens/admin-content-screen'));
const TwoFactorScreen = lazy(() => import('./screens/admin-two-factor-screen'));
const AuditScreen = lazy(() => import('./screens/admin-audit-screen'));
const StaffScreen = lazy(() => import('./screens/admin-staff-screen'));
const ApprovalsScreen = lazy(() => import('./screens/admin-approvals-screen'));

/** Each screen at its path, opened only by an operator whose role includes it (see access.ts). */
const CONSOLE_SCREENS: readonly (readonly [ConsoleScreen, ComponentType])[] = [
  ['overview', OverviewScreen],
  ['reports', ReportsScreen],
  ['markets', MarketsScreen],
  ['results', ResultsScreen],
  ['starline', StarlineScreen],
  ['holidays', HolidaysScreen],
  ['fundRequests', FundRequestsScreen],
  ['reconciliation', ReconciliationScreen],
  ['withdrawals', WithdrawalsScreen],
  ['approvals', ApprovalsScreen],
  ['users', UsersScreen],
  ['user', UserScreen],
  ['alerts', AlertsScreen],
  ['closures', ClosuresScreen],
  ['passwordRequests', PasswordRequestsScreen],
  ['enquiries', EnquiriesScreen],
  ['content', ContentScreen],
  ['risk', RiskScreen],
  ['staff', StaffScreen],
  ['twoFactor', TwoFactorScreen],
  ['audit', AuditScreen],
];

export const adminRoutes: RouteObject[] = [
  {
    children: [
      { element: <RequireSignedOut />, children: [{ path: adminPaths.signIn.path, element: <SignInScreen /> }] },
      {
        element: <RequireAdmin />,
        children: [
          {
            element: <ConsoleLayout />,
            children: [
              ...CONSOLE_SCREENS.map(([screen, Component]) => ({
                path: adminPaths[screen].path,
                element: (
                  <Permitted screen={screen}>
                    <Component />
                  </Permitted>
                ),
              })),
              { path: '*', element: <ToLanding /> },
            ],
          },
        ],
      },
    ],
  },
];

function AdminRoutes() {
  return useRoutes(adminRoutes);
}

export function AdminApp() {
  return (
    <>
      <BrowserRouter basename={ADMIN_BASENAME}>
        <ErrorBoundary fallback={<RouteError />}>
          <AdminRoutes />
        </ErrorBoundary>
      </BrowserRouter>
      <Toasts />
    </>
  );
}
