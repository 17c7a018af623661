/**
 * The bet screen's form logic, free of React: what each bet type's number box accepts, its quick picks, the
 * client checks (the domain's rules, for instant feedback; the server decides) and the request it sends.
 */

import type { PlaceBetRequest } from '../../../contract/bets';
import type { GameRates } from '../../api/types';
import { betTypeHasSession, pannaKindOfBetType, rateKeyOfBetType, type DailyBetType, type Session } from '../../domain/bet-types';
import { checkDailyBetAmount, parseWholeAmount, validateDailyBet } from '../../domain/amounts';
import { MAX_BET, MIN_BET } from '../../domain/constants';
import { validateBetNumber } from '../../domain/bet-number';
import type { Problem, Validated } from '../../domain/messages';
import { listValidPannas } from '../../domain/panna';
import { dailyPotentialWin } from '../../domain/payout';
import { marketDayAt } from '../../domain/market-clock';
import { istDate } from '../../domain/time';
import { betTimingCheck, sessionAvailability, type MarketTimes, type SessionAvailability } from '../../domain/session';

/** How a bet type's number is typed. */
export type NumberEntry = 'digit' | 'jodi' | 'panna' | 'halfSangam' | 'fullSangam';

export function numberEntryOf(betType: DailyBetType): NumberEntry {
  switch (betType) {
    case 'single': return 'digit';
    case 'jodi': return 'jodi';
    case 'singlePanna':
    case 'doublePanna':
    case 'triplePanna': return 'panna';
    case 'halfSangam': return 'halfSangam';
    case 'fullSangam': return 'fullSangam';
  }
}

/** Characters the number box holds at most (the dash of the sangams included). */
export function numberMaxLength(betType: DailyBetType): number {
  switch (numberEntryOf(betType)) {
    case 'digit': return 1;
    case 'jodi': return 2;
    case 'panna': return 3;
    case 'halfSangam': return 5;
    case 'fullSangam': return 7;
  }
}

function digitsOf(raw: string): string {
  return raw.replace(/\D/g, '');
}

/**
 * What the number box keeps of what was typed or pasted: digits only, at most the type's length. The sangams
 * place their dash themselves: half sangam after its digit ("5128" → "5-128"), full sangam between its two
 * pannas ("123456" → "123-456", three digits and three), so the player only ever types digits.
 */
export function sanitizeBetNumber(betType: DailyBetType, raw: string): string {
  const digits = digitsOf(raw);
  switch (numberEntryOf(betType)) {
    case 'digit': return digits.slice(0, 1);
    case 'jodi': return digits.slice(0, 2);
    case 'panna': return digits.slice(0, 3);
    case 'halfSangam': {
      const kept = digits.slice(0, 4);
      return kept.length > 1 ? `${kept[0]}-${kept.slice(1)}` : kept;
    }
    case 'fullSangam': {
      const kept = digits.slice(0, 6);
      return kept.length > 3 ? `${kept.slice(0, 3)}-${kept.slice(3)}` : kept;
    }
  }
}

/** Whether the player has typed as many digits as the type needs (then a problem is worth showing at once). */
export function isNumberComplete(betType: DailyBetType, value: string): boolean {
  return sanitizeBetNumber(betType, value).length >= numberMaxLength(betType);
}

/** Spreads `count` picks evenly over a list, first item included. */
function spread(items: readonly string[], count: number): string[] {
  if (items.length <= count) return [...items];
  return Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)]!);
}

const JODI_PICKS: readonly string[] = Array.from({ length: 10 }, (_, d) => `${d}${d}`);
const PANNA_PICKS = 8;

/**
 * The buttons under the number box: 0-9 for single digit, ten jodis, example pannas of the page's kind (valid
 * ones only, so a pick is always a bet that can win), all ten triple pannas 000…999. None for the sangams.
 */
export function quickPicks(betType: DailyBetType): readonly string[] {
  switch (betType) {
    case 'single': return Array.from({ length: 10 }, (_, d) => String(d));
    case 'jodi': return JODI_PICKS;
    case 'singlePanna':
    case 'doublePanna': return spread(listValidPannas(pannaKindOfBetType(betType)!), PANNA_PICKS);
    case 'triplePanna': return listValidPannas('triple');
    case 'halfSangam':
    case 'fullSangam': return [];
  }
}

/**
 * The session the screen opens on: the one taking bets, so after the open session has closed the screen opens
 * on Close; Open while both or neither take bets (the original app's default) and while the game is unknown.
 */
