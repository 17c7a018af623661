import { describe, expect, it } from 'vitest';
import { EN_MESSAGES } from '../../../src/domain/messages';
import { en } from '../../../src/i18n/en';
import { enDataRights } from '../../../src/i18n/en-data-rights';
import { enScreens } from '../../../src/i18n/en-screens';
import { hi } from '../../../src/i18n/hi';
import { hiDataRights } from '../../../src/i18n/hi-data-rights';
import { HI_MESSAGES } from '../../../src/i18n/hi-messages';
import { hiScreens } from '../../../src/i18n/hi-screens';
import { SERVER_REFUSALS, type ServerRefusalCode } from '../../../contract/refusals';
import { HI_SERVER_REFUSALS } from '../../../src/i18n/hi-server-errors';

/**
 * The Hindi catalogues against the English ones. The type checker already proves that every key is there; this
 * guards what it cannot see: the same {placeholders} in every template, Latin digits only, and no English text
 * copied over untranslated.
 */

/** Names (and examples) that read the same in Hindi apps: a text made only of these, placeholders and symbols may stay as it is. */
const SAME_IN_HINDI = ['Matka Play', 'Google Pay', 'PhonePe', 'Paytm', 'WhatsApp', 'UPI ID', 'UPI', 'IFSC', 'UTR'];

const DEVANAGARI_DIGIT = /[\u0966-\u096F]/;

type Tree = { readonly [key: string]: unknown };

/** Every text of a catalogue by its path, e.g. ['auth.signInTitle', 'Sign In']. */
function texts(catalogue: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') found.set(path, value);
    else if (value !== null && typeof value === 'object') for (const entry of texts(value as Tree, `${path}.`)) found.set(...entry);
    else throw new Error(`${path} is neither a text nor a section`);
  }
  return found;
}

function placeholders(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();
}

/** True when nothing English is left once the placeholders and the names that stay the same are taken out. */
function isOnlyNamesAndSymbols(text: string): boolean {
  const rest = SAME_IN_HINDI.reduce((left, name) => left.replaceAll(name, ''), text.replace(/\{\w+\}/g, ''));
  return !/[A-Za-z]/.test(rest);
}

const PAIRS: [name: string, english: Tree, hindi: Tree][] = [
  ['the start catalogue (en.ts, hi.ts)', en, hi],
  ['the screens catalogue (en-screens.ts, hi-screens.ts)', enScreens, hiScreens],
  ['the data rights catalogue (en-data-rights.ts, hi-data-rights.ts)', enDataRights, hiDataRights],
  ['the domain rules’ messages (EN_MESSAGES, HI_MESSAGES)', EN_MESSAGES, HI_MESSAGES],
];

describe.each(PAIRS)('%s', (_name, english, hindi) => {
  const englishTexts = texts(english);
  const hindiTexts = texts(hindi);

  it('has the same keys in both languages', () => {
    expect([...hindiTexts.keys()].sort()).toEqual([...englishTexts.keys()].sort());
  });

  it('keeps every {placeholder} of each English template, and adds none', () => {
    const different = [...englishTexts]
      .filter(([path, text]) => hindiTexts.has(path) && placeholders(text).join() !== placeholders(hindiTexts.get(path)!).join())
      .map(([path, text]) => `${path}: "${text}" / "${hindiTexts.get(path)}"`);
    expect(different).toEqual([]);
  });

  it('writes numbers in Latin digits', () => {
    expect([...hindiTexts].filter(([, text]) => DEVANAGARI_DIGIT.test(text)).map(([path]) => path)).toEqual([]);
  });

  it('leaves no English text untranslated (names, symbols and examples excepted)', () => {
    const copied = [...englishTexts]
      .filter(([path, text]) => hindiTexts.get(path) === text && !isOnlyNamesAndSymbols(text))
      .map(([path, text]) => `${path}: "${text}"`);
    expect(copied).toEqual([]);
  });
});

describe('the server’s own refusal codes in Hindi (hi-server-errors.ts)', () => {
  const entries = (Object.keys(SERVER_REFUSALS) as ServerRefusalCode[]).map(
    (code) => [code, { en: SERVER_REFUSALS[code], hi: HI_SERVER_REFUSALS[code] }] as const,
  );

  it('ask for exactly the params of the English template', () => {
    const differing = entries
      .filter(([, { en: english, hi: hindi }]) => placeholders(hindi).sort().join() !== placeholders(english).sort().join())
      .map(([code]) => code);
    expect(differing).toEqual([]);
  });

  it('are translated, in Latin digits', () => {
    expect(entries.filter(([, { en: english, hi: hindi }]) => hindi === english).map(([code]) => code)).toEqual([]);
    expect(entries.filter(([, { hi: hindi }]) => DEVANAGARI_DIGIT.test(hindi)).map(([code]) => code)).toEqual([]);
  });

  it('leave the domain codes to HI_MESSAGES, so that each code has one Hindi text', () => {
    expect(Object.keys(HI_SERVER_REFUSALS).filter((code) => Object.hasOwn(EN_MESSAGES, code))).toEqual([]);
  });
});

describe('the allow-list of texts that stay the same', () => {
  it('lets names, symbols and examples through, and nothing with an English word', () => {
    expect(['Paytm', 'UPI ID', 'WhatsApp: {whatsapp}', '{type} · {number}', '₹{min} - ₹{max}', '0-9', '* * *'].every(isOnlyNamesAndSymbols)).toBe(true);
    expect(['Paytm number', 'Google Pay details', 'Sign In', '{count} bets'].some(isOnlyNamesAndSymbols)).toBe(false);
  });
});
