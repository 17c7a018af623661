import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { makePlayers, openMarket } from './market-setup';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { startBenchServer } from './server-process';
import { median } from './median';

/**
 * Benchmark 4b (docs/performance.md): offline cold start of the installed app to a rendered dashboard. A player opens
 * the app once online (the service worker installs, the dashboard's data lands in IndexedDB), the browser
 * quits, the server stops, and then a new browser process opens /dashboard offline. Measured in the page,
 * from the start of the navigation until the first market card is on screen, over several cold starts; then
 * again with the CPU slowed four times (Chromium's `Emulation.setCPUThrottlingRate`), as on a cheap phone.
 */
export interface ColdStartRuns {
  /** Median over the runs, navigation start → first market card, ms. */
  medianMs: number;
  runsMs: number[];
  /** Median including the browser's own start, ms. */
  medianWithLaunchMs: number;
}

export interface ColdStartResult extends ColdStartRuns {
  /** The same starts with the CPU throttled ×4. */
  throttled: ColdStartRuns;
}

const VIEWPORT = { width: 360, height: 740 };
const RUNS = 5;
/** A cheap phone's CPU, as DevTools' "4× slowdown". */
const THROTTLED_CPU_RATE = 4;
const CARD = '[data-testid="game-card"]';

declare global {
  interface Window {
    benchDashboardAt?: number;
  }
}

function launch(profileDir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport: VIEWPORT,
    locale: 'en-IN',
  });
}

export async function benchColdStart(distDir: string): Promise<ColdStartResult> {
  const dataDir = await mkdtemp(join(tmpdir(), 'matka-bench-cold-'));
  const profileDir = join(dataDir, 'chromium-profile');
  const server = await startBenchServer({ dataDir, distDir });
  const baseUrl = server.baseUrl;
  try {
    const market = await openMarket(baseUrl, 'Cold Start Market');
    const [player] = await makePlayers(market, 1, 1_000, 900_000_000);

    // Installed: one online visit, signed in, until the service worker controls the page and the
    // dashboard has rendered from fresh data.
    const online = await launch(profileDir);
    const page = online.pages()[0] ?? (await online.newPage());
    await page.goto(`${baseUrl}/privacy-policy`);
    await page.evaluate((token) => localStorage.setItem('token', token), player!.token);
    await page.goto(`${baseUrl}/dashboard`);
    await page.waitForSelector(CARD);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.waitForSelector(CARD);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await online.close();
    await server.stop();

    const measured = await coldStarts(baseUrl, profileDir, 1);
    const throttled = await coldStarts(baseUrl, profileDir, THROTTLED_CPU_RATE);
    return { ...measured, throttled };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** RUNS offline starts of the installed app in a new browser each, the CPU slowed `cpuRate` times. */
async function coldStarts(baseUrl: string, profileDir: string, cpuRate: number): Promise<ColdStartRuns> {
  const runsMs: number[] = [];
  const withLaunchMs: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const launchedAt = performance.now();
    const context = await launch(profileDir);
    try {
      await context.setOffline(true);
      await context.addInitScript((selector) => {
        new MutationObserver((_changes, observer) => {
          if (document.querySelector(selector)) {
            window.benchDashboardAt = performance.now();
            observer.disconnect();
          }
        }).observe(document, { childList: true, subtree: true });
      }, CARD);
      const tab = context.pages()[0] ?? (await context.newPage());
      if (cpuRate > 1) {
        const devtools = await context.newCDPSession(tab);
        await devtools.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
      }
      await tab.goto(`${baseUrl}/dashboard`);
      await tab.waitForSelector(CARD, { timeout: 15_000 });
      const renderedAt = await tab.evaluate(() => window.benchDashboardAt ?? performance.now());
      runsMs.push(renderedAt);
      withLaunchMs.push(performance.now() - launchedAt);
    } finally {
      await context.close();
    }
  }
  return { medianMs: median(runsMs), runsMs, medianWithLaunchMs: median(withLaunchMs) };
}
