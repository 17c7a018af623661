/**
 * When a daily market takes bets (the timing rules in docs/product.md).
 *
 * Times are minutes since midnight IST; the caller passes "now" (the server from its clock, the app from the
 * device clock corrected by the server's `Date` header). The open session takes bets strictly before the open
 * time, the close session up to and including the close time, each only while its result is undeclared.
 * Single digit and panna bets need their own session; jodi and every sangam pay on the open result too, so
 * they need the open session (otherwise they could be placed knowing half the answer).
 */

import { gameSelectionLabel, isSession, type DailyBetType, type Session } from './bet-types';
import { isClosedToday, isSessionVoided, type ClosedReason, type MarketDay } from './market-day';
import { OK, formatMessage, problem, type Check, type DomainCode } from './messages';
import { MINUTES_PER_DAY } from './constants';
import { marketMinuteOf, marketMinutes } from './market-clock';
import { isCloseDeclared, isOpenDeclared } from './result';
import { parseClockTime } from './time';

export function isOpenSessionBettable(nowMinutes: number, openMinutes: number, openDeclared: boolean): boolean {
  return nowMinutes < openMinutes && !openDeclared;
}

export function isCloseSessionBettable(nowMinutes: number, closeMinutes: number, closeDeclared: boolean): boolean {
  return nowMinutes <= closeMinutes && !closeDeclared;
}

export function isMarketClosed(nowMinutes: number, closeMinutes: number): boolean {
  return nowMinutes > closeMinutes;
}

/**
 * The first minute of the market day (market-clock.ts: a close after midnight counts from 1440) at which a
 * session's result may be declared: once betting on it has closed. The open stops taking bets at the open time,
 * the close after its close minute, so a result is never public while bets on it are still taken.
 */
export function declarableFromMinute(session: Session, openMinutes: number, closeMinutes: number): number {
  return session === 'open' ? openMinutes : closeMinutes + 1;
}

/** What the session rules read from a game record, with its calendar day. */
export type MarketTimes = MarketDay & {
  readonly openTime: string;
  readonly closeTime: string;
  readonly result?: string | null;
};

export type SessionAvailability = {
  /** The open session takes bets now. */
  readonly open: boolean;
  /** The close session takes bets now. */
  readonly close: boolean;
  readonly openDeclared: boolean;
  readonly closeDeclared: boolean;
  readonly marketClosed: boolean;
  /** The market does not run today (a weekday it skips, a holiday): why; absent when it runs. */
  readonly closedToday?: ClosedReason;
};

/**
 * Everything the timing rules need about one game at one clock minute (IST), read in the game's market day
 * (market-clock.ts: a market closing after midnight still counts 00:15 as 1455 of the day it opened). A game
 * whose times cannot be read takes no bets (failing closed is the safe side for money); nor does a market closed
 * today, or a voided session.
 */
export function sessionAvailability(game: MarketTimes, clockMinute: number): SessionAvailability {
  const times = marketMinutes(game.openTime, game.closeTime);
  const nowMinutes = marketMinuteOf(clockMinute, times);
  const openMinutes = times?.open ?? parseClockTime(game.openTime);
  const closeMinutes = times?.close ?? parseClockTime(game.closeTime);
  const openDeclared = isOpenDeclared(game.result);
  const closeDeclared = isCloseDeclared(game.result);
  const runs = !isClosedToday(game);
  const takes = (session: Session) => runs && !isSessionVoided(game, session);
  return {
    open: takes('open') && openMinutes !== null && isOpenSessionBettable(nowMinutes, openMinutes, openDeclared),
    close: takes('close') && closeMinutes !== null && isCloseSessionBettable(nowMinutes, closeMinutes, closeDeclared),
    openDeclared,
    closeDeclared,
    marketClosed: closeMinutes === null || isMarketClosed(nowMinutes, closeMinutes),
    ...(runs ? {} : { closedToday: game.closedReason ?? UNKNOWN_CLOSED_REASON }),
  };
}

/** A market closed today whose reason did not arrive (it always does from the server): "closed today". */
const UNKNOWN_CLOSED_REASON: ClosedReason = { kind: 'holiday', weekday: -1, holiday: null, message: '' };

export function isSessionBettable(availability: SessionAvailability, session: Session): boolean {
  return availability[session];
}

/** A game is playable while either session takes bets (the Play Game button). */
export function isGamePlayable(availability: SessionAvailability): boolean {
  return availability.open || availability.close;
}

/** Jodi and the sangams settle on the open result as well, so only the open session can take them. */
export function betTypeNeedsOpenSession(betType: DailyBetType): boolean {
  return betType === 'jodi' || betType === 'halfSangam' || betType === 'fullSangam';
}

/** The session whose availability decides whether a bet can be placed; null when the bet names none. */
export function governingSession(betType: DailyBetType, session: Session | null | undefined): Session | null {
  if (betTypeNeedsOpenSession(betType)) return 'open';
  return isSession(session) ? session : null;
}

/** Whether a bet of this type, on this session, can be placed now. */
export function isBetTypePlayable(
  betType: DailyBetType,
  session: Session | null | undefined,
  availability: SessionAvailability,
): boolean {
  const governing = governingSession(betType, session);
  return governing !== null && availability[governing];
}

/** Whether the game-selection button of a bet type is enabled: some session still takes this type. */
export function isBetTypeAvailable(betType: DailyBetType, availability: SessionAvailability): boolean {
  return betTypeNeedsOpenSession(betType) ? availability.open : isGamePlayable(availability);
}

/**
 * The toast when a player picks a bet type that cannot be played. With no session open, "Both sessions are
 * closed!" or "All sessions are closed!"; when only the close session is open, the types that close with the
 * open session (jodi, sangams) say why instead of claiming every session is closed.
 */
