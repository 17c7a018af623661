import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PlayerScreens } from './page-models/wallet-pages';
import { useBrowser } from './support/browser';
import { ApiClient, openSignedIn, screenshot, uniqueMobileNumber, STANDARD_RATES } from './support/player-api';
import { ADMIN_MOBILE, ADMIN_PASSWORD, makeDataDir, removeDataDir, startServer, type RunningServer } from './support/server';

/**
 * Bidding and winning histories on known data spread over several days, and the Sunday withdrawal rule. The shared
 * server's clock cannot go back, so this file runs its own server on its own database and restarts it at each
 * FAKE_TIME: bets are placed on 15 Oct, 10 Nov and 19 Nov 2026, then the browser visits on Sunday 22 Nov 2026 at
 * 10:00 IST, when withdrawals are closed (the client refuses; so does the server).
 */

const PASSWORD = 'history-pass-1';
const mobileNumber = uniqueMobileNumber('7');
const markets = { alpha: '', beta: '' };

type Bet = [market: 'alpha' | 'beta', digit: string, amount: number];

interface Day {
  /** The server clock: 11:00 IST (10:00 on the Sunday). */
  fakeTime: string;
  date: string;
  bets: Bet[];
  /** The open panna declared for Alpha that day (its ank wins). */
  alphaOpenPanna?: string;
}

const SUNDAY: Day = {
  fakeTime: '2026-11-22T04:30:00.000Z',
  date: '2026-11-22',
  bets: [['alpha', '8', 70], ...Array.from({ length: 51 }, (_, i): Bet => ['beta', String(i % 10), 10 + i])],
};

const DAYS: Day[] = [
  { fakeTime: '2026-10-15T05:30:00.000Z', date: '2026-10-15', bets: [['alpha', '1', 100], ['alpha', '2', 50], ['alpha', '3', 20], ['beta', '5', 30]], alphaOpenPanna: '128' },
  { fakeTime: '2026-11-10T05:30:00.000Z', date: '2026-11-10', bets: [['alpha', '4', 40], ['alpha', '7', 60], ['beta', '9', 25]], alphaOpenPanna: '400' },
  { fakeTime: '2026-11-19T05:30:00.000Z', date: '2026-11-19', bets: [['alpha', '6', 200], ['alpha', '0', 15]], alphaOpenPanna: '600' },
  SUNDAY,
];

const ALL_BETS = DAYS.flatMap((day) => day.bets);
const WINS = [950, 380, 1900]; // round(stake / 10 × 95) for Alpha's 1 (₹100), 4 (₹40), 6 (₹200)

let dataDir = '';
let server: RunningServer | null = null;
let playerToken = '';
let baseUrl = '';

/** A day's result is declared once its betting has closed: by the next day's server, as a past day. */
async function placeDay(day: Day, first: boolean, previous?: Day): Promise<void> {
  server = await startServer({ distDir: inject('distDir'), dataDir, fakeTime: day.fakeTime });
  const api = new ApiClient(server.baseUrl);
  const admin = await api.signIn(ADMIN_MOBILE, ADMIN_PASSWORD);
  if (first) {
    const { id } = await api.signUp('History Player', mobileNumber, PASSWORD);
    await api.adjust(admin, id, 100_000);
    await api.ok('PUT', '/admin/gamerates', admin, STANDARD_RATES);
    for (const [key, gameName, openTime, closeTime] of [
      ['alpha', 'Alpha Bazar', '23:00', '23:50'],
      ['beta', 'Beta Night', '23:10', '23:55'],
    ] as const) {
      const created = await api.ok<{ game: { _id: string } }>('POST', '/admin/games', admin, { gameName, openTime, closeTime });
      markets[key] = created.game._id;
    }
  }
  if (previous?.alphaOpenPanna) {
    await api.ok('POST', '/admin/results', admin, { gameId: markets.alpha, session: 'open', pana: previous.alphaOpenPanna, gameDate: previous.date });
  }
  playerToken = await api.signIn(mobileNumber, PASSWORD);
  const gameDate = new Date(`${day.date}T00:00:00+05:30`).toISOString();
  for (const [market, digit, amount] of day.bets) {
    await api.ok('POST', '/bets', playerToken, {
      gameId: markets[market],
      betType: 'single',
      session: 'open',
      betNumber: digit,
      betAmount: amount,
      gameDate,
    });
  }
  if (day !== SUNDAY) {
    await server.stop();
    server = null;
  } else {
    baseUrl = server.baseUrl;
  }
}

