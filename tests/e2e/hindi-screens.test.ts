import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EN_MESSAGES } from '../../src/domain/messages';
import { en } from '../../src/i18n/en';
import { enDataRights } from '../../src/i18n/en-data-rights';
import { enScreens } from '../../src/i18n/en-screens';
import { hi } from '../../src/i18n/hi';
import { hiDataRights } from '../../src/i18n/hi-data-rights';
import { HI_MESSAGES } from '../../src/i18n/hi-messages';
import { hiScreens } from '../../src/i18n/hi-screens';
import { SERVER_REFUSALS } from '../../contract/refusals';
import { HI_SERVER_REFUSALS } from '../../src/i18n/hi-server-errors';
import { LANGUAGE_STORAGE_KEY } from '../../src/i18n/language';
import { useBrowser, VIEWPORT } from './support/browser';
import { ApiClient, uniqueMobileNumber } from './support/player-api';
import { PLAYER_SCREENS, settled, startScreenServer, type Screen, type ScreenData, type ScreenServer } from './support/player-screens';

/**
 * Every screen of the player app in Hindi, with data on it, its dialogs, errors and toasts: no text of the English
 * catalogues shows anywhere (visible text, placeholders, aria-labels, titles, alt texts), nothing is wider than the
 * 360 px screen, and a full-page screenshot of each is kept in `.test-artifacts/e2e/hindi/<screen>.png` to be
 * looked at (clipped or overlapping Devanagari).
 */

const SHOTS_DIR = resolve(import.meta.dirname, '../../.test-artifacts/e2e/hindi');
const PLAYER_TOKEN_KEY = 'token';

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

const ENGLISH = englishTexts();

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

/** The page's visible text: the body's text, and the placeholders, labels, titles and alt texts of what shows. */
async function visibleText(page: Page): Promise<string> {
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

/** The English catalogue texts found in `text`, after taking out the data typed by people. */
/** Brand names, kept as they are inside Hindi sentences ("Google Pay पर…"). */
const BRAND_NAMES = ['Google Pay'];

function englishIn(text: string): string[] {
  let rest = text;
  for (const data of [...DATA_TEXTS, ...BRAND_NAMES]) rest = rest.split(data).join(' ');
  return ENGLISH.filter(({ pattern }) => pattern.test(rest)).map(({ text: english }) => {
    const found = pattern(english).exec(rest)?.[0] ?? english;
    return found === english ? JSON.stringify(english) : `${JSON.stringify(english)} (as ${JSON.stringify(found)})`;
  });
}

function pattern(english: string): RegExp {
  return ENGLISH.find((each) => each.text === english)!.pattern;
}

// ---- The font --------------------------------------------------------------------------------------------------

/**
 * Devanagari renders as letters, not as the empty boxes of a missing font: a few letters measure differently from
 * each other and from a code point no font has.
 */
async function expectDevanagariFont(page: Page): Promise<void> {
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

// ---- The screens ---------------------------------------------------------------------------------------------

interface HindiScreen extends Screen {
  /** Signed in as another player than the seeded one (an inactive player). */
  readonly token?: () => string;
}

let server: ScreenServer;
let inactiveToken = '';

const fillBet = (number: string, amount: string) => async (page: Page) => {
  await page.locator('input[name="betNumber"]').fill(number);
  await page.locator('input[name="betAmount"]').fill(amount);
  await page.locator('input[name="betAmount"]').blur();
};

/** Beyond the shared list: every bet type, a bet refused, the states that fill domain messages with words. */
const MORE_SCREENS: readonly HindiScreen[] = [
  ...(['jodi', 'single-panna', 'double-panna', 'triple-panna', 'half-sangam'] as const).map(
    (type): HindiScreen => ({ name: `bet screen: ${type}`, path: (data) => `/bet/${type}/${data.openMarketId}`, signedIn: true }),
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
  { name: 'game selection of a market past its open', path: (data) => `/game-selection/${data.declaredMarketId}`, signedIn: true },
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
      await page.locator('input[name="amount"]').fill('2000');
      await page.locator('form button[type="button"]').last().click();
      await page.getByTestId('payment-qr').waitFor();
      await page.getByRole('dialog').getByRole('button').first().click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
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

const SCREENS: readonly HindiScreen[] = [...PLAYER_SCREENS, ...MORE_SCREENS];

function fileName(screen: Screen): string {
  return `${screen.name.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '').toLowerCase()}.png`;
}

/** Opens `screen` in Hindi (chosen before the app loads) and waits until it has settled and is prepared. */
async function openInHindi(page: Page, screen: HindiScreen, data: ScreenData): Promise<void> {
  const token = screen.signedIn ? (screen.token?.() ?? data.player.token) : null;
  await page.context().addInitScript(
    ([languageKey, tokenKey, signedInAs]) => {
      window.localStorage.setItem(languageKey, 'hi');
      if (signedInAs) window.localStorage.setItem(tokenKey, signedInAs);
    },
    [LANGUAGE_STORAGE_KEY, PLAYER_TOKEN_KEY, token] as const,
  );
  await page.goto(`${data.origin}${screen.path(data)}`);
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(() => document.documentElement.lang === 'hi');
  // What the screen asks for on opening has come in (names of games that come from the server, too).
  await page.waitForLoadState('networkidle');
  await settled(page);
  if (screen.prepare) {
    await screen.prepare(page, data);
    await page.waitForLoadState('networkidle');
    await settled(page);
  }
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

describe('every player screen in Hindi at 360×740', () => {
  const browser = useBrowser();

  it('the English catalogues give texts to look for', () => {
    expect(ENGLISH.length).toBeGreaterThan(500);
  });

  for (const screen of SCREENS) {
    it(`${screen.name}: no English text, nothing wider than the screen`, async () => {
      const { page } = browser;
      await openInHindi(page, screen, server.data);
      await expectDevanagariFont(page);
      // From the top, so that the header and what floats under it (a toast) are where the player sees them.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(SHOTS_DIR, fileName(screen)), fullPage: true });

      const english = englishIn(await visibleText(page));
      expect(english, `English on "${screen.name}":\n  ${english.join('\n  ')}`).toEqual([]);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `"${screen.name}" scrolls sideways: ${width} px wide`).toBeLessThanOrEqual(VIEWPORT.width);
    });
  }
});
