import { t } from '../i18n/t';
import styles from './spinner.module.css';

interface SpinnerProps {
  /** Announced to assistive technology and shown beside the circle. */
  label?: string;
  /** Centre it in the whole viewport (route loading). */
  fullScreen?: boolean;
}

export function Spinner({ label = t.app.loading, fullScreen = false }: SpinnerProps) {
  return (
    <div
      className={fullScreen ? `${styles.wrapper} ${styles.fullScreen}` : styles.wrapper}
      role="status"
      aria-live="polite"
      data-testid="spinner"
    >
      <span className={styles.circle} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
