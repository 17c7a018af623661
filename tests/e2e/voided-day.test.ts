import { beforeAll, describe, expect, inject, it } from 'vitest';
import { MarketDayPages } from './page-models/market-day-pages';
import { useBrowser } from './support/browser';
import { ApiClient, openSignedIn, screenshot, STANDARD_RATES, uniqueMobileNumber } from './support/player-api';

/**
 * A voided day as the player sees it: they bet, the operator voids the market's day, and the bet shows as cancelled
 * and refunded in the bidding history, the refund in the wallet statement and the stake back on the balance; the
 * dashboard card shows the day voided.
 */

const api = new ApiClient(inject('baseUrl'));
const suffix = String(Date.now()).slice(-5);
const gameName = `Voided Bazar ${suffix}`;

let token = '';
let admin = '';
let gameId = '';
let voided: { bets: number; refunded: number; reversedWins: number } | undefined;

beforeAll(async () => {
  admin = await api.signIn(inject('adminMobile'), inject('adminPassword'));
  if ((await api.call('GET', '/gamerates', null)).status === 404) await api.ok('PUT', '/admin/gamerates', admin, STANDARD_RATES);
  gameId = (
    await api.ok<{ game: { _id: string } }>('POST', '/admin/games', admin, {
      gameName,
      openTime: '15:00',
      closeTime: '17:00',
      isActive: true,
    })
  ).game._id;
  const player = await api.signUp('Voided Player', uniqueMobileNumber('7'), 'voided-pass-1');
  token = player.token;
  await api.adjust(admin, player.id, 1000);
});

describe('a voided day', () => {
  const browser = useBrowser();

  it('shows the player’s bet cancelled and refunded, and the stake back in the wallet', { timeout: 120_000 }, async () => {
    const { page } = browser;
    const screens = new MarketDayPages(page);
    const today = new Date((await api.serverNow()) + 330 * 60_000).toISOString().slice(0, 10);

    // The player bets ₹50 on the open session.
    await api.ok('POST', '/bets', token, {
      gameId,
      betType: 'single',
      session: 'open',
      betNumber: '5',
      betAmount: 50,
      gameDate: new Date(`${today}T00:00:00+05:30`).toISOString(),
    });
    await openSignedIn(page, token, '/wallet');
    await expect.poll(() => screens.walletBalance.textContent()).toBe('₹950');

    // The operator voids the day.
    const answer = await api.ok<{ voided: typeof voided }>('POST', '/admin/results/void', admin, {
      gameId,
      gameDate: today,
      session: null,
      reason: 'The draw could not be held',
    });
    voided = answer.voided;
    expect(voided).toMatchObject({ bets: 1, refunded: 50, reversedWins: 0 });

    // Bidding history: cancelled, refunded.
    await page.goto('/bidding-history');
    const bet = screens.bet(gameName);
    await expect.poll(() => bet.textContent()).toContain('Cancelled · refunded');
    expect(await screens.refunded(bet).textContent()).toBe('₹50');
    await screenshot(page, 'voided-day-bidding-history');

    // Wallet: the stake is back, and the statement lists the refund beside the bet.
    await page.goto('/wallet');
    await expect.poll(() => screens.walletBalance.textContent()).toBe('₹1,000');
    await page.goto('/wallet-statement');
    await expect.poll(() => screens.statementEntry(`Refund · ${gameName}`).textContent()).toContain('₹50');
    expect(await screens.statementEntry(`Bet · ${gameName}`).count()).toBe(1);
    await screenshot(page, 'voided-day-statement');

    // Dashboard: the day reads voided and takes no bets.
    await page.goto('/dashboard');
    await expect.poll(() => screens.voidedNote(gameName).textContent()).toContain('Voided');
    expect(await screens.dashboard.cardResult(gameName)).toMatch(/^\*\*\*-\*\*-\*\*\*/);
    expect(await screens.playGame(gameName).count()).toBe(0);
  });

  it('says so in Hindi', async () => {
    const { page } = browser;
    const screens = new MarketDayPages(page);
    await openSignedIn(page, token, '/bidding-history');
    await screens.useLanguage('hi');
    await expect.poll(() => screens.bet(gameName).textContent()).toContain('रद्द · रकम वापस');
    await page.goto('/dashboard');
    await expect.poll(() => screens.voidedNote(gameName).textContent()).toContain('रद्द');
  });
});
