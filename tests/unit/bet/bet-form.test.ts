import { describe, expect, it } from 'vitest';
import type { PlaceBetRequest } from '../../../contract/bets';
import type { GameRates } from '../../../src/api/types';
import { DAILY_BET_TYPES, type DailyBetType } from '../../../src/domain/bet-types';
import { validateBetNumber } from '../../../src/domain/bet-number';
import { pannaKind } from '../../../src/domain/panna';
import { sessionAvailability } from '../../../src/domain/session';
import {
  betGameDate,
  SubmissionKeys,
  betAmountProblem,
  betNumberProblem,
  checkBetForm,
  isNumberComplete,
  localMidnightIso,
  openingSession,
  potentialWin,
  quickPicks,
  sanitizeBetNumber,
  wireSession,
  type BetFormValues,
} from '../../../src/features/bet/bet-form';

const game = { _id: 'g1', gameName: 'Kalyan Day', openTime: '12:00', closeTime: '18:00', result: '***-**-***' };
const AT_11_00 = 11 * 60;
const AT_12_30 = 12 * 60 + 30;
const AT_18_01 = 18 * 60 + 1;

const rates: GameRates = {
  singleDigit: { min: 10, max: 95 },
  jodiDigit: { min: 10, max: 950 },
  singlePana: { min: 10, max: 1500 },
  doublePana: { min: 10, max: 3000 },
  triplePana: { min: 10, max: 7000 },
  halfSangam: { min: 10, max: 10000 },
  fullSangam: { min: 10, max: 100000 },
};

function form(overrides: Partial<BetFormValues>): BetFormValues {
  return {
    game,
    betType: 'single',
    session: 'open',
    betNumber: '7',
    betAmount: '100',
    balance: 5000,
    nowMinutes: AT_11_00,
    ...overrides,
  };
}

function codes(values: BetFormValues): string[] {
  const checked = checkBetForm(values);
  return checked.ok ? [] : checked.problems.map((p) => p.code);
}

describe('the number box of each bet type', () => {
  it('keeps only the digits a type takes, at most its length', () => {
    expect(sanitizeBetNumber('single', 'a7b')).toBe('7');
    expect(sanitizeBetNumber('single', '78')).toBe('7');
    expect(sanitizeBetNumber('jodi', '1x23')).toBe('12');
    expect(sanitizeBetNumber('singlePanna', '12a34')).toBe('123');
    expect(sanitizeBetNumber('triplePanna', '5555')).toBe('555');
    expect(sanitizeBetNumber('doublePanna', '')).toBe('');
  });

  it('places the half sangam dash after its digit (digit-panna)', () => {
    expect(sanitizeBetNumber('halfSangam', '5')).toBe('5');
    expect(sanitizeBetNumber('halfSangam', '51')).toBe('5-1');
    expect(sanitizeBetNumber('halfSangam', '5128')).toBe('5-128');
    expect(sanitizeBetNumber('halfSangam', '5-1289')).toBe('5-128');
    // Deleting back over the dash does not leave it stuck.
    expect(sanitizeBetNumber('halfSangam', '5-')).toBe('5');
  });

  it('splits six full sangam digits 3-3', () => {
    expect(sanitizeBetNumber('fullSangam', '123')).toBe('123');
    expect(sanitizeBetNumber('fullSangam', '1234')).toBe('123-4');
    expect(sanitizeBetNumber('fullSangam', '123456')).toBe('123-456');
    expect(sanitizeBetNumber('fullSangam', '123-4567')).toBe('123-456');
    expect(sanitizeBetNumber('fullSangam', '123-')).toBe('123');
  });

  it('knows when a number is fully typed', () => {
    expect(isNumberComplete('single', '7')).toBe(true);
    expect(isNumberComplete('jodi', '5')).toBe(false);
    expect(isNumberComplete('jodi', '05')).toBe(true);
    expect(isNumberComplete('singlePanna', '12')).toBe(false);
    expect(isNumberComplete('halfSangam', '5-12')).toBe(false);
    expect(isNumberComplete('halfSangam', '5-128')).toBe(true);
    expect(isNumberComplete('fullSangam', '123-456')).toBe(true);
  });
});

