import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
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

export function RootLayout() {
  return (
    <>
      <Suspense fallback={<Spinner fullScreen />}>
        <Outlet />
      </Suspense>
      <ScrollToTopOnNewScreen />
    </>
  );
}
