import { describe, expect, it } from 'vitest';
import {
  addDays,
  clockTimeToDisplay,
  formatClockTime,
  formatDisplayTime,
  isCalendarDate,
  isSundayInIst,
  istDate,
  istMinutes,
  istStartOfDay,
  istWeekday,
  parseClockTime,
  parseDisplayTime,
  toEpochMs,
  weekdayOfDate,
  WEEKDAY_NAMES,
} from '../../../src/domain/time';

describe('clock times "HH:MM"', () => {
  it('parses and formats every minute of the day', () => {
    for (let m = 0; m < 1440; m++) {
      const text = formatClockTime(m);
      expect(text).toMatch(/^\d{2}:\d{2}$/);
      expect(parseClockTime(text)).toBe(m);
    }
  });

  it('reads examples', () => {
    expect(parseClockTime('00:00')).toBe(0);
    expect(parseClockTime('10:00')).toBe(600);
    expect(parseClockTime('23:59')).toBe(1439);
  });

  it('rejects anything that is not exactly HH:MM, 24 h', () => {
    for (const bad of ['24:00', '9:05', '09:5', '09:60', '0900', '09:00:00', ' 09:00', 'ab:cd', '', '-1:00']) {
      expect(parseClockTime(bad)).toBeNull();
    }
  });

  it('refuses to format a minute outside the day', () => {
    expect(() => formatClockTime(1440)).toThrow(RangeError);
    expect(() => formatClockTime(-1)).toThrow(RangeError);
    expect(() => formatClockTime(1.5)).toThrow(RangeError);
  });
});

describe('display times "6:00 AM"', () => {
  it('formats the withdrawal window defaults and the 12 o\'clock edges', () => {
    expect(formatDisplayTime(6 * 60)).toBe('6:00 AM');
    expect(formatDisplayTime(9 * 60 + 10)).toBe('9:10 AM');
    expect(formatDisplayTime(0)).toBe('12:00 AM');
    expect(formatDisplayTime(12 * 60)).toBe('12:00 PM');
    expect(formatDisplayTime(12 * 60 + 59)).toBe('12:59 PM');
    expect(formatDisplayTime(13 * 60 + 5)).toBe('1:05 PM');
    expect(formatDisplayTime(1439)).toBe('11:59 PM');
  });

  it('round-trips every minute of the day', () => {
    for (let m = 0; m < 1440; m++) expect(parseDisplayTime(formatDisplayTime(m))).toBe(m);
  });

  it('reads loose but unambiguous forms and rejects the rest', () => {
    expect(parseDisplayTime('9:10 pm')).toBe(21 * 60 + 10);
    expect(parseDisplayTime(' 06:00AM ')).toBe(360);
    expect(parseDisplayTime('12:00 AM')).toBe(0);
    for (const bad of ['13:00 PM', '0:30 AM', '6:00', '6 AM', '6:60 AM', '']) expect(parseDisplayTime(bad)).toBeNull();
  });

  it('shows a game time in display style, leaving an unreadable one as it is', () => {
    expect(clockTimeToDisplay('18:05')).toBe('6:05 PM');
    expect(clockTimeToDisplay('oops')).toBe('oops');
  });
});

describe('IST calendar helpers', () => {
  it('accepts Date, epoch ms and ISO strings alike', () => {
    const iso = '2026-11-21T18:30:00Z';
    expect(toEpochMs(iso)).toBe(Date.UTC(2026, 10, 21, 18, 30));
    expect(toEpochMs(new Date(iso))).toBe(toEpochMs(iso));
    expect(istDate(Date.parse(iso))).toBe(istDate(iso));
    expect(() => toEpochMs('not a date')).toThrow(RangeError);
    expect(() => toEpochMs(NaN)).toThrow(RangeError);
  });

  it('turns at IST midnight, 18:30 UTC', () => {
    // Withdrawals close on Sundays; 2026-11-22 is a Sunday.
    const saturdayLastMinute = '2026-11-21T18:29:00Z';
    const sundayFirstMinute = '2026-11-21T18:30:00Z';
    expect(istDate(saturdayLastMinute)).toBe('2026-11-21');
    expect(istMinutes(saturdayLastMinute)).toBe(23 * 60 + 59);
    expect(istWeekday(saturdayLastMinute)).toBe(6);
    expect(isSundayInIst(saturdayLastMinute)).toBe(false);
    expect(istDate(sundayFirstMinute)).toBe('2026-11-22');
    expect(istMinutes(sundayFirstMinute)).toBe(0);
    expect(istWeekday(sundayFirstMinute)).toBe(0);
    expect(isSundayInIst(sundayFirstMinute)).toBe(true);
    // Still Sunday in IST at the last minute, Monday one minute later, although UTC says Sunday for both.
    expect(isSundayInIst('2026-11-22T18:29:59.999Z')).toBe(true);
    expect(isSundayInIst('2026-11-22T18:30:00Z')).toBe(false);
    // Sunday in UTC but already Monday in IST.
    expect(istWeekday('2026-11-22T20:00:00Z')).toBe(1);
  });

  it('gives IST minutes, e.g. 04:30 UTC is 10:00 IST', () => {
    expect(istMinutes('2026-11-21T04:30:00Z')).toBe(600);
    expect(istMinutes('2026-11-21T04:29:59.999Z')).toBe(599);
  });

  it('finds the instant of IST midnight', () => {
    expect(istStartOfDay('2026-11-21T18:29:00Z').toISOString()).toBe('2026-11-20T18:30:00.000Z');
    expect(istStartOfDay('2026-11-21T18:30:00Z').toISOString()).toBe('2026-11-21T18:30:00.000Z');
    expect(istStartOfDay('2026-11-22T05:00:00Z').toISOString()).toBe('2026-11-21T18:30:00.000Z');
    // Before the epoch the modulo must still round down.
    expect(istStartOfDay('1969-12-31T20:00:00Z').toISOString()).toBe('1969-12-31T18:30:00.000Z');
  });

  it('reads weekdays of calendar dates and moves dates across months and years', () => {
    expect(weekdayOfDate('2026-11-22')).toBe(0);
    expect(WEEKDAY_NAMES[weekdayOfDate('2026-11-21')]).toBe('Saturday');
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-11-22', -6)).toBe('2026-11-16');
  });

  it('refuses impossible calendar dates', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    for (const bad of ['2026-02-30', '2026-13-01', '2026-1-01', '26-01-01', '']) {
      expect(isCalendarDate(bad)).toBe(false);
      expect(() => weekdayOfDate(bad)).toThrow(RangeError);
    }
  });
});
