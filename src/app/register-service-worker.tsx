import { t } from '../i18n/t';
import { Button } from '../ui/button';
import { notify } from '../ui/toast';
import styles from './update-toast.module.css';

/**
 * Registers `sw/sw.ts` (production builds only). A new version waits until the player chooses "Reload" in a
 * toast; it is never forced (DESIGN §8: not mid-bet).
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;

  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });

  workbox.addEventListener('waiting', () => {
    const applyUpdate = () => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
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
