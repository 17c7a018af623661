import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';
import { ApiClient, openSignedIn, screenshot, uniqueMobileNumber } from './support/player-api';

/**
 * A player hears of money that moved without asking, in Chromium at 360×740 against the real server: a deposit
 * waiting for approval shows on the Wallet with its UTR, the operator's approval lights the dashboard's bell, and
 * opening Activity reads "Deposit of ₹… approved" and puts the badge out.
 */

const api = new ApiClient(inject('baseUrl'));

/** A 12-digit UTR no other run has used, ending in 4321. */
function newUtr(): string {
  return `${String(Date.now()).slice(-8)}4321`;
}

describe('the activity list', () => {
  const browser = useBrowser();

  it('shows a pending deposit on the Wallet, then its approval behind the bell, read on opening', async () => {
    const { page } = browser;
    const adminToken = await api.signIn(inject('adminMobile'), inject('adminPassword'));
    const player = await api.signUp('Meera Activity', uniqueMobileNumber('6'), 'activity-pass-1');
    const utr = newUtr();
    const { request } = await api.ok<{ request: { _id: string } }>('POST', '/fund-request/create', player.token, {
      amount: 750,
      utr,
      paymentMethod: 'UPI',
    });

    await openSignedIn(page, player.token, '/wallet');
    const pending = page.getByTestId('pending-deposits');
    await expect.poll(() => pending.textContent()).toBe('₹750 waiting for approval · UTR …4321');
    await screenshot(page, 'activity-pending-deposit');

    await api.ok('POST', `/admin/fund-requests/${request._id}/approve`, adminToken, {});

    await page.goto('/dashboard');
    const badge = page.getByTestId('activity-badge');
    await expect.poll(() => badge.textContent()).toBe('1');
    const bell = page.getByTestId('activity-bell');
    expect(await bell.getAttribute('aria-label')).toBe('Activity, 1 new');
    await screenshot(page, 'activity-bell');

    await bell.click();
    await page.getByRole('heading', { name: 'Activity' }).waitFor();
    const items = page.getByTestId('activity').getByRole('listitem');
    await expect.poll(() => items.first().textContent()).toMatch(/^Deposit of ₹750 approved/);
    expect(await items.count()).toBe(1);
    await screenshot(page, 'activity-screen');

    await page.goBack();
    await page.getByTestId('activity-bell').waitFor();
    await expect.poll(() => badge.count()).toBe(0);
    expect(await page.getByTestId('activity-bell').getAttribute('aria-label')).toBe('Activity');

    await page.goto('/wallet');
    await page.getByTestId('wallet-balance').waitFor();
    await expect.poll(() => page.getByTestId('wallet-balance').textContent()).toContain('₹750');
    // The deposits come from the device's cache first, refreshed as the screen opens.
    await expect.poll(() => pending.count()).toBe(0);
  });
});
