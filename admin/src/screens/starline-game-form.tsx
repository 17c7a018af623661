import { useState } from 'react';
import { INPUT_LIMITS } from '../../../src/domain/input-limits';
import { parseClockTime } from '../../../src/domain/time';
import type { StarlineMarketInput } from '../calendar-api';
import { text } from '../text';
import { Field } from '../ui/field';
import { GameFormFrame, useGameForm, type FieldProblems, type GameFormProps } from './game-form';

const t = text.starline;

/** A Starline game: names, open time, weekdays and its own stake limits. */
export function StarlineGameForm(form: GameFormProps<StarlineMarketInput>) {
  const { initial } = form;
  const [gameNameHindi, setGameNameHindi] = useState(initial?.gameNameHindi ?? '');
  const [minBet, setMinBet] = useState(initial ? String(initial.minBet) : '10');
  const [maxBet, setMaxBet] = useState(initial ? String(initial.maxBet) : '10000');
  const game = useGameForm(form, {
    texts: t,
    check: ({ openTime }) => {
      const problems: FieldProblems = {};
      if (parseClockTime(openTime) === null) problems.openTime = t.timeInvalid;
      const min = Number(minBet);
      const max = Number(maxBet);
      if (minBet === '' || maxBet === '' || !Number.isInteger(min) || !Number.isInteger(max) || min < 1 || max < min) {
        problems.bets = t.betLimitsInvalid;
      }
      return problems;
    },
    input: ({ gameName, openTime, days, isActive }) => ({
      gameName,
      gameNameHindi: gameNameHindi.trim(),
      openTime,
      minBet: Number(minBet),
      maxBet: Number(maxBet),
      days,
      isActive,
    }),
    // The stake limits and the active flag carry over to the next game typed.
    clear: () => setGameNameHindi(''),
  });

  const hindiName = (
    <Field
      label={t.gameNameHindi}
      value={gameNameHindi}
      onChange={(e) => setGameNameHindi(e.target.value)}
      maxLength={INPUT_LIMITS.gameNameHindi.max}
      autoComplete="off"
      lang="hi"
    />
  );
  return (
    <GameFormFrame form={form} game={game} afterName={hindiName}>
      <Field
        label={t.minBet}
        inputMode="numeric"
        value={minBet}
        onChange={(e) => setMinBet(e.target.value.replace(/\D/g, ''))}
        error={game.problems.bets}
      />
      <Field
        label={t.maxBet}
        inputMode="numeric"
        value={maxBet}
        onChange={(e) => setMaxBet(e.target.value.replace(/\D/g, ''))}
      />
    </GameFormFrame>
  );
}
