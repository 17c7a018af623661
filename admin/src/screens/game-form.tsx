import { useState, type FormEvent, type ReactNode } from 'react';
import { INPUT_LIMITS } from '../../../src/domain/input-limits';
import { Button } from '../../../src/ui/button';
import { calendarText } from '../calendar-text';
import { daysOf } from '../market-days';
import { text } from '../text';
import { Field } from '../ui/field';
import ui from '../ui/ui.module.css';
import { WeekdayChoice } from './weekday-choice';

/** What the form of every kind of game takes, to create a game or (in a dialog) to edit one. */
export interface GameFormProps<I> {
  initial?: I;
  submitLabel: string;
  busyLabel?: string;
  /** Resolves true when saved (the form then clears if it was a new game). */
  onSubmit: (input: I) => Promise<boolean>;
  formId?: string;
  /** Buttons are rendered by the caller (a dialog footer) when set. */
  hideButtons?: boolean;
}

/** What every game has, whatever its kind: a name, an open time, the weekdays it runs, and whether players see it. */
export interface GameBasics {
  gameName: string;
  openTime: string;
  days: number[];
  isActive: boolean;
}

/** A field's problem by the field's name. */
export type FieldProblems = Partial<Record<string, string>>;

interface KindOfGameForm<I> {
  /** The words of the kind's form. */
  texts: { gameName: string; openTime: string; activeLabel: string; nameRequired: string };
  /** The problems by the kind's own rules (the name is checked for every kind); none when it may be sent. */
  check: (basics: GameBasics) => FieldProblems;
  /** What is sent: the basics (the name trimmed) with the kind's own fields. */
  input: (basics: GameBasics) => I;
  /** Empties the kind's own fields once a new game is saved (the name and open time are emptied for every kind). */
  clear: () => void;
}

/** The state of a game's form: the fields every game has, the problems found, and its sending. */
export function useGameForm<I extends { gameName: string; openTime: string; days?: number[]; isActive?: boolean }>(
  form: GameFormProps<I>,
  kind: KindOfGameForm<I>,
) {
  const { initial } = form;
  const [gameName, setGameName] = useState(initial?.gameName ?? '');
  const [openTime, setOpenTime] = useState(initial?.openTime ?? '');
  const [days, setDays] = useState<number[]>(() => [...daysOf(initial ?? {})]);
  const [isActive, setIsActive] = useState(initial?.isActive ?? true);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const basics = { gameName: gameName.trim(), openTime, days, isActive };
    const next: FieldProblems = basics.gameName === '' ? { gameName: kind.texts.nameRequired } : {};
    if (days.length === 0) next.days = calendarText.days.required;
    Object.assign(next, kind.check(basics));
    setProblems(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    const saved = await form.onSubmit(kind.input(basics)).catch(() => false);
    setBusy(false);
    // The days carry over to the next game typed, like the active flag.
    if (saved && !initial) {
      setGameName('');
      setOpenTime('');
      kind.clear();
    }
  };

  return {
    texts: kind.texts,
    gameName,
    setGameName,
    openTime,
    setOpenTime,
    days,
    setDays,
    isActive,
    setIsActive,
    problems,
    busy,
    submit,
  };
}

type GameForm = ReturnType<typeof useGameForm>;

interface GameFormFrameProps<I> {
  form: GameFormProps<I>;
  game: GameForm;
  /** The kind's fields after the name (Starline's Hindi name). */
  afterName?: ReactNode;
  /** The kind's fields after the open time. */
  children: ReactNode;
}

/** A game's form: the name and open time every game has around the kind's own fields, the active flag, Save. */
export function GameFormFrame<I>({ form, game, afterName, children }: GameFormFrameProps<I>) {
  const { submitLabel, busyLabel = text.common.saving, formId, hideButtons } = form;
  const t = game.texts;
  return (
    <form id={formId} className={ui.form} onSubmit={game.submit} noValidate aria-busy={game.busy}>
      <div className={ui.formGrid}>
        <Field
          label={t.gameName}
          value={game.gameName}
          onChange={(e) => game.setGameName(e.target.value)}
          error={game.problems.gameName}
          maxLength={INPUT_LIMITS.gameName.max}
          autoComplete="off"
        />
        {afterName}
        <Field
          label={t.openTime}
          type="time"
          value={game.openTime}
          onChange={(e) => game.setOpenTime(e.target.value)}
          error={game.problems.openTime}
        />
        {children}
      </div>
      <WeekdayChoice
        legend={calendarText.days.label}
        value={game.days}
        onChange={game.setDays}
        hint={calendarText.days.hint}
        error={game.problems.days}
      />
      <label className={ui.checkbox}>
        <input type="checkbox" checked={game.isActive} onChange={(e) => game.setIsActive(e.target.checked)} />
        {t.activeLabel}
      </label>
      {!hideButtons && (
        <div className={ui.formActions}>
          <Button type="submit" disabled={game.busy}>
            {game.busy ? busyLabel : submitLabel}
          </Button>
        </div>
      )}
    </form>
  );
}
