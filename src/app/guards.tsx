import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ADMIN_APP_URL } from '../config/app-config';
import { isBetTypePath, paths } from '../config/paths';
import { session } from '../state/session';
import { Spinner } from '../ui/spinner';

/** Leaves the player app for the admin console (a different application: full page navigation). */
function GoToAdminApp() {
  useEffect(() => {
    window.location.replace(ADMIN_APP_URL);
  }, []);
  return <Spinner fullScreen />;
}

/**
 * Protected screens: a spinner while the profile loads, signed-out visitors to /auth (history
 * replaced), admins to the admin application.
 */
export function RequireSignedIn() {
  const { status, user } = useSnapshot(session);
  if (status === 'loading') return <Spinner fullScreen />;
  if (status === 'signed-out' || !user) return <Navigate to={paths.auth.getHref()} replace />;
  if (user.role === 'admin') return <GoToAdminApp />;
  return <Outlet />;
}

/** /auth is for visitors: a signed-in user goes to the dashboard. */
export function RequireSignedOut() {
  const { status } = useSnapshot(session);
  if (status === 'loading') return <Spinner fullScreen />;
  if (status === 'signed-in') return <Navigate to={paths.dashboard.getHref()} replace />;
  return <Outlet />;
}

/** `/bet/{betTypePath}` exists only for the seven bet types; anything else is an unknown path. */
export function RequireKnownBetType({ children }: { children: ReactNode }) {
  const { betTypePath } = useParams();
  if (!isBetTypePath(betTypePath)) return <Navigate to={paths.auth.getHref()} replace />;
  return children;
}
