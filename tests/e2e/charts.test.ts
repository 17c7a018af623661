import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { historyFile } from '../support/history-file';
import { useBrowser, waitForPath } from './support/browser';
import { ApiClient, istDay, openSignedIn, screenshot, uniqueMobileNumber } from './support/player-api';
import { expectServiceWorkerActive } from './support/service-worker';

/**
 * The charts against the real server (FAKE_TIME Friday 20 Nov 2026, 11:00 IST, running on): a market
 * with a year of results (imported through the operators' history import, today's open declared), whose Jodi and
 * Panel charts a player opens from the game screen, checks, and reads again offline after a reload, each drawing
 * recording its time as the Performance API's measure `chart-render:<view>` (which the bench reads); the Starline
 * chart's grid of days and games, offline too.
 */

const api = new ApiClient(inject('baseUrl'));
const suffix = String(Date.now()).slice(-5);
const marketName = `Chart ${suffix}`;
const starNames = [`Star ${suffix} A`, `Star ${suffix} B`, `Star ${suffix} C`];

/** The known days the test checks (Monday, Wednesday of today's week), the others are the importer's. */
const KNOWN: Record<string, [string, string]> = {
  '2026-11-16': ['128', '359'], // jodi 17
  '2026-11-18': ['137', '245'], // jodi 11: a double, in red
};
const TODAY_OPEN = '490'; // today: the open only, jodi 3*

let adminToken = '';
let playerToken = '';
let marketId = '';
let starIds: string[] = [];
let today = '';

beforeAll(async () => {
  adminToken = await api.signIn(inject('adminMobile'), inject('adminPassword'));
  today = istDay(await api.serverNow());
  expect(today).toBe('2026-11-20');

  const { game } = await api.ok<{ game: { _id: string } }>('POST', '/admin/games', adminToken, {
    gameName: marketName,
    openTime: '10:00',
    closeTime: '23:59',
  });
  marketId = game._id;
  const imported = await fetch(`${api.baseUrl}/api/admin/games/${marketId}/history`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'text/csv' },
    body: historyFile('2025-11-24', today, KNOWN),
  });
  const summary = (await imported.json()) as { imported: number; errors: unknown[] };
  expect(imported.status, JSON.stringify(summary)).toBe(200);
  expect(summary.imported).toBe(310); // 361 days less 51 Sundays
  await api.ok('POST', '/admin/results', adminToken, { gameId: marketId, session: 'open', pana: TODAY_OPEN });

  starIds = [];
  for (const [index, gameName] of starNames.entries()) {
    const { game: star } = await api.ok<{ game: { _id: string } }>('POST', '/admin/starline/games', adminToken, {
      gameName,
      gameNameHindi: 'स्टार',
      openTime: `0${index + 1}:15`,
      minBet: 10,
      maxBet: 1000,
    });
    starIds.push(star._id);
  }
  const starResults: [game: number, date: string, pana: string][] = [
    [0, '2026-11-18', '128'],
    [2, '2026-11-18', '359'],
    [1, '2026-11-19', '550'],
    [0, today, '777'],
  ];
  for (const [game, gameDate, pana] of starResults) {
    await api.ok('POST', '/admin/starline/results', adminToken, { gameId: starIds[game], pana, gameDate });
  }

  const mobileNumber = uniqueMobileNumber('7');
  playerToken = (await api.signUp('Chart Reader', mobileNumber, 'chart-pass-1')).token;
});

/** The cell of a day in the visible chart. */
const cell = (page: Page, date: string) => page.locator(`[role="region"] td[data-date="${date}"]`);

/** The last `chart-render:<view>` measure of the page, in ms. */
async function renderTime(page: Page, view: string): Promise<number> {
  await expect.poll(() => page.evaluate((name) => performance.getEntriesByName(name).length, `chart-render:${view}`)).toBeGreaterThan(0);
  return page.evaluate((name) => performance.getEntriesByName(name).at(-1)!.duration, `chart-render:${view}`);
}

