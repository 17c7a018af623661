import { useId, useState } from 'react';
import { INPUT_LIMITS } from '../../domain/input-limits';
import { t } from '../../i18n/t';
import { describedBy, FieldError } from '../../ui/form-field';
import fieldStyles from '../../ui/form-field.module.css';
import styles from './auth-screen.module.css';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  autoComplete: 'current-password' | 'new-password';
  name: string;
  error?: string | null;
}

/** A password input with its visible label and a show/hide toggle. */
export function PasswordField({ label, value, onChange, placeholder, autoComplete, name, error }: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <div className={fieldStyles.row}>
        <input
          id={id}
          name={name}
          className={fieldStyles.input}
          type={visible ? 'text' : 'password'}
          value={value}
          placeholder={placeholder}
          autoComplete={autoComplete}
          maxLength={INPUT_LIMITS.password.max}
          {...describedBy(id, false, error)}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-label={visible ? t.auth.hidePassword : t.auth.showPassword}
          aria-controls={id}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t.auth.hide : t.auth.show}
        </button>
      </div>
      {error && <FieldError id={`${id}-error`} text={error} />}
    </div>
  );
}
