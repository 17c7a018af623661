import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { INSTALL_DISMISS_MS } from '../../src/domain/constants';
import { AuthPage } from './page-models/auth-page';
import { DashboardPage } from './page-models/dashboard-page';
import { GameChartPage, GameRatesPage, GameSelectionPage } from './page-models/game-pages';
import { launchBrowser, useBrowser, waitForPath } from './support/browser';
import { expectServiceWorkerActive } from './support/service-worker';

declare global {
  interface Window {
    /** When the forgot-password screen gave way to sign-in, in the page's clock. */
    leftForSignInAt?: Promise<number>;
  }
}

/**
 * The dashboard, game selection, chart, rates, info pages and offline reading against the
 * real server at FAKE_TIME (Friday 20 Nov 2026, 11:00 IST). Markets are created through the admin API with times
 * around 11:00 so that their statuses differ.
 */

const SCREENS_DIR = resolve(import.meta.dirname, '../../.test-artifacts/screens');
const baseUrl = inject('baseUrl');
// Names unique to this run: other e2e files add markets to the same server.
const tag = String(Date.now() % 10_000).padStart(4, '0');

let counter = 0;
function uniqueMobileNumber(): string {
  counter += 1;
  return `8${String((Date.now() * 10 + counter) % 1_000_000_000).padStart(9, '0')}`;
}

interface ApiAnswer<T> {
  status: number;
  body: T;
}

async function api<T>(method: string, path: string, token: string | null, body?: unknown): Promise<ApiAnswer<T>> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

async function ok<T>(call: Promise<ApiAnswer<T>>, what: string): Promise<T> {
  const { status, body } = await call;
  if (status < 200 || status >= 300) throw new Error(`${what} failed with ${status}: ${JSON.stringify(body)}`);
  return body;
}

interface Market {
  _id: string;
  gameName: string;
}

const market = {
  dawn: { name: `Dawn ${tag}`, open: '08:00', close: '10:00' }, // closed before 11:00
  midday: { name: `Midday ${tag}`, open: '10:00', close: '13:00' }, // open session over: between sessions
  sunrise: { name: `Sunrise ${tag}`, open: '10:30', close: '15:00' }, // open result declared today
  evening: { name: `Evening ${tag}`, open: '09:00', close: '10:45' }, // both results declared today
  noon: { name: `Noon ${tag}`, open: '12:00', close: '14:00' }, // both sessions take bets
};
type MarketKey = keyof typeof market;

let adminToken = '';
const markets = {} as Record<MarketKey, Market>;

const RATES = {
  singleDigit: { min: 10, max: 95 },
  jodiDigit: { min: 10, max: 950 },
  singlePana: { min: 10, max: 1500 },
  doublePana: { min: 10, max: 3000 },
  triplePana: { min: 10, max: 7000 },
  halfSangam: { min: 10, max: 10000 },
  fullSangam: { min: 10, max: 100000 },
};

const HOW_TO_PLAY = [
  '# How To Play',
  'Choose a market, then a **bet type**, and enter your number.',
  '## Bet types',
  '- Single Digit: one digit, *0 to 9*',
  '- Jodi: two digits',
  '### Results',
  'A result reads ***-**-*** until it is declared.',
].join('\n');

async function declare(gameId: string, session: 'open' | 'close', pana: string, gameDate?: string): Promise<void> {
  await ok(api('POST', '/admin/results', adminToken, { gameId, session, pana, ...(gameDate ? { gameDate } : {}) }), `Declaring ${session} ${pana}`);
}

/** Two banner images drawn by Chromium itself (PNG). */
async function bannerImages(): Promise<Buffer[]> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 640, height: 280 } });
    const images: Buffer[] = [];
    for (const [from, to, text] of [
      ['#5b21b6', '#db2777', 'Daily markets'],
      ['#0f766e', '#2563eb', 'Starline every hour'],
    ]) {
      await page.setContent(
        `<div style="width:640px;height:280px;display:flex;align-items:center;justify-content:center;` +
          `background:linear-gradient(120deg,${from},${to});color:#fff;font:700 52px sans-serif">${text}</div>`,
      );
      images.push(await page.screenshot({ type: 'png' }));
    }
    return images;
  } finally {
    await browser.close();
  }
}