beforeAll(async () => {
  dataDir = await makeDataDir();
  for (const [index, day] of DAYS.entries()) await placeDay(day, index === 0, DAYS[index - 1]);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  if (dataDir) await removeDataDir(dataDir);
});

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

describe('histories on known data (Sunday 22 Nov 2026)', () => {
  const browser = useBrowser();

  it('bidding history: summary, date/game/status filters, sorts, pages of 10 with up to 5 buttons', async () => {
    const { page } = browser;
    const screens = new PlayerScreens(page);
    await openSignedIn(page, playerToken, '/bidding-history', baseUrl);
    await screens.bets.first().waitFor();
    await expect.poll(() => screens.stat('Total Bets').textContent()).toBe(String(ALL_BETS.length));
    expect(await screens.stat('Total Staked').textContent()).toBe(rupees(ALL_BETS.reduce((sum, bet) => sum + bet[2], 0)));
    expect(await screens.stat('Total Won').textContent()).toBe(rupees(WINS.reduce((a, b) => a + b, 0)));
    expect(await screens.stat('Win Rate').textContent()).toBe(`${Math.round((3 / ALL_BETS.length) * 100)}%`);
    await screenshot(page, 'bidding-history');

    // 61 bets: 7 pages, at most 5 buttons, a window that follows the current page.
    expect(await screens.bets.count()).toBe(10);
    expect(await screens.pageButtons.allTextContents()).toEqual(['1', '2', '3', '4', '5']);
    await screens.pageButton(5).click();
    expect(await screens.pageButtons.allTextContents()).toEqual(['3', '4', '5', '6', '7']);
    await screens.pageButton(7).click();
    expect(await screens.bets.count()).toBe(1);
    await page.getByText('Showing 61-61 of 61').waitFor();

    const pick = (label: string, value: string) => screens.field(label).selectOption(value);
    await pick('Date', 'today');
    expect(await screens.stat('Total Bets').textContent()).toBe('52');
    expect(await page.getByText('Showing 1-10 of 52').isVisible()).toBe(true);
    await pick('Date', 'last7Days');
    expect(await screens.stat('Total Bets').textContent()).toBe('54');
    await pick('Date', 'lastMonth');
    expect(await screens.stat('Total Bets').textContent()).toBe('57');
    await pick('Date', 'custom');
    await screens.field('From').fill('2026-10-01');
    await screens.field('To').fill('2026-10-31');
    expect(await screens.stat('Total Bets').textContent()).toBe('4');
    expect(await screens.stat('Win Rate').textContent()).toBe('25%');
    await pick('Date', 'all');

    await pick('Game', markets.alpha);
    expect(await screens.stat('Total Bets').textContent()).toBe('8');
    await pick('Status', 'won');
    expect(await screens.stat('Total Bets').textContent()).toBe('3');
    await pick('Sort By', 'winAmount');
    expect(await screens.bets.first().textContent()).toContain(rupees(1900));
    expect(await screens.bets.last().textContent()).toContain(rupees(380));
    await pick('Game', '');
    await pick('Status', 'lost');
    expect(await screens.stat('Total Bets').textContent()).toBe('4');
    await pick('Status', '');
    await pick('Sort By', 'amount');
    expect(await screens.bets.first().textContent()).toContain(rupees(200));
    expect(await screens.bets.nth(1).textContent()).toContain(rupees(100));
    await screenshot(page, 'bidding-history-filtered');
  });

  it('winning history: only won bets paying more than 0, summary, filters and sorts', async () => {
    const { page } = browser;
    const screens = new PlayerScreens(page);
    await openSignedIn(page, playerToken, '/winning-history', baseUrl);
    await screens.bets.first().waitFor();
    await expect.poll(() => screens.bets.count()).toBe(3);
    expect(await screens.stat('Total Wins').textContent()).toBe('3');
    expect(await screens.stat('Total Won').textContent()).toBe(rupees(3230));
    // Every stake counts, the lost and pending bets' too.
    const staked = ALL_BETS.reduce((sum, bet) => sum + bet[2], 0);
    expect(await screens.stat('Total Staked').textContent()).toBe(rupees(staked));
    expect(await screens.stat('Net').textContent()).toBe(rupees(3230 - staked));
    // Newest first: 19 Nov, 10 Nov, 15 Oct.
    const texts = await screens.bets.allTextContents();
    expect(texts.map((text) => /₹(1,900|380|950)/.exec(text)?.[0])).toEqual(['₹1,900', '₹380', '₹950']);
    await screenshot(page, 'winning-history');

    await screens.field('Date').selectOption('last7Days');
    expect(await screens.bets.count()).toBe(1);
    await screens.field('Date').selectOption('lastMonth');
    expect(await screens.bets.count()).toBe(2);
    await screens.field('Date').selectOption('all');
    await screens.field('Sort By').selectOption('amount');
    expect((await screens.bets.allTextContents()).map((text) => /₹(1,900|380|950)/.exec(text)?.[0])).toEqual([
      '₹1,900',
      '₹950',
      '₹380',
    ]);
    await screens.field('Date').selectOption('today');
    await page.getByText('No winnings found').waitFor();
  });

  it('winning history nets a day\'s win against both of its stakes, the lost one too', async () => {
    const { page } = browser;
    const screens = new PlayerScreens(page);
    await openSignedIn(page, playerToken, '/winning-history', baseUrl);
    await screens.bets.first().waitFor();
    // 19 Nov on Alpha: ₹200 on 6 won ₹1,900, ₹15 on 0 lost.
    await screens.field('Date').selectOption('custom');
    await screens.field('From').fill('2026-11-19');
    await screens.field('To').fill('2026-11-19');
    await screens.field('Game').selectOption(markets.alpha);
    await expect.poll(() => screens.bets.count()).toBe(1);
    expect(await screens.stat('Total Won').textContent()).toBe(rupees(1900));
    expect(await screens.stat('Total Staked').textContent()).toBe(rupees(215));
    expect(await screens.stat('Net').textContent()).toBe(rupees(1900 - 200 - 15));
    await screenshot(page, 'winning-history-net');
  });

  it('refuses a withdrawal on a Sunday (IST) on the client, and the server refuses it too', async () => {
    const { page } = browser;
    const screens = new PlayerScreens(page);
    const api = new ApiClient(baseUrl);
    await api.ok('PUT', '/user/bank-details', playerToken, {
      accountHolderName: 'History Player',
      accountNumber: '998877665544',
      confirmAccountNumber: '998877665544',
      ifscCode: 'HDFC0000123',
      bankName: 'HDFC Bank',
    });
    await openSignedIn(page, playerToken, '/withdraw-fund', baseUrl);
    await screens.method('Bank').waitFor();
    const before = await page.getByTestId('withdraw-balance').textContent();
    await screens.field('Amount').fill('2000');
    await screens.method('Bank').check();
    await screens.button('Withdraw').click();
    await screens.toast('Withdrawals are closed on Sundays').waitFor();
    await screenshot(page, 'withdraw-fund-sunday');
    expect(await page.getByTestId('withdraw-balance').textContent()).toBe(before);

    const refused = await api.call<{ message: string }>('POST', '/withdraw/request', playerToken, { amount: 2000, method: 'bank' });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(refused.body.message).toBe('Withdrawals are closed on Sundays');
    const { withdrawals } = await api.ok<{ withdrawals: unknown[] }>('GET', '/withdraw/history', playerToken);
    expect(withdrawals).toEqual([]);
  });
});
