import { Type } from '@sinclair/typebox';
import { badRequest, notFound } from '../errors.js';
import { recordId } from '../services/paging.js';
import { INPUT_LIMITS, type LimitedInput } from '../../src/domain/input-limits.js';

/** Path ids, list filters and paging of the admin routes. */

export const ListQuery = Type.Object({
  status: Type.Optional(Type.String()),
  page: Type.Optional(Type.String()),
  limit: Type.Optional(Type.String()),
});

/** An optional text field bounded by the one table of input limits (a longer one is a 400 naming it). */
export const LimitedText = (input: LimitedInput) => Type.Optional(Type.String({ maxLength: INPUT_LIMITS[input].max }));

const NOT_FOUND = {
  Alert: 'ALERT_NOT_FOUND',
  Approval: 'APPROVAL_NOT_FOUND',
  'Fund request': 'FUND_REQUEST_NOT_FOUND',
  'Password request': 'PASSWORD_REQUEST_NOT_FOUND',
  Statement: 'STATEMENT_NOT_FOUND',
  User: 'USER_NOT_FOUND',
  Withdrawal: 'WITHDRAWAL_NOT_FOUND',
} as const;

/** A path id, or 404 naming the record (an id that is not a number names nothing). */
export function pathId(text: string, what: keyof typeof NOT_FOUND): number {
  const id = recordId(text);
  if (id === null) throw notFound(NOT_FOUND[what]);
  return id;
}

/** A `status` filter: one of the record's states, or none (absent, empty or "all"). */
export function statusFilter<S extends string>(value: string | undefined, statuses: readonly S[]): S | undefined {
  if (value === undefined || value === '' || value === 'all') return undefined;
  const status = statuses.find((candidate) => candidate === value);
  if (!status) throw badRequest('STATUS_INVALID', { statuses: statuses.join(', ') });
  return status;
}
