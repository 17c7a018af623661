import { useId } from 'react';
import type { Session } from '../../domain/bet-types';
import type { Notice } from '../../domain/session';
import { problemText, t } from '../../i18n/t-screens';
import styles from './bet-screen.module.css';

interface SessionToggleProps {
  value: Session;
  onChange: (session: Session) => void;
  /** "Open session betting is available" / "… has closed" for the session that decides this bet. */
  notice: (Notice & { available: boolean }) | null;
  disabled?: boolean;
}

/** Open/Close (default open, hidden for Full Sangam), with the timing line under it. */
export function SessionToggle({ value, onChange, notice, disabled }: SessionToggleProps) {
  const labelId = useId();
  const options: { session: Session; label: string }[] = [
    { session: 'open', label: t.bet.open },
    { session: 'close', label: t.bet.close },
  ];
  return (
    <div className={styles.field}>
      <span className={styles.label} id={labelId}>
        {t.bet.session}
      </span>
      <div role="group" aria-labelledby={labelId} className={styles.toggle}>
        {options.map((option) => (
          <button
            key={option.session}
            type="button"
            className={styles.toggleButton}
            aria-pressed={value === option.session}
            disabled={disabled}
            onClick={() => onChange(option.session)}
          >
            {option.label}
          </button>
        ))}
      </div>
      {notice && <TimingNotice notice={notice} />}
    </div>
  );
}

/** The timing line: a word and an icon, not colour alone. */
export function TimingNotice({ notice }: { notice: Notice & { available: boolean } }) {
  return (
    <p className={notice.available ? styles.noticeOpen : styles.noticeClosed} role="status" data-testid="session-notice">
      <span aria-hidden="true">{notice.available ? '✓ ' : '✕ '}</span>
      {problemText(notice)}
    </p>
  );
}
