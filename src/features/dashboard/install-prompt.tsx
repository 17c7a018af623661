import { useSnapshot } from 'valtio';
import { t } from '../../i18n/t';
import { acceptInstall, dismissInstall, installPrompt, shouldOfferInstall } from '../../state/install';
import { Button } from '../../ui/button';
import styles from './install-prompt.module.css';

/** "Install" or "Later" when the browser offers installation. */
export function InstallPrompt() {
  const state = useSnapshot(installPrompt);
  if (!shouldOfferInstall(state)) return null;
  return (
    <section className={styles.prompt} aria-labelledby="install-title" data-testid="install-prompt">
      <img src="/icon.svg" alt="" width={40} height={40} className={styles.icon} />
      <div className={styles.text}>
        <h2 id="install-title" className={styles.title}>
          {t.install.title}
        </h2>
        <p className={styles.body}>{t.install.text}</p>
        <div className={styles.actions}>
          <Button onClick={() => void acceptInstall()}>{t.install.install}</Button>
          <Button variant="secondary" onClick={() => dismissInstall()}>
            {t.install.later}
          </Button>
        </div>
      </div>
    </section>
  );
}
