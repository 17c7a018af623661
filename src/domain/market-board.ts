/**
 * What the market board says about each market, in words, and the order it lists them in: a mark alone read
 * both as "declared" and as "taking bets", so each card says which. Pure rules; the cards only render them.
 */

import { isGamePlayable, sessionAvailability, type MarketTimes, type SessionAvailability } from './session';

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
