import type { Page } from 'playwright-core';
import { SERVER_REFUSALS } from '../../../contract/refusals';
import { EN_MESSAGES } from '../../../src/domain/messages';
import { en } from '../../../src/i18n/en';
import { enDataRights } from '../../../src/i18n/en-data-rights';
import { enScreens } from '../../../src/i18n/en-screens';
import { hi } from '../../../src/i18n/hi';
import { hiDataRights } from '../../../src/i18n/hi-data-rights';
import { HI_MESSAGES } from '../../../src/i18n/hi-messages';
import { hiScreens } from '../../../src/i18n/hi-screens';
import { HI_SERVER_REFUSALS } from '../../../src/i18n/hi-server-errors';

/**
 * What a Hindi screen must not show: the texts of the English catalogues (visible text, placeholders, aria-labels,
 * titles, alt texts), and the Devanagari font it needs to render as letters at all.
 */

// ---- The English catalogues' texts --------------------------------------------------------------------------

function leaves(catalogue: unknown): string[] {
  if (typeof catalogue === 'string') return [catalogue];
  if (catalogue && typeof catalogue === 'object') return Object.values(catalogue).flatMap(leaves);
  return [];
}

interface EnglishText {
  readonly text: string;
  readonly pattern: RegExp;
}

/**
 * Every leaf of the English catalogues (and the English of the server's errors the app knows) as a pattern
 * ({placeholder}s match any text of a line), less the texts the Hindi catalogue keeps as they are (names: Paytm,
 * UPI, Matka Play…) and texts of fewer than 3 letters.
 */
function englishTexts(): EnglishText[] {
  const kept = new Set(leaves([hi, hiScreens, hiDataRights, HI_MESSAGES, HI_SERVER_REFUSALS]));
  const english = leaves([en, enScreens, enDataRights, EN_MESSAGES, SERVER_REFUSALS]);
  const texts = new Set(english.filter((text) => !kept.has(text)));
  return [...texts]
    .filter((text) => (text.replace(/\{\w+\}/g, '').match(/[A-Za-z]/g) ?? []).length >= 3)
    .map((text) => {
      const body = text
        .split(/\{\w+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^\\n]+?');
      // Whole words only: "Open" is not found in "Opening".
      return { text, pattern: new RegExp(`(?<![A-Za-z])${body}(?![A-Za-z])`) };
    });
}

/** The English texts looked for. */
export const ENGLISH: readonly EnglishText[] = englishTexts();

/** What the player or the operator typed, shown as it is in every language (names, messages, remarks). */
const DATA_TEXTS = [
  'Asha Verma',
  'Sunita Devi',
  'Kalyan Morning',
  'Milan Night',
  'Diwali bonus',
  'State Bank of India',
  'When is my withdrawal paid?',
  'It was paid this morning.',
  'No such payment',
  'Received',
  'Paid',
];

/** Brand names, kept as they are inside Hindi sentences ("Google Pay पर…"). */
const BRAND_NAMES = ['Google Pay'];

/** The page's visible text: the body's text, and the placeholders, labels, titles and alt texts of what shows. */
export async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const texts = [document.title, document.body.innerText];
    for (const element of document.querySelectorAll<HTMLElement>('[placeholder], [aria-label], [title], [alt]')) {
      // An input's own box may be hidden (a styled checkbox) while its label shows: its attributes still count.
      const shown = element.checkVisibility({ visibilityProperty: true }) || element.parentElement?.checkVisibility();
      if (!shown) continue;
      for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts.join('\n');
  });
}

/** The English catalogue texts found in `text`, after taking out the data typed by people and brand names. */
export function englishIn(text: string): string[] {
  let rest = text;
  for (const data of [...DATA_TEXTS, ...BRAND_NAMES]) rest = rest.split(data).join(' ');
  return ENGLISH.filter(({ pattern }) => pattern.test(rest)).map(({ text: english, pattern }) => {
    const found = pattern.exec(rest)?.[0] ?? english;
    return found === english ? JSON.stringify(english) : `${JSON.stringify(english)} (as ${JSON.stringify(found)})`;
  });
}

// ---- The font --------------------------------------------------------------------------------------------------

/**
 * Devanagari renders as letters, not as the empty boxes of a missing font: a few letters measure differently from
 * each other and from a code point no font has.
 */
export async function expectDevanagariFont(page: Page): Promise<void> {
  const widths = await page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = '32px sans-serif';
    return ['क', 'म', 'ञ', 'ष', '\u0378'].map((letter) => context.measureText(letter).width);
  });
  const missing = widths.slice(0, 4).every((width) => width === widths[4]) || new Set(widths.slice(0, 4)).size === 1;
  if (missing) {
    throw new Error(
      'No Devanagari font: Hindi renders as empty boxes in Chromium, so the screens cannot be checked. ' +
        'Install fonts-noto-core: apt-get install -y fonts-noto-core',
    );
  }
}
