/**
 * Stakes of daily bets: whole rupees,
 * ₹10 to ₹10,000, never more than the balance.
 */

import { isDailyBetType, type DailyBetType, type Session } from './bet-types';
import { validateBetNumber, validateBetSession } from './bet-number';
import { MAX_BET, MIN_BET } from './constants';
import { OK, problem, validated, type Check, type Problem, type Validated } from './messages';

/** An amount as it arrives: a JSON number, or the text of an input box. */
export type AmountInput = number | string | null | undefined;

/**
 * A whole number of rupees, or null. Text must be plain digits (an optional leading minus is read so that
 * the caller can say "not positive" rather than "not a number"); "1e3", "10.5" and "" are not amounts.
 */
export function parseWholeAmount(input: AmountInput): number | null {
  if (typeof input === 'number') return Number.isSafeInteger(input) ? input : null;
  if (typeof input !== 'string') return null;
  const text = input.trim();
  if (!/^-?\d+$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : null;
}

/** The stake of a daily bet against the fixed limits and the player's balance. */
export function checkDailyBetAmount(amount: AmountInput, balance: number): Check {
  const value = parseWholeAmount(amount);
  if (value === null || value <= 0) return problem('BET_AMOUNT_INVALID', undefined, 'betAmount');
  if (value < MIN_BET) return problem('BET_AMOUNT_BELOW_MIN', { min: MIN_BET }, 'betAmount');
  if (value > MAX_BET) return problem('BET_AMOUNT_ABOVE_MAX', { max: MAX_BET }, 'betAmount');
  if (value > balance) return problem('INSUFFICIENT_BALANCE', undefined, 'betAmount');
  return OK;
}

export function checkGameSelected(gameId: string | null | undefined): Check {
  return gameId && gameId.trim() !== '' ? OK : problem('GAME_REQUIRED', undefined, 'gameId');
}

export type DailyBetForm = {
  readonly gameId: string | null | undefined;
  readonly betType: string;
  readonly session: unknown;
  readonly betNumber: string;
  readonly betAmount: AmountInput;
  readonly balance: number;
};

export type ValidDailyBet = {
  readonly gameId: string;
  readonly betType: DailyBetType;
  readonly session: Session | null;
  readonly betNumber: string;
  readonly betAmount: number;
};

/**
 * Every non-timing rule of a daily bet at once (timing needs the clock: see `betTimingCheck`), giving the
 * normalised bet to store. Problems come in the order a player fixes them: game, type, session, number, amount.
 */
export function validateDailyBet(form: DailyBetForm): Validated<ValidDailyBet> {
  const problems: Problem[] = [];
  const game = checkGameSelected(form.gameId);
  if (!game.ok) problems.push(game);
  // An unknown type is reported once, by the number check; its session cannot be judged.
  const session = isDailyBetType(form.betType) ? validateBetSession(form.betType, form.session) : null;
  if (session && !session.ok) problems.push(session);
  const number = validateBetNumber(form.betType, form.betNumber);
  if (!number.ok) problems.push(number);
  const amount = checkDailyBetAmount(form.betAmount, form.balance);
  if (!amount.ok) problems.push(amount);
  return validated(problems, () => ({
    gameId: String(form.gameId).trim(),
    betType: form.betType as DailyBetType,
    session: session?.ok ? session.value : null,
    betNumber: number.ok ? number.value : '',
    betAmount: parseWholeAmount(form.betAmount) ?? 0,
  }));
}