async function uploadBanner(image: Buffer, title: string): Promise<void> {
  const form = new FormData();
  form.append('title', title);
  form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'banner.png');
  const response = await fetch(`${baseUrl}/api/admin/banners`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${adminToken}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`Banner upload failed with ${response.status}: ${await response.text()}`);
}

interface Player {
  id: string;
  token: string;
  name: string;
  mobileNumber: string;
  password: string;
}

async function signUpByApi(name: string): Promise<Player> {
  const player = { name, mobileNumber: uniqueMobileNumber(), password: 'dash-pass-1' };
  const { token, user } = await ok(api<{ token: string; user: { _id: string } }>('POST', '/auth/signup', null, player), 'Sign-up');
  return { ...player, id: user._id, token };
}

/** Opens the app already signed in as `player` (the token in local storage, as after a sign-in). */
async function signInWithToken(page: Page, player: Player): Promise<void> {
  await page.addInitScript((token) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', token);
  }, player.token);
}

async function screenshot(page: Page, name: string, fullPage = false): Promise<void> {
  await mkdir(SCREENS_DIR, { recursive: true });
  // Toasts out of the picture (they cover the header), transitions settled.
  await page.evaluate(() => document.querySelectorAll('.Toastify').forEach((el) => ((el as HTMLElement).style.display = 'none')));
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        // A transition cut short (cancelled) has settled too.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.screenshot({ path: resolve(SCREENS_DIR, `${name}.png`), fullPage });
  await page.evaluate(() => document.querySelectorAll('.Toastify').forEach((el) => ((el as HTMLElement).style.display = '')));
}

/** Replaces window.open so that the external links the app opens (WhatsApp, the app store) are recorded instead. */
async function recordExternalLinks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const opened: string[] = [];
    (window as unknown as { openedLinks: string[] }).openedLinks = opened;
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
  });
}

async function openedLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { openedLinks: string[] }).openedLinks);
}

/** One online visit that fills the cache: the dashboard, a chart and the game rates, back to the dashboard. */
async function visitOnline(page: Page): Promise<{ dashboard: DashboardPage; chart: GameChartPage; rates: GameRatesPage }> {
  const dashboard = new DashboardPage(page);
  const chart = new GameChartPage(page);
  const rates = new GameRatesPage(page);
  await dashboard.open();
  await dashboard.gameCard(market.noon.name).waitFor();
  await chart.open(markets.sunrise._id);
  await chart.table.waitFor();
  await rates.open();
  await rates.rate('Single Digit').waitFor();
  await dashboard.open();
  await dashboard.gameCard(market.noon.name).waitFor();
  return { dashboard, chart, rates };
}

/**
 * Rows in each table of the player app's IndexedDB cache (db/database.ts, DATABASE_NAME "matka"), read in the page
 * with the plain IndexedDB API so that the test sees what is stored, not what the app's Dexie instance reports.
 */
