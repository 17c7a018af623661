import { useState, type FormEvent } from 'react';
import { INPUT_LIMITS } from '../../../src/domain/input-limits';
import { parseClockTime } from '../../../src/domain/time';
import { Button } from '../../../src/ui/button';
import type { StarlineGameInput } from '../api';
import { text } from '../text';
import { Field } from '../ui/field';
import ui from '../ui/ui.module.css';

const t = text.starline;

interface StarlineGameFormProps {
  initial?: StarlineGameInput;
  submitLabel: string;
  onSubmit: (input: StarlineGameInput) => Promise<boolean>;
  formId?: string;
  hideButtons?: boolean;
}

type Problems = Partial<Record<'gameName' | 'openTime' | 'bets', string>>;

/** A Starline game: names, open time and its own stake limits. */
export function StarlineGameForm({ initial, submitLabel, onSubmit, formId, hideButtons }: StarlineGameFormProps) {
  const [gameName, setGameName] = useState(initial?.gameName ?? '');
  const [gameNameHindi, setGameNameHindi] = useState(initial?.gameNameHindi ?? '');
  const [openTime, setOpenTime] = useState(initial?.openTime ?? '');
  const [minBet, setMinBet] = useState(initial ? String(initial.minBet) : '10');
  const [maxBet, setMaxBet] = useState(initial ? String(initial.maxBet) : '10000');
  const [isActive, setIsActive] = useState(initial?.isActive ?? true);
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Problems = {};
    if (gameName.trim() === '') next.gameName = t.nameRequired;
    if (parseClockTime(openTime) === null) next.openTime = t.timeInvalid;
    const min = Number(minBet);
    const max = Number(maxBet);
    if (minBet === '' || maxBet === '' || !Number.isInteger(min) || !Number.isInteger(max) || min < 1 || max < min) {
      next.bets = t.betLimitsInvalid;
    }
    setProblems(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    const saved = await onSubmit({
      gameName: gameName.trim(),
      gameNameHindi: gameNameHindi.trim(),
      openTime,
      minBet: min,
      maxBet: max,
      isActive,
    }).catch(() => false);
    setBusy(false);
    if (saved && !initial) {
      setGameName('');
      setGameNameHindi('');
      setOpenTime('');
    }
  };

  return (
    <form id={formId} className={ui.form} onSubmit={submit} noValidate aria-busy={busy}>
      <div className={ui.formGrid}>
        <Field label={t.gameName} value={gameName} onChange={(e) => setGameName(e.target.value)} error={problems.gameName} maxLength={INPUT_LIMITS.gameName.max} autoComplete="off" />
        <Field label={t.gameNameHindi} value={gameNameHindi} onChange={(e) => setGameNameHindi(e.target.value)} maxLength={INPUT_LIMITS.gameNameHindi.max} autoComplete="off" lang="hi" />
        <Field label={t.openTime} type="time" value={openTime} onChange={(e) => setOpenTime(e.target.value)} error={problems.openTime} />
        <Field label={t.minBet} inputMode="numeric" value={minBet} onChange={(e) => setMinBet(e.target.value.replace(/\D/g, ''))} error={problems.bets} />
        <Field label={t.maxBet} inputMode="numeric" value={maxBet} onChange={(e) => setMaxBet(e.target.value.replace(/\D/g, ''))} />
      </div>
      <label className={ui.checkbox}>
        <input type="checkbox" checked={isActive} onChange={(e) => setIsActive(e.target.checked)} />
        {t.activeLabel}
      </label>
      {!hideButtons && (
        <div className={ui.formActions}>
          <Button type="submit" disabled={busy}>
            {busy ? text.common.saving : submitLabel}
          </Button>
        </div>
      )}
    </form>
  );
}
