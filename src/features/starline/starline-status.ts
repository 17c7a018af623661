import type { StarlineGame } from '../../api/starline';
import { canBetOnStarline, starlineStatus, type StarlineStatus } from '../../domain/starline';
import { hasStarlineResult } from './starline-format';

/**
 * A Starline game's status now. The server's `currentStatus` decides, but a cached "open" goes stale once
 * the (server-corrected) clock passes the open time, so an "open" is re-judged by the domain rule.
 */
export function liveStarlineStatus(
  game: Pick<StarlineGame, 'openTime' | 'currentStatus' | 'result' | 'runsToday' | 'voided'>,
  nowMinutes: number,
): StarlineStatus {
  // A game that does not run today, or whose draw was voided (its bets refunded), takes no bets.
  if (game.runsToday === false || game.voided === true) return 'closed';
  const declared = hasStarlineResult(game.result) || game.currentStatus === 'result_declared';
  if (!game.currentStatus || game.currentStatus === 'open') return starlineStatus(nowMinutes, game.openTime, declared);
  return game.currentStatus;
}

export function isStarlineBettable(
  game: Pick<StarlineGame, 'openTime' | 'currentStatus' | 'result' | 'runsToday' | 'voided'>,
  nowMinutes: number,
): boolean {
  return canBetOnStarline({ openTime: game.openTime, currentStatus: liveStarlineStatus(game, nowMinutes) }, nowMinutes);
}
