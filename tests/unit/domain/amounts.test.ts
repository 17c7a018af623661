import { describe, expect, it } from 'vitest';
import { checkDailyBetAmount, checkGameSelected, parseWholeAmount, validateDailyBet } from '../../../src/domain/amounts';
import { MAX_BET, MIN_BET } from '../../../src/domain/constants';

describe('parseWholeAmount', () => {
  it('reads whole numbers from numbers and plain digit text', () => {
    expect(parseWholeAmount(10)).toBe(10);
    expect(parseWholeAmount('10')).toBe(10);
    expect(parseWholeAmount(' 250 ')).toBe(250);
    expect(parseWholeAmount('-5')).toBe(-5);
    expect(parseWholeAmount(0)).toBe(0);
  });

  it('refuses fractions, exponents, empty text and non-numbers', () => {
    for (const bad of [10.5, NaN, Infinity, '10.5', '1e3', '', ' ', 'ten', '10a', null, undefined, 2 ** 60]) {
      expect(parseWholeAmount(bad as never)).toBeNull();
    }
  });
});

describe('daily bet amount', () => {
  const balance = 5000;

  it('knows its limits', () => {
    expect(MIN_BET).toBe(10);
    expect(MAX_BET).toBe(10000);
  });

  it('accepts the edges 10 and 10000', () => {
    expect(checkDailyBetAmount(10, balance)).toEqual({ ok: true });
    expect(checkDailyBetAmount(10000, 10000)).toEqual({ ok: true });
    expect(checkDailyBetAmount('10000', 20000)).toEqual({ ok: true });
  });

  it('refuses 9 and 10001', () => {
    expect(checkDailyBetAmount(9, balance)).toEqual({
      ok: false, code: 'BET_AMOUNT_BELOW_MIN', message: 'Minimum bet amount is ₹10', params: { min: 10 }, field: 'betAmount',
    });
    expect(checkDailyBetAmount(10001, 20000)).toMatchObject({ code: 'BET_AMOUNT_ABOVE_MAX', message: 'Maximum bet amount is ₹10,000' });
  });

  it('refuses non-positive, non-numeric and non-whole amounts', () => {
    for (const bad of [0, -10, 10.5, '', 'abc', '12.0', null, undefined, NaN]) {
      expect(checkDailyBetAmount(bad as never, balance)).toMatchObject({ code: 'BET_AMOUNT_INVALID', message: 'Please enter a valid bet amount' });
    }
  });

  it('refuses more than the balance, allows all of it', () => {
    expect(checkDailyBetAmount(100, 100)).toEqual({ ok: true });
    expect(checkDailyBetAmount(101, 100)).toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance' });
    expect(checkDailyBetAmount(10, 9)).toMatchObject({ message: 'Insufficient balance' });
    // The limits speak before the balance does.
    expect(checkDailyBetAmount(10001, 0)).toMatchObject({ code: 'BET_AMOUNT_ABOVE_MAX' });
  });

  it('needs a game', () => {
    expect(checkGameSelected('g1')).toEqual({ ok: true });
    for (const missing of [undefined, null, '', '  ']) {
      expect(checkGameSelected(missing)).toMatchObject({ code: 'GAME_REQUIRED', message: 'Please select a game', field: 'gameId' });
    }
  });
});

describe('validateDailyBet', () => {
  const form = { gameId: 'g1', betType: 'fullSangam', session: 'open', betNumber: '128359', betAmount: '100', balance: 500 };

  it('gives the normalised bet', () => {
    expect(validateDailyBet(form)).toEqual({
      ok: true,
      value: { gameId: 'g1', betType: 'fullSangam', session: null, betNumber: '128-359', betAmount: 100 },
    });
    expect(validateDailyBet({ ...form, betType: 'single', session: 'close', betNumber: ' 7 ', betAmount: 10 })).toEqual({
      ok: true,
      value: { gameId: 'g1', betType: 'single', session: 'close', betNumber: '7', betAmount: 10 },
    });
  });

  it('lists every problem, in the order a player fixes them', () => {
    const result = validateDailyBet({ gameId: '', betType: 'jodi', session: 'both', betNumber: '1', betAmount: 5, balance: 500 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.message)).toEqual([
      'Please select a game',
      'Session must be open or close',
      'Jodi must be a 2-digit number',
      'Minimum bet amount is ₹10',
    ]);
  });

  it('reports an unknown type once', () => {
    const result = validateDailyBet({ ...form, betType: 'lottery' });
    expect(result.ok ? [] : result.problems.map((p) => p.code)).toEqual(['UNKNOWN_BET_TYPE']);
  });
});
