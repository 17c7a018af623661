import { fill, t } from '../i18n/t';
import { formatClock } from './format';
import styles from './freshness-note.module.css';

interface FreshnessNoteProps {
  online: boolean;
  /** When the data shown was last confirmed current (ms, server clock); null if never. */
  updatedAt: number | null;
  /** Show it at all (offline, or the data is old): see useFreshness in src/sync. */
  stale: boolean;
  /** Placement from the screen (e.g. a margin inside a padded column). */
  className?: string;
}

/** The small "Offline · updated 10:42 am" line that says how old the cached data on screen is. */
export function FreshnessNote({ online, updatedAt, stale, className }: FreshnessNoteProps) {
  if (!stale) return null;
  const time = updatedAt === null ? null : formatClock(updatedAt);
  const text = online
    ? fill(t.sync.updated, { time: time ?? '' })
    : time === null
      ? t.sync.offline
      : fill(t.sync.offlineUpdated, { time });
  return (
    <p
      className={[styles.note, online ? '' : styles.offline, className ?? ''].filter(Boolean).join(' ')}
      role="status"
      data-testid="freshness-note"
    >
      <span className={styles.dot} aria-hidden="true" />
      {text}
    </p>
  );
}
