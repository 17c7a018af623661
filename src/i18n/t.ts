import {
  EN_MESSAGES,
  formatMessage,
  type DomainCode,
  type MessageCatalogue,
  type MessageParams,
  type Problem,
} from '../domain/messages';
import type { ScreenMessages } from './en-screens';
import { en, type Messages } from './en';
import { HTML_LANG, storeLanguage, type Language } from './language';

/**
 * Everything of one language but English, loaded only when that language is chosen: the start's catalogue, the
 * lazily loaded screens' catalogue, the domain rules' messages by code, and the server's error codes.
 */
export interface LanguagePack {
  readonly messages: Messages;
  readonly screens: ScreenMessages;
  readonly domain: MessageCatalogue;
  /** The server's own codes (not the domain's): the English template the server sends, and this language's. */
  readonly serverErrors: Readonly<Record<string, { readonly en: string; readonly hi: string }>>;
  /**
   * This language's text for an English value the domain rules and the server fill into their messages ("single"
   * of PANNA_KIND_MISMATCH, "Jodi" of OPEN_SESSION_REQUIRED, "Bank" of WITHDRAW_METHOD_NOT_SAVED, TEXT_TOO_LONG's
   * field names, a time-out's end); other values as they are (./problem-words.ts).
   */
  readonly valueText: (value: string) => string;
}

const PACKS: Readonly<Record<Exclude<Language, 'en'>, () => Promise<LanguagePack>>> = {
  hi: () => import('./hindi').then((module) => module.hindi),
};

/** The active catalogue of the start's screens (a live binding: it changes with the language). */
export let t: Messages = en;

/** The active language. */
export let language: Language = 'en';

/** The active language's pack; null in English. */
let pack: LanguagePack | null = null;

const loaded = new Map<Language, LanguagePack>();
const catalogueListeners = new Set<() => void>();
const listeners = new Set<() => void>();

/** The active language's pack (null in English), for the screens' catalogue (./t-screens.ts). */
export function activePack(): LanguagePack | null {
  return pack;
}

/** Catalogues derived from this one re-derive themselves here, before any screen is told. */
export function onCatalogueChange(listener: () => void): void {
  catalogueListeners.add(listener);
}

/** For React (useSyncExternalStore): told after every change of language. */
export function subscribeToLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Makes `chosen` the app's language: loads its pack when it is not English (the pack is precached, so this
 * works offline), sets `<html lang>` and, when the player chose it (`remember`), keeps the choice on the device.
 */
export async function chooseLanguage(chosen: Language, { remember = true } = {}): Promise<void> {
  const next = chosen === 'en' ? null : (loaded.get(chosen) ?? (await PACKS[chosen]()));
  if (next) loaded.set(chosen, next);
  pack = next;
  t = next?.messages ?? en;
  language = chosen;
  if (remember) storeLanguage(chosen);
  document.documentElement.lang = HTML_LANG[chosen];
  for (const listener of catalogueListeners) listener();
  for (const listener of listeners) listener();
}

/** Fills `{name}` placeholders of a catalogue template: fill('Signed in as {name}', { name: 'Asha' }). */
export function fill(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(params, key) ? String(params[key]) : whole,
  );
}

/** A message's values in the active language (the domain's English words, dates) through the pack. */
function inWords<T extends MessageParams>(params: T, valueText: LanguagePack['valueText']): T {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, typeof value === 'string' ? valueText(value) : value]),
  ) as T;
}

/** A domain rule's problem (or notice) in the active language. */
export function problemText(problem: Pick<Problem, 'code' | 'message' | 'params'>): string {
  if (!pack) return problem.message;
  return formatMessage(problem.code, problem.params && inWords(problem.params, pack.valueText), pack.domain);
}

/**
 * The values a message carries, read back from the English template it was made from: ('Minimum bet amount
 * is ₹{min}', 'Minimum bet amount is ₹10') → { min: '10' }; null when the message was not made from it.
 */
export function valuesFromTemplate(template: string, message: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = template
    .split(/\{(\w+)\}/)
    .map((part, index) => {
      if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part);
      return '(.+?)';
    })
    .join('');
  const match = new RegExp(`^${pattern}$`, 's').exec(message);
  return match ? Object.fromEntries(names.map((name, index) => [name, match[index + 1]!])) : null;
}

function isDomainCode(code: string): code is DomainCode {
  return Object.hasOwn(EN_MESSAGES, code);
}

/**
 * A server error's text in the active language: the app's own text for a code it knows (filled with the values
 * of the server's English message), the server's message otherwise.
 */
export function serverErrorText(code: string | undefined, message: string): string {
  if (!pack || !code) return message;
  const texts = isDomainCode(code) ? { en: EN_MESSAGES[code], hi: pack.domain[code] } : pack.serverErrors[code];
  if (!texts) return message;
  const values = valuesFromTemplate(texts.en, message);
  if (values) return fill(texts.hi, inWords(values, pack.valueText));
  // The server's wording differs from the template: only a text without values can stand in for it.
  return /\{\w+\}/.test(texts.hi) ? message : texts.hi;
}
