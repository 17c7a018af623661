import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { session } from '../state/session';
import { AfterFirstFrame } from '../ui/after-first-frame';
import { Spinner } from '../ui/spinner';

/** A new screen opens at its top; going back leaves the browser to restore where the player was. */
function ScrollToTopOnNewScreen() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}

const RealityCheck = lazy(() => import('../features/responsible-play/reality-check'));
const ResultWatch = lazy(() => import('../features/notifications/result-watch'));

/**
 * For a signed-in player on every screen: the reality check of responsible play, and new results of the
 * markets they follow as messages while the app is open.
 */
function RealityCheckOfPlayer() {
  const { status, user } = useSnapshot(session);
  if (status !== 'signed-in' || user?.role !== 'player') return null;
  return (
    <AfterFirstFrame>
      <RealityCheck />
      <ResultWatch />
    </AfterFirstFrame>
  );
}

export function RootLayout() {
  return (
    <>
      <Suspense fallback={<Spinner fullScreen />}>
        <Outlet />
      </Suspense>
      <ScrollToTopOnNewScreen />
      <RealityCheckOfPlayer />
    </>
  );
}
