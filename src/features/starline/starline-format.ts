import { isThreeDigits, pannaAnk } from '../../domain/panna';
import { clockTimeToDisplay, isCalendarDate, istDate, WEEKDAY_NAMES, weekdayOfDate } from '../../domain/time';
import { t } from '../../i18n/t-screens';

/** How Starline results, days and times read on screen. */

/** "128" (+ digit 1) → "128-1"; a missing result → "* * *". */
export function formatStarlineResult(result: string | null | undefined, digit?: number | null): string {
  const value = (result ?? '').trim();
  if (isThreeDigits(value)) return `${value}-${typeof digit === 'number' ? digit : pannaAnk(value)}`;
  if (value === '' || /^\*+$/.test(value)) return t.starline.noResult;
  return value;
}

export function hasStarlineResult(result: string | null | undefined): boolean {
  return isThreeDigits((result ?? '').trim());
}

/** A result's game day as "YYYY-MM-DD" (the wire may give the day or an instant). */
export function gameDay(gameDate: string): string | null {
  if (isCalendarDate(gameDate)) return gameDate;
  try {
    return istDate(gameDate);
  } catch {
    return null;
  }
}

const DAY = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "20 Nov 2026". */
export function formatGameDay(gameDate: string): string {
  const day = gameDay(gameDate);
  return day ? DAY.format(new Date(`${day}T00:00:00Z`)) : gameDate;
}

/** "Friday". */
export function weekdayName(gameDate: string): string {
  const day = gameDay(gameDate);
  return day ? (WEEKDAY_NAMES[weekdayOfDate(day)] ?? '') : '';
}

/** A game's "HH:MM" as "10:00 AM". */
export function formatOpenTime(openTime: string): string {
  return clockTimeToDisplay(openTime);
}
