import { text } from '../text';
import styles from './ui.module.css';

export type Tone = 'pending' | 'good' | 'bad' | 'info' | 'neutral';

// Symbols every system font has (emoji are missing on many laptops and older phones).
const ICONS: Readonly<Record<Tone, string>> = { pending: '◷', good: '✓', bad: '✕', info: '↻', neutral: '•' };

const TONE_OF_STATUS: Readonly<Record<string, Tone>> = {
  pending: 'pending',
  open: 'pending',
  approved: 'good',
  completed: 'good',
  won: 'good',
  active: 'good',
  rejected: 'bad',
  lost: 'bad',
  inactive: 'bad',
  cancelled: 'neutral',
  closed: 'neutral',
  processing: 'info',
};

/** A status as a word with an icon and a colour (never colour alone). */
export function StatusBadge({ status, label, tone }: { status: string; label?: string; tone?: Tone }) {
  const resolved = tone ?? TONE_OF_STATUS[status] ?? 'neutral';
  const word = label ?? status.charAt(0).toUpperCase() + status.slice(1);
  return (
    <span className={`${styles.badge} ${styles[`badge_${resolved}`]}`}>
      <span aria-hidden="true">{ICONS[resolved]}</span> {word}
    </span>
  );
}

/** An account's or a game's active flag as a badge. */
export function ActiveBadge({ active }: { active: boolean }) {
  return <StatusBadge status={active ? 'active' : 'inactive'} label={active ? text.common.active : text.common.inactive} />;
}
