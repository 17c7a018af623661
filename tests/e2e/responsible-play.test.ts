import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { refusalText } from '../../contract/refusals';
import {
  breakParams,
  istDateTimeText,
  limitReached,
  periodEnd,
} from '../../src/domain/responsible-play';
import type { ResponsiblePlayRecord } from '../../src/api/responsible-play';
import { BetPage } from './page-models/bet-page';
import { DashboardPage } from './page-models/dashboard-page';
import { ResponsiblePlayPage } from './page-models/responsible-play-page';
import { PlayerScreens } from './page-models/wallet-pages';
import { useBrowser, waitForPath } from './support/browser';
import { ApiClient, STANDARD_RATES, istDay, openSignedIn, screenshot, uniqueMobileNumber } from './support/player-api';
import { expectServiceWorkerActive } from './support/service-worker';

/** A limit's refusal as the server words it (contract/refusals.ts). */
function limitText(breach: Parameters<typeof limitReached>[0]): string {
  const { code, params } = limitReached(breach);
  return refusalText(code, params);
}

/**
 * Responsible play, in Chromium at 360×740 against the real server (FAKE_TIME: Friday 20 Nov 2026,
 * 11:00 IST): a daily loss limit that refuses the next bet with the server's words, a raise that waits 24 hours, a
 * 24-hour time-out that pauses deposits and shows on the dashboard (offline too) while a withdrawal still goes
 * through, and the reality check after the minutes the player chose, whose Stop playing signs out.
 */

const api = new ApiClient(inject('baseUrl'));
const DAY_MS = 24 * 60 * 60 * 1000;

let adminToken = '';
let upiIdBefore: unknown;
let market: { _id: string; gameName: string };

interface Player {
  id: string;
  token: string;
}

/** A new player with `credit` rupees and a saved bank account (withdrawals go only to a saved method). */
async function newPlayer(name: string, credit: number): Promise<Player> {
  const player = await api.signUp(name, uniqueMobileNumber('5'), 'play-pass-1');
  await api.adjust(adminToken, player.id, credit);
  await api.ok('PUT', '/user/bank-details', player.token, {
    accountHolderName: name,
    accountNumber: '123456784321',
    confirmAccountNumber: '123456784321',
    ifscCode: 'SBIN0001234',
    bankName: 'State Bank of India',
  });
  return player;
}

function record(player: Player): Promise<ResponsiblePlayRecord> {
  return api.ok<ResponsiblePlayRecord>('GET', '/user/responsible-play', player.token);
}

const SCREENS_DIR = resolve(import.meta.dirname, '../../.test-artifacts/screens');

/**
 * What the player sees at 360×740, animations (a toast sliding in) at rest: the whole page of a screen, or the
 * viewport alone when a dialog or a toast is over it (a full-page picture would stretch them out of place).
 */
async function shot(page: Page, name: string, whole: 'page' | 'viewport' = 'viewport'): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  if (whole === 'page') await screenshot(page, `responsible-play-${name}`);
  else await page.screenshot({ path: join(SCREENS_DIR, `responsible-play-${name}.png`) });
}

beforeAll(async () => {
  adminToken = await api.signIn(inject('adminMobile'), inject('adminPassword'));
  // An evening market: its open session takes bets all through the run.
  const gameName = `Care Evening ${Date.now() % 100_000}`;
  const created = await api.ok<{ game?: { _id: string }; _id?: string }>('POST', '/admin/games', adminToken, {
    gameName,
    openTime: '22:00',
    closeTime: '23:30',
  });
  market = { _id: (created.game?._id ?? created._id)!, gameName };
  // The server takes no bets without rates: the usual ones, unless another journey set some.
  const rates = await api.call<Record<string, unknown>>('GET', '/gamerates', null);
  if (rates.status !== 200 || !rates.body || Object.keys(rates.body).length === 0) {
    await api.ok('PUT', '/admin/gamerates', adminToken, STANDARD_RATES);
  }
  // A deposit needs a payee to pay first.
  upiIdBefore = (await api.ok('GET', '/main-settings/public', null)).upiId;
  if (!upiIdBefore) await api.updateMainSettings(adminToken, { upiId: 'matka.care@okaxis' });
});

afterAll(async () => {
  if (!upiIdBefore) await api.updateMainSettings(adminToken, { upiId: upiIdBefore ?? '' });
});

