import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CalendarConsole } from './page-models/admin-calendar-screens';
import { MarketDayPages } from './page-models/market-day-pages';
import { useBrowser } from './support/browser';
import { ApiClient, openSignedIn, screenshot, STANDARD_RATES, uniqueMobileNumber } from './support/player-api';
import { expectServiceWorkerActive } from './support/service-worker';

/**
 * A market's calendar as players see it, on the server's Friday 20 Nov 2026: a holiday the operator sets for today
 * on the console's Holidays screen closes one market, whose card says so in English and in Hindi (offline too, once seen) and offers no betting;
 * a market that never runs on Fridays says that; the other markets stay open.
 */

const api = new ApiClient(inject('baseUrl'));
const suffix = String(Date.now()).slice(-5);
const names = { holiday: `Diwali Bazar ${suffix}`, weekday: `Weekday Bazar ${suffix}`, open: `Open Bazar ${suffix}` };

let admin = '';
let token = '';
let holidayId = '';
const ids = { holiday: '', weekday: '', open: '' };

/** Today on the server's clock, as an IST business day. */
async function serverToday(): Promise<string> {
  return new Date((await api.serverNow()) + 330 * 60_000).toISOString().slice(0, 10);
}

beforeAll(async () => {
  admin = await api.signIn(inject('adminMobile'), inject('adminPassword'));
  if ((await api.call('GET', '/gamerates', null)).status === 404) await api.ok('PUT', '/admin/gamerates', admin, STANDARD_RATES);
  const create = async (gameName: string, days?: number[]) =>
    (
      await api.ok<{ game: { _id: string } }>('POST', '/admin/games', admin, {
        gameName,
        openTime: '15:00',
        closeTime: '17:00',
        isActive: true,
        ...(days ? { days } : {}),
      })
    ).game._id;
  ids.holiday = await create(names.holiday);
  // Every day but Friday, the server's today.
  ids.weekday = await create(names.weekday, [0, 1, 2, 3, 4, 6]);
  ids.open = await create(names.open);

  token = (await api.signUp('Calendar Player', uniqueMobileNumber('7'), 'calendar-pass-1')).token;
});

afterAll(async () => {
  // The server is shared with the other e2e files: their markets run today.
  if (holidayId) await api.ok('DELETE', `/admin/holidays/${holidayId}`, admin);
});

describe('a market closed today', () => {
  const browser = useBrowser();

  it('is closed by a holiday the operator adds for today on the console', async () => {
    const operator = new CalendarConsole(browser.page);
    await operator.open();
    await operator.signIn(inject('adminMobile'), inject('adminPassword'));
    await operator.screenTitle('Overview').waitFor();
    await operator.goToSection('Holidays');
    await operator.addHoliday({ date: await serverToday(), name: 'Diwali', markets: [names.holiday] });
    await operator.holiday('Diwali').filter({ hasText: names.holiday }).waitFor();
    const { holidays } = await api.ok<{ holidays: { _id: string; name: string; gameIds: string[] | null }[] }>(
      'GET',
      '/admin/holidays',
      admin,
    );
    holidayId = holidays.find((holiday) => holiday.name === 'Diwali' && holiday.gameIds?.includes(ids.holiday))!._id;
  });

  it('says it is closed for the holiday, offers no betting, and leaves the other markets open', async () => {
    const screens = new MarketDayPages(browser.page);
    await openSignedIn(browser.page, token, '/dashboard');

    await expect.poll(() => screens.cardStatus(names.holiday).textContent()).toContain('Closed for Diwali');
    expect(await screens.cardStatus(names.holiday).getAttribute('data-status')).toBe('closedToday');
    expect(await screens.playGame(names.holiday).count()).toBe(0);

    expect(await screens.cardStatus(names.weekday).textContent()).toContain(`${names.weekday} does not run on Fridays`);
    expect(await screens.playGame(names.weekday).count()).toBe(0);

    expect(await screens.cardStatus(names.open).getAttribute('data-status')).toBe('sessions');
    expect(await screens.playGame(names.open).getAttribute('href')).toMatch(/^\/game-selection\//);
    await screens.dashboard.gameCard(names.holiday).scrollIntoViewIfNeeded();
    await screenshot(browser.page, 'market-calendar-dashboard');

    // The market's own screen says why, with no bet types to pick.
    await browser.page.goto(`/game-selection/${ids.holiday}`);
    await expect.poll(() => screens.selectionBanner.textContent()).toBe('Closed for Diwali');
    expect(await screens.betTypeButton('Single Digit').count()).toBe(0);
  });

  it('says so in Hindi, written by the app', async () => {
    const screens = new MarketDayPages(browser.page);
    await openSignedIn(browser.page, token, '/dashboard');
    await screens.useLanguage('hi');

    await expect.poll(() => screens.cardStatus(names.holiday).textContent()).toContain('Diwali के कारण बंद');
    expect(await screens.cardStatus(names.weekday).textContent()).toContain(`शुक्रवार को ${names.weekday} नहीं चलता`);
    expect(await screens.cardStatus(names.open).getAttribute('data-status')).toBe('sessions');
    await screens.dashboard.gameCard(names.holiday).scrollIntoViewIfNeeded();
    await screenshot(browser.page, 'market-calendar-dashboard-hi');
  });

  it('still says so offline, once seen', async () => {
    const { page, context } = browser;
    const screens = new MarketDayPages(page);
    await openSignedIn(page, token, '/dashboard');
    await expectServiceWorkerActive(page);
    await expect.poll(() => screens.cardStatus(names.holiday).textContent()).toContain('Closed for Diwali');

    await context.setOffline(true);
    try {
      await page.reload();
      await expect.poll(() => screens.freshnessNote.first().textContent()).toMatch(/^Offline/);
      await expect.poll(() => screens.cardStatus(names.holiday).textContent()).toContain('Closed for Diwali');
      expect(await screens.cardStatus(names.open).getAttribute('data-status')).toBe('sessions');
    } finally {
      await context.setOffline(false);
    }
  });
});
