import { WEEKDAY_NAMES, weekdayOfDate } from './time';

/**
 * Market calendars: whether a market runs on an IST day, and why not. Real markets run on some weekdays only
 * (Mon–Sat, Mon–Fri) and close on holidays; the one rule below is what placing a bet, declaring a result and the
 * games lists all ask, and the apps word their own messages from its answer.
 */

/** Weekdays as numbers, 0 = Sunday … 6 = Saturday. */
export const EVERY_DAY: readonly number[] = [0, 1, 2, 3, 4, 5, 6];

/** Every weekday as stored (a bitmask, bit 0 = Sunday). */
export const EVERY_DAY_MASK = 127;

/** Why a market does not run on a day: its weekdays, or a holiday. `message` is the English wording. */
export interface ClosedReason {
  kind: 'weekday' | 'holiday';
  /** The day's weekday, 0 = Sunday. */
  weekday: number;
  /** The holiday's name (kind `holiday`), else null. */
  holiday: string | null;
  message: string;
}

/** A market as the calendar sees it. */
export interface CalendarMarket {
  kind: 'daily' | 'starline';
  id: string;
  name: string;
  /** The weekdays it runs. */
  days: readonly number[];
}

/** A holiday as the calendar sees it: `gameIds` null closes every market, daily and Starline. */
export interface HolidayClosure {
  name: string;
  gameIds: readonly string[] | null;
  starlineGameIds: readonly string[];
}

/** The weekdays of a stored bitmask, ascending. */
export function daysOfMask(mask: number): number[] {
  return EVERY_DAY.filter((day) => (mask & (1 << day)) !== 0);
}

/** The bitmask of weekdays as stored. */
export function maskOfDays(days: readonly number[]): number {
  return days.reduce((mask, day) => mask | (1 << day), 0);
}

/**
 * A list of weekdays as an operator sends it: a non-empty list of distinct whole numbers 0–6. Answers it sorted,
 * or null when it is anything else.
 */
export function parseMarketDays(value: unknown): number[] | null {
  if (!Array.isArray(value) || value.length === 0 || value.length > 7) return null;
  if (!value.every((day) => typeof day === 'number' && Number.isInteger(day) && day >= 0 && day <= 6)) return null;
  const days = [...new Set(value as number[])].sort((a, b) => a - b);
  return days.length === value.length ? days : null;
}

/** Whether a holiday closes a market. */
export function holidayCloses(holiday: HolidayClosure, market: Pick<CalendarMarket, 'kind' | 'id'>): boolean {
  if (holiday.gameIds === null) return true;
  const ids = market.kind === 'daily' ? holiday.gameIds : holiday.starlineGameIds;
  return ids.includes(market.id);
}

/** "Sunday" … "Saturday". */
export function weekdayName(weekday: number): string {
  return WEEKDAY_NAMES[weekday] ?? '';
}

/**
 * Why `market` does not run on the IST day `date` ("YYYY-MM-DD"), or null when it runs. Its weekdays come first
 * (the market's own rule), then the day's holidays.
 */
export function closedReason(
  market: CalendarMarket,
  date: string,
  holidays: readonly HolidayClosure[],
): ClosedReason | null {
  const weekday = weekdayOfDate(date);
  if (!market.days.includes(weekday)) {
    return { kind: 'weekday', weekday, holiday: null, message: `${market.name} does not run on ${weekdayName(weekday)}s` };
  }
  const holiday = holidays.find((closure) => holidayCloses(closure, market));
  if (holiday) return { kind: 'holiday', weekday, holiday: holiday.name, message: `Closed for ${holiday.name}` };
  return null;
}
