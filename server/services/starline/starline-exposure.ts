import { sql } from 'kysely';
import type { StarlineExposure } from '../../../contract/admin-starline.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../store/schema.js';
import { starlineSettlementRules } from '../../../src/domain/starline.js';
import { declaredOutcomes, exposureOutcomes, NO_PENDING_BETS, pendingWagers } from '../markets/exposure.js';
import { declaredStarlinePana, gameDateOf, gameOf, pendingStarlineBets } from './starline-settlement.js';

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
  const rows = await pendingStarlineBets(db, game.id, gameDate)
    .select([
      'bet_type',
      'bet_number',
      sql<number>`count(*)`.as('bets'),
      sql<number>`sum(potential_win)`.as('payout'),
      sql<number>`sum(bet_amount)`.as('stakes'),
    ])
    .groupBy(['bet_type', 'bet_number'])
    .execute();
  const { groups, pending } = pendingWagers(rows);
  return { ...base, declaredPana: null, pending, outcomes: exposureOutcomes(groups, starlineSettlementRules) };
}
