import { checkPanna, pannaAnk } from '../../../src/domain/panna';
import { formatResult, parseResult } from '../../../src/domain/result';
import { declarableFromMinute } from '../../../src/domain/session';
import { marketDayAt, marketMinutes } from '../../../src/domain/market-clock';
import type { DeclareBlock } from '../../../src/domain/results-due';
import { clockTimeToDisplay } from '../../../src/domain/time';
import { declaringText } from '../declaring-text';
import type { SessionName } from '../api';

/** What the operator typed, read with the domain rules: the panna's problem, or its ank. */
export type PannaReading =
  | { readonly state: 'empty' }
  | { readonly state: 'invalid'; readonly message: string }
  | { readonly state: 'valid'; readonly panna: string; readonly ank: number };

export function readPanna(input: string): PannaReading {
  if (input === '') return { state: 'empty' };
  // While fewer than three digits are typed there is nothing wrong yet, only nothing to derive.
  if (/^\d{1,2}$/.test(input)) return { state: 'empty' };
  const checked = checkPanna(input);
  if (!checked.ok) return { state: 'invalid', message: checked.message };
  return { state: 'valid', panna: input, ank: pannaAnk(input) };
}

/**
 * The day's result string after declaring `panna` for `session`, keeping the other session's declared half
 * (from the day's current result string).
 */
export function resultAfterDeclaring(current: string | null | undefined, session: SessionName, panna: string): string {
  const parsed = parseResult(current);
  const openPanna = session === 'open' ? panna : (parsed?.open?.panna ?? null);
  const closePanna = session === 'close' ? panna : (parsed?.close?.panna ?? null);
  return formatResult({ openPanna, closePanna });
}

/** The panna already declared for a session in a result string, or null. */
export function declaredPannaOf(current: string | null | undefined, session: SessionName): string | null {
  const parsed = parseResult(current);
  return (session === 'open' ? parsed?.open?.panna : parsed?.close?.panna) ?? null;
}

/** A Starline result as players see it: the panna and its ank ("128-1"). */
export function starlineResultText(panna: string): string {
  return `${panna}-${pannaAnk(panna)}`;
}

/**
 * While today's session still takes bets its result cannot be declared (the server refuses it): the time from
 * which it can be, or null once it can.
 */
export function declarationWait(
  game: { openTime: string; closeTime: string },
  session: SessionName,
  now: Date,
): { session: SessionName; time: string } | null {
  const times = marketMinutes(game.openTime, game.closeTime);
  const minute = marketDayAt(now, game.openTime, game.closeTime).minute;
  if (times === null || minute >= declarableFromMinute(session, times.open, times.close)) return null;
  return { session, time: session === 'open' ? game.openTime : game.closeTime };
}

/** Why Declare is disabled, in the operator's words ("Betting on the close is open until 5:30 PM"). */
export function declareBlockText(block: DeclareBlock): string {
  const t = declaringText.blocked;
  switch (block.reason) {
    case 'bettingOpen':
      return t.bettingOpen(block.session, clockTimeToDisplay(block.until));
    case 'openFirst':
      return t.openFirst;
    case 'declared':
      return t.declared(block.result);
    case 'voided':
      return t.voided;
    case 'closedToday':
      return t.closedToday;
  }
}
