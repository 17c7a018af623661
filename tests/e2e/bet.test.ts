import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Locator, Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { AuthPage } from './page-models/auth-page';
import { BetPage, type BetTypePath } from './page-models/bet-page';
import { useBrowser, waitForPath } from './support/browser';
import { expectServiceWorkerActive } from './support/service-worker';

/**
 * Placing daily bets on the bet screen against the real server at FAKE_TIME (Friday 11:00 IST):
 * one market whose open session takes bets (12:00-18:00) and one whose sessions are over (08:00-10:00).
 */

const SCREENS_DIR = resolve(import.meta.dirname, '../../.test-artifacts/screens');
const baseUrl = inject('baseUrl');

let counter = 0;
function uniqueMobileNumber(): string {
  counter += 1;
  return `6${String((Date.now() * 10 + counter) % 1_000_000_000).padStart(9, '0')}`;
}

async function api<T>(method: string, path: string, token: string | null, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

async function expectOk<T>(call: Promise<{ status: number; body: T }>, what: string): Promise<T> {
  const { status, body } = await call;
  if (status < 200 || status >= 300) throw new Error(`${what} failed with ${status}: ${JSON.stringify(body)}`);
  return body;
}

type IdRecord = { _id: string };

let adminToken = '';
let openMarket: IdRecord & { gameName: string };
let closedMarket: IdRecord & { gameName: string };
let rates: Record<string, { min: number; max: number }> | null = null;

const STANDARD_RATES: Record<string, { min: number; max: number }> = {
  singleDigit: { min: 10, max: 95 },
  jodiDigit: { min: 10, max: 950 },
  singlePana: { min: 10, max: 1500 },
  doublePana: { min: 10, max: 3000 },
  triplePana: { min: 10, max: 7000 },
  halfSangam: { min: 10, max: 10000 },
  fullSangam: { min: 10, max: 100000 },
};

async function createMarket(gameName: string, openTime: string, closeTime: string) {
  const created = await expectOk(
    api<{ game?: IdRecord } & Partial<IdRecord>>('POST', '/admin/games', adminToken, { gameName, openTime, closeTime }),
    `Creating market ${gameName}`,
  );
  const _id = created.game?._id ?? created._id;
  if (!_id) throw new Error(`No id for the created market: ${JSON.stringify(created)}`);
  return { _id, gameName };
}

interface Player {
  id: string;
  token: string;
  mobileNumber: string;
  password: string;
}

/** Signs a new player up through /auth and credits them through the admin API. */
async function signUpAndCredit(page: Page, name: string, credit: number): Promise<Player> {
  const auth = new AuthPage(page);
  const player = { name, mobileNumber: uniqueMobileNumber(), password: 'bet-pass-1' };
  await auth.open();
  await auth.signUp(player);
  await waitForPath(page, '/dashboard');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) throw new Error('No token after sign-up');
  const { user } = await expectOk(api<{ user: IdRecord }>('GET', '/auth/profile', token), 'Reading the profile');
  if (credit !== 0) await adjust(user._id, credit);
  return { id: user._id, token, mobileNumber: player.mobileNumber, password: player.password };
}

async function adjust(userId: string, amount: number): Promise<void> {
  await expectOk(
    api('POST', `/admin/users/${encodeURIComponent(userId)}/adjustments`, adminToken, { amount, reason: 'e2e bet journey' }),
    'Adjusting the balance',
  );
}

async function serverBalance(player: Player): Promise<number> {
  const { user } = await expectOk(api<{ user: { balance: number } }>('GET', '/user/profile', player.token), 'Reading the balance');
  return user.balance;
}

/** Every POST /api/bets the page sends. */
function recordBetRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/bets') requests.push(request);
  });
  return requests;
}

function rupees(amount: number): string {
  return `₹${new Intl.NumberFormat('en-IN').format(amount)}`;
}

/** Waits until a toast has finished sliding in, so that a screenshot shows it. */
async function settled(toast: Locator): Promise<void> {
  await toast.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)));
}

async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: resolve(SCREENS_DIR, `${name}.png`) });
}

beforeAll(async () => {
  const login = await expectOk(
    api<{ token: string }>('POST', '/auth/login', null, {
      mobileNumber: inject('adminMobile'),
      password: inject('adminPassword'),
    }),
    'Admin sign-in',
  );
  adminToken = login.token;
  const suffix = String(Date.now()).slice(-5);
  openMarket = await createMarket(`Bet Noon ${suffix}`, '12:00', '18:00');
  closedMarket = await createMarket(`Bet Dawn ${suffix}`, '08:00', '10:00');
  // The server takes no bets without rates. Set the usual ones unless another journey already set some.
  const rateAnswer = await api<Record<string, { min: number; max: number }>>('GET', '/gamerates', null);
  if (rateAnswer.status === 200) {
    rates = rateAnswer.body;
  } else {
    await expectOk(api('PUT', '/admin/gamerates', adminToken, STANDARD_RATES), 'Setting the game rates');
    rates = STANDARD_RATES;
  }
});

