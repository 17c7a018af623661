import { describe, expect, it } from 'vitest';
import { declaredPannaOf, readPanna, resultAfterDeclaring, starlineResultText } from '../../../admin/src/screens/declaration';

describe('reading the panna an operator types', () => {
  it('waits quietly while fewer than three digits are typed', () => {
    expect(readPanna('')).toEqual({ state: 'empty' });
    expect(readPanna('1')).toEqual({ state: 'empty' });
    expect(readPanna('12')).toEqual({ state: 'empty' });
  });

  it('derives the ank of a valid panna as the server does (sum of digits mod 10)', () => {
    expect(readPanna('128')).toEqual({ state: 'valid', panna: '128', ank: 1 });
    expect(readPanna('550')).toEqual({ state: 'valid', panna: '550', ank: 0 });
    expect(readPanna('000')).toEqual({ state: 'valid', panna: '000', ank: 0 });
    expect(readPanna('789')).toEqual({ state: 'valid', panna: '789', ank: 4 });
  });

  it('refuses a panna that is not one of the 220, suggesting the valid arrangement', () => {
    const reading = readPanna('321');
    expect(reading.state).toBe('invalid');
    expect(reading.state === 'invalid' && reading.message).toContain('123');
    expect(readPanna('012').state).toBe('invalid');
  });
});

describe('the result string a declaration makes', () => {
  it('fills the declared session and keeps the other one', () => {
    expect(resultAfterDeclaring('***-**-***', 'open', '128')).toBe('128-1*-***');
    expect(resultAfterDeclaring('128-1*-***', 'close', '359')).toBe('128-17-359');
    expect(resultAfterDeclaring('***-*7-359', 'open', '128')).toBe('128-17-359');
    expect(resultAfterDeclaring(undefined, 'close', '359')).toBe('***-*7-359');
  });

  it('reads which panna a session already has', () => {
    expect(declaredPannaOf('128-1*-***', 'open')).toBe('128');
    expect(declaredPannaOf('128-1*-***', 'close')).toBeNull();
    expect(declaredPannaOf(undefined, 'open')).toBeNull();
  });

  it('writes a Starline result as panna and ank', () => {
    expect(starlineResultText('128')).toBe('128-1');
    expect(starlineResultText('000')).toBe('000-0');
  });
});
