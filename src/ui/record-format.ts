/** Dates of records (ISO instants from the server) as players in India read them: en-IN, Asia/Kolkata. */

const DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

const DATE = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

const TIME = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

function parse(instant: string | null | undefined): Date | null {
  if (!instant) return null;
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "20 Nov 2026, 11:05 am"; an unreadable instant is shown as it came, a missing one as "-". */
export function formatDateTime(instant: string | null | undefined): string {
  const date = parse(instant);
  return date ? DATE_TIME.format(date) : (instant ?? '-') || '-';
}

/** "20 Nov 2026". */
export function formatDate(instant: string | null | undefined): string {
  const date = parse(instant);
  return date ? DATE.format(date) : (instant ?? '-') || '-';
}

/** "11:05 am". */
export function formatTime(instant: string | null | undefined): string {
  const date = parse(instant);
  return date ? TIME.format(date) : '-';
}