async function cachedRowCounts(page: Page): Promise<Record<string, number>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, number>>((resolve, reject) => {
        const request = indexedDB.open('matka');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const database = request.result;
          const tables = [...database.objectStoreNames];
          const counts: Record<string, number> = {};
          if (tables.length === 0) {
            database.close();
            resolve(counts);
            return;
          }
          const transaction = database.transaction(tables, 'readonly');
          for (const table of tables) {
            const count = transaction.objectStore(table).count();
            count.onsuccess = () => (counts[table] = count.result);
          }
          transaction.oncomplete = () => {
            database.close();
            resolve(counts);
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
  );
}

beforeAll(async () => {
  const login = await ok(
    api<{ token: string }>('POST', '/auth/login', null, { mobileNumber: inject('adminMobile'), password: inject('adminPassword') }),
    'Admin sign-in',
  );
  adminToken = login.token;

  for (const key of Object.keys(market) as MarketKey[]) {
    const { name, open, close } = market[key];
    const created = await ok(
      api<{ game: Market }>('POST', '/admin/games', adminToken, { gameName: name, openTime: open, closeTime: close }),
      `Creating ${name}`,
    );
    markets[key] = created.game;
  }
  await declare(markets.sunrise._id, 'open', '128');
  await declare(markets.evening._id, 'open', '550');
  await declare(markets.evening._id, 'close', '359');
  // Past days for the chart.
  await declare(markets.sunrise._id, 'open', '137', '2026-11-18');
  await declare(markets.sunrise._id, 'close', '245', '2026-11-18');
  await declare(markets.sunrise._id, 'open', '490', '2026-11-19');

  await ok(api('PUT', '/admin/gamerates', adminToken, RATES), 'Setting the rates');
  await ok(api('PUT', '/admin/how-to-play', adminToken, { content: HOW_TO_PLAY }), 'Setting How To Play');
  await ok(
    api('PUT', '/admin/contact-settings', adminToken, {
      mobileNumber: '9123456780',
      email: 'support@matka.example',
      whatsappNumber: '9123456781',
    }),
    'Setting the contact details',
  );
  await ok(api('PUT', '/admin/main-settings', adminToken, { whatsappNumber: '', appLink: 'https://matka.example/app' }), 'Main settings');
  const { banners } = await ok(api<{ banners: unknown[] }>('GET', '/admin/banners', adminToken), 'Listing banners');
  if (banners.length < 2) {
    const [first, second] = await bannerImages();
    await uploadBanner(first!, 'Daily markets');
    await uploadBanner(second!, 'Starline every hour');
  }
}, 120_000);

describe('dashboard and game screens', () => {
  const browser = useBrowser();

  it('signs up and shows the markets taking bets first, each group by open time, each with its status', async () => {
    const { page } = browser;
    const auth = new AuthPage(page);
    const dashboard = new DashboardPage(page);
    await auth.open();
    await auth.signUp({ name: 'Meera Joshi', mobileNumber: uniqueMobileNumber(), password: 'dash-pass-1' });
    await waitForPath(page, '/dashboard');
    await dashboard.gameCard(market.noon.name).waitFor();

    const names = (await dashboard.gameNames()).filter((name) => name.endsWith(tag));
    expect(names).toEqual([market.midday.name, market.sunrise.name, market.noon.name, market.dawn.name, market.evening.name]);

    expect(await dashboard.cardStatus(market.dawn.name)).toBe('marketClosed');
    expect(await dashboard.gameCard(market.dawn.name).textContent()).toContain('Closed · opens');
    expect(await dashboard.cardStatus(market.evening.name)).toBe('resultDeclared');
    expect(await dashboard.cardResult(market.evening.name)).toBe('550-07-359');
    expect(await dashboard.cardIndicators(market.midday.name)).toEqual(['open:cross', 'close:tick']);
    expect(await dashboard.cardIndicators(market.sunrise.name)).toEqual(['open:result', 'close:tick']);
    expect(await dashboard.cardResult(market.sunrise.name)).toBe('128-1*-***');
    expect(await dashboard.cardIndicators(market.noon.name)).toEqual(['open:tick', 'close:tick']);
    expect(await dashboard.cardResult(market.noon.name)).toBe('***-**-***');
    expect(await dashboard.gameCard(market.noon.name).textContent()).toContain('12:00 PM');

    // Play Game only where a session takes bets; Chart everywhere.
    await expect(dashboard.gameCard(market.noon.name).getByRole('link', { name: 'Play Game' }).count()).resolves.toBe(1);
    await expect(dashboard.gameCard(market.dawn.name).getByRole('button', { name: 'Play Game' }).count()).resolves.toBe(0);
    await expect(dashboard.gameCard(market.dawn.name).getByRole('link', { name: 'Chart' }).count()).resolves.toBe(1);

    await expect(dashboard.balanceChip.textContent()).resolves.toBe('₹0');
    for (const tile of ['WhatsApp', 'Game Rates', 'Deposit', 'Withdraw']) {
      await expect(dashboard.tile(tile).count(), tile).resolves.toBe(1);
    }
    await expect(dashboard.playStarline.count()).resolves.toBe(1);
    await dashboard.bannerCarousel.waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll('img')].some((img) => img.complete && img.naturalWidth > 0));
    await screenshot(page, 'dashboard');
    await screenshot(page, 'dashboard-full', true);
  });

  it('opens the drawer with the player, the sections and their items', async () => {
    const { page } = browser;
    const player = await signUpByApi('Kiran Rao');
    await signInWithToken(page, player);
    const dashboard = new DashboardPage(page);
    await dashboard.open();
    await dashboard.openMenu();
    const drawer = dashboard.drawer;
    await expect(drawer.getByText('Kiran Rao').count()).resolves.toBe(1);
    await expect(drawer.getByText(player.mobileNumber).count()).resolves.toBe(1);
    const items = await drawer.locator('li').allTextContents();
    expect(items).toEqual([
      'Add Funds',
      'Withdraw Funds',
      'Wallet Statement',
      'Winning History',
      'Bidding History',
      'Manage Bank Details',
      'Paytm',
      'Google Pay',
      'PhonePe',
      'Game Rates',
      'How To Play',
      'Privacy Policy',
      'Contact Us',
      'Enquiry',
      'Invite Friends',
      'Rate Us',
      'Change Password',
      'Responsible play',
      'Notifications',
    ]);
    await expect(drawer.getByRole('heading', { level: 2 }).allTextContents()).resolves.toEqual([
      'Wallet',
      'Bank Details',
      'More Options',
    ]);
    await expect(drawer.getByRole('link', { name: 'View Profile' }).getAttribute('href')).resolves.toBe('/wallet');
    await expect(drawer.getByText('App version 1.0.0').count()).resolves.toBe(1);
    await screenshot(page, 'dashboard-drawer');

    // Invite Friends: a WhatsApp share link with the invite text and the app link; Rate Us: the app link.
    await recordExternalLinks(page);
    await drawer.getByRole('button', { name: 'Invite Friends' }).click();
    await drawer.getByRole('button', { name: 'Rate Us' }).click();
    const [invite, rate] = await openedLinks(page);
    expect(invite).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent(invite!)).toContain('https://matka.example/app');
    expect(rate).toBe('https://matka.example/app');

    await page.keyboard.press('Escape');
    await expect(drawer.count()).resolves.toBe(0);

    // No WhatsApp number in the settings.
    await dashboard.tile('WhatsApp').click();
    await dashboard.toast('WhatsApp number not available').waitFor();

    // The floating refresh.
    await dashboard.refreshButton.click();
    await dashboard.toast('Games updated!').waitFor();
    // The toast sits just below the header, over the banner, until it goes after 2 s.
    await dashboard.toast('Games updated!').waitFor({ state: 'detached', timeout: 5_000 });

    // The banner arrows and dots wrap around.
    const dots = dashboard.bannerCarousel.getByRole('button', { name: /^Show banner/ });
    expect(await dots.count()).toBeGreaterThanOrEqual(2);
    const count = await dots.count();
    await dashboard.bannerCarousel.getByRole('button', { name: 'Show banner 1' }).click();
    await dashboard.bannerCarousel.getByRole('button', { name: 'Previous banner' }).click();
    await expect(
      dashboard.bannerCarousel.getByRole('button', { name: `Show banner ${count}` }).getAttribute('aria-current'),
    ).resolves.toBe('true');
    await dashboard.bannerCarousel.getByRole('button', { name: 'Next banner' }).click();
    await expect(dashboard.bannerCarousel.getByRole('button', { name: 'Show banner 1' }).getAttribute('aria-current')).resolves.toBe('true');
    // Auto-rotation after 5 s.
    await page.waitForFunction(
      () => document.querySelector('[aria-label="Show banner 2"]')?.getAttribute('aria-current') === 'true',
      undefined,
      { timeout: 8_000 },
    );
  });

  it('offers the bet types a market can take and explains the others', async () => {
    const { page } = browser;
    const player = await signUpByApi('Sunil Das');
    await signInWithToken(page, player);
    const dashboard = new DashboardPage(page);
    const selection = new GameSelectionPage(page);

    await dashboard.open();
    await dashboard.gameCard(market.noon.name).getByRole('link', { name: 'Play Game' }).click();
    await waitForPath(page, `/game-selection/${markets.noon._id}`);
    await selection.heading.waitFor();
    await expect(selection.gameName.textContent()).resolves.toBe(market.noon.name);
    for (const label of ['Single Digit', 'Jodi', 'Single Panna', 'Double Panna', 'Triple Panna', 'Half Sangam', 'Full Sangam']) {
      await expect(selection.isDimmed(label), label).resolves.toBe(false);
    }
    await expect(selection.banner.count()).resolves.toBe(0);
    await screenshot(page, 'game-selection-open');
    await selection.betType('Jodi').click();
    await waitForPath(page, `/bet/jodi/${markets.noon._id}`);

    // Between sessions: single digit and pannas on the close session; jodi and sangams closed with the open one.
    await selection.open(markets.midday._id);
    await selection.banner.waitFor();
    await expect(selection.banner.textContent()).resolves.toBe('Between betting sessions');
    await expect(selection.isDimmed('Single Digit')).resolves.toBe(false);
    await expect(selection.isDimmed('Jodi')).resolves.toBe(true);
    await expect(selection.isDimmed('Full Sangam')).resolves.toBe(true);
    await screenshot(page, 'game-selection-between-sessions');
    await selection.tap('Jodi');
    await dashboard.toast('Jodi betting closes with the open session').waitFor();

    // Market closed: every button dimmed; the original app's messages.
    await selection.open(markets.dawn._id);
    await selection.banner.waitFor();
    await expect(selection.banner.textContent()).resolves.toBe('Market Closed');
    await selection.tap('Full Sangam');
    await dashboard.toast('Both sessions are closed!').waitFor();
    await selection.tap('Single Digit');
    await dashboard.toast('All sessions are closed!').waitFor();
    await screenshot(page, 'game-selection-closed');

    await selection.open(markets.evening._id);
    await expect(selection.banner.textContent()).resolves.toBe('All results have been declared');

    await selection.open('no-such-game');
    await selection.notFound.waitFor();
    await screenshot(page, 'game-selection-not-found');
    await selection.backToDashboard.click();
    await waitForPath(page, '/dashboard');
  });

  it('shows a chart newest first with the legend, and the empty state', async () => {
    const { page } = browser;
    const player = await signUpByApi('Lata Iyer');
    await signInWithToken(page, player);
    const chart = new GameChartPage(page);
    const dashboard = new DashboardPage(page);

    await dashboard.open();
    await dashboard.gameCard(market.sunrise.name).getByRole('link', { name: 'Chart' }).click();
    await waitForPath(page, `/game-chart/${markets.sunrise._id}`);
    await chart.table.waitFor();
    expect(await chart.rows()).toEqual([
      ['20/11/2026', 'Friday', '128-1*-***'],
      ['19/11/2026', 'Thursday', '490-3*-***'],
      ['18/11/2026', 'Wednesday', '137-11-245'],
    ]);
    await chart.legend.waitFor();
    await screenshot(page, 'game-chart');

    await chart.open(markets.noon._id);
    await chart.empty.waitFor();
    await screenshot(page, 'game-chart-empty');
  });

  it('lists the game rates in rupees', async () => {
    const { page } = browser;
    const player = await signUpByApi('Rahul Sen');
    await signInWithToken(page, player);
    const rates = new GameRatesPage(page);
    await rates.open();
    await rates.heading.waitFor();
    await rates.rate('Single Digit').waitFor();
    const expected: [string, string][] = [
      ['Single Digit', '₹10 pays ₹95'],
      ['Jodi', '₹10 pays ₹950'],
      ['Single Panna', '₹10 pays ₹1,500'],
      ['Double Panna', '₹10 pays ₹3,000'],
      ['Triple Panna', '₹10 pays ₹7,000'],
      ['Half Sangam', '₹10 pays ₹10,000'],
      ['Full Sangam', '₹10 pays ₹1,00,000'],
    ];
    for (const [label, range] of expected) await expect(rates.rate(label).textContent(), label).resolves.toBe(range);
    await screenshot(page, 'game-rates');
  });

  it('renders How To Play, Contact Us and the privacy policy', async () => {
    const { page } = browser;
    await page.goto('/how-to-play');
    await page.getByRole('heading', { level: 2, name: 'How To Play' }).waitFor();
    await expect(page.locator('main strong').first().textContent()).resolves.toBe('bet type');
    await expect(page.locator('main em').first().textContent()).resolves.toBe('0 to 9');
    await expect(page.locator('main li').allTextContents()).resolves.toEqual(['Single Digit: one digit, 0 to 9', 'Jodi: two digits']);
    await expect(page.getByText('A result reads ***-**-*** until it is declared.').count()).resolves.toBe(1);
    await screenshot(page, 'how-to-play');

    await page.goto('/contact-us');
    await page.getByRole('link', { name: '9123456780' }).waitFor();
    await expect(page.getByRole('link', { name: 'support@matka.example' }).getAttribute('href')).resolves.toBe(
      'mailto:support@matka.example',
    );
    await expect(page.getByRole('link', { name: '9123456781' }).getAttribute('href')).resolves.toBe('https://wa.me/919123456781');
    await expect(page.getByText(/24\/7/).count()).resolves.toBe(1);
    await screenshot(page, 'contact-us');

    await page.goto('/privacy-policy');
    await page.getByText('Email: support@matka.example').waitFor();
    await expect(page.getByText('Phone: 9123456780').count()).resolves.toBe(1);
    await expect(page.getByText(/18 years of age or older/).count()).resolves.toBe(1);
    await expect(page.getByRole('link', { name: 'Back' }).getAttribute('href')).resolves.toBe('/auth');
    await screenshot(page, 'privacy-policy');
  });

  it('shows Try Again when How To Play cannot be loaded', async () => {
    const { page } = browser;
    await page.route('**/api/how-to-play', (route) => route.fulfill({ status: 500, body: '{"message":"down"}' }));
    await page.goto('/how-to-play');
    await page.getByText('Failed to load How To Play content. Please try again later.').first().waitFor();
    await page.unroute('**/api/how-to-play');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('heading', { level: 2, name: 'How To Play' }).waitFor();
  });

  it('sends a forgot-password request and returns to sign in after 2 s', async () => {
    const { page } = browser;
    const player = await signUpByApi('Vikram Shah');
    await page.goto('/auth');
    await new AuthPage(page).forgotPasswordLink.click();
    await waitForPath(page, '/forgot-password');
    const mobile = page.getByLabel('Mobile Number', { exact: true });
    await mobile.waitFor();
    await screenshot(page, 'forgot-password');

    await page.getByRole('button', { name: 'Submit Request' }).click();
    await page.locator('.Toastify__toast').filter({ hasText: 'Mobile number is required' }).waitFor();
    await mobile.fill(player.mobileNumber);
    await page.getByLabel('New Password', { exact: true }).fill('new-pass-9');
    await page.getByLabel('Confirm Password', { exact: true }).fill('new-pass-8');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await page.locator('.Toastify__toast').filter({ hasText: 'Passwords do not match' }).waitFor();

    await page.getByLabel('Confirm Password', { exact: true }).fill('new-pass-9');
    // Timed in the page, from the request's answer to the screen's change: on a busy machine the test sees the
    // toast itself some hundreds of milliseconds late.
    await page.evaluate(() => {
      window.leftForSignInAt = new Promise((resolve) => {
        const check = () => (location.pathname === '/auth' ? resolve(performance.now()) : requestAnimationFrame(check));
        check();
      });
    });
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await page
      .locator('.Toastify__toast')
      .filter({ hasText: 'Password reset request submitted successfully! It will be reviewed by an administrator.' })
      .waitFor();
    await waitForPath(page, '/auth');
    const stayed = await page.evaluate(async () => {
      const [answer] = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('/api/user/forgot-password'))
        .slice(-1) as PerformanceResourceTiming[];
      return (await window.leftForSignInAt!) - answer!.responseEnd;
    });
    expect(stayed).toBeGreaterThan(1_500);

    // The WhatsApp button calls the admin's number (91 prefixed), here the contact details' one.
    await page.goto('/forgot-password');
    await recordExternalLinks(page);
    await page.getByRole('button', { name: 'Contact Admin on WhatsApp' }).click();
    await expect(openedLinks(page)).resolves.toEqual(['https://wa.me/919123456781']);
  });

  it('gives an inactive player the reduced dashboard and no way to a bet', async () => {
    const { page } = browser;
    const player = await signUpByApi('Anil Kapoor');
    await ok(api('PATCH', `/admin/users/${player.id}`, adminToken, { isActive: false }), 'Deactivating');
    const auth = new AuthPage(page);
    const dashboard = new DashboardPage(page);
    await auth.open();
    await auth.signIn(player.mobileNumber, player.password);
    await waitForPath(page, '/dashboard');
    await dashboard.gameCard(market.noon.name).waitFor();

    await expect(dashboard.balanceChip.count()).resolves.toBe(0);
    await expect(dashboard.tile('WhatsApp').count()).resolves.toBe(1);
    await expect(dashboard.tile('Starline Info').count()).resolves.toBe(1);
    for (const tile of ['Game Rates', 'Deposit', 'Withdraw']) await expect(dashboard.tile(tile).count(), tile).resolves.toBe(0);
    await expect(dashboard.playStarline.count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Play Game' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Play Game' }).count()).resolves.toBe(0);
    await expect(dashboard.gameCard(market.noon.name).getByRole('link', { name: 'Chart' }).count()).resolves.toBe(1);
    await screenshot(page, 'dashboard-inactive');

    await dashboard.openMenu();
    await expect(dashboard.drawer.locator('li').allTextContents()).resolves.toEqual([
      'How To Play',
      'Contact Us',
      'Privacy Policy',
      'Enquiry',
    ]);
    await expect(dashboard.signOutButton.count()).resolves.toBe(1);
    await expect(dashboard.drawer.getByRole('link', { name: 'View Profile' }).count()).resolves.toBe(0);
    await screenshot(page, 'dashboard-inactive-drawer');
    await page.keyboard.press('Escape');

    // Typing the address of a market's bet types leads back to the dashboard.
    await page.goto(`/game-selection/${markets.noon._id}`);
    await waitForPath(page, '/dashboard');
  });

  it('after one online visit, renders the dashboard, a chart and the rates offline from the cache', async () => {
    const { page, context } = browser;
    const player = await signUpByApi('Pooja Nair');
    await signInWithToken(page, player);
    const { dashboard, chart, rates } = await visitOnline(page);
    await expectServiceWorkerActive(page);

    await context.setOffline(true);
    await page.reload();
    await dashboard.gameCard(market.noon.name).waitFor();
    await expect(dashboard.freshnessNote.textContent()).resolves.toMatch(/^Offline · updated \d{1,2}:\d{2} (AM|PM)$/);
    await expect(dashboard.cardIndicators(market.noon.name)).resolves.toEqual(['open:tick', 'close:tick']);
    await expect(dashboard.balanceChip.textContent()).resolves.toBe('₹0');
    await screenshot(page, 'dashboard-offline');

    await dashboard.refreshButton.click();
    await dashboard.toast('You are offline. Connect to the internet and try again.').waitFor();

    await dashboard.gameCard(market.sunrise.name).getByRole('link', { name: 'Chart' }).click();
    await chart.table.waitFor();
    expect((await chart.rows())[0]).toEqual(['20/11/2026', 'Friday', '128-1*-***']);
    await expect(dashboard.freshnessNote.textContent()).resolves.toMatch(/^Offline · updated/);
    await screenshot(page, 'game-chart-offline');

    await page.goto('/game-rates');
    await rates.rate('Single Digit').waitFor();
    await expect(rates.rate('Full Sangam').textContent()).resolves.toBe('₹10 pays ₹1,00,000');
    await expect(dashboard.freshnessNote.textContent()).resolves.toMatch(/^Offline · updated/);
    await screenshot(page, 'game-rates-offline');

    await context.setOffline(false);
    await page.goto('/dashboard');
    await dashboard.gameCard(market.noon.name).waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-testid="freshness-note"]'), undefined, { timeout: 10_000 });
  });

  it('clears the player\'s cached data when they sign out', async () => {
    const { page } = browser;
    const player = await signUpByApi('Farhan Ali');
    await signInWithToken(page, player);
    // A signed-in visit fills the cache: the games, the profile, a chart's results, the rates, their freshness.
    const { dashboard } = await visitOnline(page);
    await expect
      .poll(() => cachedRowCounts(page), { timeout: 10_000 })
      .toMatchObject({
        games: expect.any(Number),
        profile: 1,
        results: expect.any(Number),
        rates: expect.any(Number),
        syncMeta: expect.any(Number),
      });
    const filled = await cachedRowCounts(page);
    for (const table of ['games', 'results', 'rates', 'syncMeta']) expect(filled[table], table).toBeGreaterThan(0);

    await dashboard.signOut();
    await waitForPath(page, '/auth');
    const empty = Object.fromEntries(Object.keys(filled).map((table) => [table, 0]));
    await expect.poll(() => cachedRowCounts(page), { timeout: 10_000 }).toEqual(empty);
    // And it stays empty when the app starts again signed out.
    await page.reload();
    await waitForPath(page, '/auth');
    await page.getByRole('button', { name: 'Sign In' }).first().waitFor();
    await expect(cachedRowCounts(page)).resolves.toEqual(empty);
  });

  it('offers installation with Install and Later, and remembers Later', async () => {
    const { page } = browser;
    const player = await signUpByApi('Neha Gupta');
    await signInWithToken(page, player);
    const dashboard = new DashboardPage(page);
    await dashboard.open();
    await expect(dashboard.offerInstall()).resolves.toBe(true);
    await dashboard.installPrompt.waitFor();
    await expect(dashboard.installPrompt.getByRole('button', { name: 'Install' }).count()).resolves.toBe(1);
    await screenshot(page, 'install-prompt');
    await dashboard.installPrompt.getByRole('button', { name: 'Later' }).click();
    await expect(dashboard.installPrompt.count()).resolves.toBe(0);
    const dismissedAt = Number(await page.evaluate(() => localStorage.getItem('installPromptDismissedAt')));
    expect(Math.abs(Date.now() - dismissedAt)).toBeLessThan(60_000);

    // The browser offers again, in this visit and in the next one: Later is remembered.
    await expect(dashboard.offerInstall()).resolves.toBe(true);
    await expect(dashboard.installPrompt.count()).resolves.toBe(0);
    await dashboard.open();
    await dashboard.gameCard(market.noon.name).waitFor();
    await expect(dashboard.offerInstall()).resolves.toBe(true);
    await expect(dashboard.installPrompt.count()).resolves.toBe(0);

    // Once the remembered time has passed, the prompt comes back.
    await page.evaluate((at) => localStorage.setItem('installPromptDismissedAt', String(at)), Date.now() - INSTALL_DISMISS_MS - 60_000);
    await dashboard.open();
    await dashboard.gameCard(market.noon.name).waitFor();
    await expect(dashboard.offerInstall()).resolves.toBe(true);
    await dashboard.installPrompt.waitFor();
  });

  it('serves an installable manifest: names, colours, standalone from /dashboard, PNG icons of 192 and 512 px and a maskable one', async () => {
    const manifest = (await (await fetch(`${baseUrl}/manifest.webmanifest`)).json()) as {
      name: string;
      short_name: string;
      theme_color: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    // The values of vite.config.ts.
    expect(manifest).toMatchObject({
      name: 'Matka Play',
      short_name: 'Matka',
      theme_color: '#5b21b6',
      background_color: '#ffffff',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
    });
    // The page links the manifest and names the same theme colour.
    const html = await (await fetch(`${baseUrl}/dashboard`)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    expect(html).toContain('<meta name="theme-color" content="#5b21b6"');
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of pngs) {
      const response = await fetch(`${baseUrl}${icon.src}`);
      expect(response.status, icon.src).toBe(200);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
      const size = Number(icon.sizes.split('x')[0]);
      expect(new DataView(bytes.buffer).getUint32(16), icon.src).toBe(size);
    }
  });
});
