/**
 * Pannas: the three-digit numbers of matka.
 *
 * A panna is valid when its digits never descend with 0 ranking above 9 (0 stands for 10): `128`, `550`,
 * `100`, `000`. Every set of three digits has exactly one valid arrangement, so there are 220 valid pannas:
 * 120 single (all digits differ), 90 double (two equal) and 10 triple. Any other arrangement can never be
 * declared, so a bet on it could never win.
 */

import { OK, problem, type Check } from './messages';

export type PannaKind = 'single' | 'double' | 'triple';

export const PANNA_KINDS: readonly PannaKind[] = ['single', 'double', 'triple'];

const THREE_DIGITS = /^\d{3}$/;

export function isThreeDigits(value: string): boolean {
  return THREE_DIGITS.test(value);
}

/** 0 ranks above 9 in panna order. */
function rank(digit: string): number {
  const n = Number(digit);
  return n === 0 ? 10 : n;
}

export function isValidPanna(value: string): boolean {
  if (!isThreeDigits(value)) return false;
  const [a, b, c] = [...value].map(rank) as [number, number, number];
  return a <= b && b <= c;
}

/** The kind by digit repetition, for any three digits, valid or not; null for anything else. */
export function pannaKind(value: string): PannaKind | null {
  if (!isThreeDigits(value)) return null;
  const distinct = new Set(value).size;
  return distinct === 3 ? 'single' : distinct === 2 ? 'double' : 'triple';
}

/** The ank (digit) of a panna: the sum of its digits mod 10. */
export function pannaAnk(value: string): number {
  if (!/^\d+$/.test(value)) throw new RangeError(`Not a panna: ${JSON.stringify(value)}`);
  return [...value].reduce((sum, d) => sum + Number(d), 0) % 10;
}

/** The valid arrangement of the same three digits (e.g. `321` → `123`, `012` → `120`). */
export function canonicalPanna(value: string): string {
  if (!isThreeDigits(value)) throw new RangeError(`Not three digits: ${JSON.stringify(value)}`);
  return [...value].sort((x, y) => rank(x) - rank(y)).join('');
}

/** Made on first use: at module load it cost the player app's start about 7 ms of a cheap phone's CPU. */
let allValidPannas: readonly string[] | undefined;

/** The valid pannas, in ascending numeric order, optionally of one kind. */
export function listValidPannas(kind?: PannaKind): readonly string[] {
  allValidPannas ??= Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0')).filter(isValidPanna);
  return kind ? allValidPannas.filter((p) => pannaKind(p) === kind) : allValidPannas;
}

/**
 * A panna as the admin declares it or as a sangam contains it: three digits, one of the 220.
 * The message of an invalid one names the rule and suggests the valid arrangement of the same digits.
 */
export function checkPanna(value: string, field?: string): Check {
  if (!isThreeDigits(value)) return problem('PANNA_FORMAT_INVALID', undefined, field);
  if (!isValidPanna(value)) {
    return problem('PANNA_NOT_VALID', { panna: value, example: canonicalPanna(value) }, field);
  }
  return OK;
}
