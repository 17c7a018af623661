import { describe, expect, it } from 'vitest';
import { chartRows } from '../../../src/features/game/chart-rows';

describe('chart rows', () => {
  it('joins each day’s open and close results, newest day first, with the weekday', () => {
    const rows = chartRows([
      { gameId: 'g', gameDate: '2026-11-18', session: 'open', pana: '128', digit: 1 },
      { gameId: 'g', gameDate: '2026-11-18', session: 'close', pana: '359', digit: 7 },
      { gameId: 'g', gameDate: '2026-11-19T18:30:00.000Z', session: 'open', pana: '550', digit: 0 },
      { gameId: 'g', gameDate: '2026-11-19', session: 'close', pana: '100', digit: 1 },
    ]);
    expect(rows).toEqual([
      { date: '2026-11-20', day: 'Friday', result: '550-0*-***' },
      { date: '2026-11-19', day: 'Thursday', result: '***-*1-100' },
      { date: '2026-11-18', day: 'Wednesday', result: '128-17-359' },
    ]);
  });

  it('is empty without results', () => {
    expect(chartRows([])).toEqual([]);
  });
});
