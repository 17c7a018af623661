import { describe, expect, it } from 'vitest';
import {
  betOutcome,
  isWinningBet,
  settlementRules,
  settlingSession,
  validateBetNumber,
  validateBetSession,
  winningBetNumber,
  type DailyBet,
} from '../../../src/domain/bet-number';
import { DAILY_BET_TYPES, type DailyBetType, type Session } from '../../../src/domain/bet-types';
import { listValidPannas, pannaAnk, pannaKind } from '../../../src/domain/panna';

function expectValid(betType: string, input: string, value = input.trim()) {
  expect(validateBetNumber(betType, input)).toEqual({ ok: true, value });
}

function expectProblem(betType: string, input: string, code: string, message: string) {
  expect(validateBetNumber(betType, input)).toMatchObject({ ok: false, code, message });
}

describe('single digit', () => {
  it('accepts each digit 0-9', () => {
    for (let d = 0; d <= 9; d++) expectValid('single', String(d));
    expectValid('single', ' 7 ');
  });

  it('rejects a non-number with the format message', () => {
    for (const bad of ['', 'a', '7a', '1.5', ' ', '-']) {
      expectProblem('single', bad, 'SINGLE_DIGIT_INVALID', 'Single digit must be a number between 0-9');
    }
  });

  it('rejects a number outside 0-9 with the range message', () => {
    for (const bad of ['10', '99', '07', '-1']) {
      expectProblem('single', bad, 'SINGLE_DIGIT_OUT_OF_RANGE', 'Single digit must be between 0-9');
    }
  });
});

describe('jodi', () => {
  it('accepts every two-digit string 00-99', () => {
    for (let n = 0; n < 100; n++) expectValid('jodi', String(n).padStart(2, '0'));
  });

  it('rejects anything else', () => {
    for (const bad of ['', '5', '123', 'ab', '5a', '-5', '5 5']) {
      expectProblem('jodi', bad, 'JODI_INVALID', 'Jodi must be a 2-digit number');
    }
  });
});

