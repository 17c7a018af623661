import { mkdir, readFile } from 'node:fs/promises';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FundRequestsScreen } from './page-models/admin-console-screens';
import { PlayerScreens } from './page-models/wallet-pages';
import { useBrowser } from './support/browser';
import { ApiClient, openSignedIn, uniqueMobileNumber } from './support/player-api';

/**
 * Deposits that operators can match to a payment, in Chromium at 360×740 against the real server: the
 * payee before paying, a QR code that decodes to NPCI's UPI link, no fund request until the UTR is entered, a
 * reused UTR refused, and the operator finding the request by its UTR in the console.
 */

const api = new ApiClient(inject('baseUrl'));
const SHOTS_DIR = '/tmp/shots';
const PAYEE = { upiId: 'matka.deposits@okaxis', upiName: 'Matka Play Services' };
const SUBMITTED = 'Fund request submitted successfully! Please wait for admin approval.';
const REUSED = 'This UPI reference (UTR) has already been used for a fund request';

let adminToken = '';
let settingsBefore: Record<string, unknown> = {};

interface AdminFundRequest {
  _id: string;
  transactionId: string;
  amount: number;
  paymentMethod: string;
  status: string;
  user: { _id: string; name: string };
}

/** What the operator's API lists for one player (newest first), or for one reference. */
async function requestsOf(playerId: string, query = ''): Promise<AdminFundRequest[]> {
  const { requests } = await api.ok<{ requests: AdminFundRequest[] }>(
    'GET',
    `/admin/fund-requests?status=all&limit=100${query ? `&query=${query}` : ''}`,
    adminToken,
  );
  return requests.filter((request) => request.user._id === playerId);
}

/** What the screen shows at 360×740, toasts and dialogs at rest. */
async function shot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS_DIR, { recursive: true });
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  await page.screenshot({ path: `${SHOTS_DIR}/deposit-${name}.png` });
}

/** A 12-digit UTR no other run has used. */
function newUtr(): string {
  return `${Date.now()}`.slice(-11).padStart(11, '4') + String(Math.floor(Math.random() * 10));
}

beforeAll(async () => {
  adminToken = await api.signIn(inject('adminMobile'), inject('adminPassword'));
  settingsBefore = await api.ok('GET', '/main-settings/public', null);
  await api.updateMainSettings(adminToken, PAYEE);
});

afterAll(async () => {
  await api.updateMainSettings(adminToken, { upiId: settingsBefore.upiId, upiName: settingsBefore.upiName ?? '' });
});

