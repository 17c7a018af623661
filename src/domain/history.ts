/**
 * The bet histories' filters, sorts and summaries (bidding history, winning history). Pure: the current IST day
 * is passed in.
 */

import { winRate } from './payout';
import { addDays, istDate, isCalendarDate, type Instant } from './time';

// ---- Date filters -------------------------------------------------------------------------------------------

export type DateFilter = 'all' | 'today' | 'last7Days' | 'lastMonth' | 'custom';

export const DATE_FILTERS: readonly DateFilter[] = ['all', 'today', 'last7Days', 'lastMonth', 'custom'];

/** Inclusive IST calendar days ("YYYY-MM-DD"); a missing end is open. */
export type DayRange = { readonly from: string | null; readonly to: string | null };

/** The same day one month earlier, clamped to that month's last day ("2026-03-31" → "2026-02-28"). */
export function sameDayLastMonth(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const previousYear = month === 1 ? year - 1 : year;
  const previousMonth = month === 1 ? 12 : month - 1;
  const lastDay = new Date(Date.UTC(previousYear, previousMonth, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${previousYear}-${pad(previousMonth)}-${pad(Math.min(day, lastDay))}`;
}

/**
 * The days a date filter keeps, relative to `today` (the IST day of now): today; the last 7 days (today and the
 * six before); the last month (since the same day a month ago); or the custom From/To days (either may be empty;
 * reversed ends are swapped).
 */
export function dayRange(filter: DateFilter, today: string, custom?: { from?: string; to?: string }): DayRange {
  switch (filter) {
    case 'all':
      return { from: null, to: null };
    case 'today':
      return { from: today, to: today };
    case 'last7Days':
      return { from: addDays(today, -6), to: today };
    case 'lastMonth':
      return { from: sameDayLastMonth(today), to: today };
    case 'custom': {
      const from = custom?.from && isCalendarDate(custom.from) ? custom.from : null;
      const to = custom?.to && isCalendarDate(custom.to) ? custom.to : null;
      return from && to && from > to ? { from: to, to: from } : { from, to };
    }
  }
}

/** Whether an instant's IST day lies in the range. */
export function isInDayRange(instant: Instant | null | undefined, range: DayRange): boolean {
  if (range.from === null && range.to === null) return true;
  if (instant === null || instant === undefined || instant === '') return false;
  let day: string;
  try {
    day = istDate(instant);
  } catch {
    return false;
  }
  return (range.from === null || day >= range.from) && (range.to === null || day <= range.to);
}

// ---- Bets ---------------------------------------------------------------------------------------------------

export type HistoryBet = {
  readonly betAmount: number;
  readonly winAmount?: number | null;
  readonly status: string;
  readonly betDate?: string | null;
  readonly createdAt?: string | null;
};

/** When a bet was placed (the wire gives betDate and/or createdAt). */
export function placedAt(bet: HistoryBet): string {
  return bet.betDate ?? bet.createdAt ?? '';
}

/** Only won bets with a winAmount above 0 count as winnings. */
export function isWinningBet(bet: HistoryBet): boolean {
  return bet.status === 'won' && (bet.winAmount ?? 0) > 0;
}

export type BetSort = 'betDate' | 'amount' | 'winAmount';

export const BET_SORTS: readonly BetSort[] = ['betDate', 'amount', 'winAmount'];

/** A sorted copy, largest (or newest) first; ties keep the newest first. */
export function sortBets<T extends HistoryBet>(bets: readonly T[], sort: BetSort): T[] {
  const byDate = (a: T, b: T) => placedAt(b).localeCompare(placedAt(a));
  const key = (bet: T) => (sort === 'amount' ? bet.betAmount : (bet.winAmount ?? 0));
  return [...bets].sort((a, b) => (sort === 'betDate' ? byDate(a, b) : key(b) - key(a) || byDate(a, b)));
}

/** What a player staked and won over some bets, and the difference. */
export type MoneyTotals = {
  readonly staked: number;
  readonly won: number;
  /** Won minus staked: below 0 when the bets lost money. */
  readonly net: number;
};

/** A cancelled bet's stake came back to the player, so it was never staked; a pending bet's stake is out. */
export function moneyTotals(bets: readonly HistoryBet[]): MoneyTotals {
  const staked = bets.reduce((sum, bet) => sum + (bet.status === 'cancelled' ? 0 : bet.betAmount), 0);
  const won = bets.reduce((sum, bet) => sum + (isWinningBet(bet) ? (bet.winAmount ?? 0) : 0), 0);
  return { staked, won, net: won - staked };
}

export type BiddingSummary = {
  readonly totalBets: number;
  readonly staked: number;
  readonly winnings: number;
  readonly won: number;
  /** Won bets over all bets, a rounded percent. */
  readonly winRate: number;
};

export function biddingSummary(bets: readonly HistoryBet[]): BiddingSummary {
  const won = bets.filter((bet) => bet.status === 'won').length;
  const totals = moneyTotals(bets);
  return { totalBets: bets.length, staked: totals.staked, winnings: totals.won, won, winRate: winRate(won, bets.length) };
}

export type WinningSummary = MoneyTotals & { readonly totalWins: number };

/**
 * Over every bet of the period shown, lost ones too: the net is all winnings minus all stakes, not the profit of
 * the winning bets alone.
 */
export function winningSummary(bets: readonly HistoryBet[]): WinningSummary {
  return { totalWins: bets.filter(isWinningBet).length, ...moneyTotals(bets) };
}
