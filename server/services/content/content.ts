import type { ContactSettings } from '../../../contract/content.js';
import type { Clock } from '../../clock.js';
import { badRequest, codedProblem, fieldProblem, invalid, refusedFields, type FieldProblem, type RefusalCode } from '../../errors.js';
import type { Store } from '../../store/connect.js';
import type { Db } from '../../store/schema.js';
import { checkEmail, checkLength } from '../../../src/domain/input-limits.js';
import type { AuditActor } from '../operators/audit.js';
import { readMainSettings, readSetting, saveAuditedSetting } from './settings.js';

/**
 * The public information the admin edits: contact details and the How To Play text (table `settings`, one
 * JSON document per key). Nothing set yet reads as empty strings, never as an error.
 */
export const CONTACT_SETTINGS_KEY = 'contact';
export const HOW_TO_PLAY_KEY = 'how_to_play';

const TEN_DIGITS = /^\d{10}$/;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export async function readContactSettings(db: Db): Promise<ContactSettings> {
  const stored = await readSetting(db, CONTACT_SETTINGS_KEY);
  const record = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  return {
    mobileNumber: text(record.mobileNumber),
    email: text(record.email),
    whatsappNumber: text(record.whatsappNumber),
  };
}

/** The admin's change to the contact details: fields left out keep their value; "" clears one. */
export async function saveContactSettings(
  store: Store,
  clock: Clock,
  input: Partial<Record<keyof ContactSettings, unknown>>,
  actor: AuditActor,
): Promise<ContactSettings> {
  const next = await readContactSettings(store.db);
  const problems: FieldProblem[] = [];
  const rules: Record<keyof ContactSettings, { test: (value: string) => boolean; code: RefusalCode }> = {
    mobileNumber: { test: (value) => TEN_DIGITS.test(value), code: 'MOBILE_INVALID' },
    email: { test: (value) => checkEmail(value).ok, code: 'EMAIL_INVALID' },
    whatsappNumber: { test: (value) => TEN_DIGITS.test(value), code: 'WHATSAPP_NUMBER_INVALID' },
  };
  for (const field of Object.keys(rules) as (keyof ContactSettings)[]) {
    const value = input[field];
    if (value === undefined) continue;
    if (typeof value !== 'string') {
      problems.push(fieldProblem('FIELD_NOT_TEXT', { field }, field));
      continue;
    }
    const trimmed = value.trim();
    if (trimmed !== '' && !rules[field].test(trimmed)) problems.push(codedProblem({ code: rules[field].code, field }));
    else next[field] = trimmed;
  }
  if (problems.length > 0) throw refusedFields(problems);
  await saveAuditedSetting(store, clock, actor, { key: CONTACT_SETTINGS_KEY, read: readContactSettings, value: next });
  return next;
}

/** The admin's WhatsApp number: the main settings' one, else the contact details' one, else "". */
export async function adminWhatsappNumber(db: Db): Promise<string> {
  const main = await readMainSettings(db);
  if (main.whatsappNumber !== '') return main.whatsappNumber;
  return (await readContactSettings(db)).whatsappNumber;
}

/** The How To Play markup in both languages, verbatim as the admin saved it ("" before then). */
export type HowToPlayTexts = { content: string; contentHi: string };

export async function readHowToPlay(db: Db): Promise<HowToPlayTexts> {
  const stored = await readSetting(db, HOW_TO_PLAY_KEY);
  const record = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  return { content: text(record.content), contentHi: text(record.contentHi) };
}

/** The wire answer: the Hindi only once the operator wrote one (the app falls back to the English). */
export function howToPlayAnswer({ content, contentHi }: HowToPlayTexts): { content: string; contentHi?: string } {
  return contentHi === '' ? { content } : { content, contentHi };
}

/** The admin's How To Play: the English is required; the Hindi left out keeps its value, "" clears it. */
export async function saveHowToPlay(
  store: Store,
  clock: Clock,
  input: { content?: unknown; contentHi?: unknown },
  actor: AuditActor,
): Promise<HowToPlayTexts> {
  const { content, contentHi } = input;
  if (typeof content !== 'string') throw badRequest('FIELD_REQUIRED', { field: 'content' }, { path: 'content' });
  if (contentHi !== undefined && typeof contentHi !== 'string') {
    throw badRequest('FIELD_NOT_TEXT', { field: 'contentHi' }, { path: 'contentHi' });
  }
  const english = checkLength(content, 'howToPlay', 'content');
  if (!english.ok) throw invalid([english]);
  const hindi = contentHi === undefined ? null : checkLength(contentHi, 'howToPlay', 'contentHi');
  if (hindi && !hindi.ok) throw invalid([hindi]);
  const value = { content, contentHi: contentHi ?? (await readHowToPlay(store.db)).contentHi };
  await saveAuditedSetting(store, clock, actor, { key: HOW_TO_PLAY_KEY, read: readHowToPlay, value });
  return value;
}
