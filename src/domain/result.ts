/**
 * The result string of a daily market for one day: `OOO-oc-CCC` (open panna, open ank, close ank, close
 * panna), `*` for what is not declared yet. Four states, as the original app writes them:
 * `***-**-***` none, `128-1*-***` open only, `***-*7-359` close only, `128-17-359` both.
 */

import { NO_RESULT } from './constants';
import { isThreeDigits, pannaAnk } from './panna';

export type DeclaredHalf = { readonly panna: string; readonly ank: number };

export type GameResult = {
  readonly open: DeclaredHalf | null;
  readonly close: DeclaredHalf | null;
};

export type ResultState = 'none' | 'openOnly' | 'closeOnly' | 'both';

/** The declared pannas of a day, as the settlement rules take them. */
export type DeclaredPannas = {
  readonly openPanna?: string | null;
  readonly closePanna?: string | null;
};

const RESULT_SHAPE = /^(\d{3}|\*{3})-([\d*])([\d*])-(\d{3}|\*{3})$/;

/** One half is consistent when panna and ank are both unknown, or both known and the ank is the panna's. */
function parseHalf(panna: string, ank: string): DeclaredHalf | null | undefined {
  if (panna === '***' && ank === '*') return null;
  if (panna === '***' || ank === '*' || pannaAnk(panna) !== Number(ank)) return undefined;
  return { panna, ank: Number(ank) };
}

/**
 * Reads a result string. A missing result (null, undefined, '') means nothing is declared, as the placeholder
 * `***-**-***` does. A malformed one (wrong shape, or an ank that is not its panna's) gives null: the server
 * always derives the ank, so a mismatch means the text is not a result at all.
 */
export function parseResult(text: string | null | undefined): GameResult | null {
  if (text === null || text === undefined || text === '') return { open: null, close: null };
  const match = RESULT_SHAPE.exec(text);
  if (!match) return null;
  const [, openPanna, openAnk, closeAnk, closePanna] = match as unknown as [string, string, string, string, string];
  const open = parseHalf(openPanna, openAnk);
  const close = parseHalf(closePanna, closeAnk);
  if (open === undefined || close === undefined) return null;
  return { open, close };
}

/** Builds the result string from the declared pannas; the anks are derived (the admin gives only pannas). */
export function formatResult(declared: DeclaredPannas): string {
  const { openPanna, closePanna } = declared;
  for (const panna of [openPanna, closePanna]) {
    if (panna != null && !isThreeDigits(panna)) throw new RangeError(`Not a panna: ${JSON.stringify(panna)}`);
  }
  const open = openPanna ?? '***';
  const openAnk = openPanna != null ? String(pannaAnk(openPanna)) : '*';
  const closeAnk = closePanna != null ? String(pannaAnk(closePanna)) : '*';
  const close = closePanna ?? '***';
  return `${open}-${openAnk}${closeAnk}-${close}`;
}

/** The pannas of a result string (null where undeclared or when the string is malformed). */
export function declaredPannas(text: string | null | undefined): Required<DeclaredPannas> {
  const result = parseResult(text);
  return { openPanna: result?.open?.panna ?? null, closePanna: result?.close?.panna ?? null };
}

export function isOpenDeclared(text: string | null | undefined): boolean {
  return parseResult(text)?.open != null;
}

export function isCloseDeclared(text: string | null | undefined): boolean {
  return parseResult(text)?.close != null;
}

export function resultState(text: string | null | undefined): ResultState {
  const open = isOpenDeclared(text);
  const close = isCloseDeclared(text);
  return open && close ? 'both' : open ? 'openOnly' : close ? 'closeOnly' : 'none';
}

/** What a card shows: the result string, or the placeholder when it is missing or malformed. */
export function displayResult(text: string | null | undefined): string {
  return text && parseResult(text) ? text : NO_RESULT;
}
