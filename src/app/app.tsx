import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from '../ui/error-boundary';
import { Toasts } from '../ui/toast';
import { RouteError } from './route-error';
import { AppRoutes } from './router';

export function App() {
  return (
    <StrictMode>
      <BrowserRouter>
        <ErrorBoundary fallback={<RouteError />}>
          <AppRoutes />
        </ErrorBoundary>
      </BrowserRouter>
      <Toasts />
    </StrictMode>
  );
}