describe('a deposit with the payment reference (UTR)', () => {
  const browser = useBrowser();

  it('shows the payee, draws the UPI link as a QR code, and makes the request only with a new UTR', async () => {
    const { page } = browser;
    const screens = new PlayerScreens(page);
    const name = 'Kavya Deposit';
    const player = await api.signUp(name, uniqueMobileNumber('7'), 'deposit-pass-1');

    await openSignedIn(page, player.token, '/add-fund');
    await screens.heading('Add Funds').waitFor();
    await expect.poll(() => screens.payee.getByTestId('payee-name').textContent()).toBe(PAYEE.upiName);
    expect(await screens.payee.getByTestId('payee-upi-id').textContent()).toBe(PAYEE.upiId);
    await screens.enterDeposit(2500);
    expect(await screens.payee.getByTestId('payee-amount').textContent()).toBe('₹2,500');
    await shot(page, 'payee');

    // The QR code: the payee and amount beside it, and NPCI's parameters in the link it decodes to.
    await screens.button('Scan using QR Code').click();
    await screens.qrImage.waitFor();
    const dialogText = await screens.qrDialog.textContent();
    expect(dialogText).toContain(PAYEE.upiName);
    expect(dialogText).toContain(PAYEE.upiId);
    expect(dialogText).toContain('₹2,500');
    await shot(page, 'qr');
    const pixels = await screens.qrPixels();
    const decoded = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
    expect(decoded, 'the QR code decodes').not.toBeNull();
    const link = new URL(decoded!.data);
    expect(link.protocol).toBe('upi:');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      pa: PAYEE.upiId,
      pn: PAYEE.upiName,
      am: '2500',
      cu: 'INR',
      tn: 'Matka Play deposit',
    });

    // Seeing the QR code made nothing, nor does closing it.
    await screens.qrDialog.getByRole('button', { name: 'I Have Paid' }).click();
    await screens.qrDialog.waitFor({ state: 'detached' });
    // Focus returns to the UTR field as the dialog closes, a frame after it has left the page.
    await expect.poll(() => screens.utrField.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await requestsOf(player.id)).toEqual([]);

    // A UTR that is not 12 digits is refused by the app, under the field.
    await screens.submitUtr('41234567');
    await screens.utrProblem.filter({ hasText: 'UPI reference (UTR) must be 12 digits' }).waitFor();
    await shot(page, 'utr-invalid');
    expect(await requestsOf(player.id)).toEqual([]);

    const utr = newUtr();
    await screens.submitUtr(utr);
    await screens.toast(SUBMITTED).waitFor();
    await shot(page, 'submitted');
    const [created, ...others] = await requestsOf(player.id);
    expect(others).toEqual([]);
    expect(created).toMatchObject({ transactionId: utr, amount: 2500, paymentMethod: 'QR', status: 'pending' });

    // The same UTR again, for another amount: the server's message, and nothing new.
    await screens.enterDeposit(800);
    await screens.button('Scan using QR Code').click();
    await screens.qrDialog.getByRole('button', { name: 'I Have Paid' }).click();
    await screens.submitUtr(utr);
    await screens.toast(REUSED).waitFor();
    await screens.utrProblem.filter({ hasText: REUSED }).waitFor();
    await shot(page, 'utr-reused');
    expect((await requestsOf(player.id)).map((request) => request._id)).toEqual([created!._id]);

    // The operator, on a phone too, finds the request by its UTR.
    const operatorPage = await browser.context.newPage();
    const funds = new FundRequestsScreen(operatorPage);
    await funds.open();
    await funds.signIn(inject('adminMobile'), inject('adminPassword'));
    await funds.screenTitle('Overview').waitFor();
    await funds.goTo('Fund requests');
    await funds.search(utr);
    await expect.poll(() => funds.requests.count()).toBe(1);
    const found = funds.request(utr);
    expect(await found.textContent()).toContain(name);
    expect(await found.textContent()).toContain('₹2,500');
    await shot(operatorPage, 'console-search');
    await funds.search(utr.slice(0, 8));
    await funds.request(utr).waitFor();
  });

  it('where no UPI app opens, offers the UPI ID the link pays to copy and the QR code to save, never the link as text', async () => {
    const { page, context } = browser;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const screens = new PlayerScreens(page);
    const player = await api.signUp('Meera Nopay', uniqueMobileNumber('7'), 'deposit-pass-1');

    await openSignedIn(page, player.token, '/add-fund');
    await expect.poll(() => screens.payee.getByTestId('payee-upi-id').textContent()).toBe(PAYEE.upiId);
    await screens.enterDeposit(1500);
    // Headless Chromium has no UPI app: the link opens nothing, and the tab takes no more input after it. The rest
    // happens in a fresh tab holding what the first kept for itself, as a phone reopens a tab it discarded.
    await screens.button('Pay using UPI App').click();
    await screens.payWithoutApp.waitFor();
    const kept = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
    // The operator changes the UPI ID meanwhile: the player has paid, or is paying, the one the link holds.
    await api.updateMainSettings(adminToken, { upiId: 'matka.newpayee@okicici' });
    const tab = await context.newPage();
    await tab.addInitScript((entries) => {
      for (const [key, value] of JSON.parse(entries) as [string, string][]) sessionStorage.setItem(key, value);
    }, kept);
    await tab.goto('/add-fund');
    const tabScreens = new PlayerScreens(tab);
    const panel = tabScreens.payWithoutApp;
    await panel.waitFor();
    // In the panel's first frame, before the settings are read, and after they are.
    expect(await panel.getByTestId('pay-without-app-amount').textContent()).toBe('₹1,500');
    expect(await panel.getByTestId('pay-without-app-upi-id').textContent()).toBe(PAYEE.upiId);
    await expect.poll(() => tabScreens.payee.getByTestId('payee-upi-id').textContent()).toBe('matka.newpayee@okicici');
    expect(await panel.getByTestId('pay-without-app-upi-id').textContent()).toBe(PAYEE.upiId);

    await panel.getByRole('button', { name: 'Copy UPI ID' }).click();
    await panel.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await tab.evaluate(() => navigator.clipboard.readText())).toBe(PAYEE.upiId);
    await shot(tab, 'without-app');

    const [download] = await Promise.all([
      tab.waitForEvent('download'),
      panel.getByRole('link', { name: 'Save QR' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('matka-play-pay-1500.png');
    const file = await readFile((await download.path())!);
    expect([...file.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const png = await tabScreens.pngPixels(file);
    const decoded = jsQR(Uint8ClampedArray.from(png.data), png.width, png.height);
    expect(new URL(decoded!.data).searchParams.get('am')).toBe('1500');
    expect(new URL(decoded!.data).searchParams.get('pa')).toBe(PAYEE.upiId);
    // This browser cannot share files: no Share QR.
    expect(await panel.getByRole('button', { name: 'Share QR' }).count()).toBe(0);

    for (const shown of [page, tab]) expect(await shown.locator('body').innerText()).not.toContain('upi://');
    expect(await tabScreens.utrField.isVisible()).toBe(true);
    expect(await requestsOf(player.id)).toEqual([]);
  });
});
