import { useId } from 'react';
import type { SessionName } from '../api';
import { text } from '../text';
import styles from './session-choice.module.css';

/** Open or Close, as two large radio buttons. */
export function SessionChoice({ value, onChange }: { value: SessionName; onChange: (value: SessionName) => void }) {
  const name = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{text.results.session}</legend>
      {(['open', 'close'] as const).map((session) => (
        <label key={session} className={styles.option}>
          <input type="radio" name={name} value={session} checked={value === session} onChange={() => onChange(session)} />
          {session === 'open' ? text.results.open : text.results.close}
        </label>
      ))}
    </fieldset>
  );
}
