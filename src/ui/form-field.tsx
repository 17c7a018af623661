import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { MOBILE_NUMBER_INPUT_MAX, mobileNumberDigits } from '../domain/account';
import styles from './form-field.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  /** The visible label, named as the original app names the field. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A line under the input (limits, a hint). */
  hint?: ReactNode;
  /** Something beside the input inside its row (e.g. a show/hide toggle). */
  addon?: ReactNode;
  /** What is wrong with the value, shown under the input and read out with it. */
  error?: string | null;
}

/** A field's problem under it, in the danger colour; `id` is what the input's aria-describedby names. */
export function FieldError({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} className={styles.error} role="alert">
      {text}
    </p>
  );
}

/** The aria attributes tying an input to its hint and problem. */
export function describedBy(id: string, hint: boolean, error: string | null | undefined) {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}

/** A labelled input, 44 px tall. */
export function TextField({ label, value, onChange, hint, addon, error, id, className, ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          value={value}
          {...describedBy(inputId, Boolean(hint), error)}
          onChange={(event) => onChange(event.target.value)}
          {...rest}
        />
        {addon}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && <FieldError id={`${inputId}-error`} text={error} />}
    </div>
  );
}

type MobileNumberFieldProps = Omit<TextFieldProps, 'name' | 'type' | 'inputMode' | 'autoComplete' | 'maxLength'>;

/** A mobile number: the phone's number pad, and only its 10 digits kept, as typed, pasted or autofilled. */
export function MobileNumberField({ onChange, ...rest }: MobileNumberFieldProps) {
  return (
    <TextField
      name="mobileNumber"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={MOBILE_NUMBER_INPUT_MAX}
      onChange={(typed) => onChange(mobileNumberDigits(typed))}
      {...rest}
    />
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}

/** A labelled select, 44 px tall. */
export function SelectField({ label, value, onChange, options, id, className, ...rest }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={selectId} className={styles.label}>
        {label}
      </label>
      <select
        id={selectId}
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
