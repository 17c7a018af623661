import { mkdir } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { BetPage } from './page-models/bet-page';
import { useBrowser } from './support/browser';
import { ApiClient, openSignedIn, uniqueMobileNumber, STANDARD_RATES } from './support/player-api';

/**
 * The bet screen opens on the session that takes bets and says why Place Bet waits; Potential Win promises
 * nothing on a number that cannot be bet on; toasts come one at a time, under the header. At
 * FAKE_TIME (Friday 11:00 IST): a market whose open session closed at 10:00 and whose close runs to 18:00, and
 * one whose open session runs to 12:00.
 */

const api = new ApiClient(inject('baseUrl'));
const SHOTS_DIR = '/tmp/shots';

let adminToken = '';
let lateMarket = '';
let noonMarket = '';
let doublePanna = STANDARD_RATES.doublePana;

async function createMarket(gameName: string, openTime: string, closeTime: string): Promise<string> {
  const created = await api.ok<{ game: { _id: string } }>('POST', '/admin/games', adminToken, { gameName, openTime, closeTime });
  return created.game._id;
}

/** A new player with `credit` rupees, signed in on the bet screen of `path`. */
async function playerOn(page: Page, path: string, credit: number): Promise<void> {
  const player = await api.signUp('Ravi Kumar', uniqueMobileNumber('7'), 'toast-pass-1');
  await api.adjust(adminToken, player.id, credit);
  await openSignedIn(page, player.token, path);
  await new BetPage(page).placeBetButton.waitFor();
}

