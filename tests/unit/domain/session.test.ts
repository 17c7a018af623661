import { describe, expect, it } from 'vitest';
import { DAILY_BET_TYPES, SESSIONS, type DailyBetType, type Session } from '../../../src/domain/bet-types';
import {
  betTimingCheck,
  betTypeNeedsOpenSession,
  betTypeSelectionCheck,
  checkGameTimes,
  gameCardStatus,
  gameSelectionBanner,
  governingSession,
  isBetTypeAvailable,
  isBetTypePlayable,
  isCloseSessionBettable,
  isGamePlayable,
  isMarketClosed,
  isOpenSessionBettable,
  sessionAvailability,
  sessionIndicator,
  sessionTimingNotice,
  type SessionAvailability,
} from '../../../src/domain/session';
import { formatClockTime } from '../../../src/domain/time';

const RESULTS = [
  { text: '***-**-***', openDeclared: false, closeDeclared: false },
  { text: '128-1*-***', openDeclared: true, closeDeclared: false },
  { text: '***-*7-359', openDeclared: false, closeDeclared: true },
  { text: '128-17-359', openDeclared: true, closeDeclared: true },
] as const;

const TIME_PAIRS = [
  ['10:00', '12:00'],
  ['23:30', '23:59'],
  ['00:00', '23:59'],
  ['00:01', '00:02'],
  ['12:00', '12:01'],
  ['09:30', '21:45'],
] as const;

const OWN_SESSION_TYPES: readonly DailyBetType[] = ['single', 'singlePanna', 'doublePanna', 'triplePanna'];
const OPEN_ONLY_TYPES: readonly DailyBetType[] = ['jodi', 'halfSangam', 'fullSangam'];

function minutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
}

/** Every game × minute × result state, with an oracle written straight from docs/product.md "Timing in IST". */
function* everyMinute() {
  for (const [openTime, closeTime] of TIME_PAIRS) {
    for (const result of RESULTS) {
      for (let now = 0; now < 1440; now++) {
        const open = now < minutes(openTime) && !result.openDeclared;
        const close = now <= minutes(closeTime) && !result.closeDeclared;
        yield {
          label: `${openTime}/${closeTime} ${result.text} at ${formatClockTime(now)}`,
          game: { openTime, closeTime, result: result.text },
          now,
          expected: {
            open,
            close,
            openDeclared: result.openDeclared,
            closeDeclared: result.closeDeclared,
            marketClosed: now > minutes(closeTime),
          },
        };
      }
    }
  }
}