export function betTypeSelectionCheck(betType: DailyBetType, availability: SessionAvailability): Check {
  if (isBetTypeAvailable(betType, availability)) return OK;
  if (!isGamePlayable(availability)) {
    return problem(betType === 'fullSangam' ? 'BOTH_SESSIONS_CLOSED' : 'ALL_SESSIONS_CLOSED');
  }
  return problem('OPEN_SESSION_REQUIRED', { betType: gameSelectionLabel(betType) });
}

/** The timing check of a bet before it is placed (the server's and the bet screen's). */
export function betTimingCheck(
  betType: DailyBetType,
  session: Session | null | undefined,
  availability: SessionAvailability,
): Check {
  const governing = governingSession(betType, session);
  if (governing === null) return problem('SESSION_INVALID', undefined, 'session');
  if (availability[governing]) return OK;
  return problem(governing === 'open' ? 'OPEN_SESSION_CLOSED' : 'CLOSE_SESSION_CLOSED', undefined, 'session');
}

export type Notice = { readonly code: DomainCode; readonly message: string };

function notice(code: DomainCode): Notice {
  return { code, message: formatMessage(code) };
}

/** The bet screen's line under the session toggle: "Open session betting is available" / "… has closed". */
export function sessionTimingNotice(
  session: Session,
  availability: SessionAvailability,
): Notice & { readonly available: boolean } {
  const available = availability[session];
  const code: DomainCode =
    session === 'open'
      ? available ? 'OPEN_SESSION_AVAILABLE' : 'OPEN_SESSION_CLOSED'
      : available ? 'CLOSE_SESSION_AVAILABLE' : 'CLOSE_SESSION_CLOSED';
  return { ...notice(code), available };
}

/** A game card's per-session mark: tick while it takes bets, Result once declared, cross otherwise. */
export type SessionIndicator = 'tick' | 'result' | 'cross';

export function sessionIndicator(availability: SessionAvailability, session: Session): SessionIndicator {
  if (availability[session]) return 'tick';
  const declared = session === 'open' ? availability.openDeclared : availability.closeDeclared;
  return declared ? 'result' : 'cross';
}

export type GameCardStatus =
  | { readonly kind: 'closedToday'; readonly reason: ClosedReason }
  | ({ readonly kind: 'marketClosed' } & Notice)
  | ({ readonly kind: 'resultDeclared' } & Notice)
  | { readonly kind: 'sessions'; readonly open: SessionIndicator; readonly close: SessionIndicator }
  | ({ readonly kind: 'gameClosed'; readonly open: SessionIndicator; readonly close: SessionIndicator } & Notice);

/** The status line of a dashboard game card, in the original app's order of precedence. */
export function gameCardStatus(availability: SessionAvailability): GameCardStatus {
  // A day the market does not run: why, instead of sessions that never open.
  if (availability.closedToday) return { kind: 'closedToday', reason: availability.closedToday };
  // Both results known comes first: a close is declared only after the close time, so a day's
  // full result would otherwise never be announced as such.
  if (availability.openDeclared && availability.closeDeclared) {
    return { kind: 'resultDeclared', ...notice('RESULT_DECLARED') };
  }
  if (availability.marketClosed) return { kind: 'marketClosed', ...notice('MARKET_CLOSED') };
  const open = sessionIndicator(availability, 'open');
  const close = sessionIndicator(availability, 'close');
  if (!isGamePlayable(availability)) return { kind: 'gameClosed', open, close, ...notice('GAME_CLOSED') };
  return { kind: 'sessions', open, close };
}

export type GameSelectionBanner =
  | (Notice & { readonly tone: 'closed' | 'info' })
  | { readonly code: 'CLOSED_TODAY'; readonly message: string; readonly reason: ClosedReason; readonly tone: 'closed' };

/**
 * The banner of the game-selection screen, or null while the open session still takes every type.
 * "Between betting sessions" is the informational one: the open session is over (time passed or result
 * declared) while the close session still takes single digit and panna bets.
 */
export function gameSelectionBanner(availability: SessionAvailability): GameSelectionBanner | null {
  const reason = availability.closedToday;
  if (reason) return { code: 'CLOSED_TODAY', message: reason.message, reason, tone: 'closed' };
  if (availability.openDeclared && availability.closeDeclared) {
    return { ...notice('ALL_RESULTS_DECLARED'), tone: 'closed' };
  }
  if (availability.marketClosed) return { ...notice('MARKET_CLOSED'), tone: 'closed' };
  if (!isGamePlayable(availability)) return { ...notice('ALL_SESSIONS_CURRENTLY_CLOSED'), tone: 'closed' };
  if (!availability.open) return { ...notice('BETWEEN_SESSIONS'), tone: 'info' };
  return null;
}

/** The longest a market closing after midnight may stay open: a longer span is read as a slip of AM and PM. */
export const MAX_OVERNIGHT_SPAN_MINUTES = 12 * 60;

/**
 * An admin's game times: both "HH:MM", close after open. A close earlier on the clock than the open closes
 * after midnight (market-clock.ts), when it comes at most 12 hours after the open (21:30 to 00:30, not 12:00 to
 * 10:00).
 */
export function checkGameTimes(openTime: string, closeTime: string): Check {
  const open = parseClockTime(openTime);
  if (open === null) return problem('TIME_FORMAT_INVALID', undefined, 'openTime');
  const close = parseClockTime(closeTime);
  if (close === null) return problem('TIME_FORMAT_INVALID', undefined, 'closeTime');
  const overnightTooLong = close < open && close + MINUTES_PER_DAY - open > MAX_OVERNIGHT_SPAN_MINUTES;
  if (close === open || overnightTooLong) return problem('CLOSE_TIME_NOT_AFTER_OPEN', undefined, 'closeTime');
  return OK;
}
