import { text } from '../text';
import styles from './ui.module.css';

export interface FilterOption<S extends string> {
  value: S;
  label: string;
}

interface StatusFilterProps<S extends string> {
  label: string;
  options: readonly FilterOption<S>[];
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

/** Filter options for these statuses, worded as their badges are, then "All". */
export function statusFilters<S extends keyof typeof text.status>(statuses: readonly S[]): readonly FilterOption<S | 'all'>[] {
  return [...statuses.map((status) => ({ value: status, label: text.status[status] })), { value: 'all', label: text.common.all }];
}

export type ActiveFilter = 'all' | 'active' | 'inactive';

/** For accounts and games, which are active or not rather than in a status. */
export const ACTIVE_FILTERS: readonly FilterOption<ActiveFilter>[] = [
  { value: 'all', label: text.common.all },
  { value: 'active', label: text.common.active },
  { value: 'inactive', label: text.common.inactive },
];

export function passesActiveFilter(filter: ActiveFilter, isActive: boolean): boolean {
  return filter === 'all' ? true : filter === 'active' ? isActive : !isActive;
}