describe('session availability, every minute of the day', () => {
  it('open strictly before openTime, close up to and including closeTime, each only while undeclared', () => {
    const wrong: string[] = [];
    for (const { label, game, now, expected } of everyMinute()) {
      const actual = sessionAvailability(game, now);
      if (JSON.stringify(actual) !== JSON.stringify(expected)) wrong.push(label);
    }
    expect(wrong).toEqual([]);
  });

  it('every bet type and session follows its governing session (jodi and sangams follow open)', () => {
    const wrong: string[] = [];
    for (const { label, game, now, expected } of everyMinute()) {
      const availability = sessionAvailability(game, now);
      for (const betType of DAILY_BET_TYPES) {
        for (const session of [...SESSIONS, null] as (Session | null)[]) {
          const governing = OWN_SESSION_TYPES.includes(betType) ? session : 'open';
          const playable = governing === null ? false : expected[governing];
          if (isBetTypePlayable(betType, session, availability) !== playable) {
            wrong.push(`${label} ${betType}/${session}: playable`);
          }
          const timing = betTimingCheck(betType, session, availability);
          const timingCode = governing === null
            ? 'SESSION_INVALID'
            : playable ? null : governing === 'open' ? 'OPEN_SESSION_CLOSED' : 'CLOSE_SESSION_CLOSED';
          if ((timing.ok ? null : timing.code) !== timingCode) wrong.push(`${label} ${betType}/${session}: timing`);
        }
        const available = OWN_SESSION_TYPES.includes(betType) ? expected.open || expected.close : expected.open;
        if (isBetTypeAvailable(betType, availability) !== available) wrong.push(`${label} ${betType}: available`);
        const selection = betTypeSelectionCheck(betType, availability);
        const selectionCode = available
          ? null
          : !expected.open && !expected.close
            ? betType === 'fullSangam' ? 'BOTH_SESSIONS_CLOSED' : 'ALL_SESSIONS_CLOSED'
            : 'OPEN_SESSION_REQUIRED';
        if ((selection.ok ? null : selection.code) !== selectionCode) wrong.push(`${label} ${betType}: selection`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('game card status and selection banner follow the original app\'s precedence, both results known first', () => {
    const wrong: string[] = [];
    const indicator = (bettable: boolean, declared: boolean) => (bettable ? 'tick' : declared ? 'result' : 'cross');
    const seen = new Set<string>();
    for (const { label, game, now, expected: e } of everyMinute()) {
      const availability = sessionAvailability(game, now);
      const card = gameCardStatus(availability);
      const open = indicator(e.open, e.openDeclared);
      const close = indicator(e.close, e.closeDeclared);
      const expectedCard = e.openDeclared && e.closeDeclared
        ? { kind: 'resultDeclared', code: 'RESULT_DECLARED', message: 'Result Declared' }
        : e.marketClosed
          ? { kind: 'marketClosed', code: 'MARKET_CLOSED', message: 'Market Closed' }
          : !e.open && !e.close
            ? { kind: 'gameClosed', open, close, code: 'GAME_CLOSED', message: 'Game Closed' }
            : { kind: 'sessions', open, close };
      if (JSON.stringify(card) !== JSON.stringify(expectedCard)) wrong.push(`${label}: card ${JSON.stringify(card)}`);

      const banner = gameSelectionBanner(availability);
      const expectedBanner = e.openDeclared && e.closeDeclared
        ? 'All results have been declared'
        : e.marketClosed
          ? 'Market Closed'
          : !e.open && !e.close
            ? 'All sessions are currently closed'
            : !e.open
              ? 'Between betting sessions'
              : null;
      if ((banner?.message ?? null) !== expectedBanner) wrong.push(`${label}: banner ${banner?.message}`);
      if (isGamePlayable(availability) !== (e.open || e.close)) wrong.push(`${label}: playable`);
      seen.add(card.kind).add(String(expectedBanner));
    }
    expect(wrong).toEqual([]);
    // The sweep reaches every state, so the comparisons above are not vacuous.
    expect([...seen].sort()).toEqual([
      'All results have been declared', 'All sessions are currently closed', 'Between betting sessions',
      'Market Closed', 'gameClosed', 'marketClosed', 'null', 'resultDeclared', 'sessions',
    ]);
  });
});

describe('session primitives at their boundaries', () => {
  it('open closes at the open minute itself', () => {
    expect(isOpenSessionBettable(599, 600, false)).toBe(true);
    expect(isOpenSessionBettable(600, 600, false)).toBe(false);
    expect(isOpenSessionBettable(0, 600, true)).toBe(false);
  });

  it('close stays open through the close minute', () => {
    expect(isCloseSessionBettable(720, 720, false)).toBe(true);
    expect(isCloseSessionBettable(721, 720, false)).toBe(false);
    expect(isCloseSessionBettable(0, 720, true)).toBe(false);
    expect(isMarketClosed(720, 720)).toBe(false);
    expect(isMarketClosed(721, 720)).toBe(true);
  });

  it('fails closed on unreadable game times', () => {
    const availability = sessionAvailability({ openTime: '10', closeTime: 'noon', result: null }, 0);
    expect(availability).toMatchObject({ open: false, close: false, marketClosed: true });
    expect(gameCardStatus(availability).kind).toBe('marketClosed');
  });

  it('treats a missing result as undeclared', () => {
    expect(sessionAvailability({ openTime: '10:00', closeTime: '12:00' }, 0)).toMatchObject({ open: true, close: true });
  });

  it('knows which bet types need the open session', () => {
    expect(OPEN_ONLY_TYPES.every(betTypeNeedsOpenSession)).toBe(true);
    expect(OWN_SESSION_TYPES.some(betTypeNeedsOpenSession)).toBe(false);
    expect(governingSession('halfSangam', 'close')).toBe('open');
    expect(governingSession('single', 'close')).toBe('close');
    expect(governingSession('single', undefined)).toBeNull();
  });
});

describe('messages of the timing rules', () => {
  const at = (now: number, result = '***-**-***'): SessionAvailability =>
    sessionAvailability({ openTime: '10:00', closeTime: '12:00', result }, now);

  it('says whether each session takes bets', () => {
    expect(sessionTimingNotice('open', at(599))).toEqual({
      code: 'OPEN_SESSION_AVAILABLE', message: 'Open session betting is available', available: true,
    });
    expect(sessionTimingNotice('open', at(600)).message).toBe('Open session betting has closed');
    expect(sessionTimingNotice('close', at(720)).message).toBe('Close session betting is available');
    expect(sessionTimingNotice('close', at(721)).message).toBe('Close session betting has closed');
  });

  it('refuses a late bet with the governing session\'s message', () => {
    expect(betTimingCheck('single', 'open', at(600))).toEqual({
      ok: false, code: 'OPEN_SESSION_CLOSED', message: 'Open session betting has closed', field: 'session',
    });
    expect(betTimingCheck('singlePanna', 'close', at(721))).toMatchObject({ message: 'Close session betting has closed' });
    expect(betTimingCheck('jodi', 'close', at(700))).toMatchObject({ message: 'Open session betting has closed' });
    expect(betTimingCheck('single', null, at(0))).toMatchObject({ code: 'SESSION_INVALID', message: 'Session must be open or close' });
    expect(betTimingCheck('fullSangam', null, at(0))).toEqual({ ok: true });
  });

  it('refuses a bet type on the selection screen with the original app\'s messages', () => {
    expect(betTypeSelectionCheck('fullSangam', at(721))).toMatchObject({ message: 'Both sessions are closed!' });
    expect(betTypeSelectionCheck('single', at(721))).toMatchObject({ message: 'All sessions are closed!' });
    expect(betTypeSelectionCheck('jodi', at(721))).toMatchObject({ message: 'All sessions are closed!' });
    expect(betTypeSelectionCheck('single', at(700))).toEqual({ ok: true });
  });

  it('explains why jodi and sangams are closed while the close session is open', () => {
    expect(betTypeSelectionCheck('jodi', at(700))).toEqual({
      ok: false,
      code: 'OPEN_SESSION_REQUIRED',
      message: 'Jodi betting closes with the open session',
      params: { betType: 'Jodi' },
    });
    expect(betTypeSelectionCheck('halfSangam', at(700))).toMatchObject({ message: 'Half Sangam betting closes with the open session' });
    expect(betTypeSelectionCheck('fullSangam', at(700))).toMatchObject({ message: 'Full Sangam betting closes with the open session' });
  });

  it('shows banners and card states with the original app\'s words', () => {
    expect(gameSelectionBanner(at(0))).toBeNull();
    expect(gameSelectionBanner(at(700))).toEqual({ code: 'BETWEEN_SESSIONS', message: 'Between betting sessions', tone: 'info' });
    expect(gameSelectionBanner(at(721))).toEqual({ code: 'MARKET_CLOSED', message: 'Market Closed', tone: 'closed' });
    expect(gameSelectionBanner(at(0, '128-17-359'))?.message).toBe('All results have been declared');
    expect(gameSelectionBanner(at(700, '***-*7-359'))?.message).toBe('All sessions are currently closed');
    expect(gameCardStatus(at(0))).toEqual({ kind: 'sessions', open: 'tick', close: 'tick' });
    expect(gameCardStatus(at(700, '128-1*-***'))).toEqual({ kind: 'sessions', open: 'result', close: 'tick' });
    expect(gameCardStatus(at(700, '***-*7-359'))).toEqual({
      kind: 'gameClosed', open: 'cross', close: 'result', code: 'GAME_CLOSED', message: 'Game Closed',
    });
    expect(sessionIndicator(at(700), 'open')).toBe('cross');
  });
});

describe('checkGameTimes', () => {
  it('needs two HH:MM times with close after open', () => {
    expect(checkGameTimes('10:00', '12:00')).toEqual({ ok: true });
    expect(checkGameTimes('1000', '12:00')).toMatchObject({ code: 'TIME_FORMAT_INVALID', field: 'openTime', message: 'Time must be in HH:MM (24-hour) format' });
    expect(checkGameTimes('10:00', '25:00')).toMatchObject({ code: 'TIME_FORMAT_INVALID', field: 'closeTime' });
    expect(checkGameTimes('12:00', '12:00')).toMatchObject({ code: 'CLOSE_TIME_NOT_AFTER_OPEN', message: 'Close time must be after open time' });
    expect(checkGameTimes('12:00', '10:00')).toMatchObject({ code: 'CLOSE_TIME_NOT_AFTER_OPEN' });
  });
});
