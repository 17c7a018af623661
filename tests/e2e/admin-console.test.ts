import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { encodePng } from '../../server/seed/png';
import {
  ContentScreen,
  EnquiriesScreen,
  FundRequestsScreen,
  MarketsScreen,
  ResultsScreen,
  WithdrawalsScreen,
} from './page-models/admin-console-screens';
import { JourneyPlayer } from './page-models/admin-journey-player';
import { AdminPage, type ConsoleSection } from './page-models/admin-page';
import { AuthPage } from './page-models/auth-page';
import { BetPage } from './page-models/bet-page';
import { DashboardPage } from './page-models/dashboard-page';
import { launchBrowser, waitForPath } from './support/browser';

/**
 * The admin console's whole journey, in Chromium against the real server at FAKE_TIME (Friday
 * 11:00 IST, running on). The operator works at a laptop (1280×800) and the player on a phone (360×740), each
 * in their own browser context, side by side:
 * an operator creates a market; a player deposits and bets on it in the player app; the operator approves the
 * deposit, previews and declares the open and close results; the player's history shows the wins and the wallet
 * the payout; the operator approves and completes a withdrawal, replies to an enquiry that the player then reads,
 * and uploads a banner that the player's dashboard then shows; a player's own limits and time-out show on their
 * page read-only; a player's credentials cannot open the console.
 * At the end every console screen is photographed at both sizes into .test-artifacts/screens/.
 *
 * The steps share one operator and one player, so they run in order and each builds on the one before.
 */

const baseUrl = inject('baseUrl');
const ARTIFACTS_DIR = resolve(import.meta.dirname, '../../.test-artifacts');
const SCREENS_DIR = join(ARTIFACTS_DIR, 'screens');
const LAPTOP = { width: 1280, height: 800 } as const;
const PHONE = { width: 360, height: 740 } as const;

const STANDARD_RATES: Record<string, { min: number; max: number }> = {
  singleDigit: { min: 10, max: 95 },
  jodiDigit: { min: 10, max: 950 },
  singlePana: { min: 10, max: 1500 },
  doublePana: { min: 10, max: 3000 },
  triplePana: { min: 10, max: 7000 },
  halfSangam: { min: 10, max: 10000 },
  fullSangam: { min: 10, max: 100000 },
};
const RATE_LABELS: Record<string, string> = {
  singleDigit: 'SINGLE DIGIT',
  jodiDigit: 'DOUBLE DIGIT',
  singlePana: 'SINGLE PANA',
  doublePana: 'DOUBLE PANA',
  triplePana: 'TRIPLE PANA',
  halfSangam: 'HALF SANGAM',
  fullSangam: 'FULL SANGAM',
};

const suffix = String(Date.now()).slice(-5);
const market = { gameName: `Console Bazaar ${suffix}`, openTime: '', closeTime: '', _id: '' };
const player = { name: `Meera Journey ${suffix}`, mobileNumber: '', password: 'journey-pass-1' };
const bannerTitle = `Festival Bonus ${suffix}`;
const enquiryText = `Has my withdrawal been paid? (${suffix})`;
const replyText = `Yes, it was paid to your PhonePe number. Reference UTR${suffix}.`;
const payoutTransactionId = `UTR${suffix}`;

let browser: Browser;
let operatorContext: BrowserContext;
let playerContext: BrowserContext;
let operator: AdminPage;
let playerPage: Page;
let workDir: string;
let adminToken = '';

function rupees(amount: number): string {
  return `₹${new Intl.NumberFormat('en-IN').format(amount)}`;
}

