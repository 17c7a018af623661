import { pannaAnk } from '../../src/domain/panna';
import { clockTimeToDisplay, formatClockTime, istDate, istMinutes } from '../../src/domain/time';
import type { AuditEntry } from './api';
import { declaringText } from './declaring-text';
import { formatDateTime, formatRupees } from './format';

const t = declaringText.history;

/** A result's audit entry told as an operator would say it: what happened, then what it did to the bets. */
export interface ResultSentence {
  readonly sentence: string;
  readonly detail: string | null;
}

type Fields = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const sessionOf = (fields: Fields): 'open' | 'close' | null =>
  fields.session === 'open' || fields.session === 'close' ? fields.session : null;

/** "123-6" from a record's panna (and its digit when recorded; otherwise the panna's own). */
function resultOf(fields: Fields): string | null {
  const panna = text(fields.pana);
  if (!panna || !/^\d{3}$/.test(panna)) return panna;
  return `${panna}-${typeof fields.digit === 'number' ? fields.digit : pannaAnk(panna)}`;
}

/** "at 5:41 PM" on the result's own day; "on 21 Nov 2026, 9:05 AM" when acted on another day. */
function whenOf(at: string, gameDate: string | null): string {
  const instant = new Date(at);
  if (Number.isNaN(instant.getTime())) return t.on(at);
  if (gameDate !== null && istDate(instant) !== gameDate) return t.on(formatDateTime(instant));
  return t.at(clockTimeToDisplay(formatClockTime(istMinutes(instant))));
}

const joined = (parts: (string | null)[]) => {
  const kept = parts.filter((part): part is string => part !== null);
  return kept.length === 0 ? null : `${kept.join('; ')}.`;
};

const settledOf = (fields: Fields) =>
  'settled' in fields ? t.settled(count(fields.settled), count(fields.won), formatRupees(count(fields.paid))) : null;
const reasonOf = (fields: Fields) => (text(fields.reason) ? t.reason(text(fields.reason)!) : null);

/**
 * The sentence of a declaration, revert, correction or void of a daily or Starline result ("Declared the open
 * 123-6 at 5:41 PM by Asha"); null for any other entry, which is shown as its fields.
 */
export function resultSentence(entry: Pick<AuditEntry, 'action' | 'at' | 'actor' | 'before' | 'after' | 'target'>): ResultSentence | null {
  const match = /^(result|starline_result)\.(declare|revert|correct|void)$/.exec(entry.action);
  if (!match) return null;
  const before: Fields = entry.before ?? {};
  const after: Fields = entry.after ?? {};
  const gameDate = text(after.gameDate) ?? text(before.gameDate) ?? (entry.target.id.split(':')[1] || null);
  const when = whenOf(entry.at, gameDate);
  const who = entry.actor?.name || t.system;
  switch (match[2]) {
    case 'declare':
      return {
        sentence: t.declared(sessionOf(after), resultOf(after) ?? '', when, who),
        detail: joined([settledOf(after)]),
      };
    case 'revert':
      return {
        sentence: t.reverted(sessionOf(before), resultOf(before) ?? '', when, who),
        detail: joined([
          'reversedWins' in after ? t.reversed(count(after.reversedWins), formatRupees(Math.abs(count(after.reversedAmount)))) : null,
        ]),
      };
    case 'correct':
      return {
        sentence: t.corrected(sessionOf(before), resultOf(before) ?? '', resultOf(after) ?? '', when, who),
        detail: joined([settledOf(after), reasonOf(after)]),
      };
    default:
      return {
        sentence: t.voided(t.voidedWhat(sessionOf(before)), when, who),
        detail: joined(['bets' in after ? t.refunded(count(after.bets), formatRupees(count(after.refunded))) : null, reasonOf(after)]),
      };
  }
}
