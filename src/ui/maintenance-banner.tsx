import type { Maintenance } from '../api/types';
import type { PausedActivity } from '../domain/maintenance';
import { t } from '../i18n/t-screens';
import styles from './maintenance-banner.module.css';

interface MaintenanceBannerProps {
  /** The public settings' pause; absent from settings cached before the server sent it. */
  maintenance: Maintenance | null | undefined;
  /** What the screen is for: its banner shows only while that is paused. */
  for: readonly PausedActivity[];
}

/**
 * While the operator pauses betting or deposits: their message (or, without one, what is paused) at the top of
 * the screens it concerns, so a player knows before trying rather than after a refusal.
 */
export function MaintenanceBanner({ maintenance, for: activities }: MaintenanceBannerProps) {
  const paused = activities.filter((activity) => maintenance?.[activity] === true);
  if (!maintenance || paused.length === 0) return null;
  const defaults = { betting: t.maintenance.betting, deposits: t.maintenance.deposits };
  const message = maintenance.message.trim();
  return (
    <section className={styles.banner} role="status" aria-labelledby="maintenance-title" data-testid="maintenance-banner">
      <h2 id="maintenance-title" className={styles.title}>
        {t.maintenance.title}
      </h2>
      <p className={styles.text}>{message !== '' ? message : paused.map((activity) => defaults[activity]).join(' ')}</p>
    </section>
  );
}
