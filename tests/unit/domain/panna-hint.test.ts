import { describe, expect, it } from 'vitest';
import { pannaHint } from '../../../src/domain/panna-hint';
import { isValidPanna, pannaKind } from '../../../src/domain/panna';

describe('the live panna hint', () => {
  it('says nothing until exactly three digits are typed', () => {
    for (const partial of ['', '1', '12', '1a', '1234', 'abc']) expect(pannaHint(partial)).toBeNull();
  });

  it('names the kind and validity of all 1,000 three-digit numbers', () => {
    for (let n = 0; n < 1000; n++) {
      const p = String(n).padStart(3, '0');
      const hint = pannaHint(p)!;
      expect(hint.kind).toBe(pannaKind(p));
      expect(hint.valid).toBe(isValidPanna(p));
    }
  });

  it('uses the screen labels', () => {
    expect(pannaHint('128')).toEqual({ kind: 'single', label: 'Single Panna', valid: true });
    expect(pannaHint('550')).toEqual({ kind: 'double', label: 'Double Panna', valid: true });
    expect(pannaHint('777')).toEqual({ kind: 'triple', label: 'Triple Panna', valid: true });
    expect(pannaHint('321')).toEqual({ kind: 'single', label: 'Single Panna', valid: false });
  });
});
