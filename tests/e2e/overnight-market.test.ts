import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DashboardPage } from './page-models/dashboard-page';
import { useBrowser } from './support/browser';
import { ApiClient, openSignedIn, screenshot, STANDARD_RATES, uniqueMobileNumber } from './support/player-api';
import {
  ADMIN_MOBILE,
  ADMIN_PASSWORD,
  makeDataDir,
  removeDataDir,
  startServer,
  type RunningServer,
} from './support/server';

/**
 * A night market (21:30 to 00:30) on a 360×740 phone after midnight: its card still shows the day it opened, with
 * the close declared after midnight and the full result, until its day changes at 11:00. The file runs its own
 * server, whose clock starts on Friday 20 Nov 2026 at 21:00 IST and is moved on, never waited for.
 */

const NIGHT_START = '2026-11-20T15:30:00.000Z';
const MINUTE = 60_000;
const NIGHT = 'Night Bazar';
const MORNING = 'Morning Bazar';

let dataDir = '';
let server: RunningServer | null = null;
let origin = '';
let api: ApiClient;
let admin = '';
let nightId = '';
const PLAYER = { mobileNumber: uniqueMobileNumber('6'), password: 'night-pass-1' };

/** Moves the server clock on to `minutesAfterNine` after 21:00 IST on the Friday; the operator signs in again. */
async function moveTo(minutesAfterNine: number): Promise<void> {
  const target = Date.parse(NIGHT_START) + minutesAfterNine * MINUTE;
  await api.advanceServerClock(target - (await api.serverNow()));
  admin = await api.signIn(ADMIN_MOBILE, ADMIN_PASSWORD);
}

beforeAll(async () => {
  dataDir = await makeDataDir();
  server = await startServer({ distDir: inject('distDir'), dataDir, fakeTime: NIGHT_START });
  origin = server.baseUrl;
  api = new ApiClient(origin);
  admin = await api.signIn(ADMIN_MOBILE, ADMIN_PASSWORD);
  await api.ok('PUT', '/admin/gamerates', admin, STANDARD_RATES);
  const create = (gameName: string, openTime: string, closeTime: string) =>
    api.ok<{ game: { _id: string } }>('POST', '/admin/games', admin, { gameName, openTime, closeTime, isActive: true });
  nightId = (await create(NIGHT, '21:30', '00:30')).game._id;
  await create(MORNING, '09:30', '10:30');
  await api.signUp('Night Player', PLAYER.mobileNumber, PLAYER.password);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  if (dataDir) await removeDataDir(dataDir);
});

describe('a market closing after midnight', () => {
  const browser = useBrowser();

  it('shows the day it opened after midnight, with the close declared then, until its day changes', async () => {
    const { page } = browser;
    const dashboard = new DashboardPage(page);
    await moveTo(45); // 21:45
    await api.ok('POST', '/admin/results', admin, { gameId: nightId, session: 'open', pana: '128' });
    await moveTo(3 * 60 + 40); // 00:40 on Saturday
    await api.ok('POST', '/admin/results', admin, { gameId: nightId, session: 'close', pana: '359' });
    await moveTo(3 * 60 + 45); // 00:45

    await openSignedIn(page, await api.signIn(PLAYER.mobileNumber, PLAYER.password), '/dashboard', origin);
    await expect.poll(() => dashboard.cardResult(NIGHT)).toMatch(/^128-17-359/);
    expect(await dashboard.cardStatus(NIGHT)).toBe('resultDeclared');
    // A market within one day is on the new day.
    expect(await dashboard.cardResult(MORNING)).toMatch(/^\*\*\*-\*\*-\*\*\*/);
    await screenshot(page, 'overnight-market-after-midnight');

    await moveTo(14 * 60); // 11:00 on Saturday: the night market's new day
    await openSignedIn(page, await api.signIn(PLAYER.mobileNumber, PLAYER.password), '/dashboard', origin);
    await expect.poll(() => dashboard.cardResult(NIGHT)).toMatch(/^\*\*\*-\*\*-\*\*\*/);
    expect(await dashboard.cardStatus(NIGHT)).toBe('sessions');
  });
});
