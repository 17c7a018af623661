import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DATE_LOCALE, type Language } from '../../../src/i18n/language';
import { axeViolations } from './axe';
import { CHOSEN_DAYS, settled, type Screen } from './player-screens';
import { CONSOLE_TARGETS, dateTexts, MIN_SIZE, NARROW, overflow, PLAYER_TARGETS, smallTargets } from './tap-targets';

/**
 * The checks every screen gets on one visit, in the sweeps (screens-english.test.ts, screens-hindi.test.ts): axe
 * finds no critical, serious or moderate violation; every tap target is at least 44×44 px (on the player's 360×740
 * phone; on the console, its status filters and player names); a screen with date filters, narrowed to a 320 px
 * phone, shows its days as the language writes them and fits without scrolling sideways. Each check is soft: a
 * screen's test reports every check that fails, not only the first.
 *
 * How a target is measured (a checkbox by its label; links inside a sentence left out, as axe's target-size rule
 * leaves out inline targets): tap-targets.ts.
 */

/** What `checkPlayerScreen` checks on `screen`, for its test's name. */
export function playerChecksNamed(screen: Screen): string {
  const checks = `no axe violation, every target ≥ ${MIN_SIZE} px`;
  if (!screen.dateFilters) return checks;
  const narrow = `at ${NARROW.width} px the date filters read in the language and fit, every target ≥ ${MIN_SIZE} px`;
  return `${checks}; ${narrow}`;
}

/**
 * The accessibility and tap-target checks of a player screen opened (openScreen) in `language`. A screen with date
 * filters is left narrowed to 320 px: run other checks of the screen first.
 */
export async function checkPlayerScreen(page: Page, screen: Screen, language: Language): Promise<void> {
  const small = await smallTargets(page, PLAYER_TARGETS);
  expect.soft(small, small.join('\n')).toEqual([]);
  const violations = await axeViolations(page);
  expect.soft(violations, violations.join('\n')).toEqual([]);
  if (screen.dateFilters) await checkNarrowDates(page, language);
}

/** The date filters on a 320 px phone: the page, its days chosen, narrowed where it stands (and left so). */
async function checkNarrowDates(page: Page, language: Language): Promise<void> {
  await page.setViewportSize(NARROW);
  await settled(page);
  const { shown, expected } = await dateTexts(page, CHOSEN_DAYS, DATE_LOCALE[language]);
  expect.soft(shown).toEqual(expected);
  expect.soft(await overflow(page)).toEqual({ sideways: 0, datesCut: [] });
  const small = await smallTargets(page, PLAYER_TARGETS);
  expect.soft(small, `At ${NARROW.width} px:\n${small.join('\n')}`).toEqual([]);
}

/** What `checkConsoleScreen` checks on `screen`, for its test's name. */
export function consoleChecksNamed(screen: Screen): string {
  return screen.signedIn ? `no axe violation, every filter and name link ≥ ${MIN_SIZE} px` : 'no axe violation';
}

/** The accessibility audit of a console screen, and the size of its status filters and player names once signed in. */
export async function checkConsoleScreen(page: Page, screen: Screen): Promise<void> {
  if (screen.signedIn) {
    const small = await smallTargets(page, CONSOLE_TARGETS);
    expect.soft(small, small.join('\n')).toEqual([]);
  }
  const violations = await axeViolations(page);
  expect.soft(violations, violations.join('\n')).toEqual([]);
}
