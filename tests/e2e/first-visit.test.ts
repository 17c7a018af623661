import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DashboardPage } from './page-models/dashboard-page';
import { useBrowser, waitForPath } from './support/browser';
import { ApiClient, STANDARD_RATES, uniqueMobileNumber } from './support/player-api';

/**
 * A first visit on a new phone or browser: a token is stored (the player signed in before) but nothing else, so
 * nothing on screen can come from the device. The page asks for the profile and the markets while the app's code
 * loads, and the app uses those answers rather than asking again; a token the server no longer accepts still
 * ends on the sign-in screen. The page's one inline script runs under the Content-Security-Policy.
 */

const baseUrl = inject('baseUrl');
const api = new ApiClient(baseUrl);
const MARKET = `First Visit Bazar ${String(Date.now()).slice(-5)}`;
let player = { token: '', id: '' };

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

beforeAll(async () => {
  const admin = await api.signIn(inject('adminMobile'), inject('adminPassword'));
  await api.ok('PUT', '/admin/gamerates', admin, STANDARD_RATES);
  await api.ok('POST', '/admin/games', admin, { gameName: MARKET, openTime: '23:30', closeTime: '23:45', isActive: true });
  player = await api.signUp('First Visitor', uniqueMobileNumber('8'), 'first-visit-1');
  await api.adjust(admin, player.id, 2_500);
});

/**
 * Puts `token` in local storage before the page's own scripts run, as a phone that kept it would have it, and
 * records any CSP violation of the page.
 */
async function keepToken(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript((kept) => {
    if (localStorage.getItem('token') === null && sessionStorage.getItem('tokenKept') === null) {
      localStorage.setItem('token', kept);
      sessionStorage.setItem('tokenKept', 'yes');
    }
    const violations: string[] = [];
    window.cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  }, token);
}

/** GETs of the page to `path` under /api, counted from the page's first request on. */
function countRequests(page: Page, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === `/api${path}`) count += 1;
  });
  return () => count;
}

describe('a first visit with a stored token', () => {
  const browser = useBrowser();

  it('shows the markets and the balance, asking the server for the profile and the markets once each', async () => {
    const { context, page } = browser;
    await keepToken(context, player.token);
    const profiles = countRequests(page, '/auth/profile');
    const markets = countRequests(page, '/games');
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const dashboard = new DashboardPage(page);

    await page.goto('/dashboard');
    await dashboard.gameCard(MARKET).waitFor();
    await expect.poll(() => dashboard.balanceChip.textContent()).toBe('₹2,500');
    // The answers the page asked for at its start were the ones used: none is left over, none asked again.
    expect(await page.evaluate(() => Object.keys(window.earlyAnswers?.answers ?? { missing: true }))).toEqual([]);
    expect(profiles()).toBe(1);
    expect(markets()).toBe(1);
    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
    expect(consoleErrors.filter((text) => /Content.Security.Policy|Refused to/i.test(text))).toEqual([]);

    // The next start has the dashboard on the device: the page asks nothing early, the app polls as always.
    await page.reload();
    await dashboard.gameCard(MARKET).waitFor();
    expect(await page.evaluate(() => window.earlyAnswers)).toBeUndefined();
  });

  it('ends on the sign-in screen when the server no longer accepts the token', async () => {
    const { context, page } = browser;
    const revoked = await api.signUp('Gone Visitor', uniqueMobileNumber('8'), 'first-visit-2');
    await api.ok('POST', '/auth/logout', revoked.token);
    await keepToken(context, revoked.token);
    const profiles = countRequests(page, '/auth/profile');

    await page.goto('/dashboard');
    await waitForPath(page, '/auth');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(profiles()).toBe(1);
    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
  });
});
