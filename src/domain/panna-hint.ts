/**
 * The live hint under a panna box (daily bet screen and Starline): the kind of the number being typed and
 * whether it is one of the 220 valid pannas. A hint only; the checks of bet-number.ts decide.
 */

import { isValidPanna, pannaKind, type PannaKind } from './panna';

export type PannaHint = {
  readonly kind: PannaKind;
  /** "Single Panna", "Double Panna" or "Triple Panna". */
  readonly label: string;
  readonly valid: boolean;
};

const LABELS: Readonly<Record<PannaKind, string>> = {
  single: 'Single Panna',
  double: 'Double Panna',
  triple: 'Triple Panna',
};

/** Nothing until exactly three digits are typed (a partial number has no kind yet). */
export function pannaHint(input: string): PannaHint | null {
  const kind = pannaKind(input.trim());
  return kind === null ? null : { kind, label: LABELS[kind], valid: isValidPanna(input.trim()) };
}
