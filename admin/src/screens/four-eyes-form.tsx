import { useCallback, useState, type FormEvent } from 'react';
import { Button } from '../../../src/ui/button';
import { fetchFourEyes, saveFourEyes, type FourEyes } from '../api';
import { staffText } from '../staff-text';
import { text } from '../text';
import { showError, showSuccess } from '../ui/feedback';
import { Field } from '../ui/field';
import { Section } from '../ui/screen';
import { WhenLoaded } from '../ui/states';
import { useLoad } from '../ui/use-load';
import ui from '../ui/ui.module.css';

const t = staffText.fourEyes;

/** A limit as typed: empty is "never" (null), else whole rupees of at least 1; undefined when it is neither. */
export function readLimit(value: string): number | null | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const rupees = Number(trimmed);
  return Number.isSafeInteger(rupees) && rupees >= 1 ? rupees : undefined;
}

const shown = (limit: number | null) => (limit === null ? '' : String(limit));

/** The four-eyes rules: above which amounts withdrawals and adjustments, and whether result reverts, need two. */
export function FourEyesForm() {
  const rules = useLoad(useCallback(() => fetchFourEyes(), []), t.loadFailed);
  return (
    <Section title={t.title}>
      <div className={ui.card}>
        <p className={ui.muted}>{t.intro}</p>
        <WhenLoaded load={rules}>{(initial) => <FourEyesFields initial={initial} />}</WhenLoaded>
      </div>
    </Section>
  );
}

function FourEyesFields({ initial }: { initial: FourEyes }) {
  const [withdrawal, setWithdrawal] = useState(shown(initial.withdrawalAbove));
  const [adjustment, setAdjustment] = useState(shown(initial.adjustmentAbove));
  const [resultChanges, setResultChanges] = useState(initial.resultChanges);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const withdrawalAbove = readLimit(withdrawal);
  const adjustmentAbove = readLimit(adjustment);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (withdrawalAbove === undefined || adjustmentAbove === undefined || saving) return;
    setSaving(true);
    try {
      const reply = await saveFourEyes({ withdrawalAbove, adjustmentAbove, resultChanges });
      showSuccess(reply.message, t.saved);
    } catch (error) {
      showError(error, t.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={ui.form} onSubmit={submit} noValidate aria-label={t.title}>
      <div className={ui.formGrid}>
        <Field
          label={t.withdrawalAbove}
          inputMode="numeric"
          value={withdrawal}
          onChange={(e) => setWithdrawal(e.target.value)}
          hint={t.amountHint}
          error={touched && withdrawalAbove === undefined ? t.amountInvalid : null}
          autoComplete="off"
        />
        <Field
          label={t.adjustmentAbove}
          inputMode="numeric"
          value={adjustment}
          onChange={(e) => setAdjustment(e.target.value)}
          hint={t.amountHint}
          error={touched && adjustmentAbove === undefined ? t.amountInvalid : null}
          autoComplete="off"
        />
      </div>
      <label className={ui.checkbox}>
        <input type="checkbox" checked={resultChanges} onChange={(e) => setResultChanges(e.target.checked)} />{' '}
        {t.resultChanges}
      </label>
      <div className={ui.formActions}>
        <Button type="submit" disabled={saving}>
          {saving ? text.common.saving : t.save}
        </Button>
      </div>
    </form>
  );
}
