import { createRoot } from 'react-dom/client';
import { subscribe } from 'valtio';
import { App } from './app/app';
import { registerServiceWorker } from './app/register-service-worker';
import { preloadStartScreen } from './app/router';
import { initialLanguage } from './i18n/language';
import { chooseLanguage, loadEnglishRefusals } from './i18n/t';
import { listenForInstallPrompt } from './state/install';
import { session, startSession } from './state/session';
import './ui/theme.css';

// Signs the player of the start snapshot in at once (no network, no IndexedDB before the first frame).
void startSession();
listenForInstallPrompt();

// A signed-in start's first frame is its screen, not a spinner: render once that screen's code is in, and the
// chosen language's text (English is in the entry; any other language is one precached chunk). With a stored token
// but no snapshot (a first visit), the screen's code is made ready too, not once the profile answers: rendered
// after a spinner, a screen still loading would be held back (React shows a suspended screen no sooner than
// 300 ms after its fallback).
const root = createRoot(document.getElementById('root')!);
const startScreen = session.status !== 'signed-out' ? preloadStartScreen(window.location.pathname) : Promise.resolve();
const language = chooseLanguage(initialLanguage(), { remember: false }).catch((error: unknown) => {
  console.warn('The chosen language could not be loaded', error);
  return chooseLanguage('en', { remember: false });
});
void Promise.all([startScreen.catch(() => undefined), language])
  .then(() => {
    root.render(<App />);
    // After the first frame is painted, not competing with it: background refresh of the cache (src/sync), the
    // English refusals' text and the service worker.
    afterStartScreenPainted(startAfterFirstFrame);
  });

/**
 * Runs `work` once the start's screen is painted. Without a start snapshot the first frame is a spinner until the
 * profile answers, and what starts after it would compete with drawing the screen the player waits for.
 */
function afterStartScreenPainted(work: () => void): void {
  const afterPaint = () => void requestAnimationFrame(() => setTimeout(work, 0));
  if (session.status !== 'loading') return afterPaint();
  const stop = subscribe(session, () => {
    if (session.status === 'loading') return;
    stop();
    afterPaint();
  });
}

function startAfterFirstFrame(): void {
  import('./sync/start')
    .then(({ startBackgroundSync }) => startBackgroundSync())
    .catch((error: unknown) => console.warn('Background sync could not start', error));
  void loadEnglishRefusals();
  registerServiceWorker().catch((error: unknown) => console.warn('Service worker registration failed', error));
}
