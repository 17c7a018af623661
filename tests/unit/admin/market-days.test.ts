import { describe, expect, it } from 'vitest';
import { describeDays } from '../../../admin/src/market-days';
import { voidsInTrail } from '../../../admin/src/screens/voided-note';

describe('a market’s days as operators read them', () => {
  it('names every day, runs of days as ranges, and other days one by one', () => {
    expect(describeDays([0, 1, 2, 3, 4, 5, 6])).toBe('Every day');
    expect(describeDays([1, 2, 3, 4, 5, 6])).toBe('Mon–Sat');
    expect(describeDays([1, 2, 3, 4, 5])).toBe('Mon–Fri');
    expect(describeDays([0, 1, 2, 3, 4, 5])).toBe('Sun–Fri');
    expect(describeDays([0, 1, 6])).toBe('Sat–Mon');
    expect(describeDays([1, 3, 5])).toBe('Mon, Wed, Fri');
    expect(describeDays([5, 6])).toBe('Fri, Sat');
  });
});

describe('the voids of a game day in its audit trail', () => {
  it('reads each void’s scope and reason, newest first, once per scope', () => {
    const entry = (action: string, session: string | null, after: Record<string, unknown>) => ({
      action,
      before: { gameName: 'Kalyan Day', session },
      after,
    });
    expect(
      voidsInTrail([
        entry('result.void', 'close', { reason: 'Leak of the close', sessions: ['close'] }),
        entry('result.declare', 'open', { pana: '128' }),
        entry('result.void', null, { reason: 'Server outage', sessions: ['open', 'close'] }),
        entry('result.void', 'close', { reason: 'older' }),
      ]),
    ).toEqual([
      { scope: 'close', reason: 'Leak of the close' },
      { scope: 'day', reason: 'Server outage' },
    ]);
    const starline = { action: 'starline_result.void', before: { pana: null }, after: { reason: 'Power cut' } };
    expect(voidsInTrail([starline])).toEqual([
      { scope: 'day', reason: 'Power cut' },
    ]);
  });
});
