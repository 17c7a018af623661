import { describe, expect, it } from 'vitest';
import { dailyPotentialWin, starlineMultiplier, starlinePotentialWin, winRate } from '../../../src/domain/payout';

describe('daily potential win: round(amount / rate.min × rate.max)', () => {
  it('computes the standard rates', () => {
    expect(dailyPotentialWin(10, { min: 10, max: 95 })).toBe(95);
    expect(dailyPotentialWin(100, { min: 10, max: 95 })).toBe(950);
    expect(dailyPotentialWin(10, { min: 10, max: 1000 })).toBe(1000);
    expect(dailyPotentialWin('250', { min: 10, max: 1500 })).toBe(37500);
  });

  it('rounds half up and to the nearest rupee', () => {
    expect(dailyPotentialWin(15, { min: 10, max: 95 })).toBe(143); // 142.5
    expect(dailyPotentialWin(11, { min: 3, max: 10 })).toBe(37); // 36.67
    expect(dailyPotentialWin(10, { min: 3, max: 10 })).toBe(33); // 33.33
    // 3 / 22 × 55 is 7.5 exactly; divided first in floating point it comes out as 7.4999….
    expect(dailyPotentialWin(3, { min: 22, max: 55 })).toBe(8);
  });

  it('is 0 when anything is missing or unusable', () => {
    expect(dailyPotentialWin(100, undefined)).toBe(0);
    expect(dailyPotentialWin(100, null)).toBe(0);
    expect(dailyPotentialWin(100, { min: 0, max: 95 })).toBe(0);
    expect(dailyPotentialWin(100, { min: NaN, max: 95 })).toBe(0);
    expect(dailyPotentialWin(100, { min: 10, max: -1 })).toBe(0);
    for (const amount of [0, -5, '', 'abc', null, undefined, NaN]) {
      expect(dailyPotentialWin(amount as never, { min: 10, max: 95 })).toBe(0);
    }
  });
});

describe('Starline potential win: floor(amount × rate.max / 10)', () => {
  it('uses max/10 as the multiplier and rounds down', () => {
    expect(starlineMultiplier({ min: 10, max: 100 })).toBe(10);
    expect(starlineMultiplier({ min: 10, max: 1500 })).toBe(150);
    expect(starlinePotentialWin(10, { min: 10, max: 100 })).toBe(100);
    expect(starlinePotentialWin(15, { min: 10, max: 95 })).toBe(142); // 142.5 rounds down
    expect(starlinePotentialWin('100', { min: 10, max: 7000 })).toBe(70000);
    expect(starlinePotentialWin(3, { min: 10, max: 33 })).toBe(9); // 9.9
  });

  it('is 0 when anything is missing', () => {
    expect(starlinePotentialWin(100, undefined)).toBe(0);
    expect(starlinePotentialWin(0, { min: 10, max: 100 })).toBe(0);
    expect(starlineMultiplier(null)).toBe(0);
  });
});

describe('win rate', () => {
  it('is won over total as a rounded percent', () => {
    expect(winRate(1, 3)).toBe(33);
    expect(winRate(2, 3)).toBe(67);
    expect(winRate(1, 8)).toBe(13); // 12.5 rounds up
    expect(winRate(0, 5)).toBe(0);
    expect(winRate(5, 5)).toBe(100);
  });

  it('is 0 with no bets', () => {
    expect(winRate(0, 0)).toBe(0);
  });
});
