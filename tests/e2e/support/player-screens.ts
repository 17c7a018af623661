import type { Page } from 'playwright-core';
import { encodePng } from '../../../server/seed/png';
import { HTML_LANG, LANGUAGE_STORAGE_KEY, type Language } from '../../../src/i18n/language';
import { ApiClient, STANDARD_RATES, uniqueMobileNumber } from './player-api';
import { ADMIN_MOBILE, ADMIN_PASSWORD, makeDataDir, removeDataDir, startServer, type RunningServer } from './server';

/**
 * Every screen of the player app and of the console, with data on them, for the sweeps that walk them all
 * (screens-english.test.ts and screens-hindi.test.ts: the accessibility audit, the tap-target sizes, the Hindi
 * texts). The screens run on a private server whose clock starts at 10:59:35 IST on Friday 20 Nov 2026, so that
 * bets placed before 11:00 can be won once it is 11:00: the histories, the statement and the Starline screens then
 * show won, lost and pending bets, fund requests, a withdrawal, results.
 */

/** Where the player app keeps its session (src/api/client.ts) and the console its own (admin/src/admin-session.ts). */
const PLAYER_TOKEN_KEY = 'token';
const ADMIN_TOKEN_KEY = 'matka-admin-token';

/** 10:59:35 IST: 25 s before the open time of the market whose open result is declared. */
const FAKE_TIME = '2026-11-20T05:29:35.000Z';
const TODAY = '2026-11-20';
const PASSWORD = 'screens-pass-1';

export interface ScreenData {
  readonly origin: string;
  readonly adminToken: string;
  readonly player: { readonly id: string; readonly token: string; readonly name: string };
  /** A market whose open result is declared today (11:00), with a year of past results. */
  readonly declaredMarketId: string;
  /** A market still open for bets (23:00 to 23:50). */
  readonly openMarketId: string;
  readonly starlineGameId: string;
}

export interface ScreenServer {
  readonly data: ScreenData;
  stop(): Promise<void>;
}

/** Past results of a market: every day but Sundays from `from` to yesterday, as a history import file. */
function pastResults(from: string): string {
  const pannas = ['128', '137', '146', '236', '245', '290', '335', '344', '380', '470', '489', '560', '579', '678'];
  const lines = ['date,open_pana,close_pana'];
  let index = 0;
  for (let day = new Date(`${from}T00:00:00Z`); day.toISOString().slice(0, 10) < TODAY; day.setUTCDate(day.getUTCDate() + 1)) {
    if (day.getUTCDay() === 0) continue;
    lines.push(`${day.toISOString().slice(0, 10)},${pannas[index % pannas.length]},${pannas[(index + 5) % pannas.length]}`);
    index += 1;
  }
  return `${lines.join('\n')}\n`;
}

/** A 12-digit UPI reference. */
function utr(last: number): string {
  return `${String(Date.now()).slice(-11)}${last}`;
}

/** Moves the server's clock (FAKE_TIME) to `instant` when it is not there yet. */
async function untilServerTime(api: ApiClient, instant: string): Promise<void> {
  const ahead = Date.parse(instant) - (await api.serverNow());
  // The Date header counts whole seconds: a second more makes sure the instant has passed.
  if (ahead > -1_000) await api.advanceServerClock(ahead + 1_000);
}

/**
 * Starts a private server on the built apps in `distDir` and gives it a player with money, bets won, lost and
 * pending, requests, a chat.
 */
export async function startScreenServer(distDir: string): Promise<ScreenServer> {
  const dataDir = await makeDataDir();
  let server: RunningServer | undefined;
  try {
    server = await startServer({ distDir, dataDir, fakeTime: FAKE_TIME });
    const data = await seed(new ApiClient(server.baseUrl), server.baseUrl);
    const running = server;
    return {
      data,
      stop: async () => {
        await running.stop();
        await removeDataDir(dataDir);
      },
    };
  } catch (error) {
    await server?.stop();
    await removeDataDir(dataDir);
    throw error;
  }
}