describe('panna bet types over all 1,000 three-digit strings', () => {
  const types = { singlePanna: 'single', doublePanna: 'double', triplePanna: 'triple' } as const;

  it('accept exactly the valid pannas of their own kind', () => {
    const wrong: string[] = [];
    for (let n = 0; n < 1000; n++) {
      const p = String(n).padStart(3, '0');
      for (const [betType, kind] of Object.entries(types)) {
        const result = validateBetNumber(betType, p);
        const valid = listValidPannas().includes(p);
        const expected = !valid ? 'PANNA_NOT_VALID' : pannaKind(p) === kind ? 'ok' : 'PANNA_KIND_MISMATCH';
        if ((result.ok ? 'ok' : result.code) !== expected) wrong.push(`${betType} ${p}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('rejects a malformed panna', () => {
    for (const betType of Object.keys(types)) {
      for (const bad of ['', '12', '1234', '12a', 'abc']) {
        expectProblem(betType, bad, 'PANNA_FORMAT_INVALID', 'Panna must be a 3-digit number');
      }
    }
  });

  it('names the actual and the selected kind on a mismatch', () => {
    expectProblem('singlePanna', '550', 'PANNA_KIND_MISMATCH', 'This is a double panna, but you selected single panna');
    expectProblem('singlePanna', '777', 'PANNA_KIND_MISMATCH', 'This is a triple panna, but you selected single panna');
    expectProblem('doublePanna', '128', 'PANNA_KIND_MISMATCH', 'This is a single panna, but you selected double panna');
    expectProblem('triplePanna', '100', 'PANNA_KIND_MISMATCH', 'This is a double panna, but you selected triple panna');
    expect(validateBetNumber('doublePanna', '128')).toMatchObject({ params: { actual: 'single', selected: 'double' } });
  });

  it('names the rule and an example for an invalid arrangement', () => {
    expectProblem(
      'singlePanna', '321', 'PANNA_NOT_VALID',
      'Panna 321 is not valid: its digits must not descend, with 0 counting above 9 (e.g., 123)',
    );
    // Invalid first, kind second: 211 is not a "double panna" anyone could bet on.
    expectProblem(
      'singlePanna', '211', 'PANNA_NOT_VALID',
      'Panna 211 is not valid: its digits must not descend, with 0 counting above 9 (e.g., 112)',
    );
  });
});

describe('half sangam', () => {
  it('accepts digit-panna with a valid panna', () => {
    expectValid('halfSangam', '5-123');
    expectValid('halfSangam', '0-000');
    expectValid('halfSangam', ' 9-190 ');
  });

  it('rejects other shapes with the format message', () => {
    for (const bad of ['', '5123', '5-12', '55-123', '5-1234', '5 - 123', 'a-123', '5-', '-123', '123-5']) {
      expectProblem('halfSangam', bad, 'HALF_SANGAM_FORMAT', 'Half sangam format: digit-panna (e.g., 5-123)');
    }
  });

  it('rejects an invalid panna inside', () => {
    expectProblem(
      'halfSangam', '5-321', 'PANNA_NOT_VALID',
      'Panna 321 is not valid: its digits must not descend, with 0 counting above 9 (e.g., 123)',
    );
  });
});

describe('full sangam', () => {
  it('accepts panna-panna and splits six digits 3-3', () => {
    expectValid('fullSangam', '123-456');
    expectValid('fullSangam', '123456', '123-456');
    expectValid('fullSangam', ' 128359 ', '128-359');
    expectValid('fullSangam', '000-999');
  });

  it('rejects other shapes with the format message', () => {
    for (const bad of ['', '12345', '1234567', '123-45', '12-3456', '123--456', '123 456', 'abc-def', '123-456-']) {
      expectProblem('fullSangam', bad, 'FULL_SANGAM_FORMAT', 'Full sangam format: panna-panna (e.g., 123-456)');
    }
  });

  it('rejects an invalid panna on either side, also in the six-digit form', () => {
    expectProblem(
      'fullSangam', '321-456', 'PANNA_NOT_VALID',
      'Panna 321 is not valid: its digits must not descend, with 0 counting above 9 (e.g., 123)',
    );
    expectProblem(
      'fullSangam', '123654', 'PANNA_NOT_VALID',
      'Panna 654 is not valid: its digits must not descend, with 0 counting above 9 (e.g., 456)',
    );
  });
});

describe('unknown bet types and sessions', () => {
  it('answers an unknown type instead of crashing', () => {
    for (const bad of ['', 'Single', 'single-digit', 'single digit', 'sangam', 'toString']) {
      expect(validateBetNumber(bad, '5')).toEqual({
        ok: false, code: 'UNKNOWN_BET_TYPE', message: 'Unknown bet type', field: 'betType',
      });
    }
  });

  it('needs open or close except for full sangam, which is always stored with null', () => {
    for (const betType of DAILY_BET_TYPES.filter((t) => t !== 'fullSangam')) {
      expect(validateBetSession(betType, 'open')).toEqual({ ok: true, value: 'open' });
      expect(validateBetSession(betType, 'close')).toEqual({ ok: true, value: 'close' });
      for (const bad of [null, undefined, '', 'OPEN', 'both']) {
        expect(validateBetSession(betType, bad)).toMatchObject({ ok: false, code: 'SESSION_INVALID', message: 'Session must be open or close' });
      }
    }
    for (const anything of [null, undefined, 'open', 'close']) {
      expect(validateBetSession('fullSangam', anything)).toEqual({ ok: true, value: null });
    }
  });
});

describe('which bets win', () => {
  const declared = { openPanna: '128', closePanna: '359' }; // 128-17-359
  const bet = (betType: DailyBetType, session: Session | null, betNumber: string): DailyBet => ({ betType, session, betNumber });

  it('single digit matches its session\'s ank', () => {
    expect(betOutcome(bet('single', 'open', '1'), declared)).toBe('won');
    expect(betOutcome(bet('single', 'open', '7'), declared)).toBe('lost');
    expect(betOutcome(bet('single', 'close', '7'), declared)).toBe('won');
    expect(betOutcome(bet('single', 'close', '1'), declared)).toBe('lost');
  });

  it('panna types match their session\'s panna', () => {
    expect(betOutcome(bet('singlePanna', 'open', '128'), declared)).toBe('won');
    expect(betOutcome(bet('singlePanna', 'close', '128'), declared)).toBe('lost');
    expect(betOutcome(bet('singlePanna', 'close', '359'), declared)).toBe('won');
    const doubles = { openPanna: '550', closePanna: '777' };
    expect(betOutcome(bet('doublePanna', 'open', '550'), doubles)).toBe('won');
    expect(betOutcome(bet('triplePanna', 'close', '777'), doubles)).toBe('won');
    expect(betOutcome(bet('triplePanna', 'open', '777'), doubles)).toBe('lost');
  });

  it('jodi is open ank then close ank, whatever session it carries', () => {
    expect(betOutcome(bet('jodi', 'open', '17'), declared)).toBe('won');
    expect(betOutcome(bet('jodi', 'close', '17'), declared)).toBe('won');
    expect(betOutcome(bet('jodi', 'open', '71'), declared)).toBe('lost');
  });

  it('half sangam open is openAnk-closePanna, close is closeAnk-openPanna', () => {
    expect(betOutcome(bet('halfSangam', 'open', '1-359'), declared)).toBe('won');
    expect(betOutcome(bet('halfSangam', 'open', '7-128'), declared)).toBe('lost');
    expect(betOutcome(bet('halfSangam', 'close', '7-128'), declared)).toBe('won');
    expect(betOutcome(bet('halfSangam', 'close', '1-359'), declared)).toBe('lost');
  });

  it('full sangam is openPanna-closePanna, also when stored without the dash', () => {
    expect(betOutcome(bet('fullSangam', null, '128-359'), declared)).toBe('won');
    expect(betOutcome(bet('fullSangam', null, '128359'), declared)).toBe('won');
    expect(betOutcome(bet('fullSangam', null, '359-128'), declared)).toBe('lost');
    expect(isWinningBet(bet('fullSangam', null, '128-359'), declared)).toBe(true);
  });

  it('stays pending until every panna it needs is declared', () => {
    const openOnly = { openPanna: '128', closePanna: null };
    const closeOnly = { closePanna: '359' };
    expect(betOutcome(bet('single', 'open', '1'), openOnly)).toBe('won');
    expect(betOutcome(bet('single', 'close', '7'), openOnly)).toBe('pending');
    expect(betOutcome(bet('single', 'close', '7'), closeOnly)).toBe('won');
    expect(betOutcome(bet('single', 'open', '1'), closeOnly)).toBe('pending');
    for (const b of [bet('jodi', 'open', '17'), bet('halfSangam', 'open', '1-359'), bet('halfSangam', 'close', '7-128'), bet('fullSangam', null, '128-359')]) {
      expect(betOutcome(b, openOnly)).toBe('pending');
      expect(betOutcome(b, closeOnly)).toBe('pending');
      expect(betOutcome(b, {})).toBe('pending');
    }
    expect(winningBetNumber('single', null, declared)).toBeNull();
    expect(winningBetNumber('halfSangam', null, declared)).toBeNull();
  });

  it('a malformed stored number simply loses', () => {
    expect(betOutcome(bet('single', 'open', 'x'), declared)).toBe('lost');
  });

  it('agrees with the winning numbers for every valid pair of pannas and every bet type', () => {
    const pannas = listValidPannas();
    const wrong: string[] = [];
    // Every valid open panna against a spread of close pannas (220 × 22 pairs).
    for (const open of pannas) {
      for (const close of pannas.filter((_, i) => i % 10 === 0)) {
        const d = { openPanna: open, closePanna: close };
        const oa = pannaAnk(open);
        const ca = pannaAnk(close);
        const expectations: [DailyBetType, Session | null, string][] = [
          ['single', 'open', String(oa)],
          ['single', 'close', String(ca)],
          [`${pannaKind(open)}Panna` as DailyBetType, 'open', open],
          [`${pannaKind(close)}Panna` as DailyBetType, 'close', close],
          ['jodi', 'open', `${oa}${ca}`],
          ['halfSangam', 'open', `${oa}-${close}`],
          ['halfSangam', 'close', `${ca}-${open}`],
          ['fullSangam', null, `${open}-${close}`],
        ];
        for (const [betType, session, number] of expectations) {
          if (betOutcome(bet(betType, session, number), d) !== 'won') wrong.push(`${betType} ${number} on ${open}/${close}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('settlement', () => {
  it('open declaration settles open-session single digit and panna bets; close the rest', () => {
    for (const betType of ['single', 'singlePanna', 'doublePanna', 'triplePanna'] as const) {
      expect(settlingSession(betType, 'open')).toBe('open');
      expect(settlingSession(betType, 'close')).toBe('close');
    }
    for (const betType of ['jodi', 'halfSangam'] as const) {
      expect(settlingSession(betType, 'open')).toBe('close');
      expect(settlingSession(betType, 'close')).toBe('close');
    }
    expect(settlingSession('fullSangam', null)).toBe('close');
  });

  it('gives the open declaration\'s groups', () => {
    expect(settlementRules('open', { openPanna: '128' })).toEqual([
      { betType: 'single', session: 'open', winningNumber: '1' },
      { betType: 'singlePanna', session: 'open', winningNumber: '128' },
      { betType: 'doublePanna', session: 'open', winningNumber: '128' },
      { betType: 'triplePanna', session: 'open', winningNumber: '128' },
    ]);
  });

  it('gives the close declaration\'s groups, jodi and sangams included', () => {
    expect(settlementRules('close', { openPanna: '128', closePanna: '359' })).toEqual([
      { betType: 'single', session: 'close', winningNumber: '7' },
      { betType: 'singlePanna', session: 'close', winningNumber: '359' },
      { betType: 'doublePanna', session: 'close', winningNumber: '359' },
      { betType: 'triplePanna', session: 'close', winningNumber: '359' },
      { betType: 'jodi', session: null, winningNumber: '17' },
      { betType: 'halfSangam', session: 'open', winningNumber: '1-359' },
      { betType: 'halfSangam', session: 'close', winningNumber: '7-128' },
      { betType: 'fullSangam', session: null, winningNumber: '128-359' },
    ]);
  });

  it('settles jodi and sangams with whichever declaration completes the pair', () => {
    expect(settlementRules('close', { closePanna: '359' }).map((r) => r.betType)).toEqual([
      'single', 'singlePanna', 'doublePanna', 'triplePanna',
    ]);
    const late = settlementRules('open', { openPanna: '128', closePanna: '359' });
    expect(late.map((r) => `${r.betType}/${r.session}`)).toEqual([
      'single/open', 'singlePanna/open', 'doublePanna/open', 'triplePanna/open',
      'jodi/null', 'halfSangam/open', 'halfSangam/close', 'fullSangam/null',
    ]);
  });

  it('needs the declared session\'s panna', () => {
    expect(() => settlementRules('close', { openPanna: '128' })).toThrow(RangeError);
  });
});
