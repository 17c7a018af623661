import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { useBrowser, VIEWPORT } from './support/browser';
import {
  CONSOLE_SCREENS,
  CONSOLE_VIEWPORT,
  openScreen,
  PLAYER_SCREENS,
  startScreenServer,
  type ScreenServer,
} from './support/player-screens';
import { checkConsoleScreen, checkPlayerScreen, consoleChecksNamed, playerChecksNamed } from './support/screen-checks';

/**
 * Every screen of the player app in English and of the console, with data on it and its dialogs open, opened once
 * and checked there (support/screen-checks.ts): no critical, serious or moderate axe violation; every tap target of
 * the player app at least 44×44 px on a 360×740 phone, the history screens' date filters fitting a 320 px one; the
 * console's status filters and player names at least 44×44 px at its own viewport. The Hindi screens:
 * screens-hindi.test.ts.
 */

let server: ScreenServer;

beforeAll(async () => {
  server = await startScreenServer(inject('distDir'));
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('every screen in English', () => {
  const browser = useBrowser();

  describe(`player app at ${VIEWPORT.width}×${VIEWPORT.height}`, () => {
    for (const screen of PLAYER_SCREENS) {
      it(`${screen.name}: ${playerChecksNamed(screen)}`, async () => {
        await openScreen(browser.page, screen, server.data, 'player', 'en');
        await checkPlayerScreen(browser.page, screen, 'en');
      });
    }
  });

  describe(`console at ${CONSOLE_VIEWPORT.width}×${CONSOLE_VIEWPORT.height}`, () => {
    for (const screen of CONSOLE_SCREENS) {
      it(`${screen.name}: ${consoleChecksNamed(screen)}`, async () => {
        await browser.page.setViewportSize(CONSOLE_VIEWPORT);
        await openScreen(browser.page, screen, server.data, 'console');
        await checkConsoleScreen(browser.page, screen);
      });
    }
  });
});
