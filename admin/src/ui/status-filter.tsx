import styles from './ui.module.css';

interface StatusFilterProps<S extends string> {
  label: string;
  options: readonly { value: S; label: string }[];
  value: S;
  onChange: (value: S) => void;
}

/** The status filter above a list: one pressed button per status, scrolling sideways on a phone. */
export function StatusFilter<S extends string>({ label, options, value, onChange }: StatusFilterProps<S>) {
  return (
    <div className={styles.filter} role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={styles.filterButton}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
