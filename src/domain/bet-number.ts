/**
 * Daily bet numbers: their formats, and which numbers a declared result makes win.
 *
 * Formats: single `7`, jodi `05`, pannas `128`, half sangam `D-PPP` (`5-128`), full sangam `PPP-PPP`
 * (`128-359`; six digits without the dash are split 3-3). Every panna, also inside a sangam, must be one of
 * the 220 valid ones, because no other can ever be declared.
 */

import { isDailyBetType, isSession, pannaKindOfBetType, type DailyBetType, type Session } from './bet-types';
import { problem, valid, type Check, type Outcome } from './messages';
import { checkPanna, pannaAnk, pannaKind } from './panna';
import type { DeclaredPannas } from './result';

const FIELD = 'betNumber';

function checkPannaIn(value: string): Check {
  return checkPanna(value, FIELD);
}

function validateSingle(input: string): Outcome<string> {
  if (/^\d$/.test(input)) return valid(input);
  // A whole number that is simply too big (or negative) gets the range message, anything else the format one.
  if (/^-?\d+$/.test(input)) return problem('SINGLE_DIGIT_OUT_OF_RANGE', undefined, FIELD);
  return problem('SINGLE_DIGIT_INVALID', undefined, FIELD);
}

function validateJodi(input: string): Outcome<string> {
  return /^\d{2}$/.test(input) ? valid(input) : problem('JODI_INVALID', undefined, FIELD);
}

function validatePannaBet(betType: DailyBetType, input: string): Outcome<string> {
  const checked = checkPannaIn(input);
  if (!checked.ok) return checked;
  // Validity before kind: telling a player "this is a double panna" about 211 would send them to a bet type
  // where it is rejected anyway.
  const selected = pannaKindOfBetType(betType)!;
  const actual = pannaKind(input)!;
  if (actual !== selected) return problem('PANNA_KIND_MISMATCH', { actual, selected }, FIELD);
  return valid(input);
}

function validateHalfSangam(input: string): Outcome<string> {
  const match = /^(\d)-(\d{3})$/.exec(input);
  if (!match) return problem('HALF_SANGAM_FORMAT', undefined, FIELD);
  const checked = checkPannaIn(match[2]!);
  return checked.ok ? valid(input) : checked;
}

function validateFullSangam(input: string): Outcome<string> {
  const match = /^(\d{3})-?(\d{3})$/.exec(input);
  if (!match) return problem('FULL_SANGAM_FORMAT', undefined, FIELD);
  for (const panna of [match[1]!, match[2]!]) {
    const checked = checkPannaIn(panna);
    if (!checked.ok) return checked;
  }
  return valid(`${match[1]}-${match[2]}`);
}

/**
 * Checks a bet number for its type and gives its normalised form (trimmed; full sangam with its dash).
 * `betType` is whatever arrived (a route or a request body), so an unknown one is an answer, not a crash.
 */
export function validateBetNumber(betType: string, input: string): Outcome<string> {
  if (!isDailyBetType(betType)) return problem('UNKNOWN_BET_TYPE', undefined, 'betType');
  const value = input.trim();
  switch (betType) {
    case 'single': return validateSingle(value);
    case 'jodi': return validateJodi(value);
    case 'singlePanna':
    case 'doublePanna':
    case 'triplePanna': return validatePannaBet(betType, value);
    case 'halfSangam': return validateHalfSangam(value);
    case 'fullSangam': return validateFullSangam(value);
  }
}

/**
 * The session a bet carries on the wire: open or close, except full sangam, which spans both and is stored
 * with `null` whatever the client sent (its screen hides the toggle).
 */
export function validateBetSession(betType: DailyBetType, session: unknown): Outcome<Session | null> {
  if (betType === 'fullSangam') return valid(null);
  return isSession(session) ? valid(session) : problem('SESSION_INVALID', undefined, 'session');
}

// ---- Winning ----------------------------------------------------------------------------------------------

export type DailyBet = {
  readonly betType: DailyBetType;
  readonly session: Session | null;
  readonly betNumber: string;
};

