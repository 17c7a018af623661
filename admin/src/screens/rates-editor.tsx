import { useState, type FormEvent } from 'react';
import { Button } from '../../../src/ui/button';
import { usePermission } from '../access';
import { formatRupees } from '../format';
import { text } from '../text';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { sendChange } from '../ui/feedback';
import ui from '../ui/ui.module.css';
import { multiplierText, payoutRaises, type PayoutRaise, type PayoutRule } from './rate-payouts';

type Range = { min: number; max: number };

interface RatesEditorProps<K extends string> {
  rows: readonly { key: K; label: string }[];
  initial: Partial<Record<K, Range>> | null;
  /** How this kind of market pays a win at a rate. */
  rule: PayoutRule;
  save: (rates: Record<K, Range>) => Promise<{ message?: string } | null | undefined>;
  savedText: string;
}

/**
 * A table of rates, one row per bet type, saved together: each a stake and what it pays, with the multiplier
 * beside it as it is typed. A change that raises a payout by more than half is confirmed first.
 */
export function RatesEditor<K extends string>({ rows, initial, rule, save, savedText }: RatesEditorProps<K>) {
  const [values, setValues] = useState<Record<string, { min: string; max: string }>>(() =>
    Object.fromEntries(rows.map(({ key }) => [key, { min: String(initial?.[key]?.min ?? ''), max: String(initial?.[key]?.max ?? '') }])),
  );
  const [saved, setSaved] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [raising, setRaising] = useState<{ rates: Record<K, Range>; raises: PayoutRaise<K>[] } | null>(null);
  const manages = usePermission()('markets.manage');
  const [busy, setBusy] = useState(false);

  const set = (key: string, side: 'min' | 'max', value: string) =>
    setValues((previous) => ({ ...previous, [key]: { ...previous[key]!, [side]: value.replace(/\D/g, '') } }));

  const send = async (rates: Record<K, Range>): Promise<boolean> => {
    setBusy(true);
    const sent = await sendChange(() => save(rates), savedText, text.common.somethingWentWrong);
    setBusy(false);
    // What is saved now is what the next change is judged against.
    if (sent) setSaved(rates);
    return sent;
  };

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
    const complete = rates as Record<K, Range>;
    const raises = payoutRaises(rule, saved, complete);
    if (raises.length > 0) setRaising({ rates: complete, raises });
    else await send(complete);
  };

  const labelOf = (key: K) => rows.find((row) => row.key === key)?.label ?? key;

  return (
    <form className={ui.form} onSubmit={submit} noValidate>
      <table className={ui.table}>
        <thead>
          <tr>
            <th scope="col">{text.markets.rateType}</th>
            <th scope="col">{text.markets.stake}</th>
            <th scope="col">{text.markets.pays}</th>
            <th scope="col">{text.markets.multiplier}</th>
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
                  aria-label={`${label} ${text.markets.stake}`}
                  value={values[key]?.min ?? ''}
                  onChange={(e) => set(key, 'min', e.target.value)}
                />
              </td>
              <td>
                <input
                  className={ui.input}
                  inputMode="numeric"
                  aria-label={`${label} ${text.markets.pays}`}
                  value={values[key]?.max ?? ''}
                  onChange={(e) => set(key, 'max', e.target.value)}
                />
              </td>
              <td>
                <output aria-label={text.markets.multiplierOf(label)} data-testid={`rate-multiplier-${key}`}>
                  {multiplierText(rule, typedRate(values[key])) ?? '—'}
                </output>
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
      {raising && (
        <ConfirmDialog
          title={text.markets.raiseTitle}
          confirmLabel={text.markets.raiseConfirm}
          tone="danger"
          onConfirm={() => send(raising.rates)}
          onCancel={() => setRaising(null)}
        >
          <p>{text.markets.raiseBody}</p>
          <ul>
            {raising.raises.map(({ key, stake, before, after }) => (
              <li key={key}>
                {text.markets.raiseLine(labelOf(key), formatRupees(stake), formatRupees(before), formatRupees(after))}
              </li>
            ))}
          </ul>
        </ConfirmDialog>
      )}
    </form>
  );
}

/** The figures as typed so far ('' is no figure). */
function typedRate(typed: { min: string; max: string } | undefined): Partial<Range> {
  return {
    min: typed?.min ? Number(typed.min) : undefined,
    max: typed?.max ? Number(typed.max) : undefined,
  };
}
