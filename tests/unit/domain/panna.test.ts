import { describe, expect, it } from 'vitest';
import {
  canonicalPanna,
  checkPanna,
  isThreeDigits,
  isValidPanna,
  listValidPannas,
  pannaAnk,
  pannaKind,
} from '../../../src/domain/panna';

const ALL_THREE_DIGITS = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'));

/** An independent oracle: the digits never descend when 0 is read as 10. */
function oracleValid(p: string): boolean {
  const [a, b, c] = [...p].map((d) => (d === '0' ? 10 : Number(d)));
  return a! <= b! && b! <= c!;
}

function oracleKind(p: string): 'single' | 'double' | 'triple' {
  const [a, b, c] = [...p];
  if (a === b && b === c) return 'triple';
  if (a === b || b === c || a === c) return 'double';
  return 'single';
}

describe('panna validity over all 1,000 three-digit strings', () => {
  const valid = ALL_THREE_DIGITS.filter(isValidPanna);

  it('exactly 220 are valid: 120 single, 90 double, 10 triple', () => {
    expect(valid).toHaveLength(220);
    expect(valid.filter((p) => pannaKind(p) === 'single')).toHaveLength(120);
    expect(valid.filter((p) => pannaKind(p) === 'double')).toHaveLength(90);
    expect(valid.filter((p) => pannaKind(p) === 'triple')).toHaveLength(10);
  });

  it('agrees with the non-descending rule (0 above 9) for every string', () => {
    const disagreements = ALL_THREE_DIGITS.filter((p) => isValidPanna(p) !== oracleValid(p));
    expect(disagreements).toEqual([]);
  });

  it('has exactly one valid arrangement per multiset of digits, which canonicalPanna gives', () => {
    const byDigits = new Map<string, string[]>();
    for (const p of valid) {
      const key = [...p].sort().join('');
      byDigits.set(key, [...(byDigits.get(key) ?? []), p]);
    }
    expect([...byDigits.values()].every((list) => list.length === 1)).toBe(true);
    expect(byDigits.size).toBe(220);
    for (const p of ALL_THREE_DIGITS) {
      const canonical = canonicalPanna(p);
      expect(isValidPanna(canonical)).toBe(true);
      expect([...canonical].sort().join('')).toBe([...p].sort().join(''));
    }
  });

  it('tells valid pannas from invalid ones, 0 counting as the highest digit', () => {
    for (const p of ['128', '550', '100', '000', '190', '999', '137', '699', '500']) expect(isValidPanna(p)).toBe(true);
    for (const p of ['012', '321', '211', '001', '010', '091', '998', '021']) {
      expect(isValidPanna(p)).toBe(false);
    }
  });

  it('rejects anything that is not exactly three digits', () => {
    for (const p of ['', '12', '1234', '12a', ' 128', '128 ', '-12', '1.2', '١٢٨']) {
      expect(isThreeDigits(p)).toBe(false);
      expect(isValidPanna(p)).toBe(false);
      expect(pannaKind(p)).toBeNull();
    }
  });
});

describe('pannaKind', () => {
  it('agrees with digit repetition for all 1,000 strings', () => {
    const disagreements = ALL_THREE_DIGITS.filter((p) => pannaKind(p) !== oracleKind(p));
    expect(disagreements).toEqual([]);
  });

  it('classifies examples', () => {
    expect(pannaKind('128')).toBe('single');
    expect(pannaKind('550')).toBe('double');
    expect(pannaKind('100')).toBe('double');
    expect(pannaKind('211')).toBe('double');
    expect(pannaKind('777')).toBe('triple');
    expect(pannaKind('000')).toBe('triple');
  });
});

describe('pannaAnk', () => {
  it('is the digit sum mod 10 for all 1,000 strings', () => {
    const wrong = ALL_THREE_DIGITS.filter((p) => pannaAnk(p) !== (Number(p[0]) + Number(p[1]) + Number(p[2])) % 10);
    expect(wrong).toEqual([]);
  });

  it('gives the anks of known results', () => {
    expect(pannaAnk('128')).toBe(1);
    expect(pannaAnk('359')).toBe(7);
    expect(pannaAnk('000')).toBe(0);
    expect(pannaAnk('999')).toBe(7);
  });

  it('refuses non-digits', () => {
    expect(() => pannaAnk('12a')).toThrow(RangeError);
    expect(() => pannaAnk('')).toThrow(RangeError);
  });
});

describe('canonicalPanna', () => {
  it('orders digits with 0 last', () => {
    expect(canonicalPanna('321')).toBe('123');
    expect(canonicalPanna('012')).toBe('120');
    expect(canonicalPanna('211')).toBe('112');
    expect(canonicalPanna('001')).toBe('100');
    expect(canonicalPanna('128')).toBe('128');
  });

  it('refuses anything but three digits', () => {
    expect(() => canonicalPanna('12')).toThrow(RangeError);
  });
});

describe('listValidPannas', () => {
  it('lists all 220 in ascending order, and each kind on its own', () => {
    const all = listValidPannas();
    expect(all).toHaveLength(220);
    expect([...all].sort()).toEqual(all);
    expect(all[0]).toBe('000');
    expect(all.at(-1)).toBe('999');
    expect(listValidPannas('single')).toHaveLength(120);
    expect(listValidPannas('double')).toHaveLength(90);
    expect(listValidPannas('triple')).toEqual(['000', '111', '222', '333', '444', '555', '666', '777', '888', '999']);
    expect(listValidPannas('single').every((p) => pannaKind(p) === 'single')).toBe(true);
    expect(listValidPannas('double').every((p) => pannaKind(p) === 'double')).toBe(true);
  });
});

describe('checkPanna', () => {
  it('accepts a valid panna', () => {
    expect(checkPanna('128')).toEqual({ ok: true });
  });

  it('rejects a malformed panna with the original app\'s message', () => {
    expect(checkPanna('12')).toMatchObject({ ok: false, code: 'PANNA_FORMAT_INVALID', message: 'Panna must be a 3-digit number' });
  });

  it('rejects an invalid arrangement, naming the rule and the valid arrangement of its digits', () => {
    expect(checkPanna('321', 'pana')).toEqual({
      ok: false,
      code: 'PANNA_NOT_VALID',
      message: 'Panna 321 is not valid: its digits must not descend, with 0 counting above 9 (e.g., 123)',
      params: { panna: '321', example: '123' },
      field: 'pana',
    });
    expect(checkPanna('012')).toMatchObject({
      message: 'Panna 012 is not valid: its digits must not descend, with 0 counting above 9 (e.g., 120)',
    });
  });
});
