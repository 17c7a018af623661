import { describe, expect, it } from 'vitest';
import { describeDays, runsOn } from '../../../admin/src/market-days';
import { voidsInTrail } from '../../../admin/src/screens/voided-note';

const holiday = { _id: 'h1', date: '2026-11-20', name: 'Diwali', gameIds: ['g1'], starlineGameIds: ['s2'] };

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

  it('says whether a market runs on a day, and why not: its weekday or a holiday naming it', () => {
    // 20 Nov 2026 is a Friday, 22 Nov a Sunday.
    expect(runsOn({ _id: 'g2', days: [1, 2, 3, 4, 5, 6] }, 'daily', '2026-11-20', [holiday])).toEqual({ runs: true });
    expect(runsOn({ _id: 'g2', days: [1, 2, 3, 4, 5, 6] }, 'daily', '2026-11-22', [])).toEqual({
      runs: false,
      why: 'Closed today: does not run on Sundays',
    });
    expect(runsOn({ _id: 'g1' }, 'daily', '2026-11-20', [holiday])).toEqual({ runs: false, why: 'Closed today: Diwali' });
    expect(runsOn({ _id: 'g1' }, 'starline', '2026-11-20', [holiday])).toEqual({ runs: true });
    expect(runsOn({ _id: 's2' }, 'starline', '2026-11-20', [holiday]).runs).toBe(false);
    const everything = { ...holiday, gameIds: null, starlineGameIds: [] };
    expect(runsOn({ _id: 's9' }, 'starline', '2026-11-20', [everything]).runs).toBe(false);
    expect(runsOn({ _id: 'g9' }, 'daily', '2026-11-21', [everything]).runs).toBe(true);
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
