import { describe, expect, it } from 'vitest';
import { isClosedToday, isSessionVoided, resultOfDay, type ClosedReason } from '../../../src/domain/market-day';
import { gameCardStatus, gameSelectionBanner, sessionAvailability, type MarketTimes } from '../../../src/domain/session';

/** A market's day: closed today (its weekdays, a holiday) or a voided draw takes no bets, at any minute. */

const TEN = 10 * 60;
const SUNDAY: ClosedReason = { kind: 'weekday', weekday: 0, holiday: null, message: 'Kalyan does not run on Sundays' };

const market = (day: Partial<MarketTimes> = {}): MarketTimes => ({ openTime: '15:00', closeTime: '17:00', result: '***-**-***', ...day });

describe('a market closed today', () => {
  it('takes no bets in either session, and says why on its card and its game screen', () => {
    const availability = sessionAvailability(market({ runsToday: false, closedReason: SUNDAY }), TEN);
    expect(availability).toMatchObject({ open: false, close: false, closedToday: SUNDAY });
    expect(gameCardStatus(availability)).toEqual({ kind: 'closedToday', reason: SUNDAY });
    expect(gameSelectionBanner(availability)).toEqual({ code: 'CLOSED_TODAY', message: SUNDAY.message, reason: SUNDAY, tone: 'closed' });
  });

  it('is closed today even when its reason did not arrive', () => {
    const availability = sessionAvailability(market({ runsToday: false }), TEN);
    expect(availability.open).toBe(false);
    expect(availability.closedToday).toMatchObject({ kind: 'holiday', holiday: null });
  });

  it('runs as before when the day fields are missing (a list cached before calendars) or say it runs', () => {
    for (const day of [{}, { runsToday: true, closedReason: null, voided: null }]) {
      const availability = sessionAvailability(market(day), TEN);
      expect(availability).toMatchObject({ open: true, close: true });
      expect(availability.closedToday).toBeUndefined();
      expect(isClosedToday(day)).toBe(false);
    }
  });
});

describe('a voided draw', () => {
  it('a voided day takes no bets; a voided open session leaves the close session open', () => {
    expect(sessionAvailability(market({ voided: 'day' }), TEN)).toMatchObject({ open: false, close: false });
    expect(sessionAvailability(market({ voided: 'open' }), TEN)).toMatchObject({ open: false, close: true });
    expect(sessionAvailability(market({ voided: 'close' }), TEN)).toMatchObject({ open: true, close: false });
    expect(isSessionVoided({ voided: 'day' }, 'close')).toBe(true);
    expect(isSessionVoided({ voided: 'open' }, 'close')).toBe(false);
  });

  it('shows no panna for what was voided, whatever had been declared', () => {
    expect(resultOfDay('128-17-359', 'day')).toBe('***-**-***');
    expect(resultOfDay('128-17-359', 'open')).toBe('***-*7-359');
    expect(resultOfDay('128-17-359', 'close')).toBe('128-1*-***');
    expect(resultOfDay('128-1*-***', null)).toBe('128-1*-***');
    expect(resultOfDay(null, 'day')).toBe('***-**-***');
    expect(resultOfDay('garbage', 'open')).toBe('***-**-***');
  });
});
