import { lazy } from 'react';
import { BrowserRouter, Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { ErrorBoundary } from '../../src/ui/error-boundary';
import { Toasts } from '../../src/ui/toast';
import { ConsoleLayout } from './layout/console-layout';
import { RequireAdmin, RequireSignedOut } from './layout/guards';
import { RouteError } from './layout/route-error';
import { ADMIN_BASENAME, adminPaths } from './paths';

// One chunk per screen, loaded when first opened (the sign-in screen stays small for phones on slow networks).
const SignInScreen = lazy(() => import('./screens/admin-sign-in-screen'));
const OverviewScreen = lazy(() => import('./screens/admin-overview-screen'));
const ReportsScreen = lazy(() => import('./screens/admin-reports-screen'));
const MarketsScreen = lazy(() => import('./screens/admin-markets-screen'));
const ResultsScreen = lazy(() => import('./screens/admin-results-screen'));
const StarlineScreen = lazy(() => import('./screens/admin-starline-screen'));
const FundRequestsScreen = lazy(() => import('./screens/admin-fund-requests-screen'));
const WithdrawalsScreen = lazy(() => import('./screens/admin-withdrawals-screen'));
const UsersScreen = lazy(() => import('./screens/admin-users-screen'));
const UserScreen = lazy(() => import('./screens/admin-user-screen'));
const PasswordRequestsScreen = lazy(() => import('./screens/admin-password-requests-screen'));
const EnquiriesScreen = lazy(() => import('./screens/admin-enquiries-screen'));
const ContentScreen = lazy(() => import('./screens/admin-content-screen'));
const TwoFactorScreen = lazy(() => import('./screens/admin-two-factor-screen'));
const AuditScreen = lazy(() => import('./screens/admin-audit-screen'));

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
              { path: adminPaths.overview.path, element: <OverviewScreen /> },
              { path: adminPaths.reports.path, element: <ReportsScreen /> },
              { path: adminPaths.markets.path, element: <MarketsScreen /> },
              { path: adminPaths.results.path, element: <ResultsScreen /> },
              { path: adminPaths.starline.path, element: <StarlineScreen /> },
              { path: adminPaths.fundRequests.path, element: <FundRequestsScreen /> },
              { path: adminPaths.withdrawals.path, element: <WithdrawalsScreen /> },
              { path: adminPaths.users.path, element: <UsersScreen /> },
              { path: adminPaths.user.path, element: <UserScreen /> },
              { path: adminPaths.passwordRequests.path, element: <PasswordRequestsScreen /> },
              { path: adminPaths.enquiries.path, element: <EnquiriesScreen /> },
              { path: adminPaths.content.path, element: <ContentScreen /> },
              { path: adminPaths.twoFactor.path, element: <TwoFactorScreen /> },
              { path: adminPaths.audit.path, element: <AuditScreen /> },
              { path: '*', element: <Navigate to={adminPaths.overview.getHref()} replace /> },
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
