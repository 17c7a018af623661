import type { ChartDay } from '../../../contract/markets';
import { weekStart } from '../../domain/charts';
import { isSessionVoided } from '../../domain/market-day';
import { addDays, isCalendarDate } from '../../domain/time';

/**
 * The jodi and panel charts' rows: one per week, Monday to Sunday, from the week of the first declared
 * day to the week of the last, oldest first, every week in between included (empty when nothing was declared).
 */

export interface ChartWeek {
  /** The week's Monday, "YYYY-MM-DD". */
  readonly start: string;
  /** Its Sunday. */
  readonly end: string;
  /** Monday to Sunday: the day's results, or null for a day without any. */
  readonly days: readonly (ChartDay | null)[];
}

const isChartDay = (day: unknown): day is ChartDay =>
  typeof day === 'object' &&
  day !== null &&
  typeof (day as ChartDay).date === 'string' &&
  isCalendarDate((day as ChartDay).date) &&
  typeof (day as ChartDay).jodi === 'string';

export function chartWeeks(days: readonly ChartDay[]): ChartWeek[] {
  const byDate = new Map<string, ChartDay>();
  for (const day of days) if (isChartDay(day)) byDate.set(day.date, day);
  if (byDate.size === 0) return [];
  const dates = [...byDate.keys()].sort();
  const last = weekStart(dates.at(-1)!);
  const weeks: ChartWeek[] = [];
  for (let start = weekStart(dates[0]!); start <= last; start = addDays(start, 7)) {
    const week: (ChartDay | null)[] = [];
    for (let offset = 0; offset < 7; offset += 1) week.push(byDate.get(addDays(start, offset)) ?? null);
    weeks.push({ start, end: addDays(start, 6), days: week });
  }
  return weeks;
}

/** What a day's cell shows: its pannas (null is `***`) and jodi, and whether a draw of the day was voided. */
export interface ChartCell {
  readonly openPana: string | null;
  readonly closePana: string | null;
  readonly jodi: string;
  readonly voided: boolean;
}

/**
 * A day as its cell shows it: a voided session's panna as not declared (`***`) and the jodi of a day with a voided
 * draw as `**`, its bets refunded. A day cached before voids were charted has no `voided` and reads as not voided.
 */
export function chartCell(day: ChartDay): ChartCell {
  const voided = day.voided === 'day' || day.voided === 'open' || day.voided === 'close' ? day.voided : null;
  if (voided === null) return { openPana: day.openPana, closePana: day.closePana, jodi: day.jodi, voided: false };
  return {
    openPana: isSessionVoided({ voided }, 'open') ? null : day.openPana,
    closePana: isSessionVoided({ voided }, 'close') ? null : day.closePana,
    jodi: '**',
    voided: true,
  };
}

/** A panna's digits, top to bottom in a panel cell; `***` for a session not declared or voided. */
export function pannaDigits(panna: string | null): string {
  return (panna ?? '***').split('').join('\n');
}
