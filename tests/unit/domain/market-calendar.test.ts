import { describe, expect, it } from 'vitest';
import {
  closedReason,
  daysOfMask,
  EVERY_DAY_MASK,
  maskOfDays,
  parseMarketDays,
  type CalendarMarket,
  type HolidayClosure,
} from '../../../src/domain/market-calendar';

const kalyan: CalendarMarket = { kind: 'daily', id: '1', name: 'Kalyan', days: [1, 2, 3, 4, 5, 6] };
const star: CalendarMarket = { kind: 'starline', id: '1', name: 'Star 10', days: [0, 1, 2, 3, 4, 5, 6] };
const diwali: HolidayClosure = { name: 'Diwali', gameIds: ['1'], starlineGameIds: [] };
const bandh: HolidayClosure = { name: 'Bandh', gameIds: null, starlineGameIds: [] };

describe('market calendar', () => {
  it('says a market does not run on a weekday it skips, naming the day', () => {
    expect(closedReason(kalyan, '2026-11-22', [])).toEqual({
      kind: 'weekday',
      weekday: 0,
      holiday: null,
      message: 'Kalyan does not run on Sundays',
    });
    expect(closedReason(kalyan, '2026-11-23', [])).toBeNull();
  });

  it('closes the markets a holiday names, by kind, and every market for a holiday of all', () => {
    expect(closedReason(kalyan, '2026-11-24', [diwali])).toEqual({
      kind: 'holiday',
      weekday: 2,
      holiday: 'Diwali',
      message: 'Closed for Diwali',
    });
    // The same id of the other kind is another market.
    expect(closedReason(star, '2026-11-24', [diwali])).toBeNull();
    expect(closedReason(star, '2026-11-24', [bandh])?.holiday).toBe('Bandh');
    // The market's own weekdays come first.
    expect(closedReason(kalyan, '2026-11-22', [diwali])?.kind).toBe('weekday');
  });

  it('takes only a non-empty list of distinct weekdays 0-6, sorted', () => {
    expect(parseMarketDays([5, 1, 3])).toEqual([1, 3, 5]);
    for (const bad of [[], [7], [-1], [1, 1], [1.5], ['1'], null, undefined, 'mon', {}]) {
      expect(parseMarketDays(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it('stores weekdays as a bitmask, every day being 127', () => {
    expect(maskOfDays([0, 1, 2, 3, 4, 5, 6])).toBe(EVERY_DAY_MASK);
    expect(daysOfMask(maskOfDays([1, 2, 3, 4, 5, 6]))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(daysOfMask(0b1000001)).toEqual([0, 6]);
  });
});