interface BetCase {
  type: BetTypePath;
  title: string;
  rateKey: string;
  session?: 'Open' | 'Close';
  number?: string;
  pick?: string;
  amount: number;
  wire: { betType: string; session: string | null; betNumber: string };
  summary: string;
}

const SEVEN_BETS: BetCase[] = [
  { type: 'single-digit', title: 'Single Digit', rateKey: 'singleDigit', pick: '7', amount: 10, wire: { betType: 'single', session: 'open', betNumber: '7' }, summary: 'Single Digit: 7' },
  { type: 'jodi', title: 'Jodi', rateKey: 'jodiDigit', number: '05', amount: 20, wire: { betType: 'jodi', session: 'open', betNumber: '05' }, summary: 'Jodi: 05' },
  { type: 'single-panna', title: 'Single Panna', rateKey: 'singlePana', session: 'Close', number: '128', amount: 30, wire: { betType: 'singlePanna', session: 'close', betNumber: '128' }, summary: 'Single Panna: 128' },
  { type: 'double-panna', title: 'Double Panna', rateKey: 'doublePana', number: '550', amount: 40, wire: { betType: 'doublePanna', session: 'open', betNumber: '550' }, summary: 'Double Panna: 550' },
  { type: 'triple-panna', title: 'Triple Panna', rateKey: 'triplePana', pick: '555', amount: 50, wire: { betType: 'triplePanna', session: 'open', betNumber: '555' }, summary: 'Triple Panna: 555' },
  { type: 'half-sangam', title: 'Half Sangam', rateKey: 'halfSangam', session: 'Close', number: '5128', amount: 60, wire: { betType: 'halfSangam', session: 'close', betNumber: '5-128' }, summary: 'Half Sangam (Close): 5-128' },
  { type: 'full-sangam', title: 'Full Sangam', rateKey: 'fullSangam', number: '128359', amount: 70, wire: { betType: 'fullSangam', session: null, betNumber: '128-359' }, summary: 'Full Sangam: 128-359' },
];