describe('responsible play', () => {
  const browser = useBrowser();

  it('a loss limit refuses the next bet, a raise waits 24 hours, a time-out pauses play but not withdrawals', async () => {
    const { page, context } = browser;
    const screen = new ResponsiblePlayPage(page);
    const dashboard = new DashboardPage(page);
    const money = new PlayerScreens(page);
    const bet = new BetPage(page);
    const player = await newPlayer('Anita Careful', 5000);

    // From the drawer to the screen: no limits yet, nothing used.
    await openSignedIn(page, player.token, '/dashboard');
    await dashboard.appTitle.waitFor();
    await dashboard.menuButton.click();
    await dashboard.drawer.getByRole('link', { name: 'Responsible play', exact: true }).click();
    await waitForPath(page, '/responsible-play');
    await screen.heading.waitFor();
    await expect.poll(() => screen.limitValue('loss', 'daily').textContent()).toBe('No limit');
    expect(await screen.limit('loss', 'daily').textContent()).toContain('₹0 used today');

    // A daily loss limit of ₹100, at once.
    await screen.setLimit('loss', 'daily', 100);
    await screen.toast('Your daily loss limit is now ₹100.').waitFor();
    await expect.poll(() => screen.limitValue('loss', 'daily').textContent()).toBe('₹100');
    expect((await record(player)).limits.loss.daily).toBe(100);

    // ₹100 on the evening market is accepted; the next ₹10 is refused with the server's words.
    await bet.open('single-digit', market._id);
    await bet.fill({ pick: '7', amount: 100 });
    await bet.placeBet();
    await bet.toast('Bet placed successfully!').waitFor();
    await bet.open('single-digit', market._id);
    await bet.fill({ pick: '3', amount: 10 });
    const refused = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/bets' && r.request().method() === 'POST');
    await bet.placeBet();
    const refusal = await refused;
    expect(refusal.status()).toBe(403);
    const body = (await refusal.json()) as { code: string; message: string };
    expect(body.code).toBe('LOSS_LIMIT_REACHED');
    const serverNow = Date.parse((await refusal.allHeaders()).date ?? '');
    expect(body.message).toBe(
      limitText({ kind: 'loss', period: 'daily', limit: 100, used: 100, resetsAt: periodEnd('daily', serverNow) }),
    );
    await bet.toast(body.message).waitFor();
    await shot(page, 'bet-refused');

    // Raising it to ₹500 waits 24 hours, shown with its time; Cancel drops it, and it can be asked again.
    await screen.open();
    expect(await screen.limit('loss', 'daily').textContent()).toContain('₹100 used today');
    await screen.setLimit('loss', 'daily', 500);
    await screen.pending('loss', 'daily').waitFor();
    const pending = (await record(player)).pending.find((change) => change.kind === 'loss' && change.period === 'daily');
    expect(pending?.value).toBe(500);
    expect(Date.parse(pending!.effectiveAt) - serverNow).toBeGreaterThanOrEqual(DAY_MS - 60_000);
    expect(Date.parse(pending!.effectiveAt) - serverNow).toBeLessThanOrEqual(DAY_MS + 60_000);
    expect(await screen.pending('loss', 'daily').textContent()).toContain(
      `Changes to ₹500 on ${istDateTimeText(pending!.effectiveAt)}`,
    );
    await screen.toast(`Your daily loss limit changes to ₹500 on ${istDateTimeText(pending!.effectiveAt)}.`).waitFor();
    expect(await screen.limitValue('loss', 'daily').textContent()).toBe('₹100');
    await screen.cancelPending('loss', 'daily');
    await screen.pending('loss', 'daily').waitFor({ state: 'detached' });
    expect((await record(player)).pending).toEqual([]);
    await screen.setLimit('loss', 'daily', 500);
    await screen.pending('loss', 'daily').waitFor();
    expect((await record(player)).pending).toMatchObject([{ kind: 'loss', period: 'daily', value: 500 }]);
    await shot(page, 'pending', 'page');

    // A 24-hour time-out, confirmed first: it says it cannot be ended early and what stays possible.
    await screen.choice('Time-out', '24 hours').click();
    const confirm = screen.dialog('Take a time-out of 24 hours?');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('It cannot be ended early');
    expect(await confirm.textContent()).toContain('withdraw your balance');
    await shot(page, 'confirm-time-out');
    await confirm.getByRole('button', { name: 'Start time-out', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    const { timeOutUntil } = await record(player);
    expect(timeOutUntil).not.toBeNull();
    expect(Date.parse(timeOutUntil!) - serverNow).toBeGreaterThanOrEqual(DAY_MS - 60_000);
    await screen.toast(`Your time-out runs until ${istDateTimeText(timeOutUntil!)}.`).waitFor();
    expect(await screen.timeOutRunning.textContent()).toContain(`Time-out until ${istDateTimeText(timeOutUntil!)}.`);
    await shot(page, 'screen', 'page');

    // The dashboard says so, with the way to the screen.
    await dashboard.open();
    await screen.pausedNotice.waitFor();
    expect(await screen.pausedNotice.textContent()).toContain(
      `You are taking a time-out until ${istDateTimeText(timeOutUntil!)}.`,
    );
    await shot(page, 'dashboard-notice');
    await screen.pausedNotice.getByRole('link', { name: 'Responsible play' }).click();
    await waitForPath(page, '/responsible-play');

    // A deposit is refused with the server's words, before the player pays: no way to pay is offered.
    await page.goto('/add-fund');
    await money.enterDeposit(500);
    const depositRefusal = page.getByTestId('deposit-refusal');
    await depositRefusal.getByText(refusalText('TIMED_OUT', breakParams(timeOutUntil!))).waitFor();
    expect(await money.button('Scan using QR Code').count()).toBe(0);
    await shot(page, 'deposit-refused');

    // A withdrawal still goes through.
    await page.goto('/withdraw-fund');
    await money.method('Bank').check();
    await money.field('Amount').fill('1200');
    await money.button('Withdraw').click();
    await money.toast('Withdrawal request submitted successfully! Please wait for admin approval.').waitFor();
    const { withdrawals } = await api.ok<{ withdrawals: { amount: number; status: string }[] }>(
      'GET',
      '/withdraw/history',
      player.token,
    );
    expect(withdrawals[0]).toMatchObject({ amount: 1200, status: 'pending' });

    // Offline, the dashboard still says why play is paused, from the record kept on the device.
    await dashboard.open();
    await screen.pausedNotice.waitFor();
    await expectServiceWorkerActive(page);
    await context.setOffline(true);
    try {
      await page.reload();
      await dashboard.appTitle.waitFor();
      await screen.pausedNotice.waitFor();
    } finally {
      await context.setOffline(false);
    }
  });

  it('the reality check shows time played and the net result after the chosen minutes; Stop playing signs out', async () => {
    const { page } = browser;
    const screen = new ResponsiblePlayPage(page);
    const player = await newPlayer('Vikram Timed', 2000);
    const serverNow = await api.serverNow();
    await api.ok('POST', '/bets', player.token, {
      gameId: market._id,
      betType: 'single',
      session: 'open',
      betNumber: '4',
      betAmount: 300,
      gameDate: istDay(serverNow),
    });

    // The browser's own clock: the app counts visible minutes with setInterval and Date.now.
    await page.clock.install();
    await openSignedIn(page, player.token, '/responsible-play');
    await screen.heading.waitFor();
    await expect.poll(() => screen.choice('Reality check', '60 min').getAttribute('aria-pressed')).toBe('true');
    await screen.choice('Reality check', '30 min').click();
    await screen.toast('Reality check every 30 minutes.').waitFor();
    expect((await record(player)).realityCheckMinutes).toBe(30);
    expect(await screen.choice('Reality check', '30 min').getAttribute('aria-pressed')).toBe('true');

    // 29 minutes: nothing yet; the 30th brings the check.
    await page.clock.runFor('29:00');
    expect(await screen.realityCheck.count()).toBe(0);
    await page.clock.runFor('01:00');
    await screen.realityCheck.waitFor();
    expect(await screen.realityCheck.getByTestId('reality-check-played').textContent()).toBe(
      'You have played for 30 min today.',
    );
    await expect.poll(() => screen.realityCheck.getByTestId('reality-check-result').textContent()).toBe('-₹300');
    await shot(page, 'reality-check');

    await screen.realityCheck.getByRole('button', { name: 'Stop playing', exact: true }).click();
    await waitForPath(page, '/auth');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
