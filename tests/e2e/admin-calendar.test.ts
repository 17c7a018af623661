import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { CalendarConsole } from './page-models/admin-calendar-screens';
import { launchBrowser } from './support/browser';
import { ApiClient, screenshot, STANDARD_RATES, uniqueMobileNumber } from './support/player-api';

/**
 * Market calendars in Chromium against the real server (its clock: Friday 20 Nov 2026, 11:00 IST): the owner sets
 * a market to run Monday to Saturday and closes another for a holiday today on the Holidays screen; the players'
 * list then says the second does not run today while the first does; the owner voids the first market's day, on
 * which a player has a bet, and the player's balance has the stake back.
 *
 * The steps share the markets and the player, so they run in order and each builds on the one before.
 */

const baseUrl = inject('baseUrl');
const api = new ApiClient(baseUrl);
const ARTIFACTS_DIR = resolve(import.meta.dirname, '../../.test-artifacts');
const LAPTOP = { width: 1280, height: 800 } as const;
const TODAY = '2026-11-20';
const STAKE = 100;
const START_BALANCE = 1000;

const suffix = String(Date.now()).slice(-5);
const weekdayMarket = { gameName: `Weekday ${suffix}`, openTime: '12:00', closeTime: '18:00' };
const holidayMarket = { gameName: `Festival ${suffix}`, openTime: '12:30', closeTime: '18:30' };
const player = {
  name: `Vimal Void ${suffix}`,
  mobileNumber: uniqueMobileNumber(),
  password: 'player-pass-1',
  token: '',
};

interface PlayersGame {
  _id: string;
  gameName: string;
  runsToday: boolean;
  closedReason: { kind: string; holiday: string | null; message: string } | null;
}

let browser: Browser;
let context: BrowserContext;
let owner: CalendarConsole;
let ownerToken = '';
let weekdayId = '';

async function balance(): Promise<number> {
  return (await api.ok<{ user: { balance: number } }>('GET', '/auth/profile', player.token)).user.balance;
}

async function playersGame(gameName: string): Promise<PlayersGame> {
  const games = await api.ok<PlayersGame[]>('GET', '/games', player.token);
  return games.find((game) => game.gameName === gameName)!;
}

beforeAll(async () => {
  browser = await launchBrowser();
  ownerToken = await api.signIn(inject('adminMobile'), inject('adminPassword'));
  const rates = await api.call('GET', '/gamerates', null);
  if (rates.status !== 200) await api.ok('PUT', '/admin/gamerates', ownerToken, STANDARD_RATES);
  for (const market of [weekdayMarket, holidayMarket]) {
    const created = await api.ok<{ game: { _id: string } }>('POST', '/admin/games', ownerToken, market);
    if (market === weekdayMarket) weekdayId = created.game._id;
  }
  const account = await api.signUp(player.name, player.mobileNumber, player.password);
  player.token = account.token;
  await api.adjust(ownerToken, account.id, START_BALANCE);

  context = await browser.newContext({ baseURL: baseUrl, viewport: LAPTOP, locale: 'en-IN' });
  owner = new CalendarConsole(await context.newPage());
});

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const name = task.name.replace(/[^\w.-]+/g, '-').slice(0, 80);
  await mkdir(join(ARTIFACTS_DIR, 'e2e'), { recursive: true });
  for (const page of context?.pages() ?? []) {
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'e2e', `calendar-${name}.png`), fullPage: true }).catch(() => {});
  }
});

afterAll(async () => {
  // The other journeys on this server expect every market open: today's holiday goes again.
  if (ownerToken) {
    const { holidays } = await api.ok<{ holidays: { _id: string; name: string }[] }>(
      'GET',
      '/admin/holidays',
      ownerToken,
    );
    for (const holiday of holidays.filter((entry) => entry.name.endsWith(suffix))) {
      await api.call('DELETE', `/admin/holidays/${holiday._id}`, ownerToken);
    }
  }
  await browser?.close();
});

describe('market calendars in the console', () => {
  it('sets a market to run Monday to Saturday, and closes another for a holiday today', async () => {
    await owner.open();
    await owner.signIn(inject('adminMobile'), inject('adminPassword'));
    await owner.screenTitle('Overview').waitFor();

    await owner.goToSection('Markets');
    await owner.market(weekdayMarket.gameName).waitFor();
    expect(await owner.market(weekdayMarket.gameName).textContent()).toContain('Every day');
    await owner.setMarketDays(weekdayMarket.gameName, ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    await owner.market(weekdayMarket.gameName).filter({ hasText: 'Mon–Sat' }).waitFor();
    expect(await owner.market(weekdayMarket.gameName).textContent()).toContain('Runs today');
    await screenshot(owner.page, 'admin-markets-days');

    await owner.goToSection('Holidays');
    await owner.addHoliday({ date: TODAY, name: `Festival day ${suffix}`, markets: [holidayMarket.gameName] });
    await owner.toast('Holiday added').waitFor();
    const holiday = owner.holiday(`Festival day ${suffix}`);
    await holiday.waitFor();
    expect(await holiday.textContent()).toContain(holidayMarket.gameName);
    expect(await holiday.textContent()).not.toContain('All markets');
    await screenshot(owner.page, 'admin-holidays');
  });

  it("tells players the holiday's market does not run today, and the others do", async () => {
    const closed = await playersGame(holidayMarket.gameName);
    expect(closed.runsToday).toBe(false);
    expect(closed.closedReason).toMatchObject({ kind: 'holiday', holiday: `Festival day ${suffix}` });
    expect(closed.closedReason!.message).toContain(`Festival day ${suffix}`);

    const open = await playersGame(weekdayMarket.gameName);
    expect(open.runsToday).toBe(true);
    expect(open.closedReason).toBeNull();

    await owner.goToSection('Markets');
    await owner.market(holidayMarket.gameName).filter({ hasText: `Festival day ${suffix}` }).waitFor();
  });

  it("voids a day with a bet on it, and the player's balance has the stake back", async () => {
    await api.ok('POST', '/bets', player.token, {
      gameId: weekdayId,
      betType: 'single',
      session: 'open',
      betNumber: '7',
      betAmount: STAKE,
      gameDate: new Date(`${TODAY}T00:00:00+05:30`).toISOString(),
    });
    expect(await balance()).toBe(START_BALANCE - STAKE);

    await owner.goToSection('Results');
    const said = await owner.voidDay(weekdayMarket.gameName, 'Draw machine failed');
    // The close session's bets are counted once the open is declared: until then the count is a floor.
    expect(said).toContain(`At least 1 pending bet (₹${STAKE} staked) will be refunded`);
    await owner.outcome(/Voided: 1 bet refunded/).waitFor();
    const voided = owner.page.getByTestId('voided-note');
    await voided.filter({ hasText: 'The whole day · Reason: Draw machine failed' }).waitFor();
    await screenshot(owner.page, 'admin-results-voided');

    expect(await balance()).toBe(START_BALANCE);
    const history = await api.ok<{ bets: { status: string }[] }>('GET', '/bets/me', player.token);
    expect(history.bets[0]!.status).toBe('cancelled');
  });
});
