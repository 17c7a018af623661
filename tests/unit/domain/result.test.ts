import { describe, expect, it } from 'vitest';
import {
  declaredPannas,
  displayResult,
  formatResult,
  isCloseDeclared,
  isOpenDeclared,
  parseResult,
  resultState,
} from '../../../src/domain/result';
import { listValidPannas } from '../../../src/domain/panna';

describe('the four result states', () => {
  const cases = [
    { text: '***-**-***', state: 'none', open: null, close: null },
    { text: '128-1*-***', state: 'openOnly', open: { panna: '128', ank: 1 }, close: null },
    { text: '***-*7-359', state: 'closeOnly', open: null, close: { panna: '359', ank: 7 } },
    { text: '128-17-359', state: 'both', open: { panna: '128', ank: 1 }, close: { panna: '359', ank: 7 } },
  ] as const;

  for (const c of cases) {
    it(`parses and formats ${c.text}`, () => {
      expect(parseResult(c.text)).toEqual({ open: c.open, close: c.close });
      expect(resultState(c.text)).toBe(c.state);
      expect(isOpenDeclared(c.text)).toBe(c.open !== null);
      expect(isCloseDeclared(c.text)).toBe(c.close !== null);
      expect(formatResult({ openPanna: c.open?.panna ?? null, closePanna: c.close?.panna ?? null })).toBe(c.text);
      expect(declaredPannas(c.text)).toEqual({ openPanna: c.open?.panna ?? null, closePanna: c.close?.panna ?? null });
      expect(displayResult(c.text)).toBe(c.text);
    });
  }

  it('round-trips every valid open and close panna', () => {
    for (const p of listValidPannas()) {
      for (const declared of [{ openPanna: p }, { closePanna: p }, { openPanna: p, closePanna: p }]) {
        const text = formatResult(declared);
        expect(formatResult(declaredPannas(text))).toBe(text);
      }
    }
  });

  it('derives the anks when formatting', () => {
    expect(formatResult({ openPanna: '000', closePanna: '999' })).toBe('000-07-999');
    expect(formatResult({})).toBe('***-**-***');
  });

  it('refuses to format something that is not a panna', () => {
    expect(() => formatResult({ openPanna: '12' })).toThrow(RangeError);
    expect(() => formatResult({ closePanna: 'abc' })).toThrow(RangeError);
  });
});

describe('missing and malformed results', () => {
  it('treats a missing result as nothing declared', () => {
    for (const missing of [null, undefined, '']) {
      expect(parseResult(missing)).toEqual({ open: null, close: null });
      expect(resultState(missing)).toBe('none');
      expect(displayResult(missing)).toBe('***-**-***');
    }
  });

  const malformed = [
    '***-**-**',
    '128-1-359',
    '128-17-359-',
    '12-17-359',
    '128_17_359',
    '128-17-35a',
    '128-**-***', // open panna without its ank
    '***-1*-***', // ank without a panna
    '***-**-359', // close panna without its ank
    '***-*7-***',
    '128-2*-***', // 1+2+8 = 11, ank 1, not 2
    '***-*8-359', // 3+5+9 = 17, ank 7
    '128-1*-359', // close panna with an unknown ank
    ' 128-17-359',
    '128-17-359 ',
    'xyz',
  ];

  for (const text of malformed) {
    it(`rejects ${JSON.stringify(text)}`, () => {
      expect(parseResult(text)).toBeNull();
      expect(isOpenDeclared(text)).toBe(false);
      expect(isCloseDeclared(text)).toBe(false);
      expect(displayResult(text)).toBe('***-**-***');
      expect(declaredPannas(text)).toEqual({ openPanna: null, closePanna: null });
    });
  }
});
