import { describe, expect, it } from 'vitest';
import {
  betTypeFromPath,
  betTypeHasSession,
  betTypeLabel,
  betTypePath,
  DAILY_BET_TYPES,
  GAME_RATE_ROWS,
  GAME_SELECTION_BUTTONS,
  gameSelectionLabel,
  isDailyBetType,
  isSession,
  isStarlineBetType,
  pannaKindOfBetType,
  rateKeyOfBetType,
  STARLINE_BET_TYPES,
  STARLINE_RATE_ROWS,
  starlineBetTypeLabel,
  starlinePannaKind,
  starlineRateKey,
} from '../../../src/domain/bet-types';

describe('daily bet types', () => {
  it('has the seven wire values of the original app\'s contract', () => {
    expect(DAILY_BET_TYPES).toEqual(['single', 'jodi', 'singlePanna', 'doublePanna', 'triplePanna', 'halfSangam', 'fullSangam']);
    expect(DAILY_BET_TYPES.every(isDailyBetType)).toBe(true);
    for (const bad of ['Single', 'single-digit', '', null, 5, 'constructor']) expect(isDailyBetType(bad)).toBe(false);
  });

  it('maps route paths both ways', () => {
    expect(DAILY_BET_TYPES.map(betTypePath)).toEqual([
      'single-digit', 'jodi', 'single-panna', 'double-panna', 'triple-panna', 'half-sangam', 'full-sangam',
    ]);
    for (const t of DAILY_BET_TYPES) expect(betTypeFromPath(betTypePath(t))).toBe(t);
    expect(betTypeFromPath('single')).toBeNull();
    expect(betTypeFromPath('')).toBeNull();
  });

  it('labels bets as the original app does, half sangam by session', () => {
    expect(betTypeLabel('single')).toBe('Single Digit');
    expect(betTypeLabel('jodi', 'open')).toBe('Jodi Digit');
    expect(betTypeLabel('singlePanna')).toBe('Single Panna');
    expect(betTypeLabel('doublePanna')).toBe('Double Panna');
    expect(betTypeLabel('triplePanna')).toBe('Triple Panna');
    expect(betTypeLabel('halfSangam', 'open')).toBe('Half Sangam (Open)');
    expect(betTypeLabel('halfSangam', 'close')).toBe('Half Sangam (Close)');
    expect(betTypeLabel('halfSangam', null)).toBe('Half Sangam');
    expect(betTypeLabel('fullSangam', null)).toBe('Full Sangam');
  });

  it('lists the seven game-selection buttons in order', () => {
    expect(GAME_SELECTION_BUTTONS.map((b) => b.label)).toEqual([
      'Single Digit', 'Jodi', 'Single Panna', 'Double Panna', 'Triple Panna', 'Half Sangam', 'Full Sangam',
    ]);
    for (const b of GAME_SELECTION_BUTTONS) expect(b.path).toBe(betTypePath(b.betType));
    expect(gameSelectionLabel('jodi')).toBe('Jodi');
  });

  it('knows sessions and panna kinds', () => {
    expect(DAILY_BET_TYPES.filter((t) => !betTypeHasSession(t))).toEqual(['fullSangam']);
    expect(DAILY_BET_TYPES.map(pannaKindOfBetType)).toEqual([null, null, 'single', 'double', 'triple', null, null]);
    expect(isSession('open')).toBe(true);
    expect(isSession('close')).toBe(true);
    expect(isSession('Open')).toBe(false);
    expect(isSession(null)).toBe(false);
  });
});

describe('game rates', () => {
  it('has the original app\'s rows and keys', () => {
    expect(GAME_RATE_ROWS).toEqual([
      { key: 'singleDigit', label: 'SINGLE DIGIT' },
      { key: 'jodiDigit', label: 'DOUBLE DIGIT' },
      { key: 'singlePana', label: 'SINGLE PANA' },
      { key: 'doublePana', label: 'DOUBLE PANA' },
      { key: 'triplePana', label: 'TRIPLE PANA' },
      { key: 'halfSangam', label: 'HALF SANGAM' },
      { key: 'fullSangam', label: 'FULL SANGAM' },
    ]);
    expect(DAILY_BET_TYPES.map(rateKeyOfBetType)).toEqual(GAME_RATE_ROWS.map((r) => r.key));
  });
});

describe('Starline bet types', () => {
  it('has the four wire values, their rate keys, labels and kinds', () => {
    expect(STARLINE_BET_TYPES).toEqual(['single digit', 'single pana', 'double pana', 'triple pana']);
    expect(STARLINE_BET_TYPES.map(starlineRateKey)).toEqual(['singleDigit', 'singlePana', 'doublePana', 'triplePana']);
    expect(STARLINE_BET_TYPES.map(starlineBetTypeLabel)).toEqual(['Single Digit', 'Single Pana', 'Double Pana', 'Triple Pana']);
    expect(STARLINE_BET_TYPES.map(starlinePannaKind)).toEqual([null, 'single', 'double', 'triple']);
    expect(STARLINE_RATE_ROWS.map((r) => r.label)).toEqual(['SINGLE DIGIT', 'SINGLE PANA', 'DOUBLE PANA', 'TRIPLE PANA']);
    expect(isStarlineBetType('single pana')).toBe(true);
    expect(isStarlineBetType('singlePanna')).toBe(false);
  });
});