export function openingSession(availability: SessionAvailability | null): Session {
  return availability && !availability.open && availability.close ? 'close' : 'open';
}

/** The session a bet carries on the wire: none for full sangam. */
export function wireSession(betType: DailyBetType, session: Session): Session | null {
  return betTypeHasSession(betType) ? session : null;
}

/** The number's problem for live feedback (domain message), or null while it is fine or still empty. */
export function betNumberProblem(betType: DailyBetType, value: string): Problem | null {
  if (value.trim() === '') return null;
  const outcome = validateBetNumber(betType, value);
  return outcome.ok ? null : outcome;
}

/** The amount's problem for live feedback (domain message), or null while it is fine or still empty. */
export function betAmountProblem(amount: string, balance: number): Problem | null {
  if (amount.trim() === '') return null;
  const check = checkDailyBetAmount(amount, balance);
  return check.ok ? null : check;
}

/**
 * The live Potential Win: round(amount / rate.min × rate.max) for a number that can be bet on; 0 while the
 * number is incomplete or not valid for the type (no win is promised on "123" as a double panna), while the
 * amount cannot be placed (below the minimum, above the maximum), or while the amount or the rates are missing.
 */
export function potentialWin(
  betType: DailyBetType,
  betNumber: string,
  amount: string,
  rates: GameRates | null | undefined,
): number {
  if (!validateBetNumber(betType, betNumber).ok) return 0;
  const stake = parseWholeAmount(amount);
  if (stake === null || stake < MIN_BET || stake > MAX_BET) return 0;
  return dailyPotentialWin(amount, rates?.[rateKeyOfBetType(betType)]);
}

/** The day a bet is for, as the original app sends it: the player's local midnight of `now`, as an ISO instant. */
export function localMidnightIso(now: Date): string {
  const midnight = new Date(now.getTime());
  midnight.setHours(0, 0, 0, 0);
  return midnight.toISOString();
}

/**
 * The day a bet on a game is for: as the original app sends it, except on a market closing after midnight while
 * it is still on the day it opened (market-clock.ts), which is then named as "YYYY-MM-DD".
 */
export function betGameDate(game: Pick<MarketTimes, 'openTime' | 'closeTime'> | null | undefined, now: Date): string {
  const day = game ? marketDayAt(now, game.openTime, game.closeTime).date : istDate(now);
  return day === istDate(now) ? localMidnightIso(now) : day;
}

export type BetFormValues = {
  readonly game: ({ readonly _id: string } & MarketTimes) | null | undefined;
  readonly betType: DailyBetType;
  readonly session: Session;
  readonly betNumber: string;
  readonly betAmount: string;
  readonly balance: number;
  /** Minutes since midnight IST on the server's clock. */
  readonly nowMinutes: number;
};

/**
 * Every client check before a bet is sent, in the order a player fixes them (game, number, amount, timing),
 * giving the normalised bet. The same domain rules the server runs, so a refusal here saves a round trip.
 */
export function checkBetForm(values: BetFormValues): Validated<Omit<PlaceBetRequest, 'gameDate'>> {
  const session = wireSession(values.betType, values.session);
  const form = validateDailyBet({
    gameId: values.game?._id,
    betType: values.betType,
    session,
    betNumber: values.betNumber,
    betAmount: values.betAmount,
    balance: values.balance,
  });
  const problems: Problem[] = form.ok ? [] : [...form.problems];
  if (values.game) {
    const timing = betTimingCheck(values.betType, session, sessionAvailability(values.game, values.nowMinutes));
    if (!timing.ok) problems.push(timing);
  }
  if (!form.ok || problems.length > 0) return { ok: false, problems };
  return { ok: true, value: form.value };
}

/**
 * Idempotency keys of the bet screen: one per submission. Sending the same bet again after an answer that never
 * came (timeout, lost connection) reuses the key, so the server places it at most once; any other send — a new
 * bet, or the same one after a definite answer — gets a fresh key.
 */
export class SubmissionKeys {
  private pending: { fingerprint: string; key: string } | null = null;

  constructor(private readonly newKey: () => string) {}

  /** The key for sending `request` (a bet, or a slip) now. */
  keyFor(request: object): string {
    const fingerprint = JSON.stringify(request);
    if (this.pending?.fingerprint !== fingerprint) this.pending = { fingerprint, key: this.newKey() };
    return this.pending.key;
  }

  /** The server answered (placed or refused): the next send is a new submission. */
  answered(): void {
    this.pending = null;
  }
}
