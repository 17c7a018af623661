import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hiPlayPaused } from '../../src/i18n/hi-responsible-play';
import { hiFunds } from '../../src/i18n/hi-wallet';
import { LANGUAGE_STORAGE_KEY } from '../../src/i18n/language';
import { PlayerScreens } from './page-models/wallet-pages';
import { useBrowser } from './support/browser';
import { ApiClient, openSignedIn, screenshot, uniqueMobileNumber } from './support/player-api';

/**
 * Add Funds judges a deposit as its amount is typed, in Chromium at 360×740 against the real server: past the
 * player's own deposit limit, or during a time-out, the screen says so with the room left or when the break ends,
 * in place of the payee and the ways to pay, so that the player is never sent to pay a deposit that would be
 * refused once the money has left their bank. In English and in Hindi.
 */

const api = new ApiClient(inject('baseUrl'));
const PAYEE = { upiId: 'matka.allowance@okaxis', upiName: 'Matka Play Services' };
let adminToken = '';
let settingsBefore: Record<string, unknown> = {};

beforeAll(async () => {
  adminToken = await api.signIn(inject('adminMobile'), inject('adminPassword'));
  settingsBefore = await api.ok('GET', '/main-settings/public', null);
  await api.updateMainSettings(adminToken, PAYEE);
});

afterAll(async () => {
  await api.updateMainSettings(adminToken, { upiId: settingsBefore.upiId, upiName: settingsBefore.upiName ?? '' });
});

async function newPlayer(name: string): Promise<string> {
  return (await api.signUp(name, uniqueMobileNumber('6'), 'allowance-pass-1')).token;
}

describe('Add Funds before paying', () => {
  const browser = useBrowser();

  it('shows the room a deposit limit leaves instead of the payee, for an amount past it', async () => {
    const { page } = browser;
    const screens = new PlayerScreens(page);
    const token = await newPlayer('Limited Depositor');
    await api.ok('PUT', '/user/responsible-play/limits', token, { deposit: { daily: 1_000 } });

    await openSignedIn(page, token, '/add-fund');
    await screens.heading('Add Funds').waitFor();
    await screens.enterDeposit(750);
    await expect.poll(() => screens.payee.getByTestId('payee-amount').textContent()).toBe('₹750');

    await screens.enterDeposit(1500);
    const refusal = page.getByTestId('deposit-refusal');
    await refusal.getByRole('heading', { name: 'Deposit limit reached' }).waitFor();
    expect(await refusal.getByTestId('deposit-room').textContent()).toBe('You can add up to ₹1,000 more today.');
    expect(await refusal.textContent()).toContain('over your daily deposit limit of ₹1,000');
    expect(await screens.payee.count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Scan using QR Code' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Pay using UPI App' }).count()).toBe(0);
    await screenshot(page, 'add-fund-over-deposit-limit');

    // Within the limit, the payee and the ways to pay are back.
    await screens.enterDeposit(1000);
    await expect.poll(() => screens.payee.getByTestId('payee-amount').textContent()).toBe('₹1,000');
    await refusal.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Scan using QR Code' }).waitFor();
  });

  it('shows the pause and when it ends during a time-out, in English and in Hindi, and never the QR code', async () => {
    const { page } = browser;
    const screens = new PlayerScreens(page);
    const token = await newPlayer('Resting Depositor');
    await api.ok('POST', '/user/responsible-play/time-out', token, { days: 1 });

    await openSignedIn(page, token, '/add-fund');
    await screens.heading('Add Funds').waitFor();
    await screens.enterDeposit(500);
    const refusal = page.getByTestId('deposit-refusal');
    await refusal.getByRole('heading', { name: 'Bets and deposits are paused' }).waitFor();
    expect(await refusal.textContent()).toMatch(/You are taking a time-out until .+ IST\. Bets and deposits are paused/);
    expect(await page.getByRole('button', { name: 'Scan using QR Code' }).count()).toBe(0);
    expect(await page.getByTestId('payment-qr').count()).toBe(0);
    await screenshot(page, 'add-fund-time-out');

    await page.evaluate((key) => localStorage.setItem(key, 'hi'), LANGUAGE_STORAGE_KEY);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    await page.getByLabel(hiFunds.amount, { exact: true }).fill('500');
    await refusal.getByRole('heading', { name: hiPlayPaused.title }).waitFor();
    expect(await refusal.textContent()).toContain('टाइम-आउट');
    expect(await page.getByRole('button', { name: hiFunds.scanQr }).count()).toBe(0);
    await screenshot(page, 'add-fund-time-out-hi');
    await page.evaluate((key) => localStorage.setItem(key, 'en'), LANGUAGE_STORAGE_KEY);
  });
});
