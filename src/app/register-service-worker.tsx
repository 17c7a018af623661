import { t } from '../i18n/t';
import { whenNoBetInProgress } from '../state/ui';
import { Button } from '../ui/button';
import { notify } from '../ui/toast';
import styles from './update-toast.module.css';

/**
 * Registers `sw/sw.ts` (production builds only). A new version waits until the player chooses "Reload" in a
 * toast; it is never forced, and never applied while a bet is being placed.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;

  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });

  // The reload that makes the new version run waits while a bet is being placed (the bet screen sets the flag).
  const reloadWhenSafe = () => void whenNoBetInProgress().then(() => window.location.reload());

  workbox.addEventListener('waiting', () => {
    const applyUpdate = () => {
      workbox.addEventListener('controlling', reloadWhenSafe);
      void whenNoBetInProgress().then(() => workbox.messageSkipWaiting());
    };
    notify.sticky(
      <div>
        <p className={styles.message}>{t.app.updateAvailable}</p>
        <Button variant="secondary" onClick={applyUpdate}>
          {t.app.reload}
        </Button>
      </div>,
    );
  });

  await workbox.register();
}
