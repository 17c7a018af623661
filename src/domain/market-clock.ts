/**
 * A daily market's own day (docs/product.md "Timing in IST"). A market whose close time is earlier on the clock
 * than its open time closes after midnight (open 21:30, close 00:30): it belongs to the day it opened. Its market
 * day D runs from a changeover minute on day D to the same minute on day D+1, the changeover being the middle of
 * the gap between its close and its open (close 00:30, open 21:30: 11:00). Between midnight and the changeover
 * it still shows, takes close bets for and declares day D, and those minutes count from 1440 (00:15 is 1455).
 * A market within one day changes day at midnight, so its day is the IST date and its minute the clock minute.
 *
 * Every use of a daily market's day goes through here: betting, declaring, voiding, the games list, exposure,
 * the market calendar, and the app's cards and bet screen.
 */

import { MINUTES_PER_DAY } from './constants';
import { addDays, istDate, istMinutes, parseClockTime, type Instant } from './time';

/** A market's times in minutes of its market day: a close after midnight counts from 1440. */
export type MarketMinutes = {
  readonly open: number;
  /** The close in market minutes: after the open, past 1440 when it closes after midnight. */
  readonly close: number;
  /** The clock minute (IST) at which the market's day changes: 0 (midnight) for a market within one day. */
  readonly changeover: number;
};

/** Where an instant falls in a market's days: the day's date "YYYY-MM-DD" and the minute of that day. */
export type MarketClock = { readonly date: string; readonly minute: number };

/** The market minutes of a game's "HH:MM" times; null when a time cannot be read or both are the same. */
export function marketMinutes(openTime: string, closeTime: string): MarketMinutes | null {
  const open = parseClockTime(openTime);
  const close = parseClockTime(closeTime);
  if (open === null || close === null || open === close) return null;
  if (close > open) return { open, close, changeover: 0 };
  return { open, close: close + MINUTES_PER_DAY, changeover: close + Math.floor((open - close) / 2) };
}

/** Whether a market closes after midnight (its close is earlier on the clock than its open). */
export function closesAfterMidnight(openTime: string, closeTime: string): boolean {
  const times = marketMinutes(openTime, closeTime);
  return times !== null && times.close >= MINUTES_PER_DAY;
}

/** Whether a clock minute (IST) still belongs to the previous market day: after midnight, before the changeover. */
function beforeChangeover(clockMinute: number, times: MarketMinutes | null): boolean {
  return times !== null && clockMinute < times.changeover;
}

/** The market minute of a clock minute (IST): from 1440 between midnight and the changeover. */
export function marketMinuteOf(clockMinute: number, times: MarketMinutes | null): number {
  return beforeChangeover(clockMinute, times) ? clockMinute + MINUTES_PER_DAY : clockMinute;
}

/** The market day an instant belongs to, and its minute in that day. */
export function marketDayAt(now: Instant, openTime: string, closeTime: string): MarketClock {
  const times = marketMinutes(openTime, closeTime);
  const clockMinute = istMinutes(now);
  const date = istDate(now);
  return beforeChangeover(clockMinute, times)
    ? { date: addDays(date, -1), minute: clockMinute + MINUTES_PER_DAY }
    : { date, minute: clockMinute };
}
