import { beforeAll, describe, expect, inject, it } from 'vitest';
import { PlayerScreens } from './page-models/wallet-pages';
import { useBrowser, waitForPath } from './support/browser';
import { ApiClient, istClock, openSignedIn, screenshot, uniqueMobileNumber } from './support/player-api';

/**
 * Starline against the real server (FAKE_TIME Friday 20 Nov 2026, 11:00 IST, running on): bets placed through the
 * bet modal on a game whose open time is this minute, the result declared through the admin API once the server's
 * clock is moved past that minute, and the bets shown as won with their payouts; the chart, an unknown chart, a
 * closed game and an inactive player.
 */

const api = new ApiClient(inject('baseUrl'));
const suffix = String(Date.now()).slice(-5);
let adminToken = '';
let rates: Record<string, { min: number; max: number }>;

interface StarlineGame {
  _id: string;
  gameName: string;
  openTime: string;
}

async function createStarlineGame(gameName: string, openTime: string): Promise<StarlineGame> {
  const { game } = await api.ok<{ game: StarlineGame }>('POST', '/admin/starline/games', adminToken, {
    gameName,
    gameNameHindi: 'स्टारलाइन',
    openTime,
    minBet: 10,
    maxBet: 1000,
  });
  return game;
}

async function newPlayer(name: string, credit: number) {
  const mobileNumber = uniqueMobileNumber('9');
  const { token, id } = await api.signUp(name, mobileNumber, 'starline-pass-1');
  if (credit) await api.adjust(adminToken, id, credit);
  return { token, id, mobileNumber };
}

/**
 * Moves the server's clock past the end of the game's open-time minute (IST minutes start with UTC ones), then
 * declares `pana` for it. `openTimeAt` is a moment inside that minute.
 */
async function declareAfterOpenTime(game: StarlineGame, openTimeAt: number, pana: string): Promise<void> {
  const minuteEnds = Math.floor(openTimeAt / 60_000) * 60_000 + 60_000;
  // The Date header counts whole seconds: a second more makes sure the minute has passed.
  await api.advanceServerClock(minuteEnds + 1_000 - (await api.serverNow()));
  await api.ok('POST', '/admin/starline/results', adminToken, { gameId: game._id, pana });
}

beforeAll(async () => {
  adminToken = await api.signIn(inject('adminMobile'), inject('adminPassword'));
  rates = await api.ok('GET', '/starline/gamerates', null);
});

