import { formatCalendarDay, formatClock, formatDayAndClock, perLanguage, startOfDay } from './format';

/** Dates of records (ISO instants from the server) in the chosen language, IST (./format.ts). */

function parse(instant: string | null | undefined): Date | null {
  if (!instant) return null;
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "20 Nov 2026, 11:05 AM"; an unreadable instant is shown as it came, a missing one as "-". */
export function formatDateTime(instant: string | null | undefined): string {
  const date = parse(instant);
  return date ? formatDayAndClock(date) : (instant ?? '-') || '-';
}

/** "20 Nov 2026". */
export function formatDate(instant: string | null | undefined): string {
  const date = parse(instant);
  return date ? formatCalendarDay(date) : (instant ?? '-') || '-';
}

/** "11:05 AM". */
export function formatTime(instant: string | null | undefined): string {
  const date = parse(instant);
  return date ? formatClock(date) : '-';
}

const plainDay = perLanguage({ day: 'numeric', month: 'short', year: 'numeric' });
const weekday = perLanguage({ weekday: 'long' });

/** An instant as its IST day and time with the zone named, "6 Nov 2026, 2:30 PM IST" (when a break or a limit ends). */
export function formatDateTimeIst(instant: Date | number | string): string {
  const date = new Date(instant);
  return `${plainDay().format(date)}, ${formatClock(date)} IST`;
}

/** An IST calendar day "YYYY-MM-DD" as its weekday, "Friday" ("शुक्रवार"). */
export function formatWeekday(calendarDate: string): string {
  return weekday().format(startOfDay(calendarDate));
}
