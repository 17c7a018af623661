import { formatCalendarDay, formatClock, formatDayAndClock } from './format';

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
