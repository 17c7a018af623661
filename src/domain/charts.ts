/**
 * The jodi, panel and Starline charts (issue 18): what GET /games/{id}/chart and GET /starline/chart answer, the
 * period they cover and the rules the app draws them by. A chart week runs Monday to Sunday on the IST calendar.
 */

import { formatResult } from './result';
import { addDays, weekdayOfDate } from './time';

/** A chart covers at most a year and a day of IST days. */
export const MAX_CHART_DAYS = 366;

/** Without `from`, a chart covers this many weeks: the week of `to` and the ones before it. */
export const CHART_WEEKS = 52;

/** One day of a daily market's chart; `jodi` is the result string's middle (`17`, `1*` while only the open is declared). */
export interface ChartDay {
  date: string;
  openPana: string | null;
  closePana: string | null;
  jodi: string;
}

/** GET /games/{id}/chart: the declared days of the period, oldest first. */
export interface GameChart {
  game: { _id: string; gameName: string; openTime: string; closeTime: string };
  days: ChartDay[];
}

export interface StarlineChartGame {
  _id: string;
  gameName: string;
  gameNameHindi: string;
  openTime: string;
}

/** GET /starline/chart: the games by open time, and each day with a declared result, oldest first. */
export interface StarlineChart {
  games: StarlineChartGame[];
  days: { date: string; results: { gameId: string; pana: string; digit: number }[] }[];
}

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
