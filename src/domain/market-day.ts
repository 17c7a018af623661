/**
 * A market's day as the games list reports it beside its times: whether it runs today at all (its weekdays and
 * the operator's holidays) and whether today's draw, or one session of it, was voided and its bets refunded.
 * Fields a server or cache from before calendars lacks read as "runs, nothing voided".
 */

import type { Session } from './bet-types';
import type { ClosedReason } from './market-calendar';
import { displayResult, formatResult, parseResult } from './result';

/** Why a market does not run today: a weekday it never runs on (0 = Sunday), or a holiday (its name, if any). */
export type { ClosedReason };

/** Today's draw voided: the whole day or one session of a daily market. */
export type VoidedDraw = 'day' | Session;

export type MarketDay = {
  readonly runsToday?: boolean;
  readonly closedReason?: ClosedReason | null;
  readonly voided?: VoidedDraw | null;
};

/** A market that does not run today takes no bets and shows why instead of its sessions. */
export function isClosedToday(market: MarketDay): boolean {
  return market.runsToday === false;
}

/** A voided session takes no bets: its bets were refunded. */
export function isSessionVoided(market: MarketDay, session: Session): boolean {
  return market.voided === 'day' || market.voided === session;
}

/** Weekday numbers as the server sends them (0 = Sunday … 6 = Saturday); anything else is not one. */
export function isWeekday(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 6;
}

/**
 * The day's result string as a player reads it: a voided session shows no panna (`***`), whatever was declared
 * before it was voided, since its bets were refunded rather than settled.
 */
export function resultOfDay(result: string | null | undefined, voided: VoidedDraw | null | undefined): string {
  const parsed = parseResult(result);
  if (!voided || !parsed) return displayResult(result);
  const keep = (session: Session) => (isSessionVoided({ voided }, session) ? null : parsed[session]?.panna);
  return formatResult({ openPanna: keep('open'), closePanna: keep('close') });
}
