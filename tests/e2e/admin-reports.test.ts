import type { Browser, BrowserContext } from 'playwright-core';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { ExposureOnResults, ExposureOnStarline, ReportsScreen } from './page-models/admin-insight-screens';
import { launchBrowser } from './support/browser';
import { ApiClient, screenshot, uniqueMobileNumber, STANDARD_RATES } from './support/player-api';
import { ADMIN_MOBILE, ADMIN_PASSWORD, makeDataDir, removeDataDir, startServer, type RunningServer } from './support/server';

/**
 * Operator insight end to end: reports that add up what the players did over the last 7 days, and the
 * exposure of a session before its declaration.
 *
 * The figures must be exact, so this file runs its own server on its own database, restarted at each FAKE_TIME
 * (the shared server's clock cannot go back):
 * - Tue 17 Nov 2026, 11:00 IST: two players sign up and are credited ₹10,000 each by adjustment; they bet on the
 *   open sessions of Alpha and Beta (23:00): Asha ₹100 on 1 in Alpha; Ravi ₹50 on 2 in Alpha, ₹30 on 5 in Beta.
 * - Fri 20 Nov 2026, 10:00 IST: Alpha's open of the 17th is declared 128 (ank 1): Asha wins round(100/10×95) =
 *   ₹950. Ravi deposits ₹1,000 (approved). They bet on Gamma's open (10:30): Asha ₹100 on 3; Ravi ₹40 on 3, ₹20 on 7;
 *   and Asha ₹50 on 4 in the Starline game of 10:45.
 * - Fri 20 Nov 2026, 11:00 IST: the operator opens the console, with Gamma's open and Starline's 10:45 ready to be
 *   declared.
 */

const STARLINE_RATES = {
  singleDigit: { min: 10, max: 95 },
  singlePana: { min: 10, max: 1500 },
  doublePana: { min: 10, max: 3000 },
  triplePana: { min: 10, max: 7000 },
};
const LAPTOP = { width: 1280, height: 800 } as const;
const PASSWORD = 'insight-pass-1';
const TUESDAY = { fakeTime: '2026-11-17T05:30:00.000Z', date: '2026-11-17' };
const FRIDAY_10 = { fakeTime: '2026-11-20T04:30:00.000Z', date: '2026-11-20' };
const FRIDAY_11 = { fakeTime: '2026-11-20T05:30:00.000Z', date: '2026-11-20' };

const players = {
  asha: { name: 'Asha Insight', mobileNumber: uniqueMobileNumber('7'), id: '', token: '' },
  ravi: { name: 'Ravi Insight', mobileNumber: uniqueMobileNumber('7'), id: '', token: '' },
};
const markets = { alpha: '', beta: '', gamma: '', starline: '' };
type Bet = [player: keyof typeof players, market: keyof typeof markets, digit: string, amount: number];

const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const rupees = (amount: number) => RUPEES.format(amount);

let dataDir = '';
let server: RunningServer | null = null;
let browser: Browser | undefined;
let context: BrowserContext | undefined;

async function serverAt(fakeTime: string): Promise<{ api: ApiClient; admin: string }> {
  await server?.stop();
  server = await startServer({ distDir: inject('distDir'), dataDir, fakeTime });
  const api = new ApiClient(server.baseUrl);
  return { api, admin: await api.signIn(ADMIN_MOBILE, ADMIN_PASSWORD) };
}

async function placeBets(api: ApiClient, date: string, bets: readonly Bet[]): Promise<void> {
  const gameDate = new Date(`${date}T00:00:00+05:30`).toISOString();
  for (const [player, market, digit, amount] of bets) {
    await api.ok('POST', '/bets', players[player].token, {
      gameId: markets[market],
      betType: 'single',
      session: 'open',
      betNumber: digit,
      betAmount: amount,
      gameDate,
    });
  }
}

