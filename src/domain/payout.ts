/**
 * What a bet pays. The rate in force when a bet is placed fixes its `potentialWin`,
 * which is what a win pays; these functions compute it, and the live "Potential Win" box shows the same.
 */

import type { RateRange } from './bet-types';

/** A stake as a live form holds it; anything that is not a positive finite number pays nothing. */
function positiveStake(amount: number | string | null | undefined): number | null {
  const value = typeof amount === 'string' ? (amount.trim() === '' ? NaN : Number(amount)) : amount;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

function usableRate(rate: RateRange | null | undefined): RateRange | null {
  if (!rate) return null;
  const { min, max } = rate;
  return Number.isFinite(min) && Number.isFinite(max) && min > 0 && max >= 0 ? rate : null;
}

/** Daily: round(amount / rate.min × rate.max); 0 (shown as ₹0) when the stake or the rate is missing. */
export function dailyPotentialWin(amount: number | string | null | undefined, rate: RateRange | null | undefined): number {
  const stake = positiveStake(amount);
  const usable = usableRate(rate);
  // Multiplying first keeps whole-rupee values exact, so a true .5 rounds up instead of becoming .4999….
  return stake === null || usable === null ? 0 : Math.round((stake * usable.max) / usable.min);
}

/** Starline's multiplier: the rate's max divided by 10. */
export function starlineMultiplier(rate: RateRange | null | undefined): number {
  const usable = usableRate(rate);
  return usable === null ? 0 : usable.max / 10;
}

/** Starline: floor(amount × rate.max / 10); 0 when the stake or the rate is missing. */
export function starlinePotentialWin(amount: number | string | null | undefined, rate: RateRange | null | undefined): number {
  const stake = positiveStake(amount);
  const usable = usableRate(rate);
  // Multiply before dividing so whole-rupee stakes and rates stay exact before rounding down.
  return stake === null || usable === null ? 0 : Math.floor((stake * usable.max) / 10);
}

/** Won bets over all bets as a rounded percent; 0 when there are no bets. */
export function winRate(won: number, total: number): number {
  return total > 0 ? Math.round((won / total) * 100) : 0;
}
