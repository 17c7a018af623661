import { describe, expect, it } from 'vitest';
import type { ChartDay } from '../../../contract/markets';
import { chartDate, chartJodi, defaultChartFrom, isDoubleJodi, weekStart } from '../../../src/domain/charts';
import { chartCell, chartWeeks, pannaDigits } from '../../../src/features/game/chart-grid';
import { starlineGrid } from '../../../src/features/starline/starline-grid';

const day = (date: string, openPana: string | null, closePana: string | null = null): ChartDay => ({
  date,
  openPana,
  closePana,
  jodi: chartJodi(openPana, closePana),
  voided: null,
});

describe('chart weeks and jodis', () => {
  it('starts a week on Monday, and the default period 51 weeks before this week', () => {
    expect(weekStart('2026-11-16')).toBe('2026-11-16'); // Monday
    expect(weekStart('2026-11-20')).toBe('2026-11-16'); // Friday
    expect(weekStart('2026-11-22')).toBe('2026-11-16'); // Sunday
    expect(weekStart('2027-01-01')).toBe('2026-12-28'); // across a year
    expect(defaultChartFrom('2026-11-20')).toBe('2025-11-24');
    expect(defaultChartFrom('2026-11-23')).toBe('2025-12-01');
  });

  it('writes a jodi as the result string does, a star for a session not declared; doubles are 00 … 99', () => {
    expect(chartJodi('128', '359')).toBe('17');
    expect(chartJodi('490', null)).toBe('3*');
    expect(chartJodi(null, null)).toBe('**');
    expect(['00', '11', '55', '99'].every(isDoubleJodi)).toBe(true);
    expect(['17', '1*', '**', '1', '111'].some(isDoubleJodi)).toBe(false);
  });

  it('makes one row per week, Monday to Sunday, oldest first, empty weeks and days included', () => {
    const weeks = chartWeeks([
      day('2026-11-20', '490'),
      day('2026-11-02', '128', '359'), // a Monday
      day('2026-11-08', '137', '245'), // a Sunday
    ]);
    expect(weeks.map((week) => [week.start, week.end])).toEqual([
      ['2026-11-02', '2026-11-08'],
      ['2026-11-09', '2026-11-15'],
      ['2026-11-16', '2026-11-22'],
    ]);
    expect(weeks[0]!.days.map((cell) => cell?.jodi ?? null)).toEqual(['17', null, null, null, null, null, '11']);
    expect(weeks[1]!.days.every((cell) => cell === null)).toBe(true);
    expect(weeks[2]!.days.map((cell) => cell?.jodi ?? null)).toEqual([null, null, null, null, '3*', null, null]);
  });

  it('draws a year of days as 52 or 53 rows of seven, and nothing for no days or unreadable ones', () => {
    const days: ChartDay[] = [];
    for (let index = 0; index < 364; index += 1) {
      const date = new Date(Date.UTC(2025, 10, 24 + index)).toISOString().slice(0, 10);
      days.push(day(date, '128', '359'));
    }
    const weeks = chartWeeks(days);
    expect(weeks).toHaveLength(52);
    expect(weeks.every((week) => week.days.length === 7 && week.days.every((cell) => cell !== null))).toBe(true);
    expect(chartWeeks([])).toEqual([]);
    expect(chartWeeks([{ date: '2026-02-30', openPana: '128', closePana: null, jodi: '1*', voided: null }, null as unknown as ChartDay])).toEqual([]);
  });

  it('puts a voided day in its weekday\'s column, its voided panna as *** and the jodi as **', () => {
    const voided = (date: string, openPana: string | null, voidedDraws: ChartDay['voided']): ChartDay => ({
      date,
      openPana,
      closePana: null,
      jodi: '**',
      voided: voidedDraws,
    });
    const weeks = chartWeeks([
      day('2026-11-16', '128', '359'),
      voided('2026-11-17', '137', 'close'), // a Tuesday: the open kept
      voided('2026-11-18', null, 'day'), // a Wednesday
    ]);
    expect(weeks).toHaveLength(1);
    expect(weeks[0]!.days.map((cell) => cell?.voided ?? null)).toEqual([null, 'close', 'day', null, null, null, null]);
    expect(chartCell(weeks[0]!.days[1]!)).toEqual({ openPana: '137', closePana: null, jodi: '**', voided: true });
    expect(chartCell(weeks[0]!.days[2]!)).toEqual({ openPana: null, closePana: null, jodi: '**', voided: true });
    // A voided session's panna is not shown even if a record still carries it; a day cached without `voided` is not voided.
    expect(chartCell({ date: '2026-11-19', openPana: '490', closePana: null, jodi: '3*', voided: 'open' })).toEqual({
      openPana: null,
      closePana: null,
      jodi: '**',
      voided: true,
    });
    const cached = { date: '2026-11-20', openPana: '490', closePana: null, jodi: '3*' } as unknown as ChartDay;
    expect(chartCell(cached)).toEqual({ openPana: '490', closePana: null, jodi: '3*', voided: false });
  });

  it('shows a week date as dd/mm/yy and a panna top to bottom', () => {
    expect(chartDate('2026-11-16')).toBe('16/11/26');
    expect(pannaDigits('128')).toBe('1\n2\n8');
    expect(pannaDigits(null)).toBe('*\n*\n*');
  });
});

describe('Starline grid', () => {
  it('puts each day in a row, oldest first, and each result under its game by open time', () => {
    const grid = starlineGrid({
      games: [
        { _id: '2', gameName: 'Star 12', gameNameHindi: '', openTime: '12:00' },
        { _id: '1', gameName: 'Star 10', gameNameHindi: '', openTime: '10:00' },
      ],
      days: [
        { date: '2026-11-20', results: [{ gameId: '2', pana: '550', digit: 0, voided: false }] },
        {
          date: '2026-11-19',
          results: [
            { gameId: '1', pana: '128', digit: 1, voided: false },
            { gameId: '2', pana: '359', digit: 7, voided: false },
            { gameId: '9', pana: '777', digit: 1, voided: false }, // a game the list does not know: no column for it
          ],
        },
      ],
    });
    expect(grid.games.map((game) => game._id)).toEqual(['1', '2']);
    expect(grid.rows).toEqual([
      { date: '2026-11-19', cells: [{ pana: '128', digit: 1 }, { pana: '359', digit: 7 }] },
      { date: '2026-11-20', cells: [null, { pana: '550', digit: 0 }] },
    ]);
  });

  it('shows a voided game day as *** with no digit, in its game\'s column', () => {
    const grid = starlineGrid({
      games: [
        { _id: '1', gameName: 'Star 10', gameNameHindi: '', openTime: '10:00' },
        { _id: '2', gameName: 'Star 12', gameNameHindi: '', openTime: '12:00' },
      ],
      days: [
        {
          date: '2026-11-17',
          results: [
            { gameId: '1', pana: '***', voided: true },
            { gameId: '2', pana: '359', digit: 7, voided: false },
          ],
        },
      ],
    });
    expect(grid.rows).toEqual([
      { date: '2026-11-17', cells: [{ pana: '***', digit: null, voided: true }, { pana: '359', digit: 7 }] },
    ]);
  });
});