export type BetOutcome = 'won' | 'lost' | 'pending';

/**
 * The declaration that settles a bet in the usual order of a day (open first): open-session single digit and
 * panna bets settle on the open declaration; close-session ones, jodi, both half sangams and full sangam on
 * the close declaration. Jodi and sangams need both pannas, see `settlementRules`.
 */
export function settlingSession(betType: DailyBetType, session: Session | null): Session {
  const ownSession = betType === 'single' || pannaKindOfBetType(betType) !== null;
  return ownSession && session === 'open' ? 'open' : 'close';
}

function ank(panna: string): string {
  return String(pannaAnk(panna));
}

/** The bet number that wins for a bet type and session, or null while a panna it needs is undeclared. */
export function winningBetNumber(
  betType: DailyBetType,
  session: Session | null,
  declared: DeclaredPannas,
): string | null {
  const open = declared.openPanna ?? null;
  const close = declared.closePanna ?? null;
  switch (betType) {
    case 'single':
    case 'singlePanna':
    case 'doublePanna':
    case 'triplePanna': {
      const panna = session === 'open' ? open : session === 'close' ? close : null;
      if (panna === null) return null;
      return betType === 'single' ? ank(panna) : panna;
    }
    case 'jodi':
      return open !== null && close !== null ? `${ank(open)}${ank(close)}` : null;
    case 'halfSangam':
      if (open === null || close === null) return null;
      if (session === 'open') return `${ank(open)}-${close}`;
      if (session === 'close') return `${ank(close)}-${open}`;
      return null;
    case 'fullSangam':
      return open !== null && close !== null ? `${open}-${close}` : null;
  }
}

/** Whether a bet has won, lost, or waits for a declaration it needs. */
export function betOutcome(bet: DailyBet, declared: DeclaredPannas): BetOutcome {
  const winning = winningBetNumber(bet.betType, bet.session, declared);
  if (winning === null) return 'pending';
  const normalised = validateBetNumber(bet.betType, bet.betNumber);
  return normalised.ok && normalised.value === winning ? 'won' : 'lost';
}

export function isWinningBet(bet: DailyBet, declared: DeclaredPannas): boolean {
  return betOutcome(bet, declared) === 'won';
}

/**
 * One group of pending bets a declaration settles: bets of `betType` (and `session`, unless it is null,
 * which means "whatever session the bet carries") win when their number is `winningNumber`, else lose.
 * Shaped for one set-based UPDATE per group.
 */
export type SettlementRule = {
  readonly betType: DailyBetType;
  readonly session: Session | null;
  readonly winningNumber: string;
};

/**
 * The bets a declaration of `declaring` settles, given every panna declared so far (including this one).
 * Single digit and pannas of that session settle at once. Jodi and sangams settle with whichever
 * declaration completes the pair, so a day whose close is declared before its open still settles them.
 */
export function settlementRules(declaring: Session, declared: DeclaredPannas): SettlementRule[] {
  const panna = declaring === 'open' ? declared.openPanna : declared.closePanna;
  if (panna == null) throw new RangeError(`The ${declaring} panna must be declared to settle it`);
  const rules: SettlementRule[] = (['single', 'singlePanna', 'doublePanna', 'triplePanna'] as const).map(
    (betType) => ({ betType, session: declaring, winningNumber: winningBetNumber(betType, declaring, declared)! }),
  );
  if (declared.openPanna != null && declared.closePanna != null) {
    rules.push(
      { betType: 'jodi', session: null, winningNumber: winningBetNumber('jodi', null, declared)! },
      { betType: 'halfSangam', session: 'open', winningNumber: winningBetNumber('halfSangam', 'open', declared)! },
      { betType: 'halfSangam', session: 'close', winningNumber: winningBetNumber('halfSangam', 'close', declared)! },
      { betType: 'fullSangam', session: null, winningNumber: winningBetNumber('fullSangam', null, declared)! },
    );
  }
  return rules;
}