/** An instant as the console writes it: "21 Nov 2026, 11:00 AM" in IST. */
function consoleDateTime(iso: string): string {
  const format = { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Kolkata' } as const;
  return spaced(new Intl.DateTimeFormat('en-IN', format).format(new Date(iso))).replace(/[ap]m$/, (period) => period.toUpperCase());
}

/** Text with its spaces made plain (Node's and Chromium's ICU may differ in the space before "am"). */
function spaced(text: string | null): string {
  return (text ?? '').replace(/\s+/g, ' ');
}

async function api<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** "HH:MM" `minutes` after the server's now (IST), for a market whose open session is still ahead. */
async function serverClockTime(minutesAhead: number): Promise<string> {
  const { time } = await api<{ time: string }>('GET', '/health', null);
  const ist = new Date(Date.parse(time) + (5 * 60 + 30) * 60_000 + minutesAhead * 60_000);
  if (ist.getUTCHours() >= 22) throw new Error(`The server's clock is too late in the IST day for this journey: ${time}`);
  return `${String(ist.getUTCHours()).padStart(2, '0')}:${String(ist.getUTCMinutes()).padStart(2, '0')}`;
}

function uniqueMobileNumber(): string {
  return `8${String((Date.now() * 7) % 1_000_000_000).padStart(9, '0')}`;
}

async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENS_DIR, { recursive: true });
  // Let toasts and dialogs finish their entrance so that the picture shows them at rest.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  await page.screenshot({ path: join(SCREENS_DIR, `${name}.png`), fullPage: true });
}

beforeAll(async () => {
  browser = await launchBrowser();
  operatorContext = await browser.newContext({ baseURL: baseUrl, viewport: LAPTOP, locale: 'en-IN' });
  playerContext = await browser.newContext({ baseURL: baseUrl, viewport: PHONE, locale: 'en-IN' });
  operator = new AdminPage(await operatorContext.newPage());
  playerPage = await playerContext.newPage();
  workDir = await mkdtemp(join(tmpdir(), 'admin-e2e-'));
  adminToken = (
    await api<{ token: string }>('POST', '/auth/login', null, {
      mobileNumber: inject('adminMobile'),
      password: inject('adminPassword'),
    })
  ).token;
});

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const name = task.name.replace(/[^\w.-]+/g, '-').slice(0, 80);
  await mkdir(join(ARTIFACTS_DIR, 'e2e'), { recursive: true });
  await operator.page.screenshot({ path: join(ARTIFACTS_DIR, 'e2e', `admin-${name}-operator.png`), fullPage: true }).catch(() => undefined);
  await playerPage.screenshot({ path: join(ARTIFACTS_DIR, 'e2e', `admin-${name}-player.png`), fullPage: true }).catch(() => undefined);
});