/** The chart region: focusable, named, scrolled to its last (newest) row. */
async function expectScrolledToNewest(page: Page, name: RegExp): Promise<void> {
  const region = page.getByRole('region', { name });
  expect(await region.getAttribute('tabindex')).toBe('0');
  await expect
    .poll(() => region.evaluate((element) => Math.ceil(element.scrollTop + element.clientHeight) >= element.scrollHeight - 1))
    .toBe(true);
  expect(await region.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
}

describe('charts', () => {
  const browser = useBrowser();

  it('shows a year of a market as Jodi and Panel charts, doubles in red, and again offline after a reload', { timeout: 180_000 }, async () => {
    const { page, context } = browser;
    await openSignedIn(page, playerToken, `/game-selection/${marketId}`);
    await page.getByRole('link', { name: 'Chart' }).click();
    await waitForPath(page, `/game-chart/${marketId}`);
    // The results table is where a chart opens; the Jodi and Panel charts are beside it.
    await page.getByRole('table').getByText('490-3*-***').waitFor();
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Results', 'Jodi', 'Panel']);
    await expectServiceWorkerActive(page);

    await page.getByRole('tab', { name: 'Jodi' }).click();
    await cell(page, today).waitFor();
    expect(await page.getByTestId('jodi-chart').locator('tbody tr').count()).toBe(52);
    expect(await page.getByTestId('jodi-chart').locator('tbody tr').first().locator('th').innerText()).toBe('24/11/25\nto\n30/11/25');
    expect(await page.getByTestId('jodi-chart').locator('tbody tr').last().locator('th').innerText()).toBe('16/11/26\nto\n22/11/26');
    expect(await cell(page, '2026-11-16').textContent()).toBe('17');
    expect(await cell(page, '2026-11-18').textContent()).toBe('11');
    expect(await cell(page, today).textContent()).toBe('3*');
    // A Sunday without a result, and the days still to come, are empty.
    expect(await page.locator('[role="region"] td[data-date="2026-11-15"]').count()).toBe(0);
    const red = await cell(page, '2026-11-18').evaluate((element) => getComputedStyle(element).color);
    expect(red).toBe('rgb(185, 28, 28)');
    expect(await cell(page, '2026-11-16').evaluate((element) => getComputedStyle(element).color)).not.toBe(red);
    await page.getByText('In red: a double jodi, both digits the same (00, 11, 22 … 99).').waitFor();
    await expectScrolledToNewest(page, /^Jodi chart, one row per week/);
    await screenshot(page, 'chart-jodi');
    await page.screenshot({ path: '.test-artifacts/screens/chart-jodi-newest.png' });

    await page.getByRole('tab', { name: 'Panel' }).click();
    // The Jodi chart's cell of the day is there until the Panel chart replaces it.
    await page.getByTestId('panel-chart').locator(`td[data-date="${today}"]`).waitFor();
    expect(await cell(page, '2026-11-16').locator('span').allTextContents()).toEqual(['1\n2\n8', '17', '3\n5\n9']);
    expect(await cell(page, today).locator('span').allTextContents()).toEqual(['4\n9\n0', '3*', '*\n*\n*']);
    expect(await cell(page, '2026-11-18').locator('span').nth(1).evaluate((element) => getComputedStyle(element).color)).toBe(red);
    await expectScrolledToNewest(page, /^Panel chart, one row per week/);
    await page.screenshot({ path: '.test-artifacts/screens/chart-panel-newest.png' });

    // Offline: a reload draws both charts from the device's database, and records how long the drawing took
    // (`npm run bench -- app` holds that figure to its target).
    await context.setOffline(true);
    try {
      for (const view of ['jodi', 'panel'] as const) {
        await page.goto(`/game-chart/${marketId}?view=${view}`);
        await cell(page, '2026-11-16').waitFor();
        // Rows out of view are not drawn (content-visibility): the week of today shows once the grid has scrolled
        // to its newest row, a moment after the first cells are laid out.
        await expect.poll(() => cell(page, today).innerText()).toMatch(view === 'jodi' ? /^3\*$/ : /3\*/);
        expect(await renderTime(page, view)).toBeGreaterThan(0);
      }
      expect(await page.getByTestId('freshness-note').first().textContent()).toMatch(/^Offline/);
      await screenshot(page, 'chart-panel-offline');
    } finally {
      await context.setOffline(false);
    }
  });

  it('shows the Starline chart as a grid of days and games by open time, and again offline', { timeout: 120_000 }, async () => {
    const { page, context } = browser;
    await openSignedIn(page, playerToken, '/starline-chart');
    await expectServiceWorkerActive(page);
    await page.getByRole('tab', { name: 'Grid' }).click();
    const grid = page.getByTestId('starline-grid');
    const gameCell = (game: number, date: string) =>
      grid.locator(`tr:has(th:text-is("${date}")) td[data-game-id="${starIds[game]}"]`);

    const check = async () => {
      await gameCell(0, '20/11/26').waitFor();
      // The games' columns by open time (other tests' games may stand between them).
      const headers = await grid.locator('thead th').allTextContents();
      expect(headers[0]).toBe('Date');
      const columns = ['1:15 AM', '2:15 AM', '3:15 AM'].map((time) => headers.indexOf(time));
      expect(columns.every((column, index) => column > (columns[index - 1] ?? 0))).toBe(true);
      expect(await gameCell(0, '18/11/26').innerText()).toBe('128\n1');
      expect(await gameCell(2, '18/11/26').innerText()).toBe('359\n7');
      expect(await gameCell(1, '19/11/26').innerText()).toBe('550\n0');
      expect(await gameCell(0, '20/11/26').innerText()).toBe('777\n1');
      expect(await grid.locator('tbody tr').last().locator('th').textContent()).toBe('20/11/26');
      expect(await page.getByRole('region', { name: /^Starline chart, one row per day/ }).getAttribute('tabindex')).toBe('0');
    };
    await check();
    await screenshot(page, 'chart-starline-grid');

    await context.setOffline(true);
    try {
      await page.reload();
      await check();
      expect(await page.getByTestId('freshness-note').first().textContent()).toMatch(/^Offline/);
    } finally {
      await context.setOffline(false);
    }
  });
});
