/**
 * Which results are due today, and why one cannot be declared yet: the console's list of sessions to declare and
 * its Declare button read these, the server refuses a declaration by the same minutes (`declarableFromMinute`,
 * `starlineDeclarableFromMinute`) and the same open-before-close order (`awaitsOpen`).
 *
 * A session is upcoming while it takes bets, due once betting on it has closed and no result is declared,
 * overdue when it has been due for OVERDUE_AFTER_MINUTES or more, and declared once its result is.
 */

import type { Session } from './bet-types';
import { isClosedToday, isSessionVoided, type MarketDay } from './market-day';
import { marketMinuteOf, marketMinutes } from './market-clock';
import { parseResult } from './result';
import { declarableFromMinute } from './session';
import { starlineDeclarableFromMinute } from './starline';
import { parseClockTime } from './time';

/** How long a result may wait once due before it is overdue. */
export const OVERDUE_AFTER_MINUTES = 30;

export type DueState = 'overdue' | 'due' | 'upcoming' | 'declared';

/** Why a session cannot be declared now; null when it can. */
export type DeclareBlock =
  /** Betting on it is still taken, until `until` ("HH:MM", IST). */
  | { readonly reason: 'bettingOpen'; readonly session: Session | null; readonly until: string }
  /** The close waits for the open's result. */
  | { readonly reason: 'openFirst' }
  /** Declared already (`result`: "123-6"): reverting comes first. */
  | { readonly reason: 'declared'; readonly result: string }
  /** Voided: its bets were refunded, no result comes. */
  | { readonly reason: 'voided' }
  /** The market does not run today. */
  | { readonly reason: 'closedToday' };

/** The close is declared only after the open, unless the open was voided. */
export function awaitsOpen(session: Session, openDeclared: boolean, openVoided: boolean): boolean {
  return session === 'close' && !openDeclared && !openVoided;
}

/** A daily market as the games list reports it today. */
export type DailyToday = MarketDay & {
  readonly openTime: string;
  readonly closeTime: string;
  readonly result?: string | null;
};

/** A Starline game as its list reports it today: `result` is `***` or the panna. */
export type StarlineToday = Omit<MarketDay, 'voided'> & {
  readonly openTime: string;
  readonly result?: string | null;
  readonly voided?: boolean | null;
};

const declaredText = (half: { panna: string; ank: number }) => `${half.panna}-${half.ank}`;

/** The first minute a daily session of today may be declared, or null when its times cannot be read. */
function dailyDeclarableFrom(game: DailyToday, session: Session): number | null {
  const times = marketMinutes(game.openTime, game.closeTime);
  return times === null ? null : declarableFromMinute(session, times.open, times.close);
}

/** The clock minute `nowMinutes` as a daily market's own day counts it (past 1440 after midnight for a night market). */
function dailyMinute(game: DailyToday, nowMinutes: number): number {
  return marketMinuteOf(nowMinutes, marketMinutes(game.openTime, game.closeTime));
}

/** Why today's session of a daily market cannot be declared at `nowMinutes`, or null when it can. */
export function dailyDeclareBlock(game: DailyToday, session: Session, nowMinutes: number): DeclareBlock | null {
  if (isClosedToday(game)) return { reason: 'closedToday' };
  if (isSessionVoided(game, session)) return { reason: 'voided' };
  const parsed = parseResult(game.result);
  const half = parsed?.[session];
  if (half) return { reason: 'declared', result: declaredText(half) };
  const from = dailyDeclarableFrom(game, session);
  if (from !== null && dailyMinute(game, nowMinutes) < from) {
    return { reason: 'bettingOpen', session, until: session === 'open' ? game.openTime : game.closeTime };
  }
  if (awaitsOpen(session, !!parsed?.open, isSessionVoided(game, 'open'))) return { reason: 'openFirst' };
  return null;
}

/** The declared panna of a Starline result field (`***` or a panna), or null. */
function starlinePanna(result: string | null | undefined): string | null {
  return result && /^\d{3}$/.test(result) ? result : null;
}

