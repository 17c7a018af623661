import type { StarlineExposure } from '../../../contract/admin-starline.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../store/schema.js';
import { starlineSettlementRules } from '../../../src/domain/starline.js';
import { declaredOutcomes, drawExposure, NO_PENDING_BETS } from '../markets/exposure.js';
import { STARLINE_MARKET } from '../markets/market-kinds.js';
import { declaredStarlinePana, gameDateOf, gameOf } from './starline-settlement.js';

/**
 * GET /admin/starline/results/exposure?gameId&gameDate → {gameId, gameDate, declaredPana, pending: {bets,
 * stakes}, outcomes: [{pana, digit, payout, winners}]}: what each of the 220 pannas would pay if declared for
 * that game day, costliest first. One query groups the day's pending bets by type and number; each panna's
 * payout is summed from the groups by the declaration's own rules (starlineSettlementRules), so every row equals
 * the preview of that panna. Zeros and the declared panna once the day is declared.
 */
export async function starlineExposure(
  db: Db,
  clock: Clock,
  input: { gameId: unknown; gameDate?: unknown },
): Promise<StarlineExposure> {
  const game = await gameOf(db, input.gameId);
  const gameDate = gameDateOf(input.gameDate, clock);
  const base = { gameId: String(game.id), gameDate };
  const declaredPana = await declaredStarlinePana(db, game.id, gameDate);
  if (declaredPana !== null) {
    return { ...base, declaredPana, pending: NO_PENDING_BETS, outcomes: declaredOutcomes() };
  }
  const exposure = await drawExposure(db, STARLINE_MARKET, { gameId: game.id, gameDate }, starlineSettlementRules);
  return { ...base, declaredPana: null, ...exposure };
}
