import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ContentScreen } from './page-models/admin-console-screens';
import { MarketDayPages } from './page-models/market-day-pages';
import { useBrowser } from './support/browser';
import { ApiClient, openSignedIn, screenshot, STANDARD_RATES, uniqueMobileNumber } from './support/player-api';
import {
  ADMIN_MOBILE,
  ADMIN_PASSWORD,
  FAKE_TIME,
  makeDataDir,
  removeDataDir,
  startServer,
  type RunningServer,
} from './support/server';

/**
 * The market board says what a player can do: "Betting open" on a market taking bets, listed first; "Close betting
 * open" once only the close takes bets; "Closed · opens …" and no Play once the day's betting is over; "Result
 * declared" once the close is out. The operator writes How To Play in Hindi on the console (1366×768), and a
 * player using the app in Hindi reads it. A server of its own: the test moves its clock by hours.
 */

const suffix = String(Date.now()).slice(-5);
const names = { soon: `Soon Bazar ${suffix}`, shut: `Shut Bazar ${suffix}`, done: `Done Bazar ${suffix}` };
const HOUR = 60 * 60_000;
const LAPTOP = { width: 1366, height: 768 } as const;
const HINDI_GUIDE = '# कैसे खेलें\n- पहले बाज़ार चुनें, फिर अंक।';

let dataDir = '';
let server: RunningServer | null = null;
let origin = '';
let api: ApiClient;
let token = '';
const times = { soonOpen: '', shutOpen: '' };

