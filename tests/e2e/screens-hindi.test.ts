import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser, VIEWPORT } from './support/browser';
import { englishIn, ENGLISH, expectDevanagariFont, visibleText } from './support/hindi-text';
import { ApiClient, uniqueMobileNumber } from './support/player-api';
import {
  openScreen,
  PLAYER_SCREENS,
  reachUtrStep,
  startScreenServer,
  type Screen,
  type ScreenServer,
} from './support/player-screens';
import { checkPlayerScreen, playerChecksNamed } from './support/screen-checks';

/**
 * Every screen of the player app in Hindi, with data on it, its dialogs, errors and toasts, opened once and checked
 * there: no text of the English catalogues shows anywhere (visible text, placeholders, aria-labels, titles, alt
 * texts), nothing is wider than the 360 px screen, and a full-page screenshot of each is kept in
 * `.test-artifacts/e2e/hindi/<screen>.png` to be looked at (clipped or overlapping Devanagari); and, as in English
 * (support/screen-checks.ts), no axe violation and every tap target at least 44×44 px.
 */

const SHOTS_DIR = resolve(import.meta.dirname, '../../.test-artifacts/e2e/hindi');

let server: ScreenServer;
let inactiveToken = '';

const fillBet = (number: string, amount: string) => async (page: Page) => {
  await page.locator('input[name="betNumber"]').fill(number);
  await page.locator('input[name="betAmount"]').fill(amount);
  await page.locator('input[name="betAmount"]').blur();
};

/** Beyond the shared list: every bet type, a bet refused, the states that fill domain messages with words. */
const MORE_SCREENS: readonly Screen[] = [
  ...(['jodi', 'single-panna', 'double-panna', 'triple-panna', 'half-sangam'] as const).map(
    (type): Screen => ({ name: `bet screen: ${type}`, path: (data) => `/bet/${type}/${data.openMarketId}`, signedIn: true }),
  ),
  {
    name: 'bet screen with a wrong panna and a low amount, refused in a toast',
    path: (data) => `/bet/single-panna/${data.openMarketId}`,
    signedIn: true,
    prepare: async (page) => {
      await fillBet('112', '5')(page);
      await page.locator('form button[type="submit"]').click();
      await page.locator('.Toastify__toast').waitFor();
    },
  },
  {
    name: 'bet screen: a double panna typed',
    path: (data) => `/bet/double-panna/${data.openMarketId}`,
    signedIn: true,
    prepare: fillBet('123', '20'),
  },
  {
    name: 'bet screen: jodi once the open session has closed',
    path: (data) => `/bet/jodi/${data.declaredMarketId}`,
    signedIn: true,
    prepare: fillBet('27', '20'),
  },
  {
    name: 'bet screen: half sangam with its summary',
    path: (data) => `/bet/half-sangam/${data.openMarketId}`,
    signedIn: true,
    prepare: fillBet('5-123', '20'),
  },
  {
    name: 'bet screen with a market to pick',
    path: () => '/bet/single-digit',
    signedIn: true,
    prepare: async (page) => {
      await page.locator('form button[type="submit"]').click();
      await page.locator('.Toastify__toast').waitFor();
    },
  },
  {
    name: 'game selection of a market past its open',
    path: (data) => `/game-selection/${data.declaredMarketId}`,
    signedIn: true,
  },
  {
    name: 'sign in refused by the server',
    path: () => '/auth',
    signedIn: false,
    prepare: async (page) => {
      await page.locator('input[name="mobileNumber"]').fill('9999912345');
      await page.locator('input[name="password"]').fill('wrong-password');
      await page.locator('form button[type="submit"]').click();
      await page.locator('form [role="alert"]').first().waitFor();
    },
  },
  {
    name: 'create account with its problems',
    path: () => '/auth',
    signedIn: false,
    prepare: async (page) => {
      await page.locator('p > button').first().click();
      await page.locator('form button[type="submit"]').click();
      await page.locator('form [role="alert"]').first().waitFor();
    },
  },
  {
    name: 'add fund with a wrong UTR',
    path: () => '/add-fund',
    signedIn: true,
    prepare: async (page) => {
      await reachUtrStep(page);
      await page.locator('input[name="utr"]').fill('12345');
      await page.locator('form button[type="submit"]').last().click();
    },
  },
  {
    name: 'withdraw above the balance',
    path: () => '/withdraw-fund',
    signedIn: true,
    prepare: async (page) => {
      await page.locator('input[name="amount"]').fill('9000000');
      await page.locator('input[name="method"]').first().check();
      await page.locator('form button[type="submit"]').click();
      await page.locator('.Toastify__toast').waitFor();
    },
  },
  {
    name: 'starline bet dialog with a wrong number',
    path: () => '/starline-gaming',
    signedIn: true,
    prepare: async (page, data) => {
      await page.locator('[data-testid="starline-games"] li').first().waitFor();
      const late = page.locator(`[data-testid="starline-games"] li:not([data-game-id="${data.starlineGameId}"])`);
      await late.locator('button').last().click();
      const dialog = page.getByRole('dialog');
      // Single Panna, with a double panna typed and too little on it.
      await dialog.getByRole('group').getByRole('button').nth(1).click();
      await dialog.locator('input[name="betNumber"]').fill('112');
      await dialog.locator('input[name="betAmount"]').fill('5');
      await dialog.getByRole('status').waitFor();
    },
  },
  {
    name: 'dashboard of an inactive player',
    path: () => '/dashboard',
    signedIn: true,
    token: () => inactiveToken,
    prepare: async (page) => {
      await page.getByTestId('inactive-notice').waitFor();
    },
  },
];

const SCREENS: readonly Screen[] = [...PLAYER_SCREENS, ...MORE_SCREENS];

function fileName(screen: Screen): string {
  return `${screen.name.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '').toLowerCase()}.png`;
}

beforeAll(async () => {
  server = await startScreenServer(inject('distDir'));
  const api = new ApiClient(server.data.origin);
  const mobileNumber = uniqueMobileNumber('6');
  const player = await api.signUp('Sunita Devi', mobileNumber, 'inactive-pass-1');
  await api.ok('PATCH', `/admin/users/${player.id}`, server.data.adminToken, { isActive: false });
  inactiveToken = await api.signIn(mobileNumber, 'inactive-pass-1');
  await mkdir(SHOTS_DIR, { recursive: true });
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

describe(`every player screen in Hindi at ${VIEWPORT.width}×${VIEWPORT.height}`, () => {
  const browser = useBrowser();

  it('the English catalogues give texts to look for', () => {
    expect(ENGLISH.length).toBeGreaterThan(500);
  });

  for (const screen of SCREENS) {
    it(`${screen.name}: no English text, nothing wider than the screen, ${playerChecksNamed(screen)}`, async () => {
      const { page } = browser;
      await openScreen(page, screen, server.data, 'player', 'hi');
      await expectDevanagariFont(page);
      // From the top, so that the header and what floats under it (a toast) are where the player sees them.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(SHOTS_DIR, fileName(screen)), fullPage: true });

      const english = englishIn(await visibleText(page));
      expect.soft(english, `English on "${screen.name}":\n  ${english.join('\n  ')}`).toEqual([]);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect.soft(width, `"${screen.name}" scrolls sideways: ${width} px wide`).toBeLessThanOrEqual(VIEWPORT.width);
      await checkPlayerScreen(page, screen, 'hi');
    });
  }
});
