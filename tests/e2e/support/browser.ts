import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../support/chromium';

const ARTIFACTS_DIR = resolve(import.meta.dirname, '../../../.test-artifacts/e2e');

export const VIEWPORT = { width: 360, height: 740 } as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

function artifactName(testName: string): string {
  return `${testName.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 120) || 'test'}.png`;
}

export interface BrowserSession {
  /** The base URL of the test file's own server (file-server.ts). */
  readonly baseUrl: string;
  /** The current test's page (a fresh browser context per test). */
  readonly page: Page;
  readonly context: BrowserContext;
}

/**
 * Registers hooks for one test file: one browser for the file, a fresh context and page (360×740) for each
 * test, and a screenshot in `.test-artifacts/e2e/<test name>.png` when a test fails.
 */
export function useBrowser(): BrowserSession {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    context = await browser!.newContext({ baseURL: baseUrl, viewport: VIEWPORT, locale: 'en-IN' });
    page = await context.newPage();
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && page) {
      await mkdir(ARTIFACTS_DIR, { recursive: true });
      await page
        .screenshot({ path: join(ARTIFACTS_DIR, artifactName(task.name)), fullPage: true })
        .catch(() => undefined);
    }
    await context?.close();
    context = undefined;
    page = undefined;
  });

  return {
    baseUrl,
    get page() {
      if (!page) throw new Error('No page: use it inside a test');
      return page;
    },
    get context() {
      if (!context) throw new Error('No browser context: use it inside a test');
      return context;
    },
  };
}

/** The path part of the page's URL, e.g. "/dashboard". */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Waits until the page's path is `path` (client-side redirects included). */
export async function waitForPath(page: Page, path: string, timeout = 15_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout });
}
