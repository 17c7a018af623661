import jsQR from 'jsqr';
import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FundRequestsScreen } from './page-models/admin-console-screens';
import { AdminPage } from './page-models/admin-page';
import { launchBrowser, waitForPath } from './support/browser';
import { ApiClient, screenshot, uniqueMobileNumber } from './support/player-api';
import { ADMIN_MOBILE, ADMIN_PASSWORD, FAKE_TIME, makeDataDir, removeDataDir, startServer, type RunningServer } from './support/server';

/**
 * Two-factor sign-in in Chromium against the real server at FAKE_TIME (running on). The operator turns it on
 * from the console (the QR code on screen decodes to the otpauth:// link), signs out, signs in again with a code
 * from the same secret as an authenticator app would show it, approves a player's deposit, and finds that
 * approval on the Audit trail screen, after the sign-in itself.
 *
 * A private server: two-factor is a state of the one operator account, which the other e2e files share.
 */

let server: RunningServer;
let dataDir: string;
let browser: Browser;
let page: Page;
let api: ApiClient;

/** The code an authenticator app shows a moment from now by the server's clock (a later step than any used). */
async function nextCode(secret: string): Promise<string> {
  const serverNow = await api.serverNow();
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: serverNow + 30_000 });
}

/** The QR code as the operator's phone camera would see it: a screenshot of it, read pixel by pixel. */
async function decodeQrFromScreenshot(target: Page, png: Buffer): Promise<string | undefined> {
  const pixels = await target.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    return { data: Array.from(data), width, height };
  }, png.toString('base64'));
  return jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height)?.data;
}

beforeAll(async () => {
  dataDir = await makeDataDir();
  server = await startServer({ distDir: inject('distDir'), dataDir, fakeTime: FAKE_TIME });
  api = new ApiClient(server.baseUrl);
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: server.baseUrl });
  page = await context.newPage();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await removeDataDir(dataDir);
});

describe('operator two-factor sign-in', () => {
  it('enrols from the console, signs in with a code, approves a deposit and finds it on the audit trail', async () => {
    const operator = new AdminPage(page);
    await operator.open('/admin/');
    await operator.signIn(ADMIN_MOBILE, ADMIN_PASSWORD);
    await operator.screenTitle('Overview').waitFor();

    // Enrol: QR code and key, then the first code, then the recovery codes once.
    await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Two-factor sign-in' }).click();
    await operator.screenTitle('Two-factor sign-in').waitFor();
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const qr = page.getByAltText('QR code for your authenticator app');
    await qr.waitFor();
    const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const decoded = await decodeQrFromScreenshot(page, await qr.screenshot());
    expect(decoded).toMatch(/^otpauth:\/\/totp\//);
    expect(new URL(decoded!).searchParams.get('secret')).toBe(secret);
    await screenshot(page, 'admin-two-factor-setup-1280x800');

    await page.getByLabel('Code from the app').fill('000000');
    await page.getByRole('button', { name: 'Turn On' }).click();
    await page.getByText('That code is not right. Please check your authenticator app and try again.').waitFor();
    await page.getByLabel('Code from the app').fill(TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: await api.serverNow() }));
    await page.getByRole('button', { name: 'Turn On' }).click();
    const codes = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    await screenshot(page, 'admin-two-factor-recovery-codes-1280x800');
    await page.getByRole('button', { name: 'I Have Saved Them' }).click();
    await page.getByText('Two-factor sign-in is on.').waitFor();

    // Sign out; the password alone no longer opens the console.
    await operator.signOutButton.click();
    await waitForPath(page, '/admin/sign-in');
    await operator.signIn(ADMIN_MOBILE, ADMIN_PASSWORD);
    await page.getByRole('heading', { name: 'Two-factor sign in' }).waitFor();
    await page.getByLabel('Code', { exact: true }).fill(await nextCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    // Back in the console, on the screen the operator signed out from.
    await operator.screenTitle('Two-factor sign-in').waitFor();
    await page.getByText('Two-factor sign-in is on.').waitFor();

    // A player's deposit, approved from the console.
    const playerName = `Two Factor Player ${String(Date.now()).slice(-5)}`;
    const player = await api.signUp(playerName, uniqueMobileNumber('7'), 'player-pass-1');
    const transactionId = `TXN${Date.now()}2FA`;
    await api.ok('POST', '/fund-request/create', player.token, { amount: 1500, transactionId, paymentMethod: 'QR' });
    const funds = new FundRequestsScreen(page);
    await funds.goTo('Fund requests');
    const request = funds.request(playerName);
    await request.getByRole('button', { name: 'Approve' }).click();
    await funds.confirm('Approve');
    await funds.toast('Fund request approved').waitFor();

    // The Audit trail screen: the approval, and before it the sign-in with two-factor.
    await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Audit trail' }).click();
    await operator.screenTitle('Audit trail').waitFor();
    const entries = page.getByTestId('audit-entry');
    const approval = entries.filter({ hasText: 'fund_request.approve' });
    await approval.first().waitFor();
    expect(await approval.count()).toBe(1);
    expect(await entries.filter({ hasText: 'two_factor.enable' }).count()).toBe(1);
    expect(await entries.filter({ hasText: 'auth.sign_in' }).count()).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'admin-audit-after-two-factor-1280x800');
  });
});
