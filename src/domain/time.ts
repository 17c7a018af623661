/**
 * Clock times and IST calendar helpers. Every business time is Asia/Kolkata (UTC+5:30, no daylight saving),
 * whatever zone the host or the phone is in, so these helpers shift the instant by the fixed offset and read
 * the UTC fields instead of trusting the local zone. Nothing here reads a clock: "now" is always passed in.
 */

import { IST_OFFSET_MINUTES, MINUTES_PER_DAY } from './constants';

/** An instant: a Date, epoch milliseconds, or an ISO-8601 string. */
export type Instant = Date | number | string;

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = MINUTES_PER_DAY * MS_PER_MINUTE;
const IST_OFFSET_MS = IST_OFFSET_MINUTES * MS_PER_MINUTE;

export const WEEKDAY_NAMES: readonly string[] = [
  'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday',
];

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DISPLAY_TIME = /^(1[0-2]|0?[1-9]):([0-5]\d)\s*([AaPp][Mm])$/;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "HH:MM" (24 h, as games carry it) → minutes since midnight; null when not exactly that shape. */
export function parseClockTime(text: string): number | null {
  const match = CLOCK_TIME.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

function assertMinutesOfDay(minutes: number): void {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= MINUTES_PER_DAY) {
    throw new RangeError(`Not a minute of the day: ${minutes}`);
  }
}

/** Minutes since midnight → "HH:MM". */
export function formatClockTime(minutes: number): string {
  assertMinutesOfDay(minutes);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Minutes since midnight → "6:00 AM" (the display style of the withdrawal window). */
export function formatDisplayTime(minutes: number): string {
  assertMinutesOfDay(minutes);
  const hours = Math.floor(minutes / 60);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "6:00 AM" / "9:10 pm" / "12:00 AM" → minutes since midnight; null otherwise. */
export function parseDisplayTime(text: string): number | null {
  const match = DISPLAY_TIME.exec(text.trim());
  if (!match) return null;
  const hour12 = Number(match[1]) % 12;
  const pm = match[3]!.toUpperCase() === 'PM';
  return (hour12 + (pm ? 12 : 0)) * 60 + Number(match[2]);
}

/** A game's "HH:MM" as the cards show it ("18:05" → "6:05 PM"); an unreadable time is shown unchanged. */
export function clockTimeToDisplay(text: string): string {
  const minutes = parseClockTime(text);
  return minutes === null ? text : formatDisplayTime(minutes);
}

export function toEpochMs(instant: Instant): number {
  const ms = instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant);
  if (!Number.isFinite(ms)) throw new RangeError(`Not an instant: ${String(instant)}`);
  return ms;
}

/** A Date whose UTC fields read as IST wall-clock fields. */
function istFields(instant: Instant): Date {
  return new Date(toEpochMs(instant) + IST_OFFSET_MS);
}

/** The IST calendar date of an instant, "YYYY-MM-DD" (the game day). */
export function istDate(instant: Instant): string {
  return istFields(instant).toISOString().slice(0, 10);
}

/** Minutes since IST midnight of an instant (what session rules compare against game times). */
export function istMinutes(instant: Instant): number {
  const fields = istFields(instant);
  return fields.getUTCHours() * 60 + fields.getUTCMinutes();
}

/** The IST weekday of an instant, 0 = Sunday … 6 = Saturday. */
export function istWeekday(instant: Instant): number {
  return istFields(instant).getUTCDay();
}

export function isSundayInIst(instant: Instant): boolean {
  return istWeekday(instant) === 0;
}

/** The instant of IST midnight that starts the IST day of an instant. */
export function istStartOfDay(instant: Instant): Date {
  const ms = toEpochMs(instant);
  const istMs = ms + IST_OFFSET_MS;
  return new Date(istMs - (((istMs % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY) - IST_OFFSET_MS);
}

function parseCalendarDate(date: string): number {
  const match = CALENDAR_DATE.exec(date);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [NaN, NaN, NaN];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2026-02-30 over into March and reads year 0099 as 1999: the fields read back catch both.
  if (parsed.getUTCFullYear() !== year || parsed.getUTCMonth() !== month - 1 || parsed.getUTCDate() !== day) {
    throw new RangeError(`Not a calendar date: ${JSON.stringify(date)}`);
  }
  return parsed.getTime();
}

export function isCalendarDate(date: string): boolean {
  try {
    parseCalendarDate(date);
    return true;
  } catch {
    return false;
  }
}

/** The weekday of a calendar date "YYYY-MM-DD", 0 = Sunday (a chart's "Day" column). */
export function weekdayOfDate(date: string): number {
  return new Date(parseCalendarDate(date)).getUTCDay();
}

/** A calendar date moved by whole days ("2026-11-30" + 1 → "2026-12-01"). */
export function addDays(date: string, days: number): string {
  return new Date(parseCalendarDate(date) + days * MS_PER_DAY).toISOString().slice(0, 10);
}