beforeAll(async () => {
  dataDir = await makeDataDir();

  let { api, admin } = await serverAt(TUESDAY.fakeTime);
  await api.ok('PUT', '/admin/gamerates', admin, STANDARD_RATES);
  for (const [key, gameName, openTime, closeTime] of [
    ['alpha', 'Alpha Bazar', '23:00', '23:50'],
    ['beta', 'Beta Night', '23:00', '23:55'],
    ['gamma', 'Gamma Day', '10:30', '22:00'],
  ] as const) {
    markets[key] = (await api.ok<{ game: { _id: string } }>('POST', '/admin/games', admin, { gameName, openTime, closeTime })).game._id;
  }
  for (const player of Object.values(players)) {
    const { id, token } = await api.signUp(player.name, player.mobileNumber, PASSWORD);
    Object.assign(player, { id, token });
    await api.adjust(admin, id, 10_000);
  }
  await placeBets(api, TUESDAY.date, [
    ['asha', 'alpha', '1', 100],
    ['ravi', 'alpha', '2', 50],
    ['ravi', 'beta', '5', 30],
  ]);

  ({ api, admin } = await serverAt(FRIDAY_10.fakeTime));
  for (const player of Object.values(players)) player.token = await api.signIn(player.mobileNumber, PASSWORD);
  await api.ok('POST', '/admin/results', admin, { gameId: markets.alpha, session: 'open', pana: '128', gameDate: TUESDAY.date });
  await api.updateMainSettings(admin, { upiId: 'matka.house@upi', minimumDeposit: 100 });
  const { request } = await api.ok<{ request: { _id: string } }>('POST', '/fund-request/create', players.ravi.token, {
    amount: 1000,
    transactionId: String(Date.now()).slice(-12).padStart(12, '4'),
    paymentMethod: 'UPI',
  });
  await api.ok('POST', `/admin/fund-requests/${request._id}/approve`, admin, { remarks: 'UPI payment seen' });
  await placeBets(api, FRIDAY_10.date, [
    ['asha', 'gamma', '3', 100],
    ['ravi', 'gamma', '3', 40],
    ['ravi', 'gamma', '7', 20],
  ]);
  await api.ok('PUT', '/admin/starline/gamerates', admin, STARLINE_RATES);
  markets.starline = (
    await api.ok<{ game: { _id: string } }>('POST', '/admin/starline/games', admin, {
      gameName: 'Star 10:45',
      gameNameHindi: 'स्टार 10:45',
      openTime: '10:45',
      minBet: 10,
      maxBet: 1000,
    })
  ).game._id;
  await api.ok('POST', '/starline/bets', players.asha.token, { gameId: markets.starline, betType: 'single digit', betNumber: '4', betAmount: 50 });

  await serverAt(FRIDAY_11.fakeTime);
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: server!.baseUrl, viewport: LAPTOP, locale: 'en-IN', acceptDownloads: true });
}, 180_000);

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const dir = resolve(import.meta.dirname, '../../.test-artifacts/e2e');
  await mkdir(dir, { recursive: true });
  for (const [index, page] of (context?.pages() ?? []).entries()) {
    await page.screenshot({ path: join(dir, `admin-reports-${task.name.replace(/[^\w.-]+/g, '-').slice(0, 80)}-${index}.png`), fullPage: true }).catch(() => undefined);
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await removeDataDir(dataDir);
});

