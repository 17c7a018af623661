import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays } from '../../src/domain/time';
import { MarketsScreen } from './page-models/admin-console-screens';
import { launchBrowser } from './support/browser';
import { ApiClient, istDay, screenshot } from './support/player-api';

/**
 * Years of history, end to end: an operator at a laptop imports a market's past results from a CSV file
 * in the console. One day of the file disagrees with a result already declared: the preview reports it as a
 * conflict, the import keeps the declared result and imports the other days, and the dialog still shows the
 * conflict afterwards. Against the shared server (FAKE_TIME, Friday 20 Nov 2026 11:00 IST, running on).
 */

const LAPTOP = { width: 1280, height: 800 } as const;
const suffix = String(Date.now()).slice(-5);
// The earliest open time of the suite, so that the market is on the first page of the list (sorted by open time).
const market = { gameName: `History Bazaar ${suffix}`, openTime: '00:02', closeTime: '00:30' };

let browser: Browser;
let context: BrowserContext;
let workDir: string;
let api: ApiClient;
let adminToken: string;
let gameId: string;
let today: string;

beforeAll(async () => {
  api = new ApiClient(inject('baseUrl'));
  adminToken = await api.signIn(inject('adminMobile'), inject('adminPassword'));
  gameId = (await api.ok<{ game: { _id: string } }>('POST', '/admin/games', adminToken, market)).game._id;
  today = istDay(await api.serverNow());
  // Three days ago the open was declared 146: the file says 589.
  await api.ok('POST', '/admin/results', adminToken, { gameId, session: 'open', pana: '146', gameDate: addDays(today, -3) });
  workDir = await mkdtemp(join(tmpdir(), 'history-e2e-'));
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: LAPTOP, locale: 'en-IN' });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('an operator imports a market’s history', () => {
  it('previews a CSV with one conflict, imports it, and the conflict stays reported and the declared result stays', async () => {
    const file = join(workDir, 'history.csv');
    const days = [addDays(today, -4), addDays(today, -3), addDays(today, -2)];
    await writeFile(file, `date,open_pana,close_pana\n${days[0]},128,370\n${days[1]},589,\n${days[2]},100,999\n`);

    const screen = new MarketsScreen(await context.newPage());
    await screen.open();
    await screen.signIn(inject('adminMobile'), inject('adminPassword'));
    await screen.goTo('Markets');
    const dialog = await screen.previewHistory(market.gameName, file);

    const report = dialog.getByTestId('history-import-report');
    await report.getByText('What this import does').waitFor();
    const figures = async () => (await report.locator('dl').innerText()).replace(/\s+/g, ' ');
    expect(await figures()).toBe('Days to import 2 Already stored 0 Conflicts 1 Lines with errors 0');
    const conflicts = dialog.getByTestId('history-conflicts');
    const rows = await conflicts.locator('tbody tr').allInnerTexts();
    expect(rows).toHaveLength(1);
    // The day as the console writes it ("Tue, 17 Nov 2026"), the stored result, the file's.
    expect(rows[0]!.replace(/\s+/g, ' ')).toMatch(new RegExp(`\\b${Number(days[1]!.slice(8))} Nov,? 2026 146-1\\*-\\*\\*\\* 589-2\\*-\\*\\*\\*$`));
    await screenshot(screen.page, 'admin-history-import-preview');

    await dialog.getByRole('button', { name: 'Import 2 days', exact: true }).click();
    await report.getByText('What was imported').waitFor();
    await screen.toast(`Imported 2 days of ${market.gameName}`).waitFor();
    expect(await figures()).toBe('Days imported 2 Already stored 0 Conflicts 1 Lines with errors 0');
    expect(await conflicts.locator('tbody tr').count()).toBe(1);
    await screenshot(screen.page, 'admin-history-import-done');

    const { results } = await api.ok<{ results: { gameDate: string; session: string; pana: string }[] }>(
      'GET',
      `/results-session?gameId=${gameId}`,
      adminToken,
    );
    expect(results.map((row) => `${row.gameDate} ${row.session} ${row.pana}`)).toEqual([
      `${days[2]} close 999`,
      `${days[2]} open 100`,
      `${days[1]} open 146`,
      `${days[0]} close 370`,
      `${days[0]} open 128`,
    ]);

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});
