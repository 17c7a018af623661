import { describe, expect, it } from 'vitest';
import { statementEntries } from '../../../src/features/wallet/statement-entries';
import { isStarlineBettable, liveStarlineStatus } from '../../../src/features/starline/starline-status';
import { recordStatusLabel } from '../../../src/ui/record-status';
import { dailyBet, starlineBet } from '../support/records';

/** A voided draw's bets as the player's records show them: cancelled and refunded, the refund in the statement. */

describe('a voided bet', () => {
  it('reads cancelled and refunded', () => {
    expect(recordStatusLabel('cancelled')).toBe('Cancelled · refunded');
  });

  it('has its stake back in the statement, beside the bet', () => {
    const entries = statementEntries({
      fundRequests: [],
      withdrawals: [],
      bets: [dailyBet('b1', { betAmount: 50, status: 'cancelled', betDate: '2026-11-20T04:00:00.000Z' })],
      starlineBets: [starlineBet('s1', { betAmount: 30, status: 'cancelled', createdAt: '2026-11-20T03:00:00.000Z' })],
    });
    expect(entries.map(({ key, direction, amount }) => [key, direction, amount])).toEqual([
      ['bet:b1', 'debit', 50],
      ['refund:b1', 'credit', 50],
      ['starline-bet:s1', 'debit', 30],
      ['starline-refund:s1', 'credit', 30],
    ]);
    expect(entries[1]).toMatchObject({ title: 'Refund · Kalyan Day', tab: 'bets' });
    expect(entries[3]?.title).toMatch(/^Starline Refund · /);
  });
});

describe('a Starline game closed today or voided', () => {
  const game = { openTime: '15:00', currentStatus: 'open' as const, result: '***', runsToday: true, voided: false };

  it('takes no bets and reads closed', () => {
    const ten = 10 * 60;
    expect(isStarlineBettable(game, ten)).toBe(true);
    expect(isStarlineBettable({ ...game, runsToday: false }, ten)).toBe(false);
    expect(liveStarlineStatus({ ...game, voided: true }, ten)).toBe('closed');
    expect(isStarlineBettable({ ...game, runsToday: true, voided: false }, ten)).toBe(true);
  });
});
