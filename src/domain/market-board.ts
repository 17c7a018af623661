/**
 * What the market board says about each market, in words, and the order it lists them in: a mark alone read
 * both as "declared" and as "taking bets", so each card says which. Pure rules; the cards only render them.
 */

import { isGamePlayable, sessionAvailability, type MarketTimes, type SessionAvailability } from './session';
import { parseClockTime } from './time';

/**
 * A card's words: "Betting open" (the close alone: "Close betting open"), "Result declared" once the close is
 * declared, otherwise "Closed · opens {openTime}" (the next open, its usual time: the day's betting is over).
 * A market that does not run today keeps saying why instead.
 */
export type MarketWord =
  | { readonly kind: 'bettingOpen' }
  | { readonly kind: 'closeBettingOpen' }
  | { readonly kind: 'resultDeclared' }
  | { readonly kind: 'closed'; readonly opensAt: string }
  | { readonly kind: 'closedToday' };

export function marketWord(availability: SessionAvailability, openTime: string): MarketWord {
  if (availability.closedToday) return { kind: 'closedToday' };
  if (availability.open) return { kind: 'bettingOpen' };
  if (availability.close) return { kind: 'closeBettingOpen' };
  if (availability.closeDeclared) return { kind: 'resultDeclared' };
  return { kind: 'closed', opensAt: openTime };
}

/** The daily markets as the board lists them: those taking bets first, each group in the order it came in. */
export function marketBoardOrder<G extends MarketTimes>(games: readonly G[], nowMinutes: number): G[] {
  const playable = (game: G) => isGamePlayable(sessionAvailability(game, nowMinutes));
  return [...games.filter(playable), ...games.filter((game) => !playable(game))];
}

/**
 * The Starline draws as the list shows them: by open time, from the next draw (the first whose open time has
 * not passed) on, then the day's earlier ones. After the day's last draw the next is the next day's first, so
 * the list reads from the top. Unreadable times go last.
 */
export function starlineBoardOrder<G extends { readonly openTime: string }>(
  games: readonly G[],
  nowMinutes: number,
): G[] {
  const minute = (game: G) => parseClockTime(game.openTime) ?? Number.POSITIVE_INFINITY;
  const byTime = [...games].sort((a, b) => (minute(a) === minute(b) ? 0 : minute(a) < minute(b) ? -1 : 1));
  const next = byTime.findIndex((game) => minute(game) >= nowMinutes && Number.isFinite(minute(game)));
  if (next <= 0) return byTime;
  const upcoming = byTime.slice(next).filter((game) => Number.isFinite(minute(game)));
  const unreadable = byTime.filter((game) => !Number.isFinite(minute(game)));
  return [...upcoming, ...byTime.slice(0, next), ...unreadable];
}
