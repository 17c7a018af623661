import { isThreeDigits, pannaAnk } from '../../domain/panna';
import { clockTimeToDisplay, isCalendarDate, istDate } from '../../domain/time';
import { t } from '../../i18n/t-screens';
import { formatGameDay as formatCalendarGameDay } from '../../ui/format';
import { formatWeekday } from '../../ui/record-format';

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

/** "20 Nov 2026" ("20 नव॰ 2026"). */
export function formatGameDay(gameDate: string): string {
  const day = gameDay(gameDate);
  return day ? formatCalendarGameDay(day) : gameDate;
}

/** "Friday" ("शुक्रवार"). */
export function weekdayName(gameDate: string): string {
  const day = gameDay(gameDate);
  return day ? formatWeekday(day) : '';
}

/** A game's "HH:MM" as "10:00 AM". */
export function formatOpenTime(openTime: string): string {
  return clockTimeToDisplay(openTime);
}
