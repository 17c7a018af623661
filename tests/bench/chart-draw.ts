import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { addDays } from '../../src/domain/time';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { historyFile } from '../support/history-file';
import { makePlayers, openMarket } from './market-setup';
import { startBenchServer } from './server-process';
import { median } from './median';

/**
 * A year (52 weeks) of a market's Jodi and Panel charts drawn from the device's cache, offline, at 360×740: the
 * market gets a year of results through the operators' history import, a player opens both charts once online,
 * and then, offline, each chart is reloaded RUNS times. Each drawing is the app's own Performance API measure
 * `chart-render:<view>`, from the cache read's return until the grid is laid out and scrolled to its newest week.
 */
export interface ChartDrawResult {
  /** Median over the reloads, ms, by chart. */
  jodiMs: number;
  panelMs: number;
  runsMs: { jodi: number[]; panel: number[] };
}

const RUNS = 5;
const VIEWPORT = { width: 360, height: 740 };
const VIEWS = ['jodi', 'panel'] as const;

export async function benchChartDraw(distDir: string): Promise<ChartDrawResult> {
  const dataDir = await mkdtemp(join(tmpdir(), 'matka-bench-chart-'));
  const server = await startBenchServer({ dataDir, distDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const market = await openMarket(server.baseUrl, 'Chart Market');
    const imported = await fetch(`${server.baseUrl}/api/admin/games/${market.gameId}/history`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${market.adminToken}`, 'Content-Type': 'text/csv' },
      body: historyFile(addDays(market.gameDate, -361), market.gameDate),
    });
    if (!imported.ok) throw new Error(`history import: ${imported.status} ${await imported.text()}`);
    const [player] = await makePlayers(market, 1, 1_000, 920_000_000);

    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-IN', baseURL: server.baseUrl });
    const page = await context.newPage();
    const drawn = async (view: string) => {
      const name = `chart-render:${view}`;
      await page.waitForFunction((measure) => performance.getEntriesByName(measure).length > 0, name);
      return page.evaluate((measure) => performance.getEntriesByName(measure).at(-1)!.duration, name);
    };
    await page.goto('/privacy-policy');
    await page.evaluate((token) => localStorage.setItem('token', token), player!.token);
    for (const view of VIEWS) {
      await page.goto(`/game-chart/${market.gameId}?view=${view}`);
      await drawn(view);
    }
    await page.evaluate(() => navigator.serviceWorker.ready);

    const runsMs = { jodi: [] as number[], panel: [] as number[] };
    await context.setOffline(true);
    for (let run = 0; run < RUNS; run++) {
      for (const view of VIEWS) {
        await page.goto(`/game-chart/${market.gameId}?view=${view}`);
        runsMs[view].push(await drawn(view));
      }
    }
    await context.close();
    return { jodiMs: median(runsMs.jodi), panelMs: median(runsMs.panel), runsMs };
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
