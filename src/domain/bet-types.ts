/**
 * The bet types of daily games and Starline: wire values, route paths, labels and rate keys
 * (the original app's values). One table per concern so a new label never drifts from its wire value.
 */

import type { PannaKind } from './panna';

export type Session = 'open' | 'close';
export const SESSIONS: readonly Session[] = ['open', 'close'];

export function isSession(value: unknown): value is Session {
  return value === 'open' || value === 'close';
}

// ---- Daily bet types ------------------------------------------------------------------------------------

export type DailyBetType =
  | 'single'
  | 'jodi'
  | 'singlePanna'
  | 'doublePanna'
  | 'triplePanna'
  | 'halfSangam'
  | 'fullSangam';

export const DAILY_BET_TYPES: readonly DailyBetType[] = [
  'single', 'jodi', 'singlePanna', 'doublePanna', 'triplePanna', 'halfSangam', 'fullSangam',
];

export function isDailyBetType(value: unknown): value is DailyBetType {
  return typeof value === 'string' && (DAILY_BET_TYPES as readonly string[]).includes(value);
}

export type BetTypePath =
  | 'single-digit'
  | 'jodi'
  | 'single-panna'
  | 'double-panna'
  | 'triple-panna'
  | 'half-sangam'
  | 'full-sangam';

const PATHS: Readonly<Record<DailyBetType, BetTypePath>> = {
  single: 'single-digit',
  jodi: 'jodi',
  singlePanna: 'single-panna',
  doublePanna: 'double-panna',
  triplePanna: 'triple-panna',
  halfSangam: 'half-sangam',
  fullSangam: 'full-sangam',
};

/** The `{betTypePath}` of `/bet/{betTypePath}/{gameId}`. */
export function betTypePath(betType: DailyBetType): BetTypePath {
  return PATHS[betType];
}

export function betTypeFromPath(path: string): DailyBetType | null {
  return DAILY_BET_TYPES.find((t) => PATHS[t] === path) ?? null;
}

/** Full sangam spans both sessions, so its bets carry `session: null` and its screen hides the toggle. */
export function betTypeHasSession(betType: DailyBetType): boolean {
  return betType !== 'fullSangam';
}

const PANNA_KIND_OF: Readonly<Partial<Record<DailyBetType, PannaKind>>> = {
  singlePanna: 'single',
  doublePanna: 'double',
  triplePanna: 'triple',
};

/** The panna kind a panna bet type asks for; null for the other types. */
export function pannaKindOfBetType(betType: DailyBetType): PannaKind | null {
  return PANNA_KIND_OF[betType] ?? null;
}

/** The bet type label of bet summaries and histories; half sangam names its session. */
export function betTypeLabel(betType: DailyBetType, session?: Session | null): string {
  switch (betType) {
    case 'single': return 'Single Digit';
    case 'jodi': return 'Jodi Digit';
    case 'singlePanna': return 'Single Panna';
    case 'doublePanna': return 'Double Panna';
    case 'triplePanna': return 'Triple Panna';
    case 'halfSangam':
      return session === 'open' ? 'Half Sangam (Open)' : session === 'close' ? 'Half Sangam (Close)' : 'Half Sangam';
    case 'fullSangam': return 'Full Sangam';
  }
}

/** The seven buttons of the game-selection screen, in the original app's order. */
export const GAME_SELECTION_BUTTONS: readonly { betType: DailyBetType; label: string; path: BetTypePath }[] = [
  { betType: 'single', label: 'Single Digit', path: 'single-digit' },
  { betType: 'jodi', label: 'Jodi', path: 'jodi' },
  { betType: 'singlePanna', label: 'Single Panna', path: 'single-panna' },
  { betType: 'doublePanna', label: 'Double Panna', path: 'double-panna' },
  { betType: 'triplePanna', label: 'Triple Panna', path: 'triple-panna' },
  { betType: 'halfSangam', label: 'Half Sangam', path: 'half-sangam' },
  { betType: 'fullSangam', label: 'Full Sangam', path: 'full-sangam' },
];