/** Minutes since midnight IST on the server's clock. */
async function serverMinutes(): Promise<number> {
  const now = new Date((await api.serverNow()) + 330 * 60_000);
  return now.getUTCHours() * 60 + now.getUTCMinutes();
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** 8:30 AM from "08:30", as the cards write times. */
const display = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return `${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
};

beforeAll(async () => {
  dataDir = await makeDataDir();
  server = await startServer({ distDir: inject('distDir'), dataDir, fakeTime: FAKE_TIME });
  origin = server.baseUrl;
  api = new ApiClient(origin);
  const admin = await api.signIn(ADMIN_MOBILE, ADMIN_PASSWORD);
  await api.ok('PUT', '/admin/gamerates', admin, STANDARD_RATES);

  // Markets around "now" (11:00 IST): one taking bets, one whose day is over, one declared in full.
  const now = await serverMinutes();
  times.soonOpen = clock(now + 30);
  times.shutOpen = clock(now - 180);
  const create = async (gameName: string, openTime: string, closeTime: string) =>
    (
      await api.ok<{ game: { _id: string } }>('POST', '/admin/games', admin, {
        gameName,
        openTime,
        closeTime,
        isActive: true,
      })
    ).game._id;
  // The closed markets first, so that the board's order is not simply the order they were created in.
  await create(names.shut, times.shutOpen, clock(now - 120));
  const done = await create(names.done, clock(now - 170), clock(now - 110));
  await create(names.soon, times.soonOpen, clock(now + 90));
  await api.ok('POST', '/admin/results', admin, { gameId: done, session: 'open', pana: '128' });
  await api.ok('POST', '/admin/results', admin, { gameId: done, session: 'close', pana: '359' });

  token = (await api.signUp('Board Player', uniqueMobileNumber('8'), 'board-pass-1')).token;
});

afterAll(async () => {
  await server?.stop();
  if (dataDir) await removeDataDir(dataDir);
});

describe('the market board at 360×740', () => {
  const browser = useBrowser();

  it('says what is possible on each card, lists the market taking bets first, and offers no Play on a closed one', async () => {
    const { page } = browser;
    const screens = new MarketDayPages(page);
    const cards = screens.dashboard.gameCards;
    const position = async (name: string) =>
      (await cards.evaluateAll((elements) => elements.map((element) => element.querySelector('h2')?.textContent))).indexOf(
        name,
      );
    await openSignedIn(page, token, '/dashboard', origin);

    await expect.poll(() => screens.cardWords(names.soon).textContent()).toBe('Betting open');
    expect(await screens.cardWords(names.shut).textContent()).toBe(`Closed · opens ${display(times.shutOpen)}`);
    expect(await screens.cardWords(names.done).textContent()).toBe('Result declared');
    expect(await position(names.soon)).toBeLessThan(await position(names.shut));
    expect(await position(names.soon)).toBeLessThan(await position(names.done));
    // Every market taking bets comes before every market taking none.
    const playable = await cards.evaluateAll((elements) =>
      elements.map((element) => element.querySelector('a[href^="/game-selection/"]') !== null),
    );
    expect(playable.indexOf(false) === -1 || playable.lastIndexOf(true) < playable.indexOf(false)).toBe(true);

    expect(await screens.playGame(names.soon).getAttribute('href')).toMatch(/^\/game-selection\//);
    expect(await screens.playGame(names.shut).count()).toBe(0);
    expect(await screens.playGame(names.done).count()).toBe(0);
    expect(await screens.dashboard.gameCard(names.shut).getByRole('link', { name: 'Chart' }).count()).toBe(1);
    await screenshot(page, 'market-board-360x740');

    // Past its open time only the close takes bets; past its close time the day's betting is over.
    await api.advanceServerClock(0.75 * HOUR);
    await page.reload();
    await expect.poll(() => screens.cardWords(names.soon).textContent()).toBe('Close betting open');
    expect(await screens.playGame(names.soon).count()).toBe(1);

    await api.advanceServerClock(HOUR);
    await page.reload();
    await expect
      .poll(() => screens.cardWords(names.soon).textContent())
      .toBe(`Closed · opens ${display(times.soonOpen)}`);
    expect(await screens.playGame(names.soon).count()).toBe(0);
  });

  it('says the same in Hindi', async () => {
    const { page } = browser;
    const screens = new MarketDayPages(page);
    await openSignedIn(page, token, '/dashboard', origin);
    await screens.useLanguage('hi');
    await expect.poll(() => screens.cardWords(names.done).textContent()).toBe('परिणाम घोषित');
    expect(await screens.cardWords(names.shut).textContent()).toBe(`बंद · ${display(times.shutOpen)} पर खुलेगा`);
  });
});

describe('How To Play in Hindi', () => {
  const browser = useBrowser();

  it('is written on the console at 1366×768', async () => {
    const { page } = browser;
    await page.setViewportSize(LAPTOP);
    const content = new ContentScreen(page);
    await content.open(`${origin}/admin/`);
    await content.signIn(ADMIN_MOBILE, ADMIN_PASSWORD);
    await content.screenTitle('Overview').waitFor();
    await content.goTo('Content');
    await content.tab('How To Play');
    const hindi = page.getByLabel('How To Play content in Hindi', { exact: true });
    await hindi.fill(HINDI_GUIDE);
    await page.getByTestId('how-to-play-preview-hi').getByRole('heading', { name: 'कैसे खेलें' }).waitFor();
    await screenshot(page, 'admin-how-to-play-hindi-1366x768');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await content.toast('How To Play saved').waitFor();
    expect(await api.ok<{ contentHi?: string }>('GET', '/how-to-play', null)).toMatchObject({ contentHi: HINDI_GUIDE });
  });

  it('shows the operator\'s Hindi text to a player using the app in Hindi, and the English in English', async () => {
    const { page } = browser;
    const screens = new MarketDayPages(page);
    await openSignedIn(page, token, '/how-to-play', origin);
    await screens.useLanguage('hi');
    await page.getByRole('heading', { name: 'कैसे खेलें', level: 1 }).waitFor();
    await page.getByText('पहले बाज़ार चुनें, फिर अंक।').waitFor();
    await screenshot(page, 'how-to-play-hindi-360x740');

    await screens.useLanguage('en');
    await page.getByText('पहले बाज़ार चुनें, फिर अंक।').waitFor({ state: 'detached' });
    expect(await page.getByRole('heading', { name: 'कैसे खेलें' }).count()).toBe(0);
  });
});
