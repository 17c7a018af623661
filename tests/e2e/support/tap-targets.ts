import type { Page } from 'playwright-core';

/**
 * Measuring tap targets (at least 44×44 px) as a player's finger meets them: a checkbox or radio button by its
 * label, which takes its taps; links inside a sentence left out, as axe's target-size rule leaves out inline targets
 * (their height is the line's). A link at a sentence's end, or standing alone, is a target like any other.
 */

export const MIN_SIZE = 44;

export const PLAYER_TARGETS =
  'a[href], button, input[type="checkbox"], input[type="radio"], select, [role="button"], [role="tab"], summary';
export const CONSOLE_TARGETS = '[role="group"] button[aria-pressed], main a[href*="/users/"]';

/** The visible targets matching `selector` smaller than 44×44 px, as "what (width×height)" lines. */
export async function smallTargets(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(
    ({ selector, min }) => {
      const visible = (element: Element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        // The visually-hidden pattern (1×1 px, clipped) hides an element from sight, not from assistive technology.
        return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && Number(style.opacity) > 0;
      };
      /** Text beside the element inside its own block: a link within a sentence. */
      const withinSentence = (element: Element) => {
        if (getComputedStyle(element).display !== 'inline') return false;
        let block = element.parentElement;
        while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
        if (!block) return false;
        const range = document.createRange();
        range.selectNodeContents(block);
        range.setEndBefore(element);
        const before = range.toString().trim();
        range.selectNodeContents(block);
        range.setStartAfter(element);
        const after = range.toString().trim();
        const words = /[\p{L}\p{N}]/u;
        return words.test(before) && words.test(after);
      };
      /** Where a checkbox or radio takes its taps: its label. */
      const tapArea = (element: Element) => {
        if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
          return element.labels?.[0] ?? element;
        }
        return element;
      };
      const describe = (element: Element) => {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        const testId = element.closest('[data-testid]')?.getAttribute('data-testid');
        const type = element instanceof HTMLInputElement ? `[type=${element.type}]` : '';
        return `<${element.tagName.toLowerCase()}${type}> "${name}"${testId ? ` in [data-testid=${testId}]` : ''}`;
      };
      const small: string[] = [];
      for (const element of document.querySelectorAll(selector)) {
        const area = tapArea(element);
        if (!visible(element) && !visible(area)) continue;
        if (withinSentence(element)) continue;
        const box = area.getBoundingClientRect();
        // Half-pixel layouts round to whole pixels on screen.
        if (Math.round(box.width) < min || Math.round(box.height) < min) {
          small.push(`${describe(element)} ${Math.round(box.width)}×${Math.round(box.height)}`);
        }
      }
      return small;
    },
    { selector, min: MIN_SIZE },
  );
}

/**
 * How far the page scrolls sideways, and the date fields cut short: ending beyond the viewport's right edge, or with
 * their day not fitting inside them.
 */
export async function overflow(page: Page): Promise<{ sideways: number; datesCut: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const cut = (input: HTMLInputElement) => {
      const field = input.parentElement!;
      const shown = field.firstElementChild;
      return field.getBoundingClientRect().right > width || (shown !== null && shown.scrollWidth > shown.clientWidth);
    };
    return {
      sideways: document.documentElement.scrollWidth - width,
      datesCut: [...document.querySelectorAll<HTMLInputElement>('input[type="date"]')]
        .filter(cut)
        .map((input) => `${input.labels?.[0]?.textContent ?? input.name}: "${input.parentElement?.textContent ?? ''}" in ${Math.round(input.parentElement!.getBoundingClientRect().width)} px`),
    };
  });
}

/** A small phone, where the history screens' date filters must still fit. */
export const NARROW = { width: 320, height: 740 } as const;

/** What the date filters show, and `days` as the language writes them ("01 Nov 2026"), from the browser's Intl. */
export async function dateTexts(
  page: Page,
  days: readonly string[],
  locale: string,
): Promise<{ shown: string[]; expected: string[] }> {
  return page.evaluate(
    ({ days, locale }) => {
      const written = new Intl.DateTimeFormat(locale, {
        day: '2-digit',
        month: 'short',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      });
      const dates = [...document.querySelectorAll('input[type="date"]')];
      return {
        shown: dates.map((input) => input.parentElement?.textContent?.trim() ?? ''),
        expected: days.map((day) => written.format(new Date(`${day}T00:00:00+05:30`))),
      };
    },
    { days: [...days], locale },
  );
}
