import { Field } from '../ui/field';
import { text } from '../text';
import type { PannaReading } from './declaration';
import styles from './panna-field.module.css';

interface PannaFieldProps {
  value: string;
  onChange: (value: string) => void;
  reading: PannaReading;
  /** The result string the declaration would make (shown once the panna is valid). */
  resultText: string | null;
}

/** The panna box with what follows from it: the ank and the result string, derived as the server derives them. */
export function PannaField({ value, onChange, reading, resultText }: PannaFieldProps) {
  return (
    <div className={styles.wrap}>
      <Field
        label={text.results.panna}
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 3))}
        error={reading.state === 'invalid' ? reading.message : null}
        hint={text.results.pannaHint}
        className={styles.panna}
      />
      <dl className={styles.derived} aria-live="polite">
        <div>
          <dt>{text.results.ank}</dt>
          <dd data-testid="derived-ank">{reading.state === 'valid' ? reading.ank : '*'}</dd>
        </div>
        <div>
          <dt>{text.results.resultString}</dt>
          <dd data-testid="derived-result">{resultText ?? '—'}</dd>
        </div>
      </dl>
    </div>
  );
}
