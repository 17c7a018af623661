import { mkdir } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_MARKETS } from '../../server/seed/demo';
import { DashboardPage } from './page-models/dashboard-page';
import { launchBrowser, useBrowser, VIEWPORT } from './support/browser';
import { ApiClient, openSignedIn, uniqueMobileNumber } from './support/player-api';
import {
  ADMIN_MOBILE,
  ADMIN_PASSWORD,
  FAKE_TIME,
  makeDataDir,
  removeDataDir,
  startServer,
  type RunningServer,
} from './support/server';

/**
 * A dashboard that shows the markets: on a 360×740 phone the first screen shows at least four market
 * cards below the header and the banner, each with its times, result and status, Play Game and Chart as real
 * buttons of at least 44 px, and the refresh control covers no card. The file runs its own server so that the
 * dashboard holds the demo's ten markets and two banners only (other files add markets to the shared one); its
 * clock is FAKE_TIME, Friday 20 Nov 2026, 11:00 IST.
 */

const SHOTS_DIR = '/tmp/shots';
const PASSWORD = 'density-pass-1';
const TOUCH_TARGET = 44;

let dataDir = '';
let server: RunningServer | null = null;
let origin = '';
let playerToken = '';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${String(locator)} is not on screen`);
  return found;
}

const bottom = (b: Box) => b.y + b.height;
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < bottom(b) && b.y < bottom(a);

/** A banner as an operator would upload it: a 640×280 PNG drawn by Chromium. */
async function bannerImage(text: string, from: string, to: string): Promise<Buffer> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 640, height: 280 } });
    await page.setContent(
      `<div style="width:640px;height:280px;display:flex;align-items:center;justify-content:center;` +
        `background:linear-gradient(120deg,${from},${to});color:#fff;font:700 52px sans-serif">${text}</div>`,
    );
    return await page.screenshot({ type: 'png' });
  } finally {
    await browser.close();
  }
}

async function uploadBanner(adminToken: string, title: string, image: Buffer): Promise<void> {
  const form = new FormData();
  form.append('title', title);
  form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'banner.png');
  const response = await fetch(`${origin}/api/admin/banners`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${adminToken}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`Banner upload failed with ${response.status}: ${await response.text()}`);
}

