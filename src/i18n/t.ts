import type { MessageParams, MessageWords, RefusalCatalogue } from '../../contract/refusals';
import { formatMessage, writeRefusal, type Problem } from '../domain/messages';
import type { Catalogue } from './catalogue';
import type { enDataRights } from './en-data-rights';
import type { ScreenMessages } from './en-screens';
import { en, type Messages } from './en';
import { HTML_LANG, storeLanguage, type Language } from './language';

/**
 * Everything of one language but English, loaded only when that language is chosen: the start's catalogue, the
 * lazily loaded screens' catalogue, and the text of every refusal code (the domain rules' and the server's own).
 */
export interface LanguagePack {
  readonly messages: Messages;
  readonly screens: ScreenMessages;
  /** The text of the data rights (./t-data-rights.ts), apart because English keeps it out of the start. */
  readonly dataRights: Catalogue<typeof enDataRights>;
  readonly refusals: RefusalCatalogue;
  /**
   * This language's text for an English value the domain rules and the server fill into their messages ("single"
   * of PANNA_KIND_MISMATCH, "Jodi" of OPEN_SESSION_REQUIRED, "Bank" of WITHDRAW_METHOD_NOT_SAVED, TEXT_TOO_LONG's
   * field names, a limit's period); other values as they are (./problem-words.ts).
   */
  readonly valueText: (value: string) => string;
  /** How this language writes the days a message names (`{name:date}`). */
  readonly words: MessageWords;
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

/**
 * English refusals by code: a chunk of their own, loaded once the start's first frame is painted (main.tsx) rather
 * than with the start (they would put it over its size budget, and their import cost the start's module evaluation
 * a request). Until it arrives the server's own `message`, the same English, stands in.
 */
let englishRefusals: RefusalCatalogue | null = null;
let englishRefusalsLoading: Promise<void> | undefined;

/** Loads the English refusals, once; resolves when they are in (or failed to load). */
export function loadEnglishRefusals(): Promise<void> {
  englishRefusalsLoading ??= import('../../contract/refusals').then(
    (module) => {
      englishRefusals = module.EN_REFUSALS;
    },
    () => undefined,
  );
  return englishRefusalsLoading;
}

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
  return formatMessage(problem.code, problem.params && inWords(problem.params, pack.valueText), pack.refusals);
}

/**
 * A server refusal's text in the active language, written from its code and params with the active catalogue
 * (English: the registry's own templates); amounts through the rupee formatting of every message, values such as
 * bet types and dates through the pack's valueText. The server's `message` is shown only for a code the app does
 * not know (a newer server), or one sent without the params its template needs (an older one).
 */
export function serverErrorText(code: string | undefined, message: string, params?: MessageParams): string {
  const catalogue = pack?.refusals ?? englishRefusals;
  return catalogue ? writeRefusal({ code, message, params }, catalogue, pack?.valueText, pack?.words) : message;
}