describe('quick picks', () => {
  it('offers 0-9 for single digit', () => {
    expect(quickPicks('single')).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('offers jodis that are valid jodi numbers', () => {
    const picks = quickPicks('jodi');
    expect(picks.length).toBeGreaterThan(0);
    for (const pick of picks) expect(validateBetNumber('jodi', pick).ok).toBe(true);
  });

  it('offers example pannas of the page kind, every one a valid bet on that page', () => {
    for (const betType of ['singlePanna', 'doublePanna'] as const) {
      const picks = quickPicks(betType);
      expect(picks.length).toBeGreaterThanOrEqual(4);
      expect(new Set(picks).size).toBe(picks.length);
      for (const pick of picks) {
        expect(pannaKind(pick)).toBe(betType === 'singlePanna' ? 'single' : 'double');
        expect(validateBetNumber(betType, pick).ok).toBe(true);
      }
    }
  });

  it('offers the ten triple pannas 000 to 999', () => {
    expect(quickPicks('triplePanna')).toEqual(['000', '111', '222', '333', '444', '555', '666', '777', '888', '999']);
  });

  it('offers none for the sangams', () => {
    expect(quickPicks('halfSangam')).toEqual([]);
    expect(quickPicks('fullSangam')).toEqual([]);
  });
});

describe('live feedback', () => {
  it("gives the domain's message for a number, nothing while empty", () => {
    expect(betNumberProblem('jodi', '')).toBeNull();
    expect(betNumberProblem('jodi', '5')?.message).toBe('Jodi must be a 2-digit number');
    expect(betNumberProblem('doublePanna', '128')?.message).toBe('This is a single panna, but you selected double panna');
    expect(betNumberProblem('singlePanna', '12')?.message).toBe('Panna must be a 3-digit number');
    expect(betNumberProblem('halfSangam', '5-12')?.message).toBe('Half sangam format: digit-panna (e.g., 5-123)');
    expect(betNumberProblem('fullSangam', '123-45')?.message).toBe('Full sangam format: panna-panna (e.g., 123-456)');
    expect(betNumberProblem('singlePanna', '128')).toBeNull();
  });

  it("gives the domain's message for an amount, nothing while empty", () => {
    expect(betAmountProblem('', 5000)).toBeNull();
    expect(betAmountProblem('5', 5000)?.message).toBe('Minimum bet amount is ₹10');
    expect(betAmountProblem('10001', 50000)?.message).toBe('Maximum bet amount is ₹10,000');
    expect(betAmountProblem('600', 500)?.message).toBe('Insufficient balance');
    expect(betAmountProblem('10.5', 500)?.message).toBe('Please enter a valid bet amount');
    expect(betAmountProblem('10', 500)).toBeNull();
  });

  it('computes Potential Win from the rate of the bet type, ₹0 when anything is missing', () => {
    expect(potentialWin('single', '7', '100', rates)).toBe(950);
    expect(potentialWin('jodi', '05', '10', rates)).toBe(950);
    expect(potentialWin('fullSangam', '128359', '25', rates)).toBe(250000);
    expect(potentialWin('single', '7', '', rates)).toBe(0);
    expect(potentialWin('single', '7', '100', undefined)).toBe(0);
  });

  it('promises no win on a number that cannot be bet on: empty, incomplete, or of another kind', () => {
    expect(potentialWin('doublePanna', '550', '20', rates)).toBe(6000);
    expect(potentialWin('doublePanna', '123', '20', rates)).toBe(0);
    expect(potentialWin('doublePanna', '55', '20', rates)).toBe(0);
    expect(potentialWin('singlePanna', '211', '20', rates)).toBe(0);
    expect(potentialWin('halfSangam', '5-12', '20', rates)).toBe(0);
    expect(potentialWin('single', '', '20', rates)).toBe(0);
  });

  it('promises no win on a stake that cannot be placed: below the minimum or above the maximum', () => {
    expect(potentialWin('single', '7', '9', rates)).toBe(0);
    expect(potentialWin('single', '7', '10', rates)).toBe(95);
    expect(potentialWin('single', '7', '10000', rates)).toBe(95_000);
    expect(potentialWin('single', '7', '10001', rates)).toBe(0);
  });
});

describe('checks before sending', () => {
  it('passes a good bet, normalised for the wire', () => {
    expect(checkBetForm(form({}))).toEqual({
      ok: true,
      value: { gameId: 'g1', betType: 'single', session: 'open', betNumber: '7', betAmount: 100 },
    });
    expect(checkBetForm(form({ betType: 'fullSangam', session: 'close', betNumber: '123456' }))).toEqual({
      ok: true,
      value: { gameId: 'g1', betType: 'fullSangam', session: null, betNumber: '123-456', betAmount: 100 },
    });
  });

  it('asks for a game first', () => {
    expect(codes(form({ game: null }))).toEqual(['GAME_REQUIRED']);
  });

  it('reports the number and the amount with the original app\'s messages', () => {
    expect(codes(form({ betType: 'jodi', betNumber: '5' }))).toEqual(['JODI_INVALID']);
    expect(codes(form({ betType: 'triplePanna', betNumber: '112' }))).toEqual(['PANNA_KIND_MISMATCH']);
    expect(codes(form({ betType: 'singlePanna', betNumber: '321' }))).toEqual(['PANNA_NOT_VALID']);
    expect(codes(form({ betAmount: '' }))).toEqual(['BET_AMOUNT_INVALID']);
    expect(codes(form({ betAmount: '9' }))).toEqual(['BET_AMOUNT_BELOW_MIN']);
    expect(codes(form({ betAmount: '10001', balance: 20000 }))).toEqual(['BET_AMOUNT_ABOVE_MAX']);
    expect(codes(form({ betAmount: '5001' }))).toEqual(['INSUFFICIENT_BALANCE']);
  });

  it('refuses a session that no longer takes bets, by the server clock minute', () => {
    expect(codes(form({ nowMinutes: AT_12_30 }))).toEqual(['OPEN_SESSION_CLOSED']);
    expect(codes(form({ nowMinutes: AT_12_30, session: 'close' }))).toEqual([]);
    expect(codes(form({ nowMinutes: AT_18_01, session: 'close' }))).toEqual(['CLOSE_SESSION_CLOSED']);
    // A declared session is over even before its time.
    expect(codes(form({ game: { ...game, result: '128-1*-***' } }))).toEqual(['OPEN_SESSION_CLOSED']);
  });

  it('closes jodi and the sangams with the open session, whatever the toggle says', () => {
    for (const [betType, betNumber] of [['jodi', '05'], ['halfSangam', '5-128'], ['fullSangam', '128-359']] as const) {
      expect(codes(form({ betType, betNumber, session: 'close', nowMinutes: AT_12_30 }))).toEqual(['OPEN_SESSION_CLOSED']);
      expect(codes(form({ betType, betNumber, session: 'close' }))).toEqual([]);
    }
  });

  it('sends no session for full sangam only', () => {
    for (const betType of DAILY_BET_TYPES) {
      expect(wireSession(betType as DailyBetType, 'close')).toBe(betType === 'fullSangam' ? null : 'close');
    }
  });
});

describe('the session the screen opens on', () => {
  const noon = { openTime: '12:00', closeTime: '18:00', result: '***-**-***' };
  const at = (hours: number, minutes = 0, game = noon) => openingSession(sessionAvailability(game, hours * 60 + minutes));

  it('is Open while the open session takes bets', () => {
    expect(at(11, 59)).toBe('open');
  });

  it('is Close from the open time on, while the close session takes bets', () => {
    expect(at(12, 0)).toBe('close');
    expect(at(18, 0)).toBe('close');
  });

  it('is Close once the open result is declared, even before the open time', () => {
    expect(at(11, 0, { ...noon, result: '128-1*-***' })).toBe('close');
  });

  it('is Open when neither session takes bets, or the game is not known yet', () => {
    expect(at(18, 1)).toBe('open');
    expect(openingSession(null)).toBe('open');
  });
});

describe('the game date', () => {
  it("is the player's local midnight of that day, as an ISO instant", () => {
    const now = new Date(2026, 10, 20, 11, 0, 30);
    const iso = localMidnightIso(now);
    const midnight = new Date(iso);
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/);
    expect([midnight.getFullYear(), midnight.getMonth(), midnight.getDate()]).toEqual([2026, 10, 20]);
    expect([midnight.getHours(), midnight.getMinutes(), midnight.getSeconds()]).toEqual([0, 0, 0]);
  });

  it('names the day a market closing after midnight opened, while it is still on that day', () => {
    const afterMidnight = new Date('2026-11-21T00:15:00+05:30');
    expect(betGameDate({ openTime: '21:30', closeTime: '00:30' }, afterMidnight)).toBe('2026-11-20');
    expect(betGameDate({ openTime: '09:30', closeTime: '10:30' }, afterMidnight)).toBe(localMidnightIso(afterMidnight));
    const newDay = new Date('2026-11-21T11:00:00+05:30');
    expect(betGameDate({ openTime: '21:30', closeTime: '00:30' }, newDay)).toBe(localMidnightIso(newDay));
  });
});

describe('idempotency keys', () => {
  const request: PlaceBetRequest = {
    gameId: 'g1',
    betType: 'single',
    session: 'open',
    betNumber: '7',
    betAmount: 100,
    gameDate: '2026-11-19T18:30:00.000Z',
  };

  function keys() {
    let n = 0;
    return new SubmissionKeys(() => `key-${++n}`);
  }

  it('reuses the key when the same bet is sent again after no answer', () => {
    const submissions = keys();
    expect(submissions.keyFor(request)).toBe('key-1');
    expect(submissions.keyFor({ ...request })).toBe('key-1');
  });

  it('uses a new key for another bet, or for the same bet once the server answered', () => {
    const submissions = keys();
    expect(submissions.keyFor(request)).toBe('key-1');
    expect(submissions.keyFor({ ...request, betAmount: 200 })).toBe('key-2');
    submissions.answered();
    expect(submissions.keyFor({ ...request, betAmount: 200 })).toBe('key-3');
  });
});
