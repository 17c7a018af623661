import type { CorrectedEvent, DailyResultEvent, StarlineResultEvent, VoidedEvent } from '../alerts/result-alerts.js';
import type { ResultFollowers } from '../index.js';

/** A result that changed, as its market's followers hear of it. */
export type ResultChange =
  | { market: 'daily'; change: 'none' }
  | { market: 'daily'; change: 'declared'; event: DailyResultEvent }
  | { market: 'daily'; change: 'reverted'; event: DailyResultEvent & { pana: string } }
  | { market: 'starline'; change: 'declared' | 'reverted'; event: StarlineResultEvent }
  | { market: 'daily' | 'starline'; change: 'voided'; event: VoidedEvent }
  | { market: 'daily' | 'starline'; change: 'corrected'; event: CorrectedEvent };

/**
 * After a declaration, revert, void or correction has committed: the market board (daily markets) is built afresh, the
 * market's followers are alerted and a declaration's big wins judged, none waited for. The one place that wires
 * results to the app's services.
 */
export function afterResultChange(followers: ResultFollowers, result: ResultChange): void {
  if (result.market === 'daily') followers.marketBoard.invalidate();
  if (result.change === 'declared') {
    const { gameId, gameDate } = result.event;
    const session = result.market === 'daily' ? result.event.session : undefined;
    followers.riskWatch.notice({ kind: 'declared', market: result.market, draw: { gameId, gameDate, session } });
  }
  const alerts = followers.resultAlerts;
  if (result.change === 'voided') return alerts.voided(result.event);
  if (result.change === 'corrected') return alerts.corrected(result.event);
  if (result.market === 'daily') {
    if (result.change === 'declared') alerts.dailyDeclared(result.event);
    if (result.change === 'reverted') alerts.dailyReverted(result.event);
    return;
  }
  if (result.change === 'declared') alerts.starlineDeclared(result.event);
  else alerts.starlineReverted(result.event);
}
