import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './app/register-service-worker';
import { startSession } from './state/session';
import './ui/theme.css';

void startSession();

createRoot(document.getElementById('root')!).render(<App />);

registerServiceWorker().catch((error: unknown) => console.warn('Service worker registration failed', error));