async function shoot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/p3-${name}.png` });
}

/** The dashboard as it first shows, banner image loaded, scrolled to the top. */
async function openDashboard(page: Page): Promise<DashboardPage> {
  const dashboard = new DashboardPage(page);
  await openSignedIn(page, playerToken, '/dashboard', origin);
  await dashboard.gameCards.nth(3).waitFor();
  await page.waitForFunction(() => [...document.querySelectorAll('img')].some((img) => img.complete && img.naturalWidth > 0));
  return dashboard;
}

beforeAll(async () => {
  dataDir = await makeDataDir();
  server = await startServer({ distDir: inject('distDir'), dataDir, fakeTime: FAKE_TIME });
  origin = server.baseUrl;
  const api = new ApiClient(origin);
  const admin = await api.signIn(ADMIN_MOBILE, ADMIN_PASSWORD);
  const ids: string[] = [];
  for (const market of DEMO_MARKETS) {
    ids.push((await api.ok<{ game: { _id: string } }>('POST', '/admin/games', admin, market)).game._id);
  }
  // Sunrise Day (08:30–09:30) declared in full, Morning Star (10:00–11:00) its open: three kinds of status on screen.
  await api.ok('POST', '/admin/results', admin, { gameId: ids[0], session: 'open', pana: '128' });
  await api.ok('POST', '/admin/results', admin, { gameId: ids[0], session: 'close', pana: '359' });
  await api.ok('POST', '/admin/results', admin, { gameId: ids[1], session: 'open', pana: '550' });
  await uploadBanner(admin, 'Daily markets', await bannerImage('Daily markets', '#5b21b6', '#db2777'));
  await uploadBanner(admin, 'Starline every hour', await bannerImage('Starline every hour', '#0f766e', '#2563eb'));
  const player = await api.signUp('Density Player', uniqueMobileNumber('6'), PASSWORD);
  await api.adjust(admin, player.id, 5_000);
  playerToken = player.token;
}, 120_000);

afterAll(async () => {
  await server?.stop();
  if (dataDir) await removeDataDir(dataDir);
});

describe('the dashboard at 360×740', () => {
  const browser = useBrowser();

  it('shows four whole market cards below the header and banner, each readable and with real buttons', async () => {
    const { page } = browser;
    const dashboard = await openDashboard(page);
    await shoot(page, 'dashboard-360x740');
    await dashboard.bannerCarousel.scrollIntoViewIfNeeded();

    const header = await box(page.locator('header').first());
    const banner = await box(dashboard.bannerCarousel);
    expect(banner.y).toBeGreaterThanOrEqual(bottom(header));

    const cards = dashboard.gameCards;
    expect(await cards.count()).toBe(DEMO_MARKETS.length);
    for (let index = 0; index < 4; index++) {
      const card = cards.nth(index);
      const name = (await card.getByRole('heading', { level: 2 }).textContent())!;
      const cardBox = await box(card);
      expect(cardBox.y, `${name} below the banner`).toBeGreaterThanOrEqual(bottom(banner));
      expect(bottom(cardBox), `${name} inside the first screen`).toBeLessThanOrEqual(VIEWPORT.height);
      expect(cardBox.width, `${name} as wide as the screen allows`).toBeGreaterThan(300);

      // Times, result and status: present, and drawn inside the card.
      await expect(card.getByRole('heading', { level: 2 }).textContent()).resolves.toBe(name);
      const times = card.getByText(/^Open \d{1,2}:\d{2} [AP]M$/).or(card.getByText(/^Close \d{1,2}:\d{2} [AP]M$/));
      await expect(times.allTextContents()).resolves.toHaveLength(2);
      await expect(dashboard.cardResult(name)).resolves.toMatch(/^[\d*]{3}-[\d*]{2}-[\d*]{3}$/);
      await expect(card.locator('[data-status]').textContent()).resolves.not.toBe('');
      for (const part of [times.first(), times.last(), card.getByTestId('game-result'), card.locator('[data-status]')]) {
        const partBox = await box(part);
        expect(partBox.y).toBeGreaterThanOrEqual(cardBox.y);
        expect(bottom(partBox)).toBeLessThanOrEqual(bottom(cardBox));
        expect(partBox.x + partBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
      }

      // Play Game and Chart: buttons of at least 44 × 44 px.
      // Play Game only on a market taking bets.
      const play = card.getByRole('link', { name: 'Play Game' });
      const chart = card.getByRole('link', { name: 'Chart' });
      for (const action of (await play.count()) > 0 ? [play, chart] : [chart]) {
        const actionBox = await box(action);
        expect(actionBox.height).toBeGreaterThanOrEqual(TOUCH_TARGET);
        expect(actionBox.width).toBeGreaterThanOrEqual(TOUCH_TARGET);
      }
    }

    // The session indicators ("Open Result", "Close ✓") are words, not something that looks tappable.
    const indicators = page.locator('[data-indicator]');
    expect(await indicators.count()).toBeGreaterThan(0);
    const looks = await indicators.evaluateAll((elements) =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        return `${style.backgroundColor} ${style.borderStyle}`;
      }),
    );
    expect(new Set(looks)).toEqual(new Set(['rgba(0, 0, 0, 0) none']));
    await expect(dashboard.gameCard('Morning Star').locator('[data-indicator]').allTextContents()).resolves.toEqual([
      'Open ResultOpen session: result declared',
      expect.stringMatching(/^Close /),
    ]);
  });

  it('keeps the refresh control in the header, over no card, and every tap target at 44 px', async () => {
    const { page } = browser;
    const dashboard = await openDashboard(page);
    const header = await box(page.locator('header').first());
    const refresh = await box(dashboard.refreshButton);
    expect(refresh.y).toBeGreaterThanOrEqual(header.y);
    expect(bottom(refresh)).toBeLessThanOrEqual(bottom(header));
    expect(refresh.width).toBeGreaterThanOrEqual(TOUCH_TARGET);
    expect(refresh.height).toBeGreaterThanOrEqual(TOUCH_TARGET);

    // Nothing floats over the list: at the top, and scrolled to the last card (where the sticky header, the
    // refresh with it, passes over what is scrolled away; the part of a card still to be read is below it).
    const cards = dashboard.gameCards;
    for (const scrolled of [false, true]) {
      if (scrolled) await cards.last().scrollIntoViewIfNeeded();
      const refreshNow = await box(dashboard.refreshButton);
      const headerNow = await box(page.locator('header').first());
      expect(bottom(refreshNow)).toBeLessThanOrEqual(bottom(headerNow));
      for (let index = 0; index < (await cards.count()); index++) {
        const cardBox = await box(cards.nth(index));
        const readableTop = Math.max(cardBox.y, bottom(headerNow));
        const readable = { ...cardBox, y: readableTop, height: bottom(cardBox) - readableTop };
        if (readable.height <= 0 || readable.y >= VIEWPORT.height) continue;
        expect(overlaps(refreshNow, readable), `refresh over card ${index + 1}`).toBe(false);
      }
    }
    await shoot(page, 'dashboard-scrolled');

    // Tiles, the Starline button and the banner's arrows and dots stay comfortable to tap.
    await page.evaluate(() => window.scrollTo(0, 0));
    const targets = [
      dashboard.tile('WhatsApp'),
      dashboard.tile('Game Rates'),
      dashboard.tile('Deposit'),
      dashboard.tile('Withdraw'),
      dashboard.playStarline,
      dashboard.bannerCarousel.getByRole('button', { name: 'Previous banner' }),
      dashboard.bannerCarousel.getByRole('button', { name: 'Next banner' }),
      dashboard.bannerCarousel.getByRole('button', { name: 'Show banner 1' }),
      dashboard.bannerCarousel.getByRole('button', { name: 'Show banner 2' }),
      dashboard.menuButton,
    ];
    for (const target of targets) {
      const targetBox = await box(target);
      expect(Math.min(targetBox.width, targetBox.height), String(target)).toBeGreaterThanOrEqual(TOUCH_TARGET);
    }

    // The header's refresh still refreshes.
    await dashboard.refreshButton.click();
    await dashboard.toast('Games updated!').waitFor();
  });
});
