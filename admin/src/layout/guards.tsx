import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { Spinner } from '../../../src/ui/spinner';
import { adminSession } from '../admin-session';
import { adminPaths } from '../paths';
import { text } from '../text';

/**
 * The console itself: administrators only; anyone else goes to the sign-in screen (and comes back after).
 * An operator who must set up two-factor first (ADMIN_2FA=required) sees only the two-factor screen.
 */
export function RequireAdmin() {
  const { status, enrolmentRequired } = useSnapshot(adminSession);
  const location = useLocation();
  if (status === 'loading') return <Spinner fullScreen label={text.loading} />;
  if (status !== 'signed-in') {
    return <Navigate to={adminPaths.signIn.getHref()} replace state={{ from: location.pathname + location.search }} />;
  }
  if (enrolmentRequired && location.pathname !== adminPaths.twoFactor.getHref()) {
    return <Navigate to={adminPaths.twoFactor.getHref()} replace />;
  }
  return <Outlet />;
}

/** The sign-in screen: a signed-in administrator goes where they were headed, else to the overview. */
export function RequireSignedOut() {
  const { status } = useSnapshot(adminSession);
  const location = useLocation();
  if (status === 'loading') return <Spinner fullScreen label={text.loading} />;
  if (status === 'signed-in') {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from && from !== adminPaths.signIn.getHref() ? from : adminPaths.overview.getHref()} replace />;
  }
  return (
    <Suspense fallback={<Spinner fullScreen label={text.loading} />}>
      <Outlet />
    </Suspense>
  );
}
