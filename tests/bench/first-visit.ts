import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { makePlayers, openMarket } from './market-setup';
import { startBenchServer } from './server-process';
import { median } from './median';

/**
 * A player's first visit over a mobile network (docs/performance.md, "First visit"): an empty cache, DevTools'
 * "Fast 3G" (562.5 ms round trips, 180 KB/s down) and the CPU slowed four times, as on a cheap phone. Measured in
 * the page from the start of the navigation to /dashboard (signed in) until the first market card is on screen,
 * with the bytes received until then; once as a browser asks (brotli accepted) and once asking for plain files,
 * as the server sent them before it kept compressed copies.
 */
export interface FirstVisitRuns {
  /** Median, navigation start → first market card, ms. */
  medianMs: number;
  runsMs: number[];
  /** Median, navigation start → first contentful paint, ms. */
  firstPaintMs: number;
  /** Bytes received over the network until the first market card (the median run's). */
  bytes: number;
}

export interface FirstVisitResult {
  compressed: FirstVisitRuns;
  plain: FirstVisitRuns;
}

const RUNS = 3;
const VIEWPORT = { width: 360, height: 740 };
const CARD = '[data-testid="game-card"]';
/** DevTools' "Fast 3G" preset. */
const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 };
const THROTTLED_CPU_RATE = 4;

declare global {
  interface Window {
    benchCardAt?: number;
  }
}

export async function benchFirstVisit(distDir: string): Promise<FirstVisitResult> {
  const dataDir = await mkdtemp(join(tmpdir(), 'matka-bench-first-'));
  const server = await startBenchServer({ dataDir, distDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const market = await openMarket(server.baseUrl, 'First Visit Market');
    const [player] = await makePlayers(market, 1, 1_000, 910_000_000);
    const visit = (plain: boolean) => firstVisit(browser, server.baseUrl, player!.token, plain);
    const runs = async (plain: boolean) => {
      const visits = [];
      for (let run = 0; run < RUNS; run++) visits.push(await visit(plain));
      const middle = visits.sort((a, b) => a.cardMs - b.cardMs)[Math.floor(RUNS / 2)]!;
      return {
        medianMs: middle.cardMs,
        runsMs: visits.map((one) => one.cardMs),
        firstPaintMs: median(visits.map((one) => one.firstPaintMs)),
        bytes: middle.bytes,
      };
    };
    return { compressed: await runs(false), plain: await runs(true) };
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** One first visit in a fresh context (its own empty cache and storage), the player's token already kept. */
async function firstVisit(browser: Browser, baseUrl: string, token: string, plain: boolean) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-IN', serviceWorkers: 'block' });
  try {
    await context.addInitScript(
      ({ selector, kept }) => {
        localStorage.setItem('token', kept);
        new MutationObserver((_changes, observer) => {
          if (document.querySelector(selector)) {
            window.benchCardAt = performance.now();
            observer.disconnect();
          }
        }).observe(document, { childList: true, subtree: true });
      },
      { selector: CARD, kept: token },
    );
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    let bytes = 0;
    devtools.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
      bytes += event.encodedDataLength;
    });
    await devtools.send('Network.enable');
    await devtools.send('Network.emulateNetworkConditions', FAST_3G);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: THROTTLED_CPU_RATE });
    if (plain) await devtools.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'identity' } });
    await page.goto(`${baseUrl}/dashboard`, { waitUntil: 'commit' });
    await page.waitForSelector(CARD, { timeout: 60_000 });
    const bytesAtCard = bytes;
    const { cardMs, firstPaintMs } = await page.evaluate(() => ({
      cardMs: window.benchCardAt ?? performance.now(),
      firstPaintMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    }));
    return { cardMs, firstPaintMs, bytes: bytesAtCard };
  } finally {
    await context.close();
  }
}
