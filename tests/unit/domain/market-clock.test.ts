import { describe, expect, it } from 'vitest';
import { closesAfterMidnight, marketDayAt, marketMinuteOf, marketMinutes } from '../../../src/domain/market-clock';
import { checkGameTimes, sessionAvailability } from '../../../src/domain/session';

/** An IST wall-clock instant. */
const ist = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

describe('a market closing after midnight (21:30 to 00:30)', () => {
  const day = (date: string, time: string) => marketDayAt(ist(date, time), '21:30', '00:30');

  it('changes day in the middle of the gap between its close and its open: 11:00', () => {
    expect(marketMinutes('21:30', '00:30')).toEqual({ open: 1290, close: 1470, changeover: 660 });
    expect(closesAfterMidnight('21:30', '00:30')).toBe(true);
  });

  it('keeps the day it opened from midnight until the changeover, counting minutes from 1440', () => {
    expect(day('2026-11-20', '23:59')).toEqual({ date: '2026-11-20', minute: 1439 });
    expect(day('2026-11-21', '00:00')).toEqual({ date: '2026-11-20', minute: 1440 });
    expect(day('2026-11-21', '00:30')).toEqual({ date: '2026-11-20', minute: 1470 });
    expect(day('2026-11-21', '00:31')).toEqual({ date: '2026-11-20', minute: 1471 });
    expect(day('2026-11-21', '10:59')).toEqual({ date: '2026-11-20', minute: 2099 });
  });

  it('starts the new day at the changeover', () => {
    expect(day('2026-11-21', '11:00')).toEqual({ date: '2026-11-21', minute: 660 });
    expect(day('2026-11-21', '21:30')).toEqual({ date: '2026-11-21', minute: 1290 });
  });

  it('turns the month and the year with the calendar', () => {
    expect(day('2027-01-01', '00:15')).toEqual({ date: '2026-12-31', minute: 1455 });
  });

  it('takes close bets until its close minute after midnight, then closes', () => {
    const game = { openTime: '21:30', closeTime: '00:30', result: '128-1*-***' };
    expect(sessionAvailability(game, 15)).toMatchObject({ open: false, close: true, marketClosed: false });
    expect(sessionAvailability(game, 30)).toMatchObject({ close: true, marketClosed: false });
    expect(sessionAvailability(game, 31)).toMatchObject({ close: false, marketClosed: true });
    expect(sessionAvailability(game, 659)).toMatchObject({ open: false, close: false, marketClosed: true });
    // From the changeover the next day's sessions (its record comes undeclared).
    const next = { ...game, result: '***-**-***' };
    expect(sessionAvailability(next, 660)).toMatchObject({ open: true, close: true, marketClosed: false });
    expect(sessionAvailability(next, 23 * 60)).toMatchObject({ open: false, close: true, marketClosed: false });
  });
});

describe('a market within one day', () => {
  it('changes day at midnight, as the IST calendar does', () => {
    expect(marketMinutes('09:30', '11:30')).toEqual({ open: 570, close: 690, changeover: 0 });
    expect(closesAfterMidnight('09:30', '11:30')).toBe(false);
    expect(marketDayAt(ist('2026-11-20', '23:59'), '09:30', '11:30')).toEqual({ date: '2026-11-20', minute: 1439 });
    expect(marketDayAt(ist('2026-11-21', '00:00'), '09:30', '11:30')).toEqual({ date: '2026-11-21', minute: 0 });
    expect(marketDayAt(ist('2026-11-21', '11:31'), '09:30', '11:30')).toEqual({ date: '2026-11-21', minute: 691 });
    expect(marketMinuteOf(15, marketMinutes('09:30', '11:30'))).toBe(15);
  });

  it('reads unreadable or equal times as the calendar day', () => {
    expect(marketMinutes('9:30', '11:30')).toBeNull();
    expect(marketMinutes('12:00', '12:00')).toBeNull();
    expect(marketDayAt(ist('2026-11-21', '00:15'), 'x', '00:30')).toEqual({ date: '2026-11-21', minute: 15 });
  });
});

describe('game times closing after midnight', () => {
  it('are accepted up to 12 hours after the open', () => {
    expect(checkGameTimes('21:30', '00:30')).toEqual({ ok: true });
    expect(checkGameTimes('23:00', '01:00')).toEqual({ ok: true });
    expect(checkGameTimes('18:00', '06:00')).toEqual({ ok: true });
    expect(checkGameTimes('18:00', '06:01')).toMatchObject({ code: 'CLOSE_TIME_NOT_AFTER_OPEN', field: 'closeTime' });
  });
});
