import { useId } from 'react';
import type { Game } from '../../api/types';
import type { DailyBetType } from '../../domain/bet-types';
import { isBetTypeAvailable, sessionAvailability } from '../../domain/session';
import { clockTimeToDisplay } from '../../domain/time';
import { fill, t } from '../../i18n/t-screens';
import styles from './bet-screen.module.css';

interface GamePickerProps {
  games: readonly Game[];
  betType: DailyBetType;
  nowMinutes: number;
  value: string;
  onChange: (gameId: string) => void;
  problem: string | null;
  disabled?: boolean;
}

export function gameTimes(game: Pick<Game, 'openTime' | 'closeTime'>): string {
  return fill(t.bet.gameTimes, { open: clockTimeToDisplay(game.openTime), close: clockTimeToDisplay(game.closeTime) });
}

/**
 * The game chooser of `/bet/{type}` without a game in the URL. Markets that cannot take this bet type now are
 * listed but dimmed, so the player sees why a market is missing from the choice.
 */
export function GamePicker({ games, betType, nowMinutes, value, onChange, problem, disabled }: GamePickerProps) {
  const selectId = useId();
  const problemId = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={selectId} className={styles.label}>
        {t.bet.selectGame}
      </label>
      <select
        id={selectId}
        name="gameId"
        className={styles.input}
        value={value}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t.bet.pleaseSelectGame}</option>
        {games.map((game) => (
          <option
            key={game._id}
            value={game._id}
            disabled={!isBetTypeAvailable(betType, sessionAvailability(game, nowMinutes))}
          >
            {game.gameName} ({gameTimes(game)})
          </option>
        ))}
      </select>
      {problem && (
        <p id={problemId} className={styles.problem}>
          {problem}
        </p>
      )}
    </div>
  );
}
