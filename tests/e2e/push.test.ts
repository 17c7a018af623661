import { resolve } from 'node:path';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DashboardPage } from './page-models/dashboard-page';
import { useBrowser, waitForPath } from './support/browser';
import { ApiClient, openSignedIn, screenshot, uniqueMobileNumber } from './support/player-api';

/**
 * Result alerts in Chromium at 360×740 against the real server (FAKE_TIME: Friday 20 Nov 2026, 11:00
 * IST): a push message delivered to the service worker through the DevTools protocol shows a notification, and
 * tapping it opens the market's chart; a player turns alerts on from the drawer's Notifications screen, and a
 * result declared for a chosen market shows in the app while it is open.
 */

const api = new ApiClient(inject('baseUrl'));

let adminToken = '';
let market: { _id: string; gameName: string };

beforeAll(async () => {
  adminToken = await api.signIn(inject('adminMobile'), inject('adminPassword'));
  // Open since 10:00, so its open result can be declared at the server's 11:00.
  const gameName = `Alert Morning ${Date.now() % 100_000}`;
  const created = await api.ok<{ game: { _id: string } }>('POST', '/admin/games', adminToken, {
    gameName,
    openTime: '10:00',
    closeTime: '23:00',
  });
  market = { _id: created.game._id, gameName };
});

async function newPlayerToken(): Promise<string> {
  return (await api.signUp('Alert Player', uniqueMobileNumber('6'), 'alert-pass-1')).token;
}

/** The page, once the service worker controls it (its first load installs the worker; a reload puts it in charge). */
async function openControlled(page: Page, token: string, path: string): Promise<void> {
  await openSignedIn(page, token, path);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
}

/** The service worker's registration id as DevTools knows it. */
async function registrationId(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

async function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const shown = await registration.getNotifications();
    return shown.map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      data: notification.data as unknown,
    }));
  });
}

async function grantNotifications(context: BrowserContext, origin: string): Promise<void> {
  await context.grantPermissions(['notifications'], { origin });
}

describe('result alerts', () => {
  const browser = useBrowser();

  it("shows a pushed result as a notification, and tapping it opens the market's chart", async () => {
    const { page, context, baseUrl } = browser;
    await grantNotifications(context, baseUrl);
    await openControlled(page, await newPlayerToken(), '/dashboard');

    const cdp = await context.newCDPSession(page);
    const registration = await registrationId(cdp, baseUrl);
    const alert = {
      title: `${market.gameName}: 128-1*-***`,
      body: 'Open result declared',
      market: 'daily',
      gameId: market._id,
      tag: `result-${market._id}-2026-11-20`,
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseUrl,
      registrationId: registration,
      data: JSON.stringify(alert),
    });
    await expect.poll(() => shownNotifications(page), { timeout: 10_000 }).toEqual([
      { title: alert.title, body: alert.body, tag: alert.tag, data: { url: `/game-chart/${market._id}` } },
    ]);

    // A correction of the same market day replaces the alert rather than adding one.
    const correction = { ...alert, title: `${market.gameName}: ***-**-***`, body: 'Correction: the open result 128 was withdrawn' };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseUrl,
      registrationId: registration,
      data: JSON.stringify(correction),
    });
    await expect.poll(async () => (await shownNotifications(page)).map((shown) => shown.title), { timeout: 10_000 }).toEqual([
      correction.title,
    ]);

    // The tap: the worker's notificationclick, as the system dispatches it, on the notification it showed.
    const [worker] = context.serviceWorkers();
    expect(worker, 'the service worker').toBeDefined();
    await worker!.evaluate(async () => {
      // The worker's globals, which the tests' DOM types do not name.
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(event: Event): boolean;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
    });
    await waitForPath(page, `/game-chart/${market._id}`);
    await expect.poll(() => shownNotifications(page)).toEqual([]);
    await page.getByRole('heading', { name: market.gameName }).first().waitFor();
    await screenshot(page, 'push-notification-opens-chart');
  });

  it('turns alerts on from the drawer for a chosen market and shows its new result in the app', { timeout: 90_000 }, async () => {
    const { page, context, baseUrl } = browser;
    await grantNotifications(context, baseUrl);
    await openControlled(page, await newPlayerToken(), '/dashboard');
    const dashboard = new DashboardPage(page);
    await dashboard.openMenu();
    await dashboard.drawer.getByRole('link', { name: 'Notifications' }).click();
    await waitForPath(page, '/notifications');
    await page.getByText('Result alerts are off.').waitFor();
    // The markets the player bets on today, unless chosen.
    expect(await page.getByRole('radio', { name: /Markets I bet on today/ }).isChecked()).toBe(true);
    await screenshot(page, 'push-notifications-off');

    await page.getByRole('radio', { name: 'Markets I choose' }).check();
    await page.getByRole('checkbox', { name: market.gameName }).check();
    await page.getByRole('checkbox', { name: /Starline results/ }).check();
    await page.getByRole('button', { name: 'Turn on result alerts' }).click();
    await page.getByText('Result alerts are on for this device.').waitFor();
    // Headless Chromium reaches no push service: the browser's subscription may fail, the choice holds on the device.
    const answer = dashboard.toast('Result alerts turned on').or(dashboard.toast('Could not turn on alerts on this device'));
    await answer.waitFor();
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
    await screenshot(page, 'push-notifications-on');

    await page.getByRole('link', { name: 'Back' }).click();
    await waitForPath(page, '/dashboard');
    await dashboard.gameCards.first().waitFor();
    await api.ok('POST', '/admin/results', adminToken, { gameId: market._id, session: 'open', pana: '128' });
    // Within one poll of the games list (30 s).
    await dashboard.toast(`${market.gameName}: 128-1*-***`).waitFor({ timeout: 40_000 });
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
    // The viewport: a full-page picture would stretch the toast out of place.
    await page.screenshot({ path: resolve(import.meta.dirname, '../../.test-artifacts/screens/push-result-in-app.png') });
  });
});