describe('operator insight: the last 7 days in Reports, and the exposure before a declaration', () => {
  it('shows the last 7 days as totals, a chart of stakes and payouts and the tables, and downloads the by-market CSV', async () => {
    const operator = new ReportsScreen(await context!.newPage());
    await operator.open();
    await operator.signIn(ADMIN_MOBILE, ADMIN_PASSWORD);
    await operator.screenTitle('Overview').waitFor();
    await operator.openFromMenu();

    await operator.choosePeriod('Last 7 days');
    await operator.covers(/^From Sat, 14 Nov,? 2026 to Fri, 20 Nov,? 2026 \(IST, both days included\)$/).waitFor();
    await expect.poll(() => operator.total('Stakes').textContent()).toBe(rupees(390));
    expect(await operator.total('Payouts').textContent()).toBe(rupees(950));
    expect(await operator.total('Net (stakes − payouts)').textContent()).toBe(rupees(-560));
    expect(await operator.total('Deposits').textContent()).toBe(rupees(1000));
    expect(await operator.total('Withdrawals').textContent()).toBe(rupees(0));
    expect(await operator.total('Adjustments').textContent()).toBe(`+${rupees(20_000)}`);
    expect(await operator.total('Bets').textContent()).toBe('7');
    expect(await operator.total('Active players').textContent()).toBe('2');
    expect(await operator.total('New players').textContent()).toBe('2');

    // The chart is uPlot's canvas, drawn to the width of the screen; its text alternative is the By day table.
    await operator.chartCanvas.waitFor();
    expect((await operator.chartCanvas.boundingBox())!.width).toBeGreaterThan(600);
    expect(await operator.chartImage.getAttribute('aria-label')).toMatch(/By day table/);

    // One row per day of the period, quiet days included.
    expect(await operator.table('By day').locator('tbody tr').count()).toBe(7);
    expect(await operator.headers('By day')).toEqual(['Day', 'Deposits', 'Withdrawals', 'Stakes', 'Payouts', 'Net', 'Bets']);
    expect((await operator.row('By day', /17 Nov/)).slice(1)).toEqual(['₹0', '₹0', '₹180', '₹0', '₹180', '3']);
    expect((await operator.row('By day', /20 Nov/)).slice(1)).toEqual([rupees(1000), '₹0', '₹210', '₹950', rupees(-740), '4']);
    expect((await operator.row('By day', /18 Nov/)).slice(1)).toEqual(['₹0', '₹0', '₹0', '₹0', '₹0', '0']);

    // Markets by stakes, largest first.
    const marketRows = await operator.table('By market').locator('tbody tr').allTextContents();
    expect(marketRows.map((row) => /^(Gamma Day|Alpha Bazar|Star 10:45|Beta Night)/.exec(row)?.[1])).toEqual([
      'Gamma Day',
      'Alpha Bazar',
      'Star 10:45',
      'Beta Night',
    ]);
    expect(await operator.row('By market', 'Alpha Bazar')).toEqual(['Alpha Bazar', 'Daily', '2', '₹150', '₹950', rupees(-800)]);
    expect(await operator.row('By market', 'Gamma Day')).toEqual(['Gamma Day', 'Daily', '3', '₹160', '₹0', '₹160']);
    expect(await operator.row('By market', 'Star 10:45')).toEqual(['Star 10:45', 'Starline', '1', '₹50', '₹0', '₹50']);

    const asha = `${players.asha.name} · ${players.asha.mobileNumber}`;
    const ravi = `${players.ravi.name} · ${players.ravi.mobileNumber}`;
    expect(await operator.row('Top players by stakes', asha)).toEqual([asha, '3', '₹250', '₹950', rupees(-700)]);
    expect(await operator.row('Top players by stakes', ravi)).toEqual([ravi, '4', '₹140', '₹0', '₹140']);
    await screenshot(operator.page, 'admin-reports-1280x800');

    const csv = await operator.downloadCsv('By market');
    expect(csv.name).toBe('report-byMarket-2026-11-14-2026-11-20.csv');
    // Plain cells (no commas in these names): a header row, then one row per market, largest stakes first.
    const rows = csv.text.trimEnd().split('\r\n').map((line) => line.split(',').map((cell) => cell.replace(/^"|"$/g, '')));
    expect(rows[0]).toEqual(['kind', 'gameId', 'gameName', 'bets', 'stakes', 'payouts', 'net']);
    expect(rows.slice(1).map((row) => row[2])).toEqual(['Gamma Day', 'Alpha Bazar', 'Star 10:45', 'Beta Night']);
    expect(rows[2]).toEqual(['daily', markets.alpha, 'Alpha Bazar', '2', '150', '950', '-800']);
  });

  // The operator signed in by the test before (the same browser context) goes on to Results.
  it('shows the exposure of a market with bets on Results, and reads it again before the declaration', async () => {
    const operator = new ExposureOnResults(await context!.newPage());
    await operator.open();
    await operator.goTo('Results');
    await operator.choose('Gamma Day', 'Open');

    await expect.poll(() => operator.pending('Pending stakes').textContent()).toBe('₹160');
    expect(await operator.pending('Pending bets').textContent()).toBe('3');
    // Any panna of ank 3 pays Asha's ₹950 and Ravi's ₹380; the panel lists the 20 costliest.
    const costliest = await operator.costliest();
    expect(costliest).toHaveLength(20);
    const [panna, ank, winners, payout] = costliest[0]!;
    expect(panna).toMatch(/^\d{3}$/);
    expect([ank, winners, payout]).toEqual(['3', '2', rupees(1330)]);
    expect(costliest.every((row) => row[1] === '3')).toBe(true);
    expect(await operator.find('700')).toEqual(['700', '7', '1', '₹190']);
    expect(await operator.find('128')).toEqual(['128', '1', '0', '₹0']);
    await screenshot(operator.page, 'admin-results-exposure-1280x800');

    await operator.panna.fill('128');
    await operator.runPreview();
    await operator.declare();
    const dialog = operator.dialog('Declare this result?');
    expect(await dialog.getByTestId('confirm-pending-stakes').textContent()).toBe('₹160');
    await operator.confirm('Declare Result');
    await operator.outcome(/3 bets settled, 0 won/).waitFor();
    await operator.exposure.getByText('Declared with 128: its bets are settled.').waitFor();
    expect(await operator.pending('Pending stakes').textContent()).toBe('₹0');
  });

  it('shows the exposure of a Starline game beside its declaration', async () => {
    const operator = new ExposureOnStarline(await context!.newPage());
    await operator.open();
    await operator.goTo('Starline');
    await operator.page.getByRole('tab', { name: 'Results' }).click();

    await expect.poll(() => operator.pending('Pending stakes').textContent()).toBe('₹50');
    // floor(50 × 95 / 10): only the pannas of ank 4 pay.
    const costliest = await operator.costliest();
    expect(costliest).toHaveLength(20);
    expect(costliest[0]!.slice(1)).toEqual(['4', '1', '₹475']);
    expect(await operator.find('128')).toEqual(['128', '1', '0', '₹0']);
  });
});
