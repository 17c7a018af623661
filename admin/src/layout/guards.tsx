import { Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { Spinner } from '../../../src/ui/spinner';
import { landingHref, mayOpen, type ConsoleScreen } from '../access';
import { adminSession } from '../admin-session';
import type { User } from '../../../src/api/types';
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

/** A screen of the console: an operator whose role does not include it lands on their first permitted screen. */
export function Permitted({ screen, children }: { screen: ConsoleScreen; children: ReactNode }) {
  const { user } = useSnapshot(adminSession);
  if (!mayOpen(user as User | null, screen)) return <Navigate to={landingHref(user as User | null)} replace />;
  return children;
}

/** Any other path: the operator's first permitted screen. */
export function ToLanding() {
  const { user } = useSnapshot(adminSession);
  return <Navigate to={landingHref(user as User | null)} replace />;
}

/** The sign-in screen: a signed-in operator goes where they were headed, else to their first permitted screen. */
export function RequireSignedOut() {
  const { status, user } = useSnapshot(adminSession);
  const location = useLocation();
  if (status === 'loading') return <Spinner fullScreen label={text.loading} />;
  if (status === 'signed-in') {
    const from = (location.state as { from?: string } | null)?.from;
    const landing = landingHref(user as User | null);
    return <Navigate to={from && from !== adminPaths.signIn.getHref() ? from : landing} replace />;
  }
  return (
    <Suspense fallback={<Spinner fullScreen label={text.loading} />}>
      <Outlet />
    </Suspense>
  );
}
