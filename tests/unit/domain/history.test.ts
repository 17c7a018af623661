import { describe, expect, it } from 'vitest';
import {
  biddingSummary,
  dayRange,
  isInDayRange,
  isWinningBet,
  moneyTotals,
  sameDayLastMonth,
  sortBets,
  winningSummary,
} from '../../../src/domain/history';

const TODAY = '2026-11-20';

describe('history date filters', () => {
  it('names the days each filter keeps', () => {
    expect(dayRange('all', TODAY)).toEqual({ from: null, to: null });
    expect(dayRange('today', TODAY)).toEqual({ from: TODAY, to: TODAY });
    expect(dayRange('last7Days', TODAY)).toEqual({ from: '2026-11-14', to: TODAY });
    expect(dayRange('lastMonth', TODAY)).toEqual({ from: '2026-10-20', to: TODAY });
    expect(dayRange('custom', TODAY, { from: '2026-11-01', to: '2026-11-05' })).toEqual({ from: '2026-11-01', to: '2026-11-05' });
    expect(dayRange('custom', TODAY, { from: '2026-11-05', to: '2026-11-01' })).toEqual({ from: '2026-11-01', to: '2026-11-05' });
    expect(dayRange('custom', TODAY, { from: '', to: 'nonsense' })).toEqual({ from: null, to: null });
  });

  it('goes back a month across years and short months', () => {
    expect(sameDayLastMonth('2026-01-15')).toBe('2025-12-15');
    expect(sameDayLastMonth('2026-03-31')).toBe('2026-02-28');
    expect(sameDayLastMonth('2028-03-30')).toBe('2028-02-29');
  });

  it('judges an instant by its IST day', () => {
    const range = { from: '2026-11-20', to: '2026-11-20' };
    // 20 Nov 00:10 IST is still 19 Nov in UTC.
    expect(isInDayRange('2026-11-19T18:40:00.000Z', range)).toBe(true);
    expect(isInDayRange('2026-11-19T18:20:00.000Z', range)).toBe(false);
    expect(isInDayRange('2026-11-20T18:29:59.000Z', range)).toBe(true);
    expect(isInDayRange('2026-11-20T18:30:00.000Z', range)).toBe(false);
    expect(isInDayRange(undefined, range)).toBe(false);
    expect(isInDayRange('garbage', range)).toBe(false);
    expect(isInDayRange(undefined, { from: null, to: null })).toBe(true);
    expect(isInDayRange('2026-01-01T00:00:00Z', { from: null, to: '2026-01-01' })).toBe(true);
  });
});

const bets = [
  { id: 'a', betAmount: 100, winAmount: 0, status: 'lost', betDate: '2026-11-18T05:00:00.000Z' },
  { id: 'b', betAmount: 50, winAmount: 475, status: 'won', betDate: '2026-11-20T05:00:00.000Z' },
  { id: 'c', betAmount: 300, winAmount: 0, status: 'pending', betDate: '2026-11-19T05:00:00.000Z' },
  { id: 'd', betAmount: 20, winAmount: 0, status: 'won', betDate: '2026-11-17T05:00:00.000Z' },
];

describe('bet sorts and summaries', () => {
  it('sorts by bet date, amount or win amount, largest first', () => {
    expect(sortBets(bets, 'betDate').map((b) => b.id)).toEqual(['b', 'c', 'a', 'd']);
    expect(sortBets(bets, 'amount').map((b) => b.id)).toEqual(['c', 'a', 'b', 'd']);
    // Ties on the win amount keep the newest first.
    expect(sortBets(bets, 'winAmount').map((b) => b.id)).toEqual(['b', 'c', 'a', 'd']);
    expect(bets.map((b) => b.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('summarises the bidding history with the rounded win rate', () => {
    expect(biddingSummary(bets)).toEqual({ totalBets: 4, staked: 470, winnings: 475, won: 2, winRate: 50 });
    expect(biddingSummary(bets.slice(0, 3)).winRate).toBe(33);
    expect(biddingSummary([])).toEqual({ totalBets: 0, staked: 0, winnings: 0, won: 0, winRate: 0 });
  });

  it('leaves a cancelled (refunded) bet out of the amount staked, not out of the bets', () => {
    const refunded = { id: 'e', betAmount: 500, winAmount: 0, status: 'cancelled', betDate: '2026-11-20T06:00:00.000Z' };
    expect(biddingSummary([...bets, refunded])).toMatchObject({ totalBets: 5, staked: 470 });
  });

  it('counts only won bets paying more than 0 as winnings', () => {
    const wins = bets.filter(isWinningBet);
    expect(wins.map((b) => b.id)).toEqual(['b']);
    expect(winningSummary([])).toEqual({ totalWins: 0, staked: 0, won: 0, net: 0 });
  });

  it('nets all winnings against all stakes of the period, lost and pending bets included', () => {
    // Won 475 on a ₹50 stake; lost ₹100; ₹300 still pending; won nothing on ₹20: 475 − 470.
    expect(winningSummary(bets)).toEqual({ totalWins: 1, staked: 470, won: 475, net: 5 });
    const lostOnly = bets.filter((bet) => bet.id !== 'b');
    expect(winningSummary(lostOnly)).toEqual({ totalWins: 0, staked: 420, won: 0, net: -420 });
  });

  it('leaves a refunded stake out of the net', () => {
    const refunded = { id: 'e', betAmount: 500, winAmount: 0, status: 'cancelled', betDate: '2026-11-20T06:00:00.000Z' };
    expect(winningSummary([...bets, refunded])).toMatchObject({ staked: 470, net: 5 });
    expect(moneyTotals([refunded])).toEqual({ staked: 0, won: 0, net: 0 });
  });
});
