import { EVERY_DAY } from '../../src/domain/market-calendar';
import { calendarText } from './calendar-text';

export { EVERY_DAY };

/** The days a record says it runs; a record written before calendars existed runs every day. */
export function daysOf(record: { days?: readonly number[] }): readonly number[] {
  return record.days && record.days.length > 0 ? record.days : EVERY_DAY;
}

/**
 * The days as operators read them: "Every day", a run of three or more days as a range ("Mon–Sat", "Mon–Fri"),
 * anything else listed ("Mon, Wed, Fri"). Sunday counts after Saturday, so a week Sunday to Friday reads "Sun–Fri"
 * and Saturday to Monday "Sat–Mon".
 */
export function describeDays(days: readonly number[]): string {
  const set = new Set(days);
  if (set.size === 7) return calendarText.days.every;
  if (set.size === 0) return calendarText.days.none;
  const short = calendarText.weekdaysShort;
  // The run starts on the first chosen day after an unchosen one, so a run across Saturday–Sunday stays whole.
  const start = [...set].find((day) => !set.has((day + 6) % 7)) ?? 0;
  const ordered = Array.from({ length: 7 }, (_, index) => (start + index) % 7).filter((day) => set.has(day));
  const contiguous = ordered.every((day, index) => index === 0 || day === (ordered[index - 1]! + 1) % 7);
  if (contiguous && ordered.length >= 3) return `${short[ordered[0]!]}–${short[ordered[ordered.length - 1]!]}`;
  return [...set]
    .sort((a, b) => a - b)
    .map((day) => short[day])
    .join(', ');
}