async function shot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/p2-${name}.png` });
}

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('The element has no box on screen');
  return found;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

const toasts = (page: Page) => page.locator('.Toastify__toast');

/** Waits until exactly `count` toasts are on screen and none is still moving in or out. */
async function settledToasts(page: Page, count: number): Promise<void> {
  await expect.poll(() => toasts(page).count(), { timeout: 5_000 }).toBe(count);
  await page.evaluate(() =>
    Promise.all(
      [...document.querySelectorAll('.Toastify')].flatMap((el) => el.getAnimations({ subtree: true }).map((a) => a.finished)),
    ),
  );
  expect(await toasts(page).count()).toBe(count);
}

/**
 * Runs every toast's timer to its end at once: an auto-closing toast's time is its progress bar's animation, whose
 * end closes it, so finishing the animations stands for the time passing.
 */
async function runOutToastTimers(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const container of document.querySelectorAll('.Toastify')) {
      for (const animation of container.getAnimations({ subtree: true })) animation.finish();
    }
  });
}

beforeAll(async () => {
  adminToken = await api.signIn(inject('adminMobile'), inject('adminPassword'));
  const suffix = String(Date.now()).slice(-5);
  lateMarket = await createMarket(`Late Open ${suffix}`, '10:00', '18:00');
  noonMarket = await createMarket(`Noon Open ${suffix}`, '12:00', '18:00');
  const current = await api.call<typeof STANDARD_RATES>('GET', '/gamerates', null);
  if (current.status === 200) doublePanna = current.body.doublePana;
  else await api.ok('PUT', '/admin/gamerates', adminToken, STANDARD_RATES);
});

describe('the bet screen at 360×740', () => {
  const browser = useBrowser();

  it('opens on Close once the open session has closed, and places the bet on Close', async () => {
    const { page } = browser;
    await playerOn(page, `/bet/single-digit/${lateMarket}`, 500);
    const bet = new BetPage(page);
    await bet.sessionNotice.filter({ hasText: 'Close session betting is available' }).waitFor();
    expect(await bet.session('Close').getAttribute('aria-pressed')).toBe('true');
    expect(await bet.session('Open').getAttribute('aria-pressed')).toBe('false');
    expect(await bet.placeBetButton.isEnabled()).toBe(true);
    await shot(page, 'opens-on-close');

    // Choosing the closed Open session: Place Bet waits, and says why beside it.
    await bet.session('Open').click();
    const reason = page.getByTestId('place-bet-reason');
    await reason.filter({ hasText: 'Open session betting has closed' }).waitFor();
    expect(await bet.placeBetButton.isDisabled()).toBe(true);
    await bet.fill({ pick: '4', amount: 10 });
    await reason.scrollIntoViewIfNeeded();
    const reasonBox = await box(reason);
    const buttonBox = await box(bet.placeBetButton);
    expect(buttonBox.y - (reasonBox.y + reasonBox.height)).toBeLessThan(24);
    await shot(page, 'place-bet-waits');

    await bet.session('Close').click();
    await reason.waitFor({ state: 'detached' });
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/bets' && r.request().method() === 'POST');
    await bet.placeBet();
    const response = await answered;
    expect(response.status(), await response.text()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ gameId: lateMarket, session: 'close', betNumber: '4' });
  });

  it('shows no Potential Win for a number that cannot be bet on', async () => {
    const { page } = browser;
    await playerOn(page, `/bet/double-panna/${noonMarket}`, 500);
    const bet = new BetPage(page);
    await bet.fill({ number: '123', amount: 20 });
    await page.getByText('This is a single panna, but you selected double panna').waitFor();
    expect(await bet.potentialWin.textContent()).toBe('₹0');
    await bet.potentialWin.scrollIntoViewIfNeeded();
    await shot(page, 'potential-win-invalid');

    await bet.number.fill('550');
    const win = Math.round((20 * doublePanna.max) / doublePanna.min);
    await bet.potentialWin.filter({ hasText: `₹${new Intl.NumberFormat('en-IN').format(win)}` }).waitFor();
  });

  it('keeps one toast, below the header and clear of Place Bet, with a 44 px close target', async () => {
    const { page } = browser;
    await playerOn(page, `/bet/single-digit/${noonMarket}`, 1000);
    const bet = new BetPage(page);
    const back = page.getByRole('link', { name: 'Back' });
    await bet.balance.filter({ hasText: '₹1,000' }).waitFor();
    const backBox = await box(back);
    const balanceBox = await box(bet.balance);

    // Two quick failures: no amount, then more than the balance.
    await bet.pick('7').click();
    await bet.placeBet();
    await bet.amount.fill('5000');
    await bet.placeBet();
    await settledToasts(page, 1);
    await toasts(page).filter({ hasText: 'Insufficient balance' }).waitFor();

    const toastBox = await box(toasts(page));
    expect(overlaps(toastBox, backBox), 'the toast covers the back arrow').toBe(false);
    expect(overlaps(toastBox, balanceBox), 'the toast covers the balance').toBe(false);
    expect(overlaps(toastBox, await box(bet.placeBetButton)), 'the toast covers Place Bet').toBe(false);
    const close = toasts(page).getByRole('button', { name: 'Close message' });
    const closeBox = await box(close);
    expect(closeBox.width).toBeGreaterThanOrEqual(44);
    expect(closeBox.height).toBeGreaterThanOrEqual(44);
    await shot(page, 'toast-error');

    // An error stays until it is closed: running out every toast timer (what 4 s would do) leaves it there.
    await runOutToastTimers(page);
    expect(await toasts(page).filter({ hasText: 'Insufficient balance' }).count()).toBe(1);
    await close.click();
    await settledToasts(page, 0);

    // Another failure, then a success: the success replaces it, with both of its lines.
    await bet.placeBet();
    await toasts(page).filter({ hasText: 'Insufficient balance' }).waitFor();
    await bet.amount.fill('10');
    await bet.placeBet();
    await toasts(page).filter({ hasText: 'Bet placed successfully!' }).filter({ hasText: 'New balance: ₹990' }).waitFor();
    const shownAt = Date.now();
    await settledToasts(page, 1);
    // Where the back arrow and the balance were (the screen moves on to the dashboard after 1.5 s).
    const successBox = await box(toasts(page));
    expect(overlaps(successBox, backBox)).toBe(false);
    expect(overlaps(successBox, balanceBox)).toBe(false);
    await shot(page, 'toast-success');

    // Gone after 2 s (the screen has moved on to the dashboard by then).
    await expect.poll(() => toasts(page).count(), { timeout: 4_000 }).toBe(0);
    expect(Date.now() - shownAt).toBeGreaterThan(1_500);
  });
});
