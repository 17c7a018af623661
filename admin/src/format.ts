/**
 * Rupees and dates as operators read them: en-IN grouping (₹1,00,000) and Indian English dates in IST, whatever
 * the laptop's own zone (every business date and time is Asia/Kolkata).
 */

const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const RUPEES_PAISE = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
const COUNT = new Intl.NumberFormat('en-IN');
const DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kolkata',
});
const CALENDAR_DAY = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "₹1,500" (whole rupees, as the API sends them). */
export function formatRupees(amount: number | null | undefined): string {
  return RUPEES.format(typeof amount === 'number' && Number.isFinite(amount) ? amount : 0);
}

/** "₹1,500" or "₹1,500.50": rupees as a bank statement shows them, the paise kept when there are any. */
export function formatReceived(amount: number | null | undefined): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return formatRupees(0);
  return Number.isInteger(amount) ? formatRupees(amount) : RUPEES_PAISE.format(amount);
}

/** "+₹500" / "−₹200": a signed ledger amount. */
export function formatSignedRupees(amount: number): string {
  if (amount === 0) return formatRupees(0);
  return `${amount > 0 ? '+' : '−'}${formatRupees(Math.abs(amount))}`;
}

export function formatCount(value: number | null | undefined): string {
  return COUNT.format(typeof value === 'number' && Number.isFinite(value) ? value : 0);
}

/**
 * "20 Nov 2026, 11:00 AM" in IST, AM and PM written as the market times write them (clockTimeToDisplay); an
 * unreadable value is shown as it came.
 */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return DATE_TIME.formatToParts(date)
    .map((part) => (part.type === 'dayPeriod' ? part.value.toUpperCase() : part.value))
    .join('');
}

/** A business day "2026-11-20" as "Fri, 20 Nov 2026". */
export function formatCalendarDay(day: string | null | undefined): string {
  if (!day) return '—';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) return day;
  return CALENDAR_DAY.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}
