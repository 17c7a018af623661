import { useId } from 'react';
import { formatGameDay } from './format';
import styles from './date-field.module.css';
import fieldStyles from './form-field.module.css';

interface DateFieldProps {
  label: string;
  /** An IST calendar day "YYYY-MM-DD", or "" for none. */
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  className?: string;
}

/**
 * A labelled day, written as the chosen language writes days ("20 Nov 2026", "20 नव॰ 2026") rather than as the
 * browser's date box would (in the phone's language and order, "11/20/2026" on many). The browser's own picker
 * still chooses it: its date box lies unseen over the text and takes the taps and the keyboard's focus.
 */
export function DateField({ label, value, onChange, min, max, className }: DateFieldProps) {
  const id = useId();
  return (
    <div className={className ? `${fieldStyles.field} ${className}` : fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <div className={styles.date}>
        <span className={`${fieldStyles.input} ${styles.dateText}`} aria-hidden="true">
          {value ? formatGameDay(value) : <Calendar />}
        </span>
        <input
          id={id}
          type="date"
          className={`${fieldStyles.input} ${styles.datePicker}`}
          value={value}
          min={min}
          max={max}
          onChange={(event) => onChange(event.target.value)}
          // A tap anywhere opens the picker, not only on the browser's small calendar button; so do Enter and Space.
          onClick={(event) => event.currentTarget.showPicker?.()}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' && event.key !== ' ') return;
            event.preventDefault();
            event.currentTarget.showPicker?.();
          }}
        />
      </div>
    </div>
  );
}

/** Drawn here rather than among the shared icons, which the start loads: only the history screens need it. */
function Calendar() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" focusable="false">
      <rect x="4" y="5" width="16" height="15" rx="2" />
      <path d="M4 10h16M9 3v4M15 3v4" />
    </svg>
  );
}
