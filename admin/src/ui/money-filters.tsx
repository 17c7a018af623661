import { useState, type FormEvent } from 'react';
import { Button } from '../../../src/ui/button';
import type { MoneyFilters } from '../api';
import { cashierText } from '../cashier-text';
import styles from './dense-table.module.css';
import ui from './ui.module.css';

const f = cashierText.filters;
const FIELDS = [
  { key: 'from', label: f.from, type: 'date' },
  { key: 'to', label: f.to, type: 'date' },
  { key: 'minAmount', label: f.minAmount, type: 'number' },
  { key: 'maxAmount', label: f.maxAmount, type: 'number' },
] as const;

/** The days and amounts of a money list; applied together, so the list loads once per change. */
export function MoneyFilterForm({ value, onApply }: { value: MoneyFilters; onApply: (filters: MoneyFilters) => void }) {
  const [draft, setDraft] = useState<MoneyFilters>(value);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    setDraft({});
    onApply({});
  };
  const any = Object.values(value).some((field) => field);
  return (
    <form className={styles.filters} aria-label={f.label} onSubmit={apply}>
      {FIELDS.map((field) => (
        <label key={field.key}>
          {field.label}
          <input
            className={ui.input}
            type={field.type}
            inputMode={field.type === 'number' ? 'numeric' : undefined}
            min={field.type === 'number' ? 0 : undefined}
            step={field.type === 'number' ? 1 : undefined}
            value={draft[field.key] ?? ''}
            onChange={(e) => setDraft((previous) => ({ ...previous, [field.key]: e.target.value }))}
          />
        </label>
      ))}
      <Button type="submit" variant="secondary">
        {f.apply}
      </Button>
      {any && (
        <Button variant="secondary" onClick={clear}>
          {f.clear}
        </Button>
      )}
    </form>
  );
}
