import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bannerImage } from '../../server/seed/banner-art';
import { DEMO_BANNERS } from '../../server/seed/demo-content';
import { formatClockTime, formatDisplayTime } from '../../src/domain/time';
import { ContentScreen } from './page-models/admin-console-screens';
import { launchBrowser } from './support/browser';
import { ApiClient, screenshot, STANDARD_RATES } from './support/player-api';

/**
 * Results driven by what is due, in Chromium at 1366×768 against the real server: a market whose open is two minutes
 * away says why it cannot be declared yet; once the server's clock passes its close, the overview lists its open as
 * due ahead of anything upcoming, a click opens its declaration, and declaring it turns the row to declared with a
 * history that reads as a sentence. The banner screen shows each banner's title beside its image, and edits it.
 */

const baseUrl = inject('baseUrl');
const api = new ApiClient(baseUrl);
const LAPTOP = { width: 1366, height: 768 } as const;
const suffix = String(Date.now()).slice(-5);
const gameName = `Due Bazar ${suffix}`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let console_: ContentScreen;
let ownerName = '';
let gameId = '';
let openTime = '';

/** IST minutes of the server's clock now. */
async function serverMinutes(): Promise<number> {
  const ist = new Date((await api.serverNow()) + 330 * 60_000);
  return ist.getUTCHours() * 60 + ist.getUTCMinutes();
}

beforeAll(async () => {
  browser = await launchBrowser();
  const owner = await api.signIn(inject('adminMobile'), inject('adminPassword'));
  ownerName = (await api.ok<{ user: { name: string } }>('GET', '/auth/profile', owner)).user.name;
  if ((await api.call('GET', '/gamerates', null)).status !== 200) await api.ok('PUT', '/admin/gamerates', owner, STANDARD_RATES);
  const now = await serverMinutes();
  openTime = formatClockTime(now + 2);
  const created = await api.ok<{ game: { _id: string } }>('POST', '/admin/games', owner, {
    gameName,
    openTime,
    closeTime: formatClockTime(now + 4),
  });
  gameId = created.game._id;
  context = await browser.newContext({ baseURL: baseUrl, viewport: LAPTOP, locale: 'en-IN' });
  page = await context.newPage();
  console_ = new ContentScreen(page);
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('results driven by what is due', () => {
  it('says why a session taking bets cannot be declared', { timeout: 60_000 }, async () => {
    await console_.open();
    await console_.signIn(inject('adminMobile'), inject('adminPassword'));
    await console_.screenTitle('Overview').waitFor();
    await page.goto(`/admin/results?game=${gameId}&session=open`);
    const why = page.getByTestId('declare-why');
    await expect.poll(() => why.textContent()).toBe(`Betting on the open is open until ${formatDisplayTime(Number(openTime.slice(0, 2)) * 60 + Number(openTime.slice(3)))}`);
    expect(await page.getByRole('button', { name: 'Declare Result', exact: true }).isDisabled()).toBe(true);
  });

  it('lists the session as due on the overview once its betting closes, and declaring it moves it to declared', { timeout: 90_000 }, async () => {
    await api.advanceServerClock(5 * 60_000);
    await page.goto('/admin/');
    await console_.screenTitle('Overview').waitFor();
    const list = page.getByRole('list', { name: 'Today’s results to declare' });
    const ours = list.getByTestId('result-due').filter({ hasText: gameName }).filter({ hasText: 'Open' });
    await expect.poll(() => ours.getAttribute('data-state'), { timeout: 15_000 }).toBe('due');
    // Nothing upcoming or declared is listed before it: the next to declare comes first.
    const states = await list.getByTestId('result-due').evaluateAll((rows) =>
      rows.map((row) => [row.textContent ?? '', row.getAttribute('data-state')]),
    );
    const index = states.findIndex(([text]) => text!.startsWith(`${gameName}Open`));
    expect(states.slice(0, index).every(([, state]) => state === 'due' || state === 'overdue')).toBe(true);
    await screenshot(page, 'admin-results-due-overview-1366x768');

    await ours.getByRole('link').click();
    await console_.screenTitle('Results').waitFor();
    await expect.poll(() => page.getByLabel('Market').inputValue()).toBe(gameId);
    await page.getByLabel('Panna', { exact: true }).fill('128');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await page.getByTestId('result-preview').waitFor();
    await page.getByRole('button', { name: 'Declare Result', exact: true }).click();
    await console_.confirm('Declare Result');

    const declared = page
      .getByRole('list', { name: 'Today’s results to declare' })
      .getByTestId('result-due')
      .filter({ hasText: gameName })
      .filter({ hasText: 'Open' });
    await expect.poll(() => declared.getAttribute('data-state'), { timeout: 15_000 }).toBe('declared');
    expect(await declared.textContent()).toContain('128-1');
    const sentence = page.getByTestId('audit-history-sentence').first();
    await expect.poll(() => sentence.textContent(), { timeout: 15_000 }).toMatch(
      new RegExp(`^Declared the open 128-1 at \\d{1,2}:\\d{2} [AP]M by ${ownerName}$`),
    );
    // The close now waits for nothing but its own declaration; the open's is done.
    await page.getByLabel('Open').check();
    expect(await page.getByTestId('declare-why').textContent()).toBe('Already declared 128-1: revert to change');
    await screenshot(page, 'admin-results-due-declared-1366x768');
  });

  it('shows a banner’s title beside its image, and edits it', { timeout: 60_000 }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'matka-banner-'));
    const image = join(dir, 'starline.png');
    await writeFile(image, bannerImage(DEMO_BANNERS[0]!));
    const title = `Starline every hour ${suffix}`;
    await console_.goTo('Content');
    await console_.tab('Banners');
    await console_.chooseBannerImage(image, title);
    await page.getByRole('button', { name: 'Upload Banner' }).click();
    await console_.toast('Banner uploaded').waitFor();
    const banner = console_.banner(title);
    await banner.waitFor();
    expect(await banner.getByTestId('banner-title').textContent()).toBe(title);
    expect(await banner.getByRole('img').getAttribute('alt')).toBe(title);

    const renamed = `Results every hour ${suffix}`;
    await banner.getByRole('button', { name: `Edit Title ${title}` }).click();
    // While edited, the banner's title is the field's value beside its image.
    const editing = page.getByTestId('banner').filter({ has: page.getByRole('button', { name: 'Save Title' }) });
    await editing.getByLabel('Banner Title').fill(renamed);
    await editing.getByRole('button', { name: 'Save Title' }).click();
    await console_.toast('Banner updated').waitFor();
    const after = console_.banner(renamed);
    await after.waitFor();
    expect(await after.getByRole('img').getAttribute('alt')).toBe(renamed);
    await screenshot(page, 'admin-banner-title-1366x768');
  });
});
