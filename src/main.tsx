import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './app/register-service-worker';
import { listenForInstallPrompt } from './state/install';
import { startSession } from './state/session';
import './ui/theme.css';

void startSession();
listenForInstallPrompt();
// Background refresh of the cache (src/sync): loaded after first paint, like the cache itself.
import('./sync/start')
  .then(({ startBackgroundSync }) => startBackgroundSync())
  .catch((error: unknown) => console.warn('Background sync could not start', error));

createRoot(document.getElementById('root')!).render(<App />);

registerServiceWorker().catch((error: unknown) => console.warn('Service worker registration failed', error));