/** The game-selection button label ("Jodi", "Half Sangam"), used where a message names a bet type. */
export function gameSelectionLabel(betType: DailyBetType): string {
  return GAME_SELECTION_BUTTONS.find((b) => b.betType === betType)!.label;
}

// ---- Daily game rates -----------------------------------------------------------------------------------

export type RateRange = { readonly min: number; readonly max: number };

export type GameRateKey =
  | 'singleDigit'
  | 'jodiDigit'
  | 'singlePana'
  | 'doublePana'
  | 'triplePana'
  | 'halfSangam'
  | 'fullSangam';

export type GameRates = Readonly<Record<GameRateKey, RateRange>>;

/** The rows of the Game rates screen, in the original app's order. */
export const GAME_RATE_ROWS: readonly { key: GameRateKey; label: string }[] = [
  { key: 'singleDigit', label: 'SINGLE DIGIT' },
  { key: 'jodiDigit', label: 'DOUBLE DIGIT' },
  { key: 'singlePana', label: 'SINGLE PANA' },
  { key: 'doublePana', label: 'DOUBLE PANA' },
  { key: 'triplePana', label: 'TRIPLE PANA' },
  { key: 'halfSangam', label: 'HALF SANGAM' },
  { key: 'fullSangam', label: 'FULL SANGAM' },
];

const RATE_KEY_OF: Readonly<Record<DailyBetType, GameRateKey>> = {
  single: 'singleDigit',
  jodi: 'jodiDigit',
  singlePanna: 'singlePana',
  doublePanna: 'doublePana',
  triplePanna: 'triplePana',
  halfSangam: 'halfSangam',
  fullSangam: 'fullSangam',
};

export function rateKeyOfBetType(betType: DailyBetType): GameRateKey {
  return RATE_KEY_OF[betType];
}

// ---- Starline bet types ---------------------------------------------------------------------------------

export type StarlineBetType = 'single digit' | 'single pana' | 'double pana' | 'triple pana';

export const STARLINE_BET_TYPES: readonly StarlineBetType[] = [
  'single digit', 'single pana', 'double pana', 'triple pana',
];

export function isStarlineBetType(value: unknown): value is StarlineBetType {
  return typeof value === 'string' && (STARLINE_BET_TYPES as readonly string[]).includes(value);
}

export type StarlineRateKey = 'singleDigit' | 'singlePana' | 'doublePana' | 'triplePana';

export type StarlineRates = Readonly<Record<StarlineRateKey, RateRange>>;

const STARLINE_TABLE: Readonly<
  Record<StarlineBetType, { rateKey: StarlineRateKey; label: string; rateLabel: string; kind: PannaKind | null }>
> = {
  'single digit': { rateKey: 'singleDigit', label: 'Single Digit', rateLabel: 'SINGLE DIGIT', kind: null },
  'single pana': { rateKey: 'singlePana', label: 'Single Pana', rateLabel: 'SINGLE PANA', kind: 'single' },
  'double pana': { rateKey: 'doublePana', label: 'Double Pana', rateLabel: 'DOUBLE PANA', kind: 'double' },
  'triple pana': { rateKey: 'triplePana', label: 'Triple Pana', rateLabel: 'TRIPLE PANA', kind: 'triple' },
};

export function starlineRateKey(betType: StarlineBetType): StarlineRateKey {
  return STARLINE_TABLE[betType].rateKey;
}

export function starlineBetTypeLabel(betType: StarlineBetType): string {
  return STARLINE_TABLE[betType].label;
}

export function starlinePannaKind(betType: StarlineBetType): PannaKind | null {
  return STARLINE_TABLE[betType].kind;
}

/** The rows of the Starline rate banner / rates table, in the original app's order. */
export const STARLINE_RATE_ROWS: readonly { key: StarlineRateKey; label: string; betType: StarlineBetType }[] =
  STARLINE_BET_TYPES.map((betType) => ({
    key: STARLINE_TABLE[betType].rateKey,
    label: STARLINE_TABLE[betType].rateLabel,
    betType,
  }));