async function seed(api: ApiClient, origin: string): Promise<ScreenData> {
  const admin = await api.signIn(ADMIN_MOBILE, ADMIN_PASSWORD);
  const gameDate = new Date(`${TODAY}T00:00:00+05:30`).toISOString();

  // Bets on the 11:00 open first: the clock runs on.
  await api.ok('PUT', '/admin/gamerates', admin, STANDARD_RATES);
  const declared = await api.ok<{ game: { _id: string } }>('POST', '/admin/games', admin, {
    gameName: 'Kalyan Morning',
    openTime: '11:00',
    closeTime: '21:00',
  });
  const open = await api.ok<{ game: { _id: string } }>('POST', '/admin/games', admin, {
    gameName: 'Milan Night',
    openTime: '23:00',
    closeTime: '23:50',
  });
  const early = await api.ok<{ game: { _id: string } }>('POST', '/admin/starline/games', admin, {
    gameName: 'Starline 10:59',
    gameNameHindi: 'स्टारलाइन',
    openTime: '10:59',
    minBet: 10,
    maxBet: 1000,
  });
  const late = await api.ok<{ game: { _id: string } }>('POST', '/admin/starline/games', admin, {
    gameName: 'Starline 23:00',
    gameNameHindi: 'स्टारलाइन',
    openTime: '23:00',
    minBet: 10,
    maxBet: 1000,
  });
  const name = 'Asha Verma';
  const mobileNumber = uniqueMobileNumber('7');
  const player = await api.signUp(name, mobileNumber, PASSWORD);
  await api.adjust(admin, player.id, 25_000);
  const bet = (gameId: string, betType: string, session: string | null, betNumber: string, betAmount: number) =>
    api.ok('POST', '/bets', player.token, { gameId, betType, session, betNumber, betAmount, gameDate });
  await bet(declared.game._id, 'single', 'open', '1', 100);
  await bet(declared.game._id, 'single', 'open', '5', 50);
  await bet(declared.game._id, 'singlePanna', 'open', '128', 20);
  await bet(open.game._id, 'jodi', 'open', '27', 40);
  await bet(open.game._id, 'single', 'close', '9', 1500);
  const starlineBet = (gameId: string, betType: string, betNumber: string, betAmount: number) =>
    api.ok('POST', '/starline/bets', player.token, { gameId, betType, betNumber, betAmount });
  await starlineBet(early.game._id, 'single digit', '1', 20);
  await starlineBet(early.game._id, 'single pana', '137', 10);
  await starlineBet(late.game._id, 'single digit', '4', 30);
  const now = await api.serverNow();
  if (now >= Date.parse('2026-11-20T05:30:00.000Z')) {
    throw new Error(`The bets were placed after 11:00 IST (server clock ${new Date(now).toISOString()}): start the server earlier`);
  }

  // Meanwhile the rest: content, money requests, payout numbers, a chat, a year of results.
  await api.updateMainSettings(admin, {
    upiId: 'matkaplay@upi',
    upiName: 'Matka Play',
    whatsappNumber: '9876543210',
    minimumDeposit: 500,
    minimumWithdraw: 1000,
  });
  const banner = new FormData();
  banner.append('title', 'Diwali bonus');
  const png = encodePng(640, 280, (x) => [91, 33, Math.min(255, 100 + Math.floor(x / 5))]);
  banner.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'banner.png');
  const uploaded = await fetch(`${origin}/api/admin/banners`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${admin}` },
    body: banner,
  });
  if (uploaded.status !== 201) throw new Error(`Banner upload failed with ${uploaded.status}: ${await uploaded.text()}`);
  const imported = await fetch(`${origin}/api/admin/games/${declared.game._id}/history`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'text/csv' },
    body: pastResults('2026-05-04'),
  });
  if (imported.status !== 200) throw new Error(`History import failed with ${imported.status}: ${await imported.text()}`);
  for (const [day, pana] of [['2026-11-18', '128'], ['2026-11-19', '550']] as const) {
    await api.ok('POST', '/admin/starline/results', admin, { gameId: early.game._id, pana, gameDate: day });
    await api.ok('POST', '/admin/starline/results', admin, { gameId: late.game._id, pana: '359', gameDate: day });
  }

  const deposit = async (amount: number, last: number) =>
    (
      await api.ok<{ request: { _id: string } }>('POST', '/fund-request/create', player.token, {
        amount,
        utr: utr(last),
        paymentMethod: 'UPI',
      })
    ).request._id;
  const approved = await deposit(2000, 1);
  await api.ok('POST', `/admin/fund-requests/${approved}/approve`, admin, { remarks: 'Received' });
  const rejected = await deposit(800, 2);
  await api.ok('POST', `/admin/fund-requests/${rejected}/reject`, admin, { remarks: 'No such payment' });
  await deposit(1500, 3);

  await api.ok('PUT', '/user/bank-details', player.token, {
    accountHolderName: name,
    accountNumber: '123456784321',
    confirmAccountNumber: '123456784321',
    ifscCode: 'SBIN0001234',
    bankName: 'State Bank of India',
  });
  await api.ok('PUT', '/user/payment-details', player.token, { phonepe: '9876501234' });
  const { withdrawal } = await api.ok<{ withdrawal: { _id: string } }>('POST', '/withdraw/request', player.token, {
    amount: 1200,
    method: 'phonepe',
  });
  await api.ok('POST', `/admin/withdrawals/${withdrawal._id}/status`, admin, { status: 'approved' });
  await api.ok('POST', `/admin/withdrawals/${withdrawal._id}/status`, admin, {
    status: 'completed',
    transactionId: 'UTR778899',
    remarks: 'Paid',
  });
  await api.ok('POST', '/withdraw/request', player.token, { amount: 1000, method: 'bank' });

  await api.ok('POST', '/enquiry/user', player.token, { message: 'When is my withdrawal paid?' });
  const { enquiries } = await api.ok<{ enquiries: { _id: string }[] }>('GET', '/admin/enquiries', admin);
  await api.ok('POST', `/admin/enquiries/${enquiries[0]!._id}/messages`, admin, { message: 'It was paid this morning.' });
  await api.ok('PUT', '/user/change-password', player.token, { mobileNumber, newPassword: 'new-pass-22' });
  await api.ok('PUT', '/user/responsible-play/limits', player.token, { deposit: { daily: 20_000 }, loss: { weekly: 50_000 } });

  // 11:00: the open result and the early Starline game's result, winning the bets on 1 and 128.
  await untilServerTime(api, '2026-11-20T05:30:01.000Z');
  await api.ok('POST', '/admin/results', admin, { gameId: declared.game._id, session: 'open', pana: '128' });
  await api.ok('POST', '/admin/starline/results', admin, { gameId: early.game._id, pana: '128' });

  return {
    origin,
    adminToken: admin,
    player: { id: player.id, token: player.token, name },
    declaredMarketId: declared.game._id,
    openMarketId: open.game._id,
    starlineGameId: early.game._id,
  };
}

// ---- The screens --------------------------------------------------------------------------------------------

export interface Screen {
  /** What the test names it by. */
  readonly name: string;
  /** Its address (without the origin). */
  readonly path: (data: ScreenData) => string;
  /** Signed in as the player (or, for the console, as the operator); a visitor otherwise. */
  readonly signedIn: boolean;
  /** What to do once it has loaded: open a dialog, choose a tab, fill a form. */
  readonly prepare?: (page: Page, data: ScreenData) => Promise<void>;
  /** Date filters shown: checked at 320 px too. */
  readonly dateFilters?: boolean;
  /** Signed in as another player than the seeded one (an inactive player): that player's token. */
  readonly token?: () => string;
}

const click = (selector: string) => async (page: Page) => {
  await page.locator(selector).first().click();
};

/** Add Funds with an amount chosen and the payment's dialog closed: the form asks for the UTR. */
export async function reachUtrStep(page: Page): Promise<void> {
  await page.locator('input[name="amount"]').fill('2000');
  await page.locator('form button[type="button"]').last().click();
  await page.getByTestId('payment-qr').waitFor();
  await page.getByRole('dialog').getByRole('button').first().click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** Every route of src/app/router.tsx, some in more than one state (a dialog open, another tab chosen). */
export const PLAYER_SCREENS: readonly Screen[] = [
  { name: 'sign in', path: () => '/auth', signedIn: false },
  {
    name: 'create account',
    path: () => '/auth',
    signedIn: false,
    // The mode switch under the form.
    prepare: click('p > button'),
  },
  { name: 'forgot password', path: () => '/forgot-password', signedIn: false },
  { name: 'privacy policy', path: () => '/privacy-policy', signedIn: false },
  { name: 'how to play', path: () => '/how-to-play', signedIn: false },
  { name: 'contact us', path: () => '/contact-us', signedIn: false },

  { name: 'dashboard', path: () => '/dashboard', signedIn: true, prepare: waitFor('[data-testid="game-card"]') },
  {
    name: 'dashboard with the drawer open',
    path: () => '/dashboard',
    signedIn: true,
    prepare: async (page) => {
      await page.locator('[data-testid="game-card"]').first().waitFor();
      await page.locator('header button[aria-expanded]').click();
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'game selection', path: (data) => `/game-selection/${data.openMarketId}`, signedIn: true },
  { name: 'game chart: results', path: (data) => `/game-chart/${data.declaredMarketId}`, signedIn: true, prepare: waitFor('table tbody tr') },
  { name: 'game chart: jodi', path: (data) => `/game-chart/${data.declaredMarketId}?view=jodi`, signedIn: true, prepare: waitFor('[role="region"] td') },
  { name: 'game chart: panel', path: (data) => `/game-chart/${data.declaredMarketId}?view=panel`, signedIn: true, prepare: waitFor('[role="region"] td') },
  {
    name: 'bet screen with a bet summary',
    path: (data) => `/bet/single-digit/${data.openMarketId}`,
    signedIn: true,
    prepare: async (page) => {
      await page.locator('input[name="betNumber"]').fill('7');
      await page.locator('input[name="betAmount"]').fill('50');
      await page.locator('form section').waitFor();
    },
  },
  {
    name: 'bet screen with a slip of two numbers',
    path: (data) => `/bet/jodi/${data.openMarketId}`,
    signedIn: true,
    prepare: async (page) => {
      for (const number of ['12', '34']) {
        await page.locator('input[name="betNumber"]').fill(number);
        await page.locator('input[name="betAmount"]').fill('50');
        await page.getByTestId('add-to-slip').click();
      }
      await page.getByTestId('slip-line').nth(1).waitFor();
    },
  },
  { name: 'bet screen: full sangam', path: (data) => `/bet/full-sangam/${data.openMarketId}`, signedIn: true },
  { name: 'wallet', path: () => '/wallet', signedIn: true, prepare: waitFor('[data-testid="wallet-balance"]') },
  {
    name: 'wallet with the account deletion dialog',
    path: () => '/wallet',
    signedIn: true,
    // The second button of the "Your data" card: Delete my account.
    prepare: async (page) => {
      await page.locator('section[aria-labelledby="wallet-data-rights-heading"] button').nth(1).click();
      await page.locator('[role="dialog"] input[name="password"]').waitFor();
    },
  },
  { name: 'add fund', path: () => '/add-fund', signedIn: true },
  {
    name: 'add fund with the QR code dialog',
    path: () => '/add-fund',
    signedIn: true,
    prepare: async (page) => {
      await page.locator('input[name="amount"]').fill('2000');
      await page.locator('form button[type="button"]').last().click();
      await page.getByTestId('payment-qr').waitFor();
    },
  },
  { name: 'add fund at the UTR step', path: () => '/add-fund', signedIn: true, prepare: reachUtrStep },
  { name: 'withdraw', path: () => '/withdraw-fund', signedIn: true },
  { name: 'withdraw history', path: () => '/withdraw-history', signedIn: true, prepare: waitFor('[data-testid="withdrawals"] li') },
  { name: 'statement', path: () => '/wallet-statement', signedIn: true, prepare: waitFor('[data-testid="statement-entries"] li') },
  {
    name: 'statement: bets',
    path: () => '/wallet-statement',
    signedIn: true,
    prepare: async (page) => {
      await page.locator('[data-testid="statement-entries"] li').first().waitFor();
      await page.getByRole('tab').nth(3).click();
    },
  },
  { name: 'bidding history', path: () => '/bidding-history', signedIn: true, prepare: waitFor('[data-testid="bet-list"] li') },
  {
    name: 'bidding history with dates chosen',
    path: () => '/bidding-history',
    signedIn: true,
    dateFilters: true,
    prepare: async (page) => {
      await page.locator('[data-testid="bet-list"] li').first().waitFor();
      await page.locator('form select').first().selectOption('custom');
      await chooseDays(page);
    },
  },
  { name: 'winning history', path: () => '/winning-history', signedIn: true, prepare: waitFor('[data-testid="bet-list"] li') },
  { name: 'bank', path: () => '/bank', signedIn: true },
  { name: 'paytm', path: () => '/paytm', signedIn: true },
  { name: 'google pay', path: () => '/googlepay', signedIn: true },
  { name: 'phonepe', path: () => '/phonepe', signedIn: true },
  { name: 'change password', path: () => '/change-password', signedIn: true },
  { name: 'game rates', path: () => '/game-rates', signedIn: true, prepare: waitFor('table tbody tr') },
  { name: 'responsible play', path: () => '/responsible-play', signedIn: true, prepare: waitFor('[data-testid="limit-loss-daily"]') },
  {
    name: 'responsible play with a time-out to confirm',
    path: () => '/responsible-play',
    signedIn: true,
    prepare: async (page) => {
      await page.locator('[data-testid="limit-loss-daily"]').waitFor();
      await page.getByRole('group').first().getByRole('button').first().click();
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'notifications', path: () => '/notifications', signedIn: true },
  { name: 'activity', path: () => '/activity', signedIn: true },
  { name: 'starline gaming', path: () => '/starline-gaming', signedIn: true, prepare: waitFor('[data-testid="starline-games"] li') },
  {
    name: 'starline gaming with the bet dialog',
    path: () => '/starline-gaming',
    signedIn: true,
    prepare: async (page, data) => {
      await page.locator('[data-testid="starline-games"] li').first().waitFor();
      const late = page.locator(`[data-testid="starline-games"] li:not([data-game-id="${data.starlineGameId}"])`);
      await late.locator('button').last().click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'starline gaming with a refusal message',
    path: () => '/starline-gaming',
    signedIn: true,
    // Play Game on a game whose result is out: an error message that stays until closed.
    prepare: async (page, data) => {
      await page.locator(`[data-testid="starline-games"] li[data-game-id="${data.starlineGameId}"] button`).last().click();
      await page.locator('.Toastify__toast').waitFor();
    },
  },
  {
    name: 'starline history with dates chosen',
    path: () => '/starline-history',
    signedIn: true,
    dateFilters: true,
    prepare: async (page) => {
      await page.locator('[data-bet-id]').first().waitFor();
      await chooseDays(page);
    },
  },
  {
    name: 'starline history with a bet\'s details',
    path: () => '/starline-history',
    signedIn: true,
    prepare: async (page) => {
      await page.locator('[data-bet-id] button').first().click();
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'starline chart', path: () => '/starline-chart', signedIn: true },
  { name: 'starline chart: grid', path: () => '/starline-chart?view=grid', signedIn: true, prepare: waitFor('[data-testid="starline-grid"] td') },
  { name: 'starline chart of a game', path: (data) => `/starline-chart/${data.starlineGameId}`, signedIn: true, prepare: waitFor('table tbody tr') },
  { name: 'enquiry', path: () => '/enquiry', signedIn: true, prepare: waitFor('[data-testid="enquiry-messages"] li') },
];

/** The first and last day of the date filters: 1 and 20 Nov 2026. */
export const CHOSEN_DAYS = ['2026-11-01', TODAY] as const;

async function chooseDays(page: Page): Promise<void> {
  const days = page.locator('form input[type="date"]');
  await days.nth(0).fill(CHOSEN_DAYS[0]);
  await days.nth(1).fill(CHOSEN_DAYS[1]);
  await days.nth(1).blur();
}

function waitFor(selector: string) {
  return async (page: Page) => {
    await page.locator(selector).first().waitFor();
  };
}

/** Every route of admin/src/paths.ts, and the tabs of the screens that have them. */
export const CONSOLE_SCREENS: readonly Screen[] = [
  { name: 'sign in', path: () => '/admin/sign-in', signedIn: false },
  { name: 'overview', path: () => '/admin/', signedIn: true },
  { name: 'reports', path: () => '/admin/reports', signedIn: true, prepare: waitFor('table') },
  { name: 'markets', path: () => '/admin/markets', signedIn: true, prepare: waitFor('main li') },
  { name: 'results', path: () => '/admin/results', signedIn: true },
  { name: 'starline', path: () => '/admin/starline', signedIn: true },
  ...[1, 2].map(
    (tab): Screen => ({
      name: `starline, tab ${tab + 1}`,
      path: () => '/admin/starline',
      signedIn: true,
      prepare: async (page) => {
        await page.getByRole('tab').nth(tab).click();
      },
    }),
  ),
  { name: 'fund requests', path: () => '/admin/fund-requests', signedIn: true, prepare: waitFor('[data-testid="fund-request"]') },
  { name: 'withdrawals', path: () => '/admin/withdrawals', signedIn: true, prepare: waitFor('[data-testid="withdrawal"]') },
  { name: 'users', path: () => '/admin/users', signedIn: true, prepare: waitFor('main a[href*="/users/"]') },
  { name: 'a user', path: (data) => `/admin/users/${data.player.id}`, signedIn: true },
  { name: 'password requests', path: () => '/admin/password-requests', signedIn: true },
  { name: 'enquiries', path: () => '/admin/enquiries', signedIn: true, prepare: waitFor('[data-testid="enquiry"]') },
  { name: 'content', path: () => '/admin/content', signedIn: true },
  ...[1, 2, 3].map(
    (tab): Screen => ({
      name: `content, tab ${tab + 1}`,
      path: () => '/admin/content',
      signedIn: true,
      prepare: async (page) => {
        await page.getByRole('tab').nth(tab).click();
      },
    }),
  ),
  { name: 'two-factor', path: () => '/admin/two-factor', signedIn: true },
  { name: 'audit', path: () => '/admin/audit', signedIn: true, prepare: waitFor('main table tbody tr, main li') },
];

/** The console's own viewport: an operator at a laptop. */
export const CONSOLE_VIEWPORT = { width: 1280, height: 800 } as const;

/**
 * Opens `screen` in a fresh page and waits until it has settled: the language chosen and the session stored before
 * the app loads (as a returning player's app finds them), the page written in that language, what it asks for on
 * opening come in (names of games from the server, too), no spinner, its preparation done, animations over.
 */
export async function openScreen(
  page: Page,
  screen: Screen,
  data: ScreenData,
  app: 'player' | 'console',
  language: Language = 'en',
): Promise<void> {
  const player = app === 'player';
  const token = screen.signedIn ? (screen.token?.() ?? (player ? data.player.token : data.adminToken)) : null;
  await page.context().addInitScript(
    ({ languageKey, language, tokenKey, token }) => {
      if (languageKey) window.localStorage.setItem(languageKey, language);
      if (token) window.localStorage.setItem(tokenKey, token);
    },
    {
      languageKey: player ? LANGUAGE_STORAGE_KEY : null,
      language,
      tokenKey: player ? PLAYER_TOKEN_KEY : ADMIN_TOKEN_KEY,
      token,
    },
  );
  await page.goto(`${data.origin}${screen.path(data)}`);
  await page.locator('h1').first().waitFor();
  if (player) await page.waitForFunction((lang) => document.documentElement.lang === lang, HTML_LANG[language]);
  await page.waitForLoadState('networkidle');
  await settled(page);
  if (screen.prepare) {
    await screen.prepare(page, data);
    await page.waitForLoadState('networkidle');
    await settled(page);
  }
}

/** No spinner left, and every animation and transition finished. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="spinner"]').length === 0, undefined, { timeout: 15_000 });
  await page.evaluate(async () => {
    await document.fonts.ready;
    const ending = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}
