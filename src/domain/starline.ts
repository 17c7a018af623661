/**
 * Starline: hourly games with one result panna each.
 *
 * A game takes bets until its open time (inclusive), then closes; once its result is declared it is
 * result_declared. Single digit wins on the result's ank, the pannas on the result panna itself.
 */

import {
  isStarlineBetType,
  starlinePannaKind,
  type StarlineBetType,
  type StarlineRates,
} from './bet-types';
import { parseWholeAmount, type AmountInput } from './amounts';
import { OK, problem, validated, valid, type Check, type Outcome, type Problem, type Validated } from './messages';
import { checkPanna, pannaAnk, pannaKind } from './panna';
import { parseClockTime } from './time';

/** The ranges shown when the Starline rates cannot be loaded. */
export const STARLINE_DEFAULT_RATES: StarlineRates = {
  singleDigit: { min: 10, max: 100 },
  singlePana: { min: 10, max: 1500 },
  doublePana: { min: 10, max: 3000 },
  triplePana: { min: 10, max: 7000 },
};

/** A Starline game's `currentStatus`: only `open` takes bets. */
export const STARLINE_STATUSES = ['open', 'closed', 'result_declared'] as const;
export type StarlineStatus = (typeof STARLINE_STATUSES)[number];

/** The `currentStatus` of a Starline game at a minute of its day (IST). Unreadable times fail closed. */
export function starlineStatus(nowMinutes: number, openTime: string, resultDeclared: boolean): StarlineStatus {
  if (resultDeclared) return 'result_declared';
  const open = parseClockTime(openTime);
  return open !== null && nowMinutes <= open ? 'open' : 'closed';
}

/** The first minute a Starline result may be declared: once the open minute, its last for bets, is over. */
export function starlineDeclarableFromMinute(openMinutes: number): number {
  return openMinutes + 1;
}

export type StarlineGameTiming = {
  readonly openTime: string;
  readonly currentStatus?: StarlineStatus | null;
};

/** The server's `currentStatus` decides; without one, betting is open at or before the open time. */
export function canBetOnStarline(game: StarlineGameTiming, nowMinutes: number): boolean {
  if (game.currentStatus) return game.currentStatus === 'open';
  const open = parseClockTime(game.openTime);
  return open !== null && nowMinutes <= open;
}

export function checkStarlineBettable(game: StarlineGameTiming, nowMinutes: number): Check {
  return canBetOnStarline(game, nowMinutes) ? OK : problem('STARLINE_BETTING_UNAVAILABLE');
}

/** The digits-only check: one digit for single digit, three for the pannas. */
export function validateStarlineBetNumber(betType: string, input: string): Outcome<string> {
  if (!isStarlineBetType(betType)) return problem('UNKNOWN_BET_TYPE', undefined, 'betType');
  const value = input.trim();
  const shape = betType === 'single digit' ? /^\d$/ : /^\d{3}$/;
  return shape.test(value) ? valid(value) : problem('STARLINE_BET_NUMBER_INVALID', undefined, 'betNumber');
}

/**
 * The server's extra panna rules, which the client leaves to a live hint: the
 * panna must be one of the 220 and of the kind the bet type names.
 */
export function checkStarlinePanna(betType: StarlineBetType, betNumber: string): Check {
  const selected = starlinePannaKind(betType);
  if (selected === null) return OK;
  const checked = checkPanna(betNumber, 'betNumber');
  if (!checked.ok) return checked;
  const actual = pannaKind(betNumber)!;
  return actual === selected ? OK : problem('PANNA_KIND_MISMATCH', { actual, selected }, 'betNumber');
}

export type StarlineLimits = { readonly minBet: number; readonly maxBet: number };

/** The stake against the game's own limits and the balance. */
export function checkStarlineAmount(amount: AmountInput, limits: StarlineLimits, balance: number): Check {
  const value = parseWholeAmount(amount);
  if (value === null || value <= 0) return problem('BET_AMOUNT_INVALID', undefined, 'betAmount');
  if (value < limits.minBet) return problem('BET_AMOUNT_BELOW_MIN', { min: limits.minBet }, 'betAmount');
  if (value > limits.maxBet) return problem('BET_AMOUNT_ABOVE_MAX', { max: limits.maxBet }, 'betAmount');
  if (value > balance) return problem('INSUFFICIENT_BALANCE', undefined, 'betAmount');
  return OK;
}

export type StarlineBetForm = {
  readonly betType: string;
  readonly betNumber: string;
  readonly betAmount: AmountInput;
  readonly balance: number;
} & StarlineLimits;

export type ValidStarlineBet = {
  readonly betType: StarlineBetType;
  readonly betNumber: string;
  readonly betAmount: number;
};

/**
 * Every non-timing rule of a Starline bet. The client leaves `enforcePannaRules` off (a hint only);
 * the server turns it on. The Place button is enabled exactly when this is ok.
 */
export function validateStarlineBet(
  form: StarlineBetForm,
  options: { readonly enforcePannaRules?: boolean } = {},
): Validated<ValidStarlineBet> {
  const problems: Problem[] = [];
  const number = validateStarlineBetNumber(form.betType, form.betNumber);
  if (!number.ok) problems.push(number);
  else if (options.enforcePannaRules) {
    const panna = checkStarlinePanna(form.betType as StarlineBetType, number.value);
    if (!panna.ok) problems.push(panna);
  }
  const amount = checkStarlineAmount(form.betAmount, form, form.balance);
  if (!amount.ok) problems.push(amount);
  return validated(problems, () => ({
    betType: form.betType as StarlineBetType,
    betNumber: number.ok ? number.value : '',
    betAmount: parseWholeAmount(form.betAmount) ?? 0,
  }));
}

/** The number that wins for a Starline bet type, given the day's result panna. */
export function starlineWinningNumber(betType: StarlineBetType, resultPanna: string): string {
  return betType === 'single digit' ? String(pannaAnk(resultPanna)) : resultPanna;
}

export function starlineBetOutcome(
  bet: { readonly betType: StarlineBetType; readonly betNumber: string },
  resultPanna: string | null | undefined,
): 'won' | 'lost' | 'pending' {
  if (resultPanna == null) return 'pending';
  return bet.betNumber.trim() === starlineWinningNumber(bet.betType, resultPanna) ? 'won' : 'lost';
}

/** The groups of pending bets a Starline declaration settles, one set-based update each. */
export function starlineSettlementRules(
  resultPanna: string,
): { readonly betType: StarlineBetType; readonly winningNumber: string }[] {
  return (['single digit', 'single pana', 'double pana', 'triple pana'] as const).map((betType) => ({
    betType,
    winningNumber: starlineWinningNumber(betType, resultPanna),
  }));
}
