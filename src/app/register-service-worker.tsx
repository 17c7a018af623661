import { t } from '../i18n/t';
import { whenNoBetInProgress } from '../state/ui';
import { Button } from '../ui/button';
import { notify } from '../ui/toast';
import styles from './update-toast.module.css';

/**
 * Registers `sw/sw.ts` (production builds only), after the first frame. A new version waits until the player
 * chooses "Reload" in a toast; it is never forced, and never applied while a bet is being placed. The browser's
 * own service worker API does it: workbox-window would cost every start 2 kB for the same few events.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;
  const registration = await serviceWorker.register('/sw.js', { scope: '/' });

  // The reload that makes the new version run waits while a bet is being placed (the bet screen sets the flag).
  const reloadWhenSafe = () => void whenNoBetInProgress().then(() => window.location.reload());

  let offered = false;
  const offerUpdate = (waiting: ServiceWorker) => {
    if (offered) return; // one offer; a later version replaces the waiting one, and "Reload" asks whichever waits
    offered = true;
    const applyUpdate = () => {
      serviceWorker.addEventListener('controllerchange', reloadWhenSafe, { once: true });
      void whenNoBetInProgress().then(() => (registration.waiting ?? waiting).postMessage({ type: 'SKIP_WAITING' }));
    };
    notify.sticky(
      <div>
        <p className={styles.message}>{t.app.updateAvailable}</p>
        <Button variant="secondary" onClick={applyUpdate}>
          {t.app.reload}
        </Button>
      </div>,
    );
  };

  // A new version only waits where an older one controls the page (a first install runs at once).
  if (registration.waiting && serviceWorker.controller) offerUpdate(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && serviceWorker.controller) offerUpdate(installing);
    });
  });
}
