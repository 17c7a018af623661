import { CURRENCY_SYMBOL } from '../domain/constants';

/** Rupees and dates as players in India read them (en-IN, Asia/Kolkata), for every screen. */

const WHOLE_NUMBER = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const CLOCK = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
const CALENDAR_DAY = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

const SHORT_DATE = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** 5000 → "₹5,000"; 150000 → "₹1,50,000" (Indian digit grouping). */
export function formatRupees(amount: number): string {
  return `${CURRENCY_SYMBOL}${WHOLE_NUMBER.format(amount)}`;
}

/** An instant as an IST wall-clock time, "10:42 am". */
export function formatClock(instant: Date | number): string {
  return CLOCK.format(instant);
}

/** An instant as its IST calendar day, "20 Nov 2026". */
export function formatCalendarDay(instant: Date | number): string {
  return CALENDAR_DAY.format(instant);
}

/** An instant as its IST calendar day in figures, "20/11/2026" (tables on narrow screens). */
export function formatShortDate(instant: Date | number): string {
  return SHORT_DATE.format(instant);
}
