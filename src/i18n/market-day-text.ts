import type { ClosedReason, VoidedDraw } from '../domain/market-day';
import { isWeekday } from '../domain/market-day';
import { DATE_LOCALE } from './language';
import { fill, language, t } from './t';

/** A weekday's name in the player's language (0 = Sunday; 1 Jan 2023 was one), from the browser's own tables. */
function weekdayName(weekday: number): string {
  const day = new Intl.DateTimeFormat(DATE_LOCALE[language], { weekday: 'long', timeZone: 'UTC' });
  return day.format(Date.UTC(2023, 0, 1 + weekday));
}

/**
 * Why a market does not run today, in the player's language, written from the reason's kind, weekday and
 * holiday name ("Kalyan does not run on Sundays", "Closed for Diwali"), never from the server's English.
 */
export function closedReasonText(reason: ClosedReason, gameName: string): string {
  const words = t.dashboard;
  if (reason.kind === 'weekday' && isWeekday(reason.weekday)) {
    return fill(words.closedOnWeekday, { game: gameName, weekday: weekdayName(reason.weekday) });
  }
  if (reason.kind === 'holiday' && reason.holiday) return fill(words.closedForHoliday, { holiday: reason.holiday });
  return words.closedToday;
}

/** The note of a voided draw: its bets were refunded. */
export function voidedText(voided: VoidedDraw): string {
  const words = t.dashboard;
  return voided === 'day' ? words.voidedDay : voided === 'open' ? words.voidedOpen : words.voidedClose;
}
