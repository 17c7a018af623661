import { rupeesText } from '../domain/rupees';
import { formatDisplayTime, istMinutes } from '../domain/time';
import { DATE_LOCALE, type Language } from '../i18n/language';
import { language } from '../i18n/t';

/**
 * Rupees, dates and times as players in India read them (Asia/Kolkata), for every screen: rupees with en-IN
 * grouping and times as "9:30 AM" in every language, dates and weekdays in the chosen language with Latin digits.
 *
 * Rupees are grouped by hand (domain/rupees.ts), and the Intl formatters are made on first use: the first Intl
 * formatter of a page loads the browser's locale data, which cost 40–330 ms (220 ms of CPU at ×4 throttling)
 * before the dashboard's first frame, where only the balance, a rupee amount, is formatted.
 */

const IST = 'Asia/Kolkata';

/** A formatter per language (IST), made on first use. */
export function perLanguage(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  const made = new Map<Language, Intl.DateTimeFormat>();
  return () => {
    let formatter = made.get(language);
    if (!formatter) made.set(language, (formatter = new Intl.DateTimeFormat(DATE_LOCALE[language], { timeZone: IST, ...options })));
    return formatter;
  };
}

const calendarDay = perLanguage({ day: '2-digit', month: 'short', year: 'numeric' });
const shortDate = perLanguage({ day: '2-digit', month: '2-digit', year: 'numeric' });

/** 5000 → "₹5,000"; 150000 → "₹1,50,000" (Indian digit grouping). */
export const formatRupees = rupeesText;

/**
 * An instant as an IST wall-clock time, "10:42 AM", in every language. By arithmetic rather than Intl (IST has one
 * offset all year): an offline start shows the time of its data, and so was the start's only Intl formatter.
 */
export function formatClock(instant: Date | number): string {
  return formatDisplayTime(istMinutes(instant));
}

/** An instant as its IST calendar day, "20 Nov 2026" ("20 नव॰ 2026"). */
export function formatCalendarDay(instant: Date | number): string {
  return calendarDay().format(instant);
}

/** An instant as its IST calendar day in figures, "20/11/2026" (tables on narrow screens). */
export function formatShortDate(instant: Date | number): string {
  return shortDate().format(instant);
}

/** An instant as its IST day and time, "20 Nov 2026, 11:05 AM". */
export function formatDayAndClock(instant: Date | number): string {
  return `${formatCalendarDay(instant)}, ${formatClock(instant)}`;
}

/** An IST calendar day "YYYY-MM-DD" as the instant of its start. */
export function startOfDay(calendarDate: string): Date {
  return new Date(`${calendarDate}T00:00:00+05:30`);
}

/** An IST calendar day "YYYY-MM-DD" as "20 Nov 2026" ("20 नव॰ 2026"). */
export function formatGameDay(calendarDate: string): string {
  return formatCalendarDay(startOfDay(calendarDate));
}
