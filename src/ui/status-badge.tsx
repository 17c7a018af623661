import styles from './status-badge.module.css';

export type StatusTone = 'success' | 'danger' | 'warning' | 'info' | 'neutral';

const ICONS: Readonly<Record<StatusTone, string>> = {
  success: '✓',
  danger: '✕',
  warning: '○',
  info: '↻',
  neutral: '•',
};

interface StatusBadgeProps {
  tone: StatusTone;
  /** The word: the badge never relies on colour alone, for players who cannot tell colours apart. */
  label: string;
}

/** A status shown with a colour, an icon and a word. */
export function StatusBadge({ tone, label }: StatusBadgeProps) {
  return (
    <span className={`${styles.badge} ${styles[tone]}`} data-tone={tone}>
      <span aria-hidden="true">{ICONS[tone]}</span>
      {label}
    </span>
  );
}