describe('Starline', () => {
  const browser = useBrowser();

  it('places bets in the modal, and shows them won with their payouts once the admin declares the result', async () => {
    const { page } = browser;
    const screens = new PlayerScreens(page);
    // Betting stays open until the end of the open-time minute: pick the minute that is at least 30 s away.
    const openTimeAt = (await api.serverNow()) + 30_000;
    const openTime = istClock(openTimeAt);
    const game = await createStarlineGame(`Star ${suffix} Now`, openTime);
    const closed = await createStarlineGame(`Star ${suffix} Early`, '00:05');
    const player = await newPlayer('Starline Player', 1000);

    await openSignedIn(page, player.token, '/starline-gaming');
    const card = screens.starlineCard(game.gameName);
    await card.waitFor();
    expect(await screens.badge('Betting Open', card).isVisible()).toBe(true);
    expect(await card.getByText('* * *').isVisible()).toBe(true);
    const banner = page.getByRole('region', { name: 'Starline Game Rates' });
    expect(await banner.getByText(`₹${rates.singleDigit!.min} pays ₹${rates.singleDigit!.max}`).isVisible()).toBe(true);
    await screenshot(page, 'starline-gaming');

    // A closed game refuses at once.
    const closedCard = screens.starlineCard(closed.gameName);
    expect(await screens.badge('Betting Closed', closedCard).isVisible()).toBe(true);
    await closedCard.getByRole('button', { name: 'Play Game' }).click();
    await screens.toast('Betting is not available for this game right now').waitFor();
    expect(await screens.betDialog.count()).toBe(0);

    // Single digit 1 for ₹50.
    await card.getByRole('button', { name: 'Play Game' }).click();
    const dialog = page.getByRole('dialog', { name: game.gameName });
    await dialog.waitFor();
    const place = dialog.getByRole('button', { name: 'Place Bet' });
    expect(await place.isDisabled()).toBe(true);
    await dialog.getByLabel('Bet Number', { exact: true }).fill('1');
    await dialog.getByRole('button', { name: '₹2,000' }).click();
    await dialog.getByText('Maximum bet amount is ₹1,000').waitFor();
    expect(await place.isDisabled()).toBe(true);
    await dialog.getByLabel('Bet Amount', { exact: true }).fill('50');
    const singleWin = Math.floor((50 * rates.singleDigit!.max) / 10);
    expect(await dialog.getByTestId('potential-win').textContent()).toBe(`₹${singleWin.toLocaleString('en-IN')}`);
    await screenshot(page, 'starline-bet-modal');
    await place.click();
    await screens.toast('Bet placed successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Single pana 128 for ₹20, and a losing single digit 2 for ₹10.
    await card.getByRole('button', { name: 'Play Game' }).click();
    await dialog.getByRole('button', { name: 'Single Panna' }).click();
    await dialog.getByLabel('Bet Number', { exact: true }).fill('128');
    await dialog.getByText('Hint: Single Panna').waitFor();
    await dialog.getByLabel('Bet Amount', { exact: true }).fill('20');
    await dialog.getByRole('button', { name: 'Place Bet' }).click();
    // The modal closes only on success.
    await dialog.waitFor({ state: 'detached' });
    await card.getByRole('button', { name: 'Play Game' }).click();
    await dialog.getByLabel('Bet Number', { exact: true }).fill('2');
    await dialog.getByRole('button', { name: '₹100' }).click();
    await dialog.getByLabel('Bet Amount', { exact: true }).fill('10');
    await dialog.getByRole('button', { name: 'Place Bet' }).click();
    await dialog.waitFor({ state: 'detached' });
    const { user } = await api.ok<{ user: { balance: number } }>('GET', '/user/profile', player.token);
    expect(user.balance).toBe(1000 - 50 - 20 - 10);

    await declareAfterOpenTime(game, openTimeAt, '128');
    const panaWin = Math.floor((20 * rates.singlePana!.max) / 10);

    await page.reload();
    await card.waitFor();
    await screens.badge('Result Declared', card).waitFor();
    expect(await card.getByText('128-1').isVisible()).toBe(true);

    await page.getByRole('link', { name: 'My Starline Bets' }).click();
    await waitForPath(page, '/starline-history');
    const cards = page.getByTestId('starline-bets-cards').getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(3);
    await expect.poll(() => screens.stat('Total Won').textContent()).toBe(`₹${(singleWin + panaWin).toLocaleString('en-IN')}`);
    expect(await screens.stat('Total Bets').textContent()).toBe('3');
    expect(await screens.stat('Total Staked').textContent()).toBe('₹80');
    await screenshot(page, 'starline-history');

    await screens.field('Status').selectOption('won');
    await expect.poll(() => cards.count()).toBe(2);
    const digitCard = cards.filter({ hasText: 'Single Digit · 1' });
    expect(await screens.badge('Won', digitCard).isVisible()).toBe(true);
    expect(await digitCard.textContent()).toContain(`+₹${singleWin.toLocaleString('en-IN')}`);
    await digitCard.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Bet Details' });
    await details.waitFor();
    expect(await details.textContent()).toContain(`Win Amount₹${singleWin.toLocaleString('en-IN')}`);
    await screenshot(page, 'starline-history-details');
    await details.getByRole('button', { name: 'Close' }).click();

    // The wallet statement has the Starline win too.
    await page.goto('/wallet-statement');
    await screens.tab('Wins').click();
    await expect.poll(() => screens.statementEntries.count()).toBe(2);
    expect(await screens.statementEntries.allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining(`+₹${singleWin.toLocaleString('en-IN')}`)]),
    );

    // The chart of that game.
    await page.goto(`/starline-chart/${game._id}`);
    await page.getByRole('heading', { name: game.gameName }).waitFor();
    const rows = page.getByTestId('starline-chart').getByRole('row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).textContent()).toBe('DateDayResultTime');
    expect(await rows.nth(1).textContent()).toMatch(/^20 Nov 2026Friday128-1\d{1,2}:\d{2} (AM|PM)$/);
    await page.getByText(/the digit is the last digit of the sum/).waitFor();
    await screenshot(page, 'starline-chart');

    await page.goto('/starline-chart');
    await page.getByRole('link', { name: new RegExp(`^${game.gameName} · `) }).waitFor();
    await screenshot(page, 'starline-chart-all');
  });

  it("opens a game's chart from All Charts with that game's results", async () => {
    const { page } = browser;
    const game = await createStarlineGame(`Star ${suffix} Charted`, '00:15');
    await api.ok('POST', '/admin/starline/results', adminToken, { gameId: game._id, pana: '457' });
    const player = await newPlayer('Chart Opener', 0);
    await openSignedIn(page, player.token, '/starline-chart');
    await page.getByRole('link', { name: new RegExp(`^${game.gameName} · `) }).click();
    await waitForPath(page, `/starline-chart/${game._id}`);
    await page.getByRole('heading', { name: game.gameName }).waitFor();
    const rows = page.getByTestId('starline-chart').getByRole('row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(1).textContent()).toMatch(/^20 Nov 2026Friday457-6/);
    expect(await page.getByText('No results available').count()).toBe(0);
  });

  it('shows "Game not found" with a way back for an unknown chart', async () => {
    const { page } = browser;
    const player = await newPlayer('Chart Reader', 0);
    await openSignedIn(page, player.token, '/starline-chart/no-such-game');
    await page.getByText('Game not found').waitFor();
    await screenshot(page, 'starline-chart-not-found');
    await page.getByRole('link', { name: 'Back to Starline' }).click();
    await waitForPath(page, '/starline-gaming');
  });

  it('hides the betting controls from an inactive player', async () => {
    const { page } = browser;
    const player = await newPlayer('Inactive Player', 500);
    await api.ok('PATCH', `/admin/users/${player.id}`, adminToken, { isActive: false });
    // Deactivation ends the player's sessions; an inactive player can still sign in and read.
    const token = await api.signIn(player.mobileNumber, 'starline-pass-1');
    await openSignedIn(page, token, '/starline-gaming');
    await page.getByText('Starline betting is not available on your account.').waitFor();
    await page.getByTestId('starline-games').waitFor();
    expect(await page.getByRole('button', { name: 'Play Game' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Chart' }).count()).toBeGreaterThan(0);
    await screenshot(page, 'starline-gaming-inactive');
  });
});
