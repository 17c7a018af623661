import { readFile } from 'node:fs/promises';
import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { PlayerLinks } from '../../contract/risk';
import { DEVICE_ID_PATTERN } from '../../src/domain/device-id';
import { hiDataRights } from '../../src/i18n/hi-data-rights';
import { HI_SERVER_REFUSALS } from '../../src/i18n/hi-server-errors';
import { LANGUAGE_STORAGE_KEY } from '../../src/i18n/language';
import { DEVICE_ID_STORAGE_KEY } from '../../src/state/device-id';
import { DashboardPage } from './page-models/dashboard-page';
import { useBrowser, waitForPath } from './support/browser';
import { ApiClient, screenshot, uniqueMobileNumber } from './support/player-api';

/**
 * The player's rights over their data in Chromium at 360×740 against the real server: a player in Hindi downloads
 * their data from the wallet and closes their account (the explanation, a wrong password beside the field, then
 * signed out and told the account is closed), and cannot sign in again; and the device's id goes with every
 * sign-in, so the console sees two accounts signed in from one device.
 */

const api = new ApiClient(inject('baseUrl'));
let adminToken = '';

beforeAll(async () => {
  adminToken = await api.signIn(inject('adminMobile'), inject('adminPassword'));
});

interface Player {
  id: string;
  name: string;
  mobileNumber: string;
  password: string;
}

async function newPlayer(name: string): Promise<Player> {
  const player = { name, mobileNumber: uniqueMobileNumber('6'), password: 'rights-pass-1' };
  const { id } = await api.signUp(player.name, player.mobileNumber, player.password);
  return { ...player, id };
}

/** Signs in through the app's own form (whatever its language), as a player would. */
async function signInThroughForm(page: Page, player: Player): Promise<void> {
  await page.locator('input[name="mobileNumber"]').fill(player.mobileNumber);
  await page.locator('input[name="password"]').fill(player.password);
  await page.locator('form button[type="submit"]').click();
}

/** The bodies the app sends to POST /api/auth/login, as they leave the browser. */
function watchSignIns(page: Page): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/auth/login') {
      bodies.push(request.postDataJSON() as Record<string, unknown>);
    }
  });
  return bodies;
}

const toast = (page: Page, text: string) => page.locator('.Toastify__toast').filter({ hasText: text });

describe('data rights', () => {
  const browser = useBrowser();

  it('a player in Hindi downloads their data, closes the account, and cannot sign in again', async () => {
    const { page } = browser;
    const player = await newPlayer('Meera Sharma');
    // Money still owed: the account waits for the operators' payout, so its details are not erased yet.
    await api.adjust(adminToken, player.id, 500);

    await page.goto('/privacy-policy');
    await page.evaluate((key) => localStorage.setItem(key, 'hi'), LANGUAGE_STORAGE_KEY);
    // The privacy policy in Hindi says how to download the data and close the account.
    await page.reload();
    await page.getByRole('heading', { name: hiDataRights.privacyDownloadTitle }).waitFor();
    await page.getByRole('heading', { name: hiDataRights.privacyDeleteTitle }).waitFor();
    await page.getByText(hiDataRights.privacyErased).waitFor();

    await page.goto('/auth');
    await signInThroughForm(page, player);
    await waitForPath(page, '/dashboard');
    await page.goto('/wallet');

    // Download my data: the file the server names, holding the player's own profile.
    const card = page.getByRole('region', { name: hiDataRights.title });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: hiDataRights.download, exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      profile: { _id: string; name: string; mobileNumber: string };
    };
    expect(data.profile).toMatchObject({ _id: player.id, name: player.name, mobileNumber: player.mobileNumber });
    await toast(page, hiDataRights.downloaded).waitFor();

    // Delete my account: what happens, said in Hindi, before the password.
    await card.getByRole('button', { name: hiDataRights.deleteAccount, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: hiDataRights.deleteAccount });
    for (const text of [
      hiDataRights.deleteClosedAtOnce,
      hiDataRights.deletePending,
      hiDataRights.deleteMoneyOwed,
      hiDataRights.deleteErased,
      hiDataRights.deleteRecordsKept,
    ]) {
      await dialog.getByText(text).waitFor();
    }
    const password = dialog.getByLabel(hiDataRights.password, { exact: true });
    const confirm = dialog.getByRole('button', { name: hiDataRights.confirmDelete, exact: true });
    await password.fill('not-my-password');
    await confirm.click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe(HI_SERVER_REFUSALS.PASSWORD_WRONG);
    await screenshot(page, 'data-rights-delete-hi');

    await password.fill(player.password);
    await confirm.click();
    await waitForPath(page, '/auth');
    await toast(page, hiDataRights.accountClosed).waitFor();

    // The console lists the closed account with the money owed; its personal data waits for the payout.
    const { closures } = await api.ok<{ closures: { user: { _id: string }; balance: number; erasedAt: string | null }[] }>(
      'GET',
      '/admin/account-closures',
      adminToken,
    );
    expect(closures.find((closure) => closure.user._id === player.id)).toMatchObject({ balance: 500, erasedAt: null });

    // Signing in again is refused, in Hindi.
    await signInThroughForm(page, player);
    await page.locator('form [role="alert"]').filter({ hasText: HI_SERVER_REFUSALS.ACCOUNT_CLOSED }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
  });

  it('sends the device’s id with every sign-in, so two accounts of one device are linked', async () => {
    const { page } = browser;
    const first = await newPlayer('Ravi Das');
    const second = await newPlayer('Ravi Kumar');
    const signIns = watchSignIns(page);

    await page.goto('/auth');
    await signInThroughForm(page, first);
    await waitForPath(page, '/dashboard');
    const dashboard = new DashboardPage(page);
    await dashboard.appTitle.waitFor();
    await dashboard.menuButton.click();
    await dashboard.signOutButton.click();
    await waitForPath(page, '/auth');
    await signInThroughForm(page, second);
    await waitForPath(page, '/dashboard');

    // One id, made once on the device, kept across the sign-out, sent with both sign-ins.
    const deviceId = await page.evaluate((key) => localStorage.getItem(key), DEVICE_ID_STORAGE_KEY);
    expect(deviceId).toMatch(DEVICE_ID_PATTERN);
    expect(signIns.map((body) => body.deviceId)).toEqual([deviceId, deviceId]);

    // The console sees the two accounts linked by the device (shown by its last 4 characters).
    const { links } = await api.ok<PlayerLinks>('GET', `/admin/users/${first.id}/links`, adminToken);
    const link = links.find((candidate) => candidate.user._id === second.id);
    expect(link?.reasons.filter((reason) => reason.kind === 'device')).toEqual([
      { kind: 'device', value: `••••${deviceId!.slice(-4)}` },
    ]);
  });
});
