import { beforeAll, describe, expect, inject, it } from 'vitest';
import { PlayerScreens } from './page-models/wallet-pages';
import { useBrowser } from './support/browser';
import { ApiClient, openSignedIn, screenshot, uniqueMobileNumber, STANDARD_RATES } from './support/player-api';
import { expectServiceWorkerActive } from './support/service-worker';

/**
 * Local-first: after one online visit, every screen of the wallet, histories, payout details, password,
 * support and Starline renders offline from the cache.
 */

const api = new ApiClient(inject('baseUrl'));
const suffix = String(Date.now()).slice(-5);

let token = '';
let mobileNumber = '';
let starlineGameId = '';
const starlineName = `Star ${suffix} Late`;

beforeAll(async () => {
  const admin = await api.signIn(inject('adminMobile'), inject('adminPassword'));
  mobileNumber = uniqueMobileNumber('6');
  const player = await api.signUp('Offline Player', mobileNumber, 'offline-pass-1');
  token = player.token;
  await api.adjust(admin, player.id, 5000);

  // A fund request, a bank account, a Paytm number, a withdrawal, a support message.
  await api.ok('POST', '/fund-request/create', token, { amount: 700, transactionId: `TXN${Date.now()}123`, paymentMethod: 'QR' });
  await api.ok('PUT', '/user/bank-details', token, {
    accountHolderName: 'Offline Player',
    accountNumber: '555566667777',
    confirmAccountNumber: '555566667777',
    ifscCode: 'ICIC0000555',
    bankName: 'ICICI Bank',
  });
  await api.ok('PUT', '/user/payment-details', token, { paytm: '9000012345' });
  await api.ok('POST', '/withdraw/request', token, { amount: 1000, method: 'bank' });
  await api.ok('POST', '/enquiry/user', token, { message: 'Is my withdrawal on its way?' });

  // A daily bet that wins.
  if ((await api.call('GET', '/gamerates', null)).status === 404) await api.ok('PUT', '/admin/gamerates', admin, STANDARD_RATES);
  // A result is declared only once betting on its session has closed, so the market opens a minute or two
  // from now on the server's clock: bet before, move the clock, declare after.
  const istNow = new Date((await api.serverNow()) + 330 * 60_000);
  const opensAt = Math.ceil((istNow.getTime() + 15_000) / 60_000) * 60_000;
  const openTime = new Date(opensAt).toISOString().slice(11, 16);
  const { game } = await api.ok<{ game: { _id: string } }>('POST', '/admin/games', admin, {
    gameName: `Offline ${suffix}`,
    openTime,
    closeTime: '23:59',
  });
  const today = istNow.toISOString().slice(0, 10);
  await api.ok('POST', '/bets', token, {
    gameId: game._id,
    betType: 'single',
    session: 'open',
    betNumber: '5',
    betAmount: 20,
    gameDate: new Date(`${today}T00:00:00+05:30`).toISOString(),
  });
  // Opening time on the server's clock, moved there rather than waited for (a second more: the Date header counts
  // whole seconds).
  await api.advanceServerClock(opensAt - ((await api.serverNow()) + 330 * 60_000) + 1_000);
  await api.ok('POST', '/admin/results', admin, { gameId: game._id, session: 'open', pana: '500' });

  // A Starline bet on a game open until 23:59.
  const created = await api.ok<{ game: { _id: string } }>('POST', '/admin/starline/games', admin, {
    gameName: starlineName,
    gameNameHindi: 'देर',
    openTime: '23:59',
    minBet: 10,
    maxBet: 1000,
  });
  starlineGameId = created.game._id;
  await api.ok('POST', '/starline/bets', token, { gameId: starlineGameId, betType: 'single digit', betNumber: '3', betAmount: 30 });
});

describe('offline after one online visit', () => {
  const browser = useBrowser();

  it('renders every screen of the wallet, histories, payout, password, support and Starline from the cache', { timeout: 180_000 }, async () => {
    const { page, context } = browser;
    const screens = new PlayerScreens(page);
    const balance = '₹4,140'; // 5000 − 1000 held for the withdrawal − 20 bet − 30 Starline bet + 190 won
    const checks: [path: string, ready: () => Promise<unknown>][] = [
      ['/wallet', () => expect.poll(() => screens.walletBalance.textContent()).toBe(balance)],
      ['/add-fund', () => expect.poll(() => page.getByTestId('current-points').textContent()).toBe(balance)],
      ['/withdraw-fund', () => screens.method('Bank').waitFor()],
      ['/withdraw-history', () => screens.withdrawals.filter({ hasText: '₹1,000' }).waitFor()],
      // Fund request, withdrawal, daily bet and its win, Starline bet.
      ['/wallet-statement', () => expect.poll(() => screens.statementEntries.count()).toBe(5)],
      ['/bidding-history', () => screens.bets.filter({ hasText: `Offline ${suffix}` }).waitFor()],
      ['/winning-history', () => screens.bets.filter({ hasText: '₹190' }).waitFor()],
      ['/bank', () => expect.poll(() => screens.field('Account Holder Name').inputValue()).toBe('Offline Player')],
      ['/paytm', () => expect.poll(() => screens.field('Mobile Number').inputValue()).toBe('9000012345')],
      ['/googlepay', () => screens.heading('Google Pay').waitFor()],
      ['/phonepe', () => screens.heading('PhonePe').waitFor()],
      ['/change-password', () => expect.poll(() => screens.field('Mobile Number').inputValue()).toBe(mobileNumber)],
      ['/enquiry', () => screens.enquiryMessages.filter({ hasText: 'Is my withdrawal on its way?' }).waitFor()],
      ['/starline-gaming', () => screens.starlineCard(starlineName).waitFor()],
      ['/starline-history', () => page.getByTestId('starline-bets-cards').getByText(starlineName).waitFor()],
      ['/starline-chart', () => page.getByRole('link', { name: new RegExp(`^${starlineName} · `) }).waitFor()],
      [`/starline-chart/${starlineGameId}`, () => page.getByRole('heading', { name: starlineName }).waitFor()],
    ];

    await openSignedIn(page, token, '/wallet');
    await expectServiceWorkerActive(page);

    for (const [path, ready] of checks) {
      await page.goto(path);
      await ready();
    }

    await context.setOffline(true);
    try {
      for (const [path, ready] of checks) {
        await page.goto(path);
        await ready();
        // The staleness indicator says the data on screen is the cached copy.
        if (path !== '/change-password') expect(await page.getByTestId('freshness-note').first().textContent()).toMatch(/^Offline/);
        if (path === '/wallet' || path === '/wallet-statement' || path === '/starline-gaming') {
          await screenshot(page, `offline${path.replace(/\//g, '-')}`);
        }
      }
      // Writes are refused on the spot, saying why.
      await page.goto('/enquiry');
      await screens.field('Message').fill('Sent while offline');
      await screens.button('Send').click();
      await screens.toast('You are offline. Connect to the internet and try again.').waitFor();
    } finally {
      await context.setOffline(false);
    }
  });
});
