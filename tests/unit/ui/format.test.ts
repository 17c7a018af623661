import { describe, expect, it } from 'vitest';
import { formatClock, formatRupees, formatShortDate } from '../../../src/ui/format';

describe("the player app's formats (en-IN, IST)", () => {
  it('groups rupees as Intl does for en-IN, for every size of amount', () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    const amounts = [0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10_000, 99_999, 100_000, 150_000, 1_000_000, 12_345_678, 123_456_789_012];
    for (let digits = 1; digits <= 15; digits += 1) amounts.push(Number('7'.repeat(digits)));
    for (const amount of [...amounts, ...amounts.filter((value) => value !== 0).map((value) => -value), 2.4, 2.6, -2.6, 1234.5]) {
      // The sign before the symbol, as Indian banking apps write a debit: "-₹5,000".
      expect(formatRupees(amount)).toBe(`${amount <= -0.5 ? '-' : ''}₹${intl.format(Math.abs(amount))}`);
    }
    expect(formatRupees(150000)).toBe('₹1,50,000');
    expect(formatRupees(-5000)).toBe('-₹5,000');
  });

  it('writes an IST clock time as Intl does for en-IN, for every minute of a day and at its edges', () => {
    const intl = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Kolkata' });
    const istMidnight = Date.parse('2026-11-19T18:30:00.000Z');
    for (let minute = 0; minute < 24 * 60; minute += 1) {
      for (const extraMs of [0, 59_999]) {
        const instant = istMidnight + minute * 60_000 + extraMs;
        expect(formatClock(instant)).toBe(intl.format(instant).toUpperCase());
      }
    }
    expect(formatClock(new Date(istMidnight - 1))).toBe('11:59 PM');
    expect(formatClock(0)).toBe('5:30 AM');
  });

  it('writes IST times and days whatever the machine zone', () => {
    expect(formatClock(Date.parse('2026-11-20T05:30:00.000Z'))).toMatch(/^11:00\s?am$/i);
    expect(formatShortDate(Date.parse('2026-11-19T20:00:00.000Z'))).toBe('20/11/2026');
  });
});