/** Why today's Starline draw cannot be declared at `nowMinutes`, or null when it can. */
export function starlineDeclareBlock(game: StarlineToday, nowMinutes: number, ank?: number): DeclareBlock | null {
  if (game.runsToday === false) return { reason: 'closedToday' };
  if (game.voided) return { reason: 'voided' };
  const panna = starlinePanna(game.result);
  if (panna) return { reason: 'declared', result: ank === undefined ? panna : `${panna}-${ank}` };
  const open = parseClockTime(game.openTime);
  if (open !== null && nowMinutes < starlineDeclarableFromMinute(open)) {
    return { reason: 'bettingOpen', session: null, until: game.openTime };
  }
  return null;
}

/** A session's state at `nowMinutes`, from the minute it became declarable and whether it is declared. */
export function dueState(declarableFrom: number, declared: boolean, nowMinutes: number): DueState {
  if (declared) return 'declared';
  if (nowMinutes < declarableFrom) return 'upcoming';
  return nowMinutes - declarableFrom >= OVERDUE_AFTER_MINUTES ? 'overdue' : 'due';
}

/** One result of today to declare: a daily market's session, or a Starline game's draw (`session` null). */
export interface DueSession {
  readonly kind: 'daily' | 'starline';
  readonly gameId: string;
  readonly gameName: string;
  readonly session: Session | null;
  /** When betting on it closes ("HH:MM", IST): the time the list shows. */
  readonly closesAt: string;
  /** The first minute it may be declared. */
  readonly declarableFrom: number;
  readonly state: DueState;
  /** The declared result ("123-6"), once declared. */
  readonly result: string | null;
  /** Minutes since it became due (0 unless due or overdue). */
  readonly waiting: number;
}

type Listed = { readonly _id: string; readonly gameName: string; readonly isActive?: boolean };

const STATE_ORDER: Record<DueState, number> = { overdue: 0, due: 1, upcoming: 2, declared: 3 };

/**
 * Today's sessions of the active markets that run today, the next to declare first: overdue, then due (the longest
 * waiting first), then upcoming (the soonest first), then declared. Voided sessions are left out: no result comes.
 */
export function dueSessions(
  daily: readonly (DailyToday & Listed)[],
  starline: readonly (StarlineToday & Listed & { readonly digit?: number })[],
  nowMinutes: number,
): DueSession[] {
  const rows: DueSession[] = [];
  const add = (row: Omit<DueSession, 'state' | 'waiting'>, minute = nowMinutes) => {
    const state = dueState(row.declarableFrom, row.result !== null, minute);
    const waiting = state === 'due' || state === 'overdue' ? minute - row.declarableFrom : 0;
    rows.push({ ...row, state, waiting });
  };
  for (const game of daily) {
    if (game.isActive === false || isClosedToday(game)) continue;
    const parsed = parseResult(game.result);
    for (const session of ['open', 'close'] as const) {
      const from = dailyDeclarableFrom(game, session);
      if (from === null || isSessionVoided(game, session)) continue;
      const half = parsed?.[session];
      add({
        kind: 'daily',
        gameId: game._id,
        gameName: game.gameName,
        session,
        closesAt: session === 'open' ? game.openTime : game.closeTime,
        declarableFrom: from,
        result: half ? declaredText(half) : null,
      }, dailyMinute(game, nowMinutes));
    }
  }
  for (const game of starline) {
    const open = parseClockTime(game.openTime);
    if (game.isActive === false || game.runsToday === false || game.voided || open === null) continue;
    const panna = starlinePanna(game.result);
    add({
      kind: 'starline',
      gameId: game._id,
      gameName: game.gameName,
      session: null,
      closesAt: game.openTime,
      declarableFrom: starlineDeclarableFromMinute(open),
      result: panna && (game.digit === undefined ? panna : `${panna}-${game.digit}`),
    });
  }
  return rows.sort((a, b) => {
    const byState = STATE_ORDER[a.state] - STATE_ORDER[b.state];
    if (byState !== 0) return byState;
    return a.declarableFrom - b.declarableFrom || a.gameName.localeCompare(b.gameName);
  });
}
