import { useMemo, useState } from 'react';
import { marketDayAt } from '../../../src/domain/market-clock';
import { istDate } from '../../../src/domain/time';
import { serverNow } from '../../../src/state/clock';

/**
 * Which game and day a result is declared for: the games in the order they open; until the operator chooses, the
 * first active game and today on the server's clock (a daily market closing after midnight: the day it opened,
 * until its changeover).
 */
export function useResultTarget<G extends { _id: string; openTime: string; isActive: boolean }>(
  games: readonly G[] | undefined,
) {
  const list = useMemo(() => [...(games ?? [])].sort((a, b) => a.openTime.localeCompare(b.openTime)), [games]);
  const [chosenGameId, chooseGame] = useState<string | null>(null);
  // Null means today on the server's clock (which a fresh page may not have read yet when this mounts).
  const [chosenDay, chooseDay] = useState<string | null>(null);
  const gameId = chosenGameId ?? list.find((game) => game.isActive)?._id ?? list[0]?._id ?? '';
  const game = list.find((candidate) => candidate._id === gameId);
  const today = todayOf(game, serverNow());
  return {
    list,
    gameId,
    game,
    chooseGame,
    today,
    day: chosenDay ?? today,
    chooseDay,
  };
}

/** What a declaration form reads of the target: the games to choose from, the game and day chosen. */
export interface ResultTarget<G> {
  list: readonly G[];
  game: G | undefined;
  chooseGame: (gameId: string) => void;
  today: string;
  day: string;
  chooseDay: (day: string) => void;
}

/** A game's today: its market day when it has a close time (a daily market), else the IST date (Starline). */
function todayOf(game: { openTime: string; closeTime?: unknown } | undefined, now: Date): string {
  if (game && typeof game.closeTime === 'string') return marketDayAt(now, game.openTime, game.closeTime).date;
  return istDate(now);
}