afterAll(async () => {
  await browser?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('admin console: the markets, the money and the support desk', () => {
  it('signs the operator in, sets the rates and the UPI ID, and creates a market', async () => {
    await operator.open();
    await screenshot(operator.page, 'admin-sign-in-1280x800');
    await operator.signIn(inject('adminMobile'), inject('adminPassword'));
    await operator.screenTitle('Overview').waitFor();
    await operator.page.getByText(/^Signed in as /).waitFor();

    // Daily rates: the server takes no bets without them.
    const markets = new MarketsScreen(operator.page);
    await markets.goTo('Markets');
    await markets.page.getByLabel('SINGLE DIGIT Stake (₹)', { exact: true }).waitFor();
    await markets.saveRates(STANDARD_RATES, RATE_LABELS);
    await markets.toast('Game rates updated successfully').waitFor();

    // A payout typed a hundredfold shows its multiplier, and asks before it is saved (on a 1366×768 laptop).
    await operator.page.setViewportSize({ width: 1366, height: 768 });
    const singlePays = markets.page.getByLabel('SINGLE DIGIT Pays (₹)', { exact: true });
    expect(await markets.page.getByLabel('SINGLE DIGIT multiplier').textContent()).toBe('×9.5');
    await singlePays.fill('9500');
    expect(await markets.page.getByLabel('SINGLE DIGIT multiplier').textContent()).toBe('×950');
    await markets.page.getByRole('button', { name: 'Save Rates' }).click();
    const raise = markets.dialog('Raise payouts?');
    await raise.waitFor();
    expect(await raise.textContent()).toContain('SINGLE DIGIT: a stake of ₹10 paid ₹95, and will pay ₹9,500.');
    await screenshot(operator.page, 'admin-rates-raise-1366x768');
    await raise.getByRole('button', { name: 'Cancel' }).click();
    await raise.waitFor({ state: 'detached' });
    await singlePays.fill(String(STANDARD_RATES.singleDigit.max));
    const saved = await api<Record<string, { max: number }>>('GET', '/gamerates', adminToken);
    expect(saved.singleDigit!.max).toBe(STANDARD_RATES.singleDigit.max);
    await operator.page.setViewportSize(LAPTOP);

    // The new market's open session starts an hour from the server's now, so the player can still bet on it.
    market.openTime = await serverClockTime(60);
    market.closeTime = await serverClockTime(120);
    await markets.createMarket(market);
    await markets.toast('Game created successfully').waitFor();
    const row = markets.market(market.gameName);
    await row.waitFor();
    expect(await row.textContent()).toContain('Active');
    const games = await api<{ games: { _id: string; gameName: string }[] }>('GET', '/admin/games', adminToken);
    market._id = games.games.find((game) => game.gameName === market.gameName)!._id;

    // Deposits are paid to the UPI ID of the main settings.
    const content = new ContentScreen(operator.page);
    await content.goTo('Content');
    await content.tab('Main settings');
    await content.page.getByLabel('UPI ID').fill('matka.house@upi');
    await content.page.getByLabel('Minimum Withdraw (₹)').fill('1000');
    await content.page.getByRole('button', { name: 'Save', exact: true }).click();
    await content.toast('Settings saved').waitFor();
  });

  it('lets a player deposit in the player app, and the operator approve it after confirming', async () => {
    const auth = new AuthPage(playerPage);
    player.mobileNumber = uniqueMobileNumber();
    await auth.open();
    await auth.signUp(player);
    await waitForPath(playerPage, '/dashboard');

    const steps = new JourneyPlayer(playerPage);
    await steps.depositByQr(1000);

    const funds = new FundRequestsScreen(operator.page);
    await funds.goTo('Fund requests');
    const request = funds.request(player.name);
    await request.waitFor();
    expect(await request.textContent()).toContain(rupees(1000));
    await request.getByRole('button', { name: 'Approve' }).click();
    const dialog = funds.dialog('Approve this deposit?');
    expect(await dialog.textContent()).toContain(`${rupees(1000)} is credited to ${player.name}'s balance.`);
    await dialog.getByLabel('Remarks (optional)').fill('UPI payment seen');
    await screenshot(funds.page, 'admin-fund-request-confirm-1280x800');
    await funds.confirm('Approve');
    await funds.toast('Fund request approved').waitFor();
    await request.getByRole('status').filter({ hasText: `Approved: ${rupees(1000)} credited to ${player.name}.` }).waitFor();
    expect(await request.getByRole('button', { name: 'Approve' }).count()).toBe(0);
  });

  it('lets the player bet on the new market in the player app', async () => {
    const bet = new BetPage(playerPage);
    const place = async (type: 'single-digit' | 'jodi', number: string, amount: number) => {
      await bet.open(type, market._id);
      await bet.fill({ session: type === 'single-digit' ? 'Open' : undefined, number, amount });
      await bet.placeBet();
      await bet.toast('Bet placed successfully!').waitFor();
      await waitForPath(playerPage, '/dashboard');
    };
    await place('single-digit', '1', 100); // wins on the open panna 128 (ank 1): 100 / 10 × 95 = 950
    await place('single-digit', '5', 50); // loses
    await place('jodi', '17', 10); // wins on 128 and 359 (anks 1 and 7): 10 / 10 × 950 = 950
    const profile = await api<{ user: { balance: number } }>(
      'GET',
      '/user/profile',
      await playerPage.evaluate(() => localStorage.getItem('token')),
    );
    expect(profile.user.balance).toBe(1000 - 160);
  });

  it('previews and declares the open result, then the close result; a reverted close can be declared again', async () => {
    // Results are declared only once betting has closed: the day moves on, so the market's times move before now.
    market.openTime = await serverClockTime(-2);
    market.closeTime = await serverClockTime(-1);
    await api('PUT', `/admin/games/${market._id}`, adminToken, { gameName: market.gameName, openTime: market.openTime, closeTime: market.closeTime });
    const results = new ResultsScreen(operator.page);
    await results.goTo('Results');
    await results.choose(market.gameName, 'Open');
    await results.panna.fill('128');
    await expect.poll(() => results.derivedAnk.textContent()).toBe('1');
    expect(await results.derivedResult.textContent()).toBe('128-1*-***');
    await results.runPreview();
    expect(await results.previewValue('Pending bets settled').textContent()).toBe('2');
    expect(await results.previewValue('Winning bets').textContent()).toBe('1');
    expect(await results.previewValue('Payout').textContent()).toBe(rupees(950));
    await screenshot(results.page, 'admin-results-preview-1280x800');
    await results.declare();
    await screenshot(results.page, 'admin-results-confirm-1280x800');
    await results.confirm('Declare Result');
    await results.outcome('Declared 128-1*-***: 2 bets settled, 1 won, ₹950 paid.').waitFor();
    await expect.poll(() => results.currentResult.textContent()).toBe('128-1*-***');

    await results.choose(market.gameName, 'Close');
    await results.panna.fill('359');
    await expect.poll(() => results.derivedAnk.textContent()).toBe('7');
    expect(await results.derivedResult.textContent()).toBe('128-17-359');
    await results.runPreview();
    expect(await results.previewValue('Winning bets').textContent()).toBe('1');
    expect(await results.previewValue('Payout').textContent()).toBe(rupees(950));
    await results.declare();
    await results.confirm('Declare Result');
    await results.outcome('Declared 128-17-359: 1 bet settled, 1 won, ₹950 paid.').waitFor();

    // Revert the close (its win is taken back), then declare it again.
    await results.page.getByRole('button', { name: 'Revert Declaration' }).click();
    expect(await results.dialog('Revert this declaration?').textContent()).toContain(`The close result of ${market.gameName}`);
    await results.confirm('Revert Declaration');
    await results.toast('Result reverted successfully').waitFor();
    await expect.poll(() => results.currentResult.textContent()).toBe('128-1*-***');
    await results.panna.fill('359');
    await results.runPreview();
    expect(await results.previewValue('Winning bets').textContent()).toBe('1');
    await results.declare();
    await results.confirm('Declare Result');
    await results.outcome('Declared 128-17-359: 1 bet settled, 1 won, ₹950 paid.').waitFor();
    await expect.poll(() => results.currentResult.textContent()).toBe('128-17-359');
  });

  it("shows the wins in the player's winning history and the payout in the wallet", async () => {
    await playerPage.goto('/winning-history');
    const steps = new JourneyPlayer(playerPage);
    const bets = steps.betList.getByRole('listitem');
    await expect.poll(() => bets.count(), { timeout: 15_000 }).toBe(2);
    const text = (await steps.betList.textContent()) ?? '';
    expect(text).toContain(market.gameName);
    expect(text.match(/₹950/g)?.length).toBe(2);
    await screenshot(playerPage, 'admin-journey-player-winning-history-360x740');

    await playerPage.goto('/wallet');
    await expect.poll(() => steps.walletBalance.textContent(), { timeout: 15_000 }).toContain(rupees(1000 - 160 + 950 + 950));
  });

  it('approves and completes a withdrawal, showing the saved payout details', async () => {
    const steps = new JourneyPlayer(playerPage);
    await steps.savePhonePe(player.mobileNumber);
    await steps.withdraw(1000, 'PhonePe');

    const withdrawals = new WithdrawalsScreen(operator.page);
    await withdrawals.goTo('Withdrawals');
    const row = withdrawals.withdrawal(player.name);
    await row.waitFor();
    expect(await row.textContent()).toContain(rupees(1000));
    expect(await row.textContent()).toContain(`PhonePe${player.mobileNumber}`);

    await withdrawals.moveTo(player.name, 'Approved', { remarks: 'Checked' });
    await withdrawals.confirm('Update Status');
    await row.getByRole('status').filter({ hasText: `${rupees(1000)} for ${player.name}: now Approved.` }).waitFor();

    await withdrawals.moveTo(player.name, 'Completed');
    const dialog = withdrawals.dialog('Update withdrawal');
    expect(await dialog.getByRole('button', { name: 'Update Status' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Transaction ID').fill(payoutTransactionId);
    await screenshot(withdrawals.page, 'admin-withdrawal-confirm-1280x800');
    await withdrawals.confirm('Update Status');
    await withdrawals.toast('Withdrawal marked as completed').waitFor();
    await row.getByRole('status').filter({ hasText: `${rupees(1000)} for ${player.name}: now Completed.` }).waitFor();
    expect(await row.textContent()).toContain(payoutTransactionId);
    expect(await row.getByRole('button', { name: 'Update Status' }).count()).toBe(0);

    await playerPage.goto('/withdraw-history');
    await playerPage.getByText(payoutTransactionId).waitFor();
    await playerPage.goto('/wallet');
    await expect.poll(() => steps.walletBalance.textContent(), { timeout: 15_000 }).toContain(rupees(2740 - 1000));
  });

  it('replies to an enquiry that the player then reads', async () => {
    const steps = new JourneyPlayer(playerPage);
    await steps.sendEnquiry(enquiryText);

    const enquiries = new EnquiriesScreen(operator.page);
    await enquiries.goTo('Enquiries');
    const thread = enquiries.thread(player.name);
    await thread.waitFor();
    expect(await thread.textContent()).toContain(enquiryText);
    await thread.getByRole('button', { name: /Open Thread/ }).click();
    await enquiries.screenTitle(`Enquiry from ${player.name}`).waitFor();
    await enquiries.reply(replyText);
    await enquiries.toast('Reply sent').waitFor();
    await enquiries.page.getByText(replyText).waitFor();
    await screenshot(enquiries.page, 'admin-enquiry-thread-1280x800');

    await playerPage.goto('/enquiry');
    const messages = steps.enquiryMessages;
    await messages.filter({ hasText: replyText }).waitFor({ timeout: 15_000 });
    expect(await messages.filter({ hasText: replyText }).getAttribute('data-sender')).toBe('admin');
    await screenshot(playerPage, 'admin-journey-player-enquiry-360x740');
  });

  it("uploads a banner with a preview that the player's dashboard then shows", async () => {
    const image = join(workDir, 'festival-banner.png');
    await writeFile(
      image,
      encodePng(600, 200, (x, y) => [91 + Math.round((x / 600) * 120), 33 + Math.round((y / 200) * 60), 182 - Math.round((x / 600) * 80)]),
    );
    const content = new ContentScreen(operator.page);
    await content.goTo('Content');
    await content.tab('Banners');
    await content.chooseBannerImage(image, bannerTitle);
    await screenshot(content.page, 'admin-banner-preview-1280x800');
    await content.page.getByRole('button', { name: 'Upload Banner' }).click();
    await content.toast('Banner uploaded').waitFor();
    const banner = content.banner(bannerTitle);
    await banner.waitFor();
    await expect.poll(() => banner.getByRole('img').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(600);

    const dashboard = new DashboardPage(playerPage);
    await dashboard.open();
    const shown = dashboard.bannerCarousel.getByRole('img', { name: bannerTitle });
    await shown.waitFor({ timeout: 20_000 });
    await expect.poll(() => shown.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(600);
    await screenshot(playerPage, 'admin-journey-player-dashboard-banner-360x740');
  });

  it('creates a Starline game, previews and declares its result, showing the derived ank', async () => {
    const starline = new AdminPage(operator.page);
    const gameName = `Star Console ${suffix}`;
    await starline.goTo('Starline');
    const form = starline.page.locator('form').filter({ has: starline.page.getByRole('button', { name: 'Create Game' }) });
    await form.getByLabel('Game Name', { exact: true }).fill(gameName);
    await form.getByLabel('Game Name (Hindi)').fill('स्टार कंसोल');
    await form.getByLabel('Open Time').fill(await serverClockTime(-30));
    await form.getByRole('button', { name: 'Create Game' }).click();
    await starline.toast('Starline game created').waitFor();
    await starline.page.getByRole('listitem').filter({ hasText: gameName }).waitFor();

    await starline.page.getByRole('tab', { name: 'Results' }).click();
    const game = starline.page.getByLabel('Game', { exact: true });
    await game.selectOption((await game.locator('option', { hasText: gameName }).getAttribute('value'))!);
    await starline.page.getByLabel('Panna', { exact: true }).fill('137');
    await expect.poll(() => starline.page.getByTestId('derived-result').textContent()).toBe('137-1');
    await starline.page.getByRole('button', { name: 'Preview' }).click();
    await expect.poll(() => starline.page.getByTestId('result-preview').textContent()).toContain('Pending bets settled0');
    await starline.page.getByRole('button', { name: 'Declare Result' }).click();
    expect(await starline.dialog('Declare this result?').textContent()).toContain(gameName);
    await starline.confirm('Declare Result');
    await starline.outcome(/Declared 137-1: 0 bets settled/).waitFor();
  });

  it('keeps the ledger balanced through it all', async () => {
    await operator.goTo('Overview');
    const check = operator.page.getByTestId('ledger-check');
    await check.waitFor();
    expect(await check.textContent()).toContain('Balanced: every balance equals its ledger');
  });

  it("shows a player's limits and time-out on their page, with nothing to lift them", async () => {
    // A player who sets a deposit limit and a daily loss limit of ₹100, asks for a deposit, asks to raise the loss
    // limit (pending for 24 hours) and takes a 24-hour time-out, all through the player API.
    const careful = { name: `Kiran Careful ${suffix}`, mobileNumber: uniqueMobileNumber(), password: 'careful-pass-1' };
    const { token } = await api<{ token: string }>('POST', '/auth/signup', null, careful);
    await api('PUT', '/user/responsible-play/limits', token, { deposit: { daily: 5000 }, loss: { daily: 100 } });
    await api('POST', '/fund-request/create', token, { amount: 1000, transactionId: `5${String(Date.now()).slice(-11)}`, paymentMethod: 'UPI' });
    await api('PUT', '/user/responsible-play/limits', token, { loss: { daily: 500 } });
    const record = await api<{ timeOutUntil: string; pending: { effectiveAt: string }[] }>('POST', '/user/responsible-play/time-out', token, { days: 1 });

    await operator.goTo('Users');
    await operator.page.getByRole('search').getByLabel('Search').fill(careful.mobileNumber);
    await operator.page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await operator.page.getByTestId('user').filter({ hasText: careful.mobileNumber }).getByRole('link', { name: 'Open', exact: true }).click();
    await operator.screenTitle(careful.name).waitFor();
    const section = operator.page.getByRole('region', { name: 'Responsible play' });
    const panel = section.getByTestId('responsible-play');
    await panel.waitFor();

    // A row per period: its deposit limit and its loss limit, with what is used of each.
    const limitCells = async (period: string) =>
      (await panel.getByRole('row').filter({ has: operator.page.getByRole('rowheader', { name: period, exact: true }) }).locator('td').allTextContents()).map((cell) => cell.trim());
    expect(await limitCells('Daily')).toEqual([`${rupees(1000)} of ${rupees(5000)} today`, `${rupees(0)} of ${rupees(100)} today`]);
    expect(await limitCells('Weekly')).toEqual([`No limit (${rupees(1000)} this week)`, `No limit (${rupees(0)} this week)`]);
    expect(await limitCells('Monthly')).toEqual([`No limit (${rupees(1000)} this month)`, `No limit (${rupees(0)} this month)`]);
    expect((await panel.getByTestId('responsible-play-pending').allTextContents()).map(spaced)).toEqual([
      `Daily loss limit: ${rupees(100)} → ${rupees(500)} from ${consoleDateTime(record.pending[0]!.effectiveAt)}`,
    ]);
    const fact = (term: string) => panel.locator('div').filter({ has: operator.page.locator('dt', { hasText: new RegExp(`^${term}$`) }) }).locator('dd');
    expect(spaced(await fact('Time-out').textContent())).toBe(`Until ${consoleDateTime(record.timeOutUntil)}`);
    expect(await fact('Self-exclusion').textContent()).toBe('None');
    expect(await fact('Reality check').textContent()).toBe('Every 60 minutes');
    const changes = panel.getByTestId('responsible-play-change');
    expect(await changes.locator('strong').allTextContents()).toEqual(['Time-out', 'Limits', 'Limits']);
    expect(await changes.nth(2).textContent()).toContain(`Daily loss limit: no limit → ${rupees(100)}`);

    // Read-only: it says so, and nothing in it (nor on the page) would lift a limit or end the time-out.
    await panel.getByText('Set by the player. Operators cannot lift limits, time-outs or self-exclusions.').waitFor();
    expect(await section.locator('button, a, input, select, textarea').count()).toBe(0);
    expect(await operator.page.getByRole('button', { name: /lift|end|remove|limit|time-out|exclu/i }).count()).toBe(0);
    // The page's History of operator actions leaves the player's own changes to the panel.
    await operator.page.getByRole('heading', { name: 'History' }).waitFor();
    expect(await operator.page.getByTestId('audit-history-entry').filter({ hasText: 'responsible_play' }).count()).toBe(0);
    // The picture shows the page at rest, without the toast of an earlier step.
    await operator.page.locator('.Toastify__toast').first().waitFor({ state: 'detached', timeout: 15_000 });
    await screenshot(operator.page, 'admin-user-responsible-play-1280x800');
    await operator.page.setViewportSize(PHONE);
    try {
      await screenshot(operator.page, 'admin-user-responsible-play-360x740');
    } finally {
      await operator.page.setViewportSize(LAPTOP);
    }
  });

  it("refuses a player's credentials at the console", async () => {
    const desk = new AdminPage(playerPage);
    await desk.open();
    await desk.signIn(player.mobileNumber, player.password);
    await desk.alert.filter({ hasText: 'This account is not an administrator.' }).waitFor();
    expect(await playerPage.evaluate(() => localStorage.getItem('matka-admin-token'))).toBeNull();
    expect(await playerPage.getByRole('navigation', { name: 'Console sections' }).count()).toBe(0);
    await screenshot(playerPage, 'admin-sign-in-refused-360x740');
    // The player's own session in the player app is untouched.
    await playerPage.goto('/wallet');
    await new JourneyPlayer(playerPage).walletBalance.waitFor();
  });

  // Twenty screens each waited for and photographed: 65 s on a slow day of this machine, past the file's 60 s.
  it('photographs every console screen on a laptop and on a phone', { timeout: 180_000 }, async () => {
    const sections: [ConsoleSection, string, string?][] = [
      ['Overview', 'overview'],
      ['Markets', 'markets'],
      ['Results', 'results'],
      ['Starline', 'starline'],
      ['Fund requests', 'fund-requests', 'Fund request status'],
      ['Withdrawals', 'withdrawals', 'Withdrawal status'],
      ['Users', 'users'],
      ['Password requests', 'password-requests', 'Password request status'],
      ['Enquiries', 'enquiries', 'Enquiry status'],
      ['Content', 'content'],
    ];
    // A password request waiting for review, so that its list has something to show.
    await api('PUT', '/user/forgot-password', null, { mobileNumber: player.mobileNumber, newPassword: 'forgotten-pass-2' });
    const phoneContext = await browser.newContext({ baseURL: baseUrl, viewport: PHONE, locale: 'en-IN' });
    try {
      const phone = new AdminPage(await phoneContext.newPage());
      await phone.open();
      await screenshot(phone.page, 'admin-sign-in-360x740');
      await phone.signIn(inject('adminMobile'), inject('adminPassword'));
      await phone.screenTitle('Overview').waitFor();
      await phone.page.getByRole('button', { name: /Menu/ }).click();
      await phone.page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Users' }).waitFor();
      await screenshot(phone.page, 'admin-menu-360x740');
      await phone.page.getByRole('button', { name: /Menu/ }).click();

      for (const [desk, size] of [
        [operator, '1280x800'],
        [phone, '360x740'],
      ] as const) {
        for (const [section, file, filter] of sections) {
          await desk.goTo(section);
          // Lists open on what waits for a decision; show everything, so the pictures show records.
          if (filter) await desk.page.getByRole('group', { name: filter }).getByRole('button', { name: 'All', exact: true }).click();
          // Every screen settles into its data, its empty state or its error: wait for the spinners to go.
          await desk.page.getByTestId('spinner').first().waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined);
          await desk.page.waitForLoadState('networkidle');
          await screenshot(desk.page, `admin-${file}-${size}`);
        }
        // One player's page: balance, adjustments and ledger.
        await desk.goTo('Users');
        await desk.page.getByRole('search').getByLabel('Search').fill(player.mobileNumber);
        await desk.page.getByRole('search').getByRole('button', { name: 'Search' }).click();
        const row = desk.page.getByTestId('user').filter({ hasText: player.mobileNumber });
        await row.getByRole('link', { name: 'Open', exact: true }).click();
        await desk.page.getByTestId('ledger-entry').first().waitFor();
        expect(await desk.page.getByTestId('user-balance').textContent()).toBe(rupees(1740));
        await screenshot(desk.page, `admin-user-${size}`);
      }
    } finally {
      await phoneContext.close();
    }
  });
});
