import { useState, type FormEvent } from 'react';
import { INPUT_LIMITS } from '../../../src/domain/input-limits';
import { checkGameTimes } from '../../../src/domain/session';
import { Button } from '../../../src/ui/button';
import type { GameInput } from '../api';
import { text } from '../text';
import { Field } from '../ui/field';
import ui from '../ui/ui.module.css';

const t = text.markets;

export interface MarketFormProps {
  initial?: GameInput;
  submitLabel: string;
  busyLabel?: string;
  /** Resolves true when saved (the form then clears if it was a new market). */
  onSubmit: (input: GameInput) => Promise<boolean>;
  onCancel?: () => void;
  formId?: string;
  /** Buttons are rendered by the caller (a dialog footer) when set. */
  hideButtons?: boolean;
}

/** A daily market's name, times and active flag, checked with the domain's game-time rule before sending. */
export function MarketForm({ initial, submitLabel, busyLabel = text.common.saving, onSubmit, onCancel, formId, hideButtons }: MarketFormProps) {
  const [gameName, setGameName] = useState(initial?.gameName ?? '');
  const [openTime, setOpenTime] = useState(initial?.openTime ?? '');
  const [closeTime, setCloseTime] = useState(initial?.closeTime ?? '');
  const [isActive, setIsActive] = useState(initial?.isActive ?? true);
  const [errors, setErrors] = useState<Partial<Record<'gameName' | 'openTime' | 'closeTime', string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (gameName.trim() === '') next.gameName = t.nameRequired;
    const times = checkGameTimes(openTime, closeTime);
    if (!times.ok) next[times.field === 'openTime' ? 'openTime' : 'closeTime'] = times.message;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    const saved = await onSubmit({ gameName: gameName.trim(), openTime, closeTime, isActive }).catch(() => false);
    setBusy(false);
    if (saved && !initial) {
      setGameName('');
      setOpenTime('');
      setCloseTime('');
      setIsActive(true);
    }
  };

  return (
    <form id={formId} className={ui.form} onSubmit={submit} noValidate aria-busy={busy}>
      <div className={ui.formGrid}>
        <Field label={t.gameName} value={gameName} onChange={(e) => setGameName(e.target.value)} error={errors.gameName} maxLength={INPUT_LIMITS.gameName.max} autoComplete="off" />
        <Field label={t.openTime} type="time" value={openTime} onChange={(e) => setOpenTime(e.target.value)} error={errors.openTime} />
        <Field label={t.closeTime} type="time" value={closeTime} onChange={(e) => setCloseTime(e.target.value)} error={errors.closeTime} />
      </div>
      <label className={ui.checkbox}>
        <input type="checkbox" checked={isActive} onChange={(e) => setIsActive(e.target.checked)} />
        {t.activeLabel}
      </label>
      {!hideButtons && (
        <div className={ui.formActions}>
          <Button type="submit" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
          {onCancel && (
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              {text.common.cancel}
            </Button>
          )}
        </div>
      )}
    </form>
  );
}
