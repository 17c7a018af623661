import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AdminPage } from './page-models/admin-page';
import { launchBrowser } from './support/browser';
import { ApiClient, uniqueMobileNumber } from './support/player-api';

/**
 * The password requests screen in Chromium against the real server: two forgot-password requests for one
 * player, the owner's from their phone and a stranger's, are shown together with where each came from and the
 * warning to check with the player; approving the owner's closes the stranger's, and the owner's password is set.
 */

const baseUrl = inject('baseUrl');
const api = new ApiClient(baseUrl);
const OWNERS_PHONE = 'Mozilla/5.0 (Linux; Android 13; Redmi Note 12) Chrome/120.0 Mobile';
const STRANGER = 'StrangerBot/2.0';

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 360, height: 740 }, locale: 'en-IN' });
});

afterAll(async () => {
  await browser?.close();
});

describe('password requests screen', () => {
  it("shows a player's requests together with their origins, and approving the owner's closes the stranger's", async () => {
    const mobileNumber = uniqueMobileNumber();
    const name = `Padmini Request ${mobileNumber.slice(-4)}`;
    await api.signUp(name, mobileNumber, 'old-pass-1');
    for (const [agent, newPassword] of [
      [OWNERS_PHONE, 'owners-new-1'],
      [STRANGER, 'strangers-1'],
    ] as const) {
      const sent = await api.call('PUT', '/user/forgot-password', null, { mobileNumber, newPassword }, { 'User-Agent': agent });
      expect(sent.status).toBe(200);
    }

    const operator = new AdminPage(await context.newPage());
    await operator.open();
    await operator.signIn(inject('adminMobile'), inject('adminPassword'));
    await operator.screenTitle('Overview').waitFor();
    await operator.goTo('Password requests');
    await expect.poll(() => operator.page.getByRole('note').textContent()).toMatch(/check with the player \(for example on WhatsApp/);

    const player = operator.page.getByTestId('password-request-player').filter({ hasText: name });
    await player.waitFor();
    expect(await player.textContent()).toContain('2 pending requests');
    const requests = player.getByTestId('password-request');
    expect(await requests.count()).toBe(2);
    const owners = requests.filter({ hasText: 'Android 13' });
    const strangers = requests.filter({ hasText: STRANGER });
    expect(await owners.textContent()).toContain('127.0.0.1');

    await owners.getByRole('button', { name: 'Approve', exact: true }).click();
    expect(await operator.dialog().textContent()).toMatch(/other pending request will be closed/);
    await operator.confirm('Approve');
    await owners.getByText('Approved').waitFor();
    await strangers.getByText('Superseded').waitFor();
    expect(await strangers.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);

    expect((await api.call('POST', '/auth/login', null, { mobileNumber, password: 'strangers-1' })).status).toBe(401);
    expect((await api.call('POST', '/auth/login', null, { mobileNumber, password: 'owners-new-1' })).status).toBe(200);
  });
});
