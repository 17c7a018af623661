import type { CodedProblem } from '../../errors.js';
import { checkLength } from '../../../src/domain/input-limits.js';
import { isCalendarDate } from '../../../src/domain/time.js';

/**
 * What an admin sends to declare, preview or revert a result of either kind of market, read by one rule each.
 * Each kind answers a problem its own way (a daily request lists every field's problem, a Starline request
 * is refused at the first), so these answer the problem and let the caller refuse.
 */

/** The declared panna as sent: text trimmed, a number as its digits, anything else empty (refused as a panna). */
export function sentPanna(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/** The game day named by the request: YYYY-MM-DD, default today (IST), never in the future. */
export function sentGameDate(value: unknown, today: string): { gameDate: string; problem?: CodedProblem } {
  if (value === undefined || value === null || value === '') return { gameDate: today };
  if (typeof value !== 'string' || !isCalendarDate(value)) {
    return { gameDate: today, problem: { code: 'DATE_INVALID', params: { field: 'gameDate' }, field: 'gameDate' } };
  }
  if (value > today) return { gameDate: value, problem: { code: 'GAME_DATE_FUTURE', field: 'gameDate' } };
  return { gameDate: value };
}

/** The operator's reason for voiding or correcting a result: required, trimmed, within the reason's length. */
export function sentReason(value: unknown): { reason: string; problem?: CodedProblem } {
  const reason = typeof value === 'string' ? value.trim() : '';
  if (reason === '') return { reason, problem: { code: 'REASON_REQUIRED', field: 'reason' } };
  const length = checkLength(reason, 'reason');
  return length.ok ? { reason } : { reason, problem: { ...length, field: 'reason' } };
}
