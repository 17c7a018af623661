import type { Db } from '../../store/schema.js';
import { resultAlerts, type DailyResultEvent, type StarlineResultEvent } from '../alerts/result-alerts.js';
import { marketBoard } from './markets.js';

/** A result that changed, as its market's followers hear of it. */
export type ResultChange =
  | { market: 'daily'; change: 'none' }
  | { market: 'daily'; change: 'declared'; event: DailyResultEvent }
  | { market: 'daily'; change: 'reverted'; event: DailyResultEvent & { pana: string } }
  | { market: 'starline'; change: 'declared' | 'reverted'; event: StarlineResultEvent };

/**
 * After a declaration or revert has committed: the market board (daily markets) is built afresh and the
 * market's followers are alerted, not waited for. The one place that wires results to the app's services.
 */
export function afterResultChange(db: Db, result: ResultChange): void {
  if (result.market === 'daily') marketBoard(db).invalidate();
  const alerts = resultAlerts(db);
  if (result.market === 'daily') {
    if (result.change === 'declared') alerts.dailyDeclared(result.event);
    if (result.change === 'reverted') alerts.dailyReverted(result.event);
    return;
  }
  if (result.change === 'declared') alerts.starlineDeclared(result.event);
  else alerts.starlineReverted(result.event);
}