describe('the bet screen', () => {
  const browser = useBrowser();

  it('places a bet of each of the seven types; the balance drops by exactly the stakes', async () => {
    const { page } = browser;
    const player = await signUpAndCredit(page, 'Meera Joshi', 1000);
    const requests = recordBetRequests(page);
    const bet = new BetPage(page);
    let expected = 1000;

    for (const item of SEVEN_BETS) {
      await bet.open(item.type, openMarket._id);
      await bet.heading(item.title).waitFor();
      await bet.balance.filter({ hasText: rupees(expected) }).waitFor();
      if (item.type === 'full-sangam') expect(await bet.session('Open').count()).toBe(0);
      else expect(await bet.session('Open').getAttribute('aria-pressed')).toBe('true');

      await bet.fill(item);
      await bet.summary.filter({ hasText: item.summary }).waitFor();
      expect(await bet.summary.textContent()).toContain(openMarket.gameName);
      const rate = rates?.[item.rateKey];
      const win = rate ? Math.round((item.amount * rate.max) / rate.min) : 0;
      expect(await bet.potentialWin.textContent()).toBe(rupees(win));
      await screenshot(page, `bet-${item.type}`);

      const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/bets' && r.request().method() === 'POST');
      await bet.placeBet();
      const response = await answered;
      expect(response.status(), await response.text()).toBe(201);
      expected -= item.amount;
      await bet.toast('Bet placed successfully!').waitFor();
      await bet.toast(`New balance: ${rupees(expected)}`).waitFor();
      if (item.type === 'single-digit') {
        await settled(bet.toast(`New balance: ${rupees(expected)}`));
        await screenshot(page, 'bet-placed');
      }
      await waitForPath(page, '/dashboard', 5_000);
    }

    expect(requests).toHaveLength(7);
    for (const [index, request] of requests.entries()) {
      const body = request.postDataJSON() as Record<string, unknown>;
      const item = SEVEN_BETS[index]!;
      expect(body).toMatchObject({ gameId: openMarket._id, betAmount: item.amount, ...item.wire });
      expect(typeof body.gameDate).toBe('string');
      expect(request.headers()['idempotency-key']).toBeTruthy();
    }
    expect(new Set(requests.map((r) => r.headers()['idempotency-key'])).size).toBe(7);
    expect(await serverBalance(player)).toBe(1000 - 280);
  });

  it("shows the server's message when the server refuses a bet the screen let through", async () => {
    const { page } = browser;
    const player = await signUpAndCredit(page, 'Kabir Singh', 500);
    const bet = new BetPage(page);
    await bet.open('jodi', openMarket._id);
    await bet.balance.filter({ hasText: rupees(500) }).waitFor();
    await bet.fill({ number: '42', amount: 100 });

    // The balance falls behind the screen's back: the screen still shows ₹500, the server knows ₹50.
    await adjust(player.id, -450);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/bets');
    await bet.placeBet();
    const response = await answered;
    expect(response.status()).toBeGreaterThanOrEqual(400);
    const { message, errors } = (await response.json()) as { message: string; errors?: { msg: string }[] };
    const shown = errors?.length ? errors.map((e) => e.msg) : [message];
    for (const text of shown) await bet.toast(text).waitFor();
    expect(message).toMatch(/Insufficient balance/);

    // Nothing was taken, the form stays for another try, and the screen now shows the real balance.
    await bet.balance.filter({ hasText: rupees(50) }).waitFor();
    expect(await bet.number.inputValue()).toBe('42');
    expect(await bet.placeBetButton.textContent()).toBe('Place Bet');
    expect(await serverBalance(player)).toBe(50);
    await settled(bet.toast(shown[0]!));
    await screenshot(page, 'bet-refused-by-server');
  });

  it('says a closed session is closed, keeps Place Bet disabled and sends nothing', async () => {
    const { page } = browser;
    await signUpAndCredit(page, 'Tara Nair', 200);
    const requests = recordBetRequests(page);
    const bet = new BetPage(page);
    await bet.open('single-digit', closedMarket._id);
    await bet.sessionNotice.filter({ hasText: 'Open session betting has closed' }).waitFor();
    await bet.session('Close').click();
    await bet.sessionNotice.filter({ hasText: 'Close session betting has closed' }).waitFor();
    await bet.fill({ pick: '3', amount: 10 });
    await page.getByTestId('place-bet-reason').filter({ hasText: 'Close session betting has closed' }).waitFor();
    expect(await bet.placeBetButton.isDisabled()).toBe(true);
    await bet.amount.press('Enter');
    await screenshot(page, 'bet-session-closed');
    expect(requests).toHaveLength(0);
  });

  it('offers a game picker without a game in the URL and asks for a game first', async () => {
    const { page } = browser;
    await signUpAndCredit(page, 'Ishaan Rao', 100);
    const bet = new BetPage(page);
    await bet.open('single-panna');
    const picker = page.getByLabel('Select Game', { exact: true });
    expect(await picker.inputValue()).toBe('');
    await page.getByRole('option', { name: 'Please select a game' }).waitFor({ state: 'attached' });
    await bet.fill({ number: '128', amount: 10 });
    await bet.placeBet();
    await bet.toast('Please select a game').waitFor();
    await settled(bet.toast('Please select a game'));
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'bet-game-picker');
    await picker.selectOption(openMarket._id);
    await bet.summary.filter({ hasText: openMarket.gameName }).waitFor();
  });

  it('opens from the cache offline, refuses to bet with a clear toast and sends no request', async () => {
    const { page, context } = browser;
    const player = await signUpAndCredit(page, 'Neha Gupta', 300);
    const bet = new BetPage(page);
    await bet.open('single-digit', openMarket._id);
    await bet.balance.filter({ hasText: rupees(300) }).waitFor();
    await bet.potentialWin.waitFor();
    await expectServiceWorkerActive(page, 'the service worker should cache the shell');
    const requests = recordBetRequests(page);

    // After one online visit: offline, reload; the screen renders from the cache.
    await context.setOffline(true);
    await page.reload();
    await bet.placeBetButton.waitFor();
    await page.getByText(openMarket.gameName).waitFor();
    await bet.balance.filter({ hasText: rupees(300) }).waitFor();
    await bet.fill({ pick: '9', amount: 50 });
    await bet.placeBet();
    await bet.toast('You are offline. Connect to the internet to place a bet.').waitFor();
    await settled(bet.toast('You are offline'));
    await screenshot(page, 'bet-offline');
    expect(requests).toHaveLength(0);
    await context.setOffline(false);
    expect(await serverBalance(player)).toBe(300);
  });

  it('keeps an inactive player away from the bet screen', async () => {
    const { page } = browser;
    const player = await signUpAndCredit(page, 'Arjun Mehta', 100);
    await expectOk(api('PATCH', `/admin/users/${player.id}`, adminToken, { isActive: false }), 'Deactivating the player');

    // Deactivation ends the player's sessions; an inactive player may still sign in and read.
    const auth = new AuthPage(page);
    await auth.open();
    await auth.signIn(player.mobileNumber, player.password);
    await waitForPath(page, '/dashboard');
    await page.goto(`/bet/single-digit/${openMarket._id}`);
    await waitForPath(page, '/dashboard');
  });
});
