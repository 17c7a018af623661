import { useState, type FormEvent } from 'react';
import { Button } from '../../../src/ui/button';
import { usePermission } from '../access';
import { text } from '../text';
import { sendChange } from '../ui/feedback';
import ui from '../ui/ui.module.css';

type Range = { min: number; max: number };

interface RatesEditorProps<K extends string> {
  rows: readonly { key: K; label: string }[];
  initial: Partial<Record<K, Range>> | null;
  save: (rates: Record<K, Range>) => Promise<{ message?: string } | null | undefined>;
  savedText: string;
}

/** A table of min/max stake pairs, one row per bet type, saved together. */
export function RatesEditor<K extends string>({ rows, initial, save, savedText }: RatesEditorProps<K>) {
  const [values, setValues] = useState<Record<string, { min: string; max: string }>>(() =>
    Object.fromEntries(rows.map(({ key }) => [key, { min: String(initial?.[key]?.min ?? ''), max: String(initial?.[key]?.max ?? '') }])),
  );
  const [error, setError] = useState<string | null>(null);
  const manages = usePermission()('markets.manage');
  const [busy, setBusy] = useState(false);

  const set = (key: string, side: 'min' | 'max', value: string) =>
    setValues((previous) => ({ ...previous, [key]: { ...previous[key]!, [side]: value.replace(/\D/g, '') } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const rates: Partial<Record<K, Range>> = {};
    for (const { key, label } of rows) {
      const min = Number(values[key]?.min);
      const max = Number(values[key]?.max);
      if (!Number.isInteger(min) || !Number.isInteger(max) || values[key]?.min === '' || values[key]?.max === '' || min < 1 || max < min) {
        setError(text.markets.rateInvalid(label));
        return;
      }
      rates[key] = { min, max };
    }
    setError(null);
    setBusy(true);
    await sendChange(() => save(rates as Record<K, Range>), savedText, text.common.somethingWentWrong);
    setBusy(false);
  };

  return (
    <form className={ui.form} onSubmit={submit} noValidate>
      <table className={ui.table}>
        <thead>
          <tr>
            <th scope="col">{text.markets.rateType}</th>
            <th scope="col">{text.markets.min}</th>
            <th scope="col">{text.markets.max}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, label }) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              <td>
                <input
                  className={ui.input}
                  inputMode="numeric"
                  aria-label={`${label} ${text.markets.min}`}
                  value={values[key]?.min ?? ''}
                  onChange={(e) => set(key, 'min', e.target.value)}
                />
              </td>
              <td>
                <input
                  className={ui.input}
                  inputMode="numeric"
                  aria-label={`${label} ${text.markets.max}`}
                  value={values[key]?.max ?? ''}
                  onChange={(e) => set(key, 'max', e.target.value)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {error && (
        <p className={ui.fieldError} role="alert">
          {error}
        </p>
      )}
      {manages && (
        <div className={ui.formActions}>
          <Button type="submit" disabled={busy}>
            {busy ? text.common.saving : text.markets.saveRates}
          </Button>
        </div>
      )}
    </form>
  );
}
