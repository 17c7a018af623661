import { StrictMode, useSyncExternalStore } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { language, subscribeToLanguage } from '../i18n/t';
import { AfterFirstFrame } from '../ui/after-first-frame';
import { ErrorBoundary } from '../ui/error-boundary';
import { Toasts } from '../ui/toast';
import { RouteError } from './route-error';
import { AppRoutes } from './router';

/** A change of language draws every screen anew in it (the address, and so the screen, stays). */
export function App() {
  const chosen = useSyncExternalStore(subscribeToLanguage, () => language);
  return (
    <StrictMode key={chosen}>
      <BrowserRouter>
        <ErrorBoundary fallback={<RouteError />}>
          <AppRoutes />
        </ErrorBoundary>
      </BrowserRouter>
      <AfterFirstFrame>
        <Toasts />
      </AfterFirstFrame>
    </StrictMode>
  );
}
