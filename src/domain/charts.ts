/**
 * The jodi, panel and Starline charts: the period GET /games/{id}/chart and GET /starline/chart cover and the
 * rules the app draws them by (their records are in contract/markets.ts and contract/starline.ts). A chart week runs Monday to Sunday on the IST calendar.
 */

import { formatResult } from './result';
import { addDays, weekdayOfDate } from './time';

/** A chart covers at most a year and a day of IST days. */
export const MAX_CHART_DAYS = 366;

/** Without `from`, a chart covers this many weeks: the week of `to` and the ones before it. */
export const CHART_WEEKS = 52;

/** The Monday of a date's week ("2026-11-20", a Friday → "2026-11-16"). */
export function weekStart(date: string): string {
  return addDays(date, -((weekdayOfDate(date) + 6) % 7));
}

/** The first day of the default period ending `to`: the Monday CHART_WEEKS − 1 weeks before `to`'s own. */
export function defaultChartFrom(to: string): string {
  return addDays(weekStart(to), -7 * (CHART_WEEKS - 1));
}

/** A day's jodi as the result string shows it: the open and close anks, `*` for a session not declared. */
export function chartJodi(openPanna: string | null, closePanna: string | null): string {
  return formatResult({ openPanna, closePanna }).slice(4, 6);
}

/** The chart's highlight rule: a jodi of two equal digits (00, 11 … 99). */
export function isDoubleJodi(jodi: string): boolean {
  return /^(\d)\1$/.test(jodi);
}

/** A chart's date as its rows show it: "2026-11-16" → "16/11/26". */
export function chartDate(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(2, 4)}`;
}
