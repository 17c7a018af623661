import type { Request } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { BetPage } from './page-models/bet-page';
import { PlayerScreens } from './page-models/wallet-pages';
import { useBrowser, waitForPath } from './support/browser';
import { ApiClient, STANDARD_RATES, openSignedIn, screenshot, uniqueMobileNumber } from './support/player-api';

/**
 * A bet slip on the jodi screen at 360×740, against the real server at FAKE_TIME (Friday 11:00 IST): three
 * numbers added with their amounts, one confirmation, one request, the new balance and three bets in the history.
 */

const api = new ApiClient(inject('baseUrl'));
let adminToken = '';
let marketId = '';

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

beforeAll(async () => {
  adminToken = await api.signIn(inject('adminMobile'), inject('adminPassword'));
  const created = await api.ok<{ game: { _id: string } }>('POST', '/admin/games', adminToken, {
    gameName: `Slip Noon ${String(Date.now()).slice(-5)}`,
    openTime: '12:00',
    closeTime: '18:00',
  });
  marketId = created.game._id;
  // The server takes no bets without rates: the usual ones, unless another journey already set some.
  if ((await api.call('GET', '/gamerates', null)).status !== 200) {
    await api.ok('PUT', '/admin/gamerates', adminToken, STANDARD_RATES);
  }
});

describe('the bet slip', () => {
  const browser = useBrowser();

  it('three jodi numbers, their total, one confirmation; then the new balance and three bets in history', async () => {
    const { page } = browser;
    const { token, id } = await api.signUp('Slip Player', uniqueMobileNumber('7'), 'slip-pass-1');
    await api.adjust(adminToken, id, 1_000);
    const sent: Request[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'POST' && path.startsWith('/api/bets')) sent.push(request);
    });

    await openSignedIn(page, token, `/bet/jodi/${marketId}`);
    const bet = new BetPage(page);
    await bet.placeBetButton.waitFor();
    await bet.balance.filter({ hasText: rupees(1_000) }).waitFor();

    await bet.number.fill('12');
    await bet.quickAmount('₹100').click();
    expect(await bet.potentialWin.textContent()).toBe(rupees(9_500));
    await bet.addToSlipButton.click();
    await bet.slipLines.first().waitFor();
    // The amount stays for the next number; another is typed.
    await bet.number.fill('34');
    await bet.amount.fill('50');
    await bet.addToSlipButton.click();
    await bet.number.fill('56');
    await bet.amount.fill('5');
    // A stake below the minimum promises nothing and is not added.
    expect(await bet.potentialWin.textContent()).toBe('₹0');
    await bet.amount.fill('25');
    await bet.addToSlipButton.click();

    await expect.poll(() => bet.slipLines.count()).toBe(3);
    expect(await bet.slipLines.allTextContents()).toEqual([
      expect.stringContaining('12'),
      expect.stringContaining('34'),
      expect.stringContaining('56'),
    ]);
    expect(await bet.slipTotal.textContent()).toBe(rupees(175));
    // A slip places by its own button: the single bet's is gone.
    expect(await page.getByRole('button', { name: 'Place Bet', exact: true }).count()).toBe(0);
    await screenshot(page, 'bet-slip');

    await bet.placeSlipButton.click();
    await bet.confirmation.getByText(`Place 3 bets for a total of ${rupees(175)}?`).waitFor();
    await screenshot(page, 'bet-slip-confirm');
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/bets/batch');
    await bet.confirmation.getByRole('button', { name: 'Confirm', exact: true }).click();
    expect((await answered).status()).toBe(201);
    await bet.toast('3 bets placed successfully!').waitFor();
    await bet.toast(`New balance: ${rupees(825)}`).waitFor();
    expect(sent.map((request) => new URL(request.url()).pathname)).toEqual(['/api/bets/batch']);

    // Back on the dashboard after a placed slip, then the history.
    await waitForPath(page, '/dashboard');
    await page.goto('/bidding-history');
    const screens = new PlayerScreens(page);
    await expect.poll(() => screens.bets.count()).toBe(3);
    await expect.poll(() => screens.stat('Total Bets').textContent()).toBe('3');
    expect(await screens.stat('Total Staked').textContent()).toBe(rupees(175));
  });
});
