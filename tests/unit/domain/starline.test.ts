import { describe, expect, it } from 'vitest';
import { STARLINE_BET_TYPES } from '../../../src/domain/bet-types';
import { STARLINE_QUICK_AMOUNTS } from '../../../src/domain/constants';
import {
  canBetOnStarline,
  checkStarlineAmount,
  checkStarlineBettable,
  checkStarlinePanna,
  STARLINE_DEFAULT_RATES,
  starlineBetOutcome,
  starlineSettlementRules,
  starlineStatus,
  starlineWinningNumber,
  validateStarlineBet,
  validateStarlineBetNumber,
} from '../../../src/domain/starline';
import { listValidPannas, pannaAnk } from '../../../src/domain/panna';

describe('Starline defaults', () => {
  it('has the default rate ranges and quick amounts', () => {
    expect(STARLINE_DEFAULT_RATES).toEqual({
      singleDigit: { min: 10, max: 100 },
      singlePana: { min: 10, max: 1500 },
      doublePana: { min: 10, max: 3000 },
      triplePana: { min: 10, max: 7000 },
    });
    expect(STARLINE_QUICK_AMOUNTS).toEqual([100, 500, 1000, 2000]);
  });
});

describe('Starline status, every minute of the day', () => {
  it('is open at or before the open time, closed after, result_declared once declared', () => {
    const wrong: string[] = [];
    for (const openTime of ['10:00', '00:00', '23:59', '21:00']) {
      const [h, m] = openTime.split(':').map(Number);
      const open = h! * 60 + m!;
      for (let now = 0; now < 1440; now++) {
        if (starlineStatus(now, openTime, false) !== (now <= open ? 'open' : 'closed')) wrong.push(`${openTime} ${now}`);
        if (starlineStatus(now, openTime, true) !== 'result_declared') wrong.push(`${openTime} ${now} declared`);
        if (canBetOnStarline({ openTime }, now) !== now <= open) wrong.push(`${openTime} ${now} can bet`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets the server\'s currentStatus decide when it is there', () => {
    expect(canBetOnStarline({ openTime: '10:00', currentStatus: 'open' }, 1439)).toBe(true);
    expect(canBetOnStarline({ openTime: '10:00', currentStatus: 'closed' }, 0)).toBe(false);
    expect(canBetOnStarline({ openTime: '10:00', currentStatus: 'result_declared' }, 0)).toBe(false);
    expect(canBetOnStarline({ openTime: '10:00', currentStatus: null }, 600)).toBe(true);
  });

  it('fails closed on an unreadable open time', () => {
    expect(starlineStatus(0, '10am', false)).toBe('closed');
    expect(canBetOnStarline({ openTime: '10am' }, 0)).toBe(false);
  });

  it('says betting is not available for a closed game', () => {
    expect(checkStarlineBettable({ openTime: '10:00', currentStatus: 'closed' }, 0)).toEqual({
      ok: false, code: 'STARLINE_BETTING_UNAVAILABLE', message: 'Betting is not available for this game right now',
    });
    expect(checkStarlineBettable({ openTime: '10:00' }, 600)).toEqual({ ok: true });
  });
});

describe('Starline bet number', () => {
  it('needs exactly one digit for single digit', () => {
    for (let d = 0; d <= 9; d++) expect(validateStarlineBetNumber('single digit', String(d))).toEqual({ ok: true, value: String(d) });
    for (const bad of ['', '12', 'a', '-1']) {
      expect(validateStarlineBetNumber('single digit', bad)).toMatchObject({
        code: 'STARLINE_BET_NUMBER_INVALID', message: 'Please enter a valid bet number',
      });
    }
  });

  it('needs exactly three digits for the pannas, any pattern on the client', () => {
    for (const betType of ['single pana', 'double pana', 'triple pana']) {
      expect(validateStarlineBetNumber(betType, '321')).toEqual({ ok: true, value: '321' });
      expect(validateStarlineBetNumber(betType, ' 128 ')).toEqual({ ok: true, value: '128' });
      for (const bad of ['', '12', '1234', 'abc']) {
        expect(validateStarlineBetNumber(betType, bad)).toMatchObject({ message: 'Please enter a valid bet number' });
      }
    }
  });

  it('answers an unknown type', () => {
    expect(validateStarlineBetNumber('singlePanna', '128')).toMatchObject({ code: 'UNKNOWN_BET_TYPE', message: 'Unknown bet type' });
  });

  it('applies the panna rules on the server', () => {
    expect(checkStarlinePanna('single digit', '5')).toEqual({ ok: true });
    expect(checkStarlinePanna('single pana', '128')).toEqual({ ok: true });
    expect(checkStarlinePanna('double pana', '550')).toEqual({ ok: true });
    expect(checkStarlinePanna('triple pana', '000')).toEqual({ ok: true });
    expect(checkStarlinePanna('single pana', '550')).toMatchObject({
      code: 'PANNA_KIND_MISMATCH', message: 'This is a double panna, but you selected single panna',
    });
    expect(checkStarlinePanna('single pana', '321')).toMatchObject({ code: 'PANNA_NOT_VALID' });
  });
});

describe('Starline amount', () => {
  const limits = { minBet: 5, maxBet: 500 };

  it('uses the game\'s own limits', () => {
    expect(checkStarlineAmount(5, limits, 1000)).toEqual({ ok: true });
    expect(checkStarlineAmount(500, limits, 1000)).toEqual({ ok: true });
    expect(checkStarlineAmount(4, limits, 1000)).toMatchObject({ code: 'BET_AMOUNT_BELOW_MIN', message: 'Minimum bet amount is ₹5' });
    expect(checkStarlineAmount(501, limits, 1000)).toMatchObject({ code: 'BET_AMOUNT_ABOVE_MAX', message: 'Maximum bet amount is ₹500' });
    expect(checkStarlineAmount(100, limits, 99)).toMatchObject({ message: 'Insufficient balance' });
    expect(checkStarlineAmount(100, limits, 100)).toEqual({ ok: true });
    expect(checkStarlineAmount('1.5', limits, 100)).toMatchObject({ message: 'Please enter a valid bet amount' });
  });
});

describe('validateStarlineBet', () => {
  const form = { betType: 'single pana', betNumber: '321', betAmount: '100', balance: 1000, minBet: 10, maxBet: 1000 };

  it('lets the client place any three digits (hint only) but not the server', () => {
    expect(validateStarlineBet(form)).toEqual({ ok: true, value: { betType: 'single pana', betNumber: '321', betAmount: 100 } });
    const server = validateStarlineBet(form, { enforcePannaRules: true });
    expect(server.ok ? [] : server.problems.map((p) => p.code)).toEqual(['PANNA_NOT_VALID']);
  });

  it('lists number and amount problems together (the Place button stays disabled)', () => {
    const result = validateStarlineBet({ ...form, betNumber: '12', betAmount: '' });
    expect(result.ok ? [] : result.problems.map((p) => p.message)).toEqual([
      'Please enter a valid bet number',
      'Please enter a valid bet amount',
    ]);
  });
});

describe('Starline winning', () => {
  it('single digit wins on the ank, pannas on the panna itself', () => {
    expect(starlineWinningNumber('single digit', '128')).toBe('1');
    expect(starlineWinningNumber('single pana', '128')).toBe('128');
    expect(starlineBetOutcome({ betType: 'single digit', betNumber: '1' }, '128')).toBe('won');
    expect(starlineBetOutcome({ betType: 'single digit', betNumber: '8' }, '128')).toBe('lost');
    expect(starlineBetOutcome({ betType: 'single pana', betNumber: '128' }, '128')).toBe('won');
    expect(starlineBetOutcome({ betType: 'double pana', betNumber: '550' }, '128')).toBe('lost');
    expect(starlineBetOutcome({ betType: 'triple pana', betNumber: '777' }, '777')).toBe('won');
    expect(starlineBetOutcome({ betType: 'single pana', betNumber: '128' }, null)).toBe('pending');
  });

  it('settles every type for every valid result panna', () => {
    for (const panna of listValidPannas()) {
      const rules = starlineSettlementRules(panna);
      expect(rules.map((r) => r.betType)).toEqual(STARLINE_BET_TYPES);
      expect(rules[0]!.winningNumber).toBe(String(pannaAnk(panna)));
      expect(rules.slice(1).every((r) => r.winningNumber === panna)).toBe(true);
    }
  });
});
