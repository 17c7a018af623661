import { calendarText } from '../calendar-text';
import { EVERY_DAY } from '../market-days';
import styles from './session-choice.module.css';
import ui from '../ui/ui.module.css';

interface WeekdayChoiceProps {
  legend: string;
  value: readonly number[];
  onChange: (days: number[]) => void;
  error?: string;
  hint?: string;
}

/** Seven checkboxes, Sunday to Saturday; the days come back ascending, as the server keeps them. */
export function WeekdayChoice({ legend, value, onChange, error, hint }: WeekdayChoiceProps) {
  const toggle = (day: number, on: boolean) =>
    onChange(EVERY_DAY.filter((candidate) => (candidate === day ? on : value.includes(candidate))));
  return (
    <fieldset className={styles.group} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {EVERY_DAY.map((day) => (
        <label key={day} className={styles.option} title={calendarText.weekdays[day]}>
          <input type="checkbox" checked={value.includes(day)} onChange={(e) => toggle(day, e.target.checked)} />
          {calendarText.weekdaysShort[day]}
        </label>
      ))}
      {hint && <p className={ui.hint}>{hint}</p>}
      {error && <p className={ui.fieldError}>{error}</p>}
    </fieldset>
  );
}
