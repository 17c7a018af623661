import type { RateRange } from '../../../src/domain/bet-types';
import { dailyPotentialWin, starlineMultiplier, starlinePotentialWin } from '../../../src/domain/payout';

/**
 * How a kind of market turns a rate into a payout, for the rate editors: a rate is a pair "a stake of ₹`min` pays
 * ₹`max`", and an operator who mistakes the second figure for a ceiling multiplies every payout. The editors show
 * each rate's multiplier as it is typed and ask before a change raises a payout by more than half.
 */
export interface PayoutRule {
  /** What a win of `stake` pays at `rate`, as the server computes it. */
  payout(stake: number, rate: RateRange): number;
  /** What a win pays per rupee staked. */
  multiplier(rate: RateRange): number;
}

/** Daily markets: round(stake ÷ min × max). */
export const DAILY_PAYOUTS: PayoutRule = {
  payout: (stake, rate) => dailyPotentialWin(stake, rate),
  multiplier: (rate) => (rate.min > 0 ? rate.max / rate.min : 0),
};

/** Starline: floor(stake × max ÷ 10), whatever the stake figure says. */
export const STARLINE_PAYOUTS: PayoutRule = {
  payout: (stake, rate) => starlinePotentialWin(stake, rate),
  multiplier: (rate) => starlineMultiplier(rate),
};

/** A payout raised by more than this factor asks for a confirmation. */
export const RAISE_NEEDING_CONFIRMATION = 1.5;

/** "×9.5": a multiplier with at most two decimals; null when the rate as typed is not a rate yet. */
export function multiplierText(rule: PayoutRule, rate: Partial<RateRange>): string | null {
  const { min, max } = rate;
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min! < 1 || max! < 1) return null;
  const value = rule.multiplier({ min: min!, max: max! });
  return `×${value.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;
}

/** A rate whose payout for its stake grows by more than half: what a win of that stake paid, and will pay. */
export interface PayoutRaise<K extends string> {
  key: K;
  stake: number;
  before: number;
  after: number;
}

/**
 * The rates whose payout a change raises by more than half, judged for the new stake (the payout of the same
 * stake at the rate saved before and at the new one). A rate never saved before raises nothing.
 */
export function payoutRaises<K extends string>(
  rule: PayoutRule,
  saved: Partial<Record<K, RateRange>> | null,
  next: Record<K, RateRange>,
): PayoutRaise<K>[] {
  const raises: PayoutRaise<K>[] = [];
  for (const key of Object.keys(next) as K[]) {
    const old = saved?.[key];
    const rate = next[key];
    if (!old || rule.multiplier(old) <= 0) continue;
    if (rule.multiplier(rate) <= rule.multiplier(old) * RAISE_NEEDING_CONFIRMATION) continue;
    raises.push({ key, stake: rate.min, before: rule.payout(rate.min, old), after: rule.payout(rate.min, rate) });
  }
  return raises;
}
