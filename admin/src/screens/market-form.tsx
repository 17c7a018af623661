import { useState } from 'react';
import { checkGameTimes } from '../../../src/domain/session';
import type { DailyMarketInput } from '../calendar-api';
import { text } from '../text';
import { Field } from '../ui/field';
import { GameFormFrame, useGameForm, type GameFormProps } from './game-form';

const t = text.markets;

/** A daily market's name, times, weekdays and active flag, checked with the domain's game-time rule before sending. */
export function MarketForm(form: GameFormProps<DailyMarketInput>) {
  const [closeTime, setCloseTime] = useState(form.initial?.closeTime ?? '');
  const game = useGameForm(form, {
    texts: t,
    check: ({ openTime }) => {
      const times = checkGameTimes(openTime, closeTime);
      return times.ok ? {} : { [times.field === 'openTime' ? 'openTime' : 'closeTime']: times.message };
    },
    input: ({ gameName, openTime, days, isActive }) => ({ gameName, openTime, closeTime, days, isActive }),
    clear: () => {
      setCloseTime('');
      game.setIsActive(true);
    },
  });

  return (
    <GameFormFrame form={form} game={game}>
      <Field
        label={t.closeTime}
        type="time"
        value={closeTime}
        onChange={(e) => setCloseTime(e.target.value)}
        error={game.problems.closeTime}
      />
    </GameFormFrame>
  );
}
