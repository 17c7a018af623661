/**
 * The import form's column choices: which header of the bank's CSV holds the date, the amounts, the reference and
 * the narration, as the operator picks them from the file's own header (and as a remembered bank fills them in).
 */

import type { StatementMapping } from './reconciliation-api';

/** One signed amount column, or a credit column with an optional debit column. */
export type AmountKind = 'signed' | 'split';

/** The choices as the form holds them: '' for a column not chosen. */
export interface MappingDraft {
  date: string;
  amountKind: AmountKind;
  amount: string;
  credit: string;
  debit: string;
  reference: string;
  narration: string;
}

export const EMPTY_DRAFT: MappingDraft = {
  date: '',
  amountKind: 'signed',
  amount: '',
  credit: '',
  debit: '',
  reference: '',
  narration: '',
};

/** The problem with a draft, by the field it belongs to. */
export type MappingProblem = 'date' | 'amount' | 'credit';

/** A remembered bank's mapping as the form's choices. */
export function draftFromMapping(mapping: StatementMapping): MappingDraft {
  return {
    date: mapping.date,
    amountKind: mapping.amount !== undefined ? 'signed' : 'split',
    amount: mapping.amount ?? '',
    credit: mapping.credit ?? '',
    debit: mapping.debit ?? '',
    reference: mapping.reference ?? '',
    narration: mapping.narration ?? '',
  };
}

/** The mapping to send, or the columns still to choose (only the columns of the chosen amount kind count). */
export function mappingFromDraft(draft: MappingDraft): { mapping: StatementMapping } | { problems: MappingProblem[] } {
  const problems: MappingProblem[] = [];
  if (draft.date === '') problems.push('date');
  if (draft.amountKind === 'signed' ? draft.amount === '' : draft.credit === '') {
    problems.push(draft.amountKind === 'signed' ? 'amount' : 'credit');
  }
  if (problems.length > 0) return { problems };
  const extra: Partial<StatementMapping> = {};
  if (draft.reference !== '') extra.reference = draft.reference;
  if (draft.narration !== '') extra.narration = draft.narration;
  if (draft.amountKind === 'signed') {
    return { mapping: { date: draft.date, amount: draft.amount, ...extra } };
  }
  const debit = draft.debit === '' ? {} : { debit: draft.debit };
  return { mapping: { date: draft.date, credit: draft.credit, ...debit, ...extra } };
}

/**
 * The draft with each chosen column spelt as the file's header spells it (headers are matched without regard to
 * case or spacing, as the server reads them), and a column the file lacks left unchosen.
 */
export function fitToColumns(draft: MappingDraft, columns: readonly string[]): MappingDraft {
  const fit = (chosen: string) => (chosen === '' ? '' : (columns.find((column) => sameHeader(column, chosen)) ?? ''));
  return {
    ...draft,
    date: fit(draft.date),
    amount: fit(draft.amount),
    credit: fit(draft.credit),
    debit: fit(draft.debit),
    reference: fit(draft.reference),
    narration: fit(draft.narration),
  };
}

function sameHeader(a: string, b: string): boolean {
  const normal = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  return normal(a) === normal(b);
}
