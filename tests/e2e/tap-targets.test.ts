import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DATE_LOCALE } from '../../src/i18n/language';
import { useBrowser, VIEWPORT } from './support/browser';
import {
  CHOSEN_DAYS,
  CONSOLE_SCREENS,
  CONSOLE_VIEWPORT,
  LANGUAGES,
  openScreen,
  PLAYER_SCREENS,
  startScreenServer,
  type ScreenServer,
} from './support/player-screens';
import { CONSOLE_TARGETS, MIN_SIZE, overflow, PLAYER_TARGETS, smallTargets } from './support/tap-targets';

/**
 * Every tap target of every player screen, in every language, is at least 44×44 px on a 360×740 phone;
 * so are the console's status filters and player names at its own viewport. The history screens' date filters fit
 * a 320 px phone without scrolling sideways.
 *
 * How a target is measured (a checkbox by its label; links inside a sentence left out, as axe's target-size rule
 * leaves out inline targets): support/tap-targets.ts.
 */

const NARROW = { width: 320, height: 740 } as const;

/** What the date filters show, and the chosen days as the language writes them ("01 Nov 2026"), from the browser's Intl. */
async function dateTexts(page: Page, locale: string): Promise<{ shown: string[]; expected: string[] }> {
  return page.evaluate(
    ({ days, locale }) => {
      const written = new Intl.DateTimeFormat(locale, { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
      return {
        shown: [...document.querySelectorAll('input[type="date"]')].map((input) => input.parentElement?.textContent?.trim() ?? ''),
        expected: days.map((day) => written.format(new Date(`${day}T00:00:00+05:30`))),
      };
    },
    { days: [...CHOSEN_DAYS], locale },
  );
}

let server: ScreenServer;

beforeAll(async () => {
  server = await startScreenServer(inject('distDir'));
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('tap targets', () => {
  const browser = useBrowser();

  for (const language of LANGUAGES) {
    describe(`player app (${language}) at ${VIEWPORT.width}×${VIEWPORT.height}`, () => {
      for (const screen of PLAYER_SCREENS) {
        it(`${screen.name}: every target at least ${MIN_SIZE}×${MIN_SIZE} px`, async () => {
          await openScreen(browser.page, screen, server.data, 'player', language);
          const small = await smallTargets(browser.page, PLAYER_TARGETS);
          expect(small, small.join('\n')).toEqual([]);
        });
      }
    });

    describe(`player app (${language}) at ${NARROW.width}×${NARROW.height}`, () => {
      for (const screen of PLAYER_SCREENS.filter((candidate) => candidate.dateFilters)) {
        it(`${screen.name}: the date filters read in the language and fit without scrolling sideways, every target at least ${MIN_SIZE} px`, async () => {
          await browser.page.setViewportSize(NARROW);
          await openScreen(browser.page, screen, server.data, 'player', language);
          const { shown, expected } = await dateTexts(browser.page, DATE_LOCALE[language]);
          expect(shown).toEqual(expected);
          expect(await overflow(browser.page)).toEqual({ sideways: 0, datesCut: [] });
          const small = await smallTargets(browser.page, PLAYER_TARGETS);
          expect(small, small.join('\n')).toEqual([]);
        });
      }
    });
  }

  describe(`console at ${CONSOLE_VIEWPORT.width}×${CONSOLE_VIEWPORT.height}: status filters and player names`, () => {
    for (const screen of CONSOLE_SCREENS.filter((candidate) => candidate.signedIn)) {
      it(`${screen.name}: every filter and name link at least ${MIN_SIZE}×${MIN_SIZE} px`, async () => {
        await browser.page.setViewportSize(CONSOLE_VIEWPORT);
        await openScreen(browser.page, screen, server.data, 'console');
        const small = await smallTargets(browser.page, CONSOLE_TARGETS);
        expect(small, small.join('\n')).toEqual([]);
      });
    }
  });
});
