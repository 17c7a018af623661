import { invalid, type CodedProblem } from '../../errors.js';
import { addDays, isCalendarDate } from '../../../src/domain/time.js';

/** The query of an admin money list beyond its state: IST days (`from`, `to`, both included) and whole rupees. */
export interface MoneyListQuery {
  from?: string;
  to?: string;
  minAmount?: string;
  maxAmount?: string;
}

/** The same filters, checked: instants bounding `created_at` and amounts bounding `amount`, each optional. */
export interface MoneyListFilters {
  /** The first instant of the `from` day (IST). */
  since?: string;
  /** The first instant after the `to` day (IST). */
  before?: string;
  minAmount?: number;
  maxAmount?: number;
}

const WHOLE_RUPEES = /^\d{1,9}$/;

/** An IST day's first instant as stored (`created_at` is an ISO instant in UTC). */
function istDayStart(date: string): string {
  return new Date(`${date}T00:00:00+05:30`).toISOString();
}

/**
 * The filters of a money list, or one 400 naming every bad field (a day that is not YYYY-MM-DD, an amount that is
 * not whole rupees). Empty values mean no filter; a range that holds nothing simply lists nothing.
 */
export function moneyListFilters(query: MoneyListQuery): MoneyListFilters {
  const problems: CodedProblem[] = [];
  const filters: MoneyListFilters = {};
  const day = (field: 'from' | 'to'): string | undefined => {
    const value = query[field]?.trim() ?? '';
    if (value === '') return undefined;
    if (!isCalendarDate(value)) {
      problems.push({ code: 'DATE_INVALID', params: { field }, field });
      return undefined;
    }
    return value;
  };
  const amount = (field: 'minAmount' | 'maxAmount'): number | undefined => {
    const value = query[field]?.trim() ?? '';
    if (value === '') return undefined;
    if (!WHOLE_RUPEES.test(value)) {
      problems.push({ code: 'AMOUNT_FILTER_INVALID', params: { field }, field });
      return undefined;
    }
    return Number(value);
  };
  const from = day('from');
  const to = day('to');
  if (from) filters.since = istDayStart(from);
  if (to) filters.before = istDayStart(addDays(to, 1));
  filters.minAmount = amount('minAmount');
  filters.maxAmount = amount('maxAmount');
  if (problems.length > 0) throw invalid(problems);
  return filters;
}

/**
 * How many digits an operator types from the end of a UTR (a bank SMS shows the last 4 to 6): such a search also
 * matches the end of a reference. A longer one is the UTR itself, or its beginning.
 */
export const REFERENCE_ENDING_DIGITS = { min: 4, max: 8 } as const;

/** Whether an operator's search may be the last digits of a UTR. */
export function isReferenceEnding(query: string): boolean {
  return new RegExp(`^\\d{${REFERENCE_ENDING_DIGITS.min},${REFERENCE_ENDING_DIGITS.max}}$`).test(query);
}
