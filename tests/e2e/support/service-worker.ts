import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Waits until the page's service worker is installed and active: every precached file is in its cache, so what
 * follows may go offline. Installing fetches every file of the build, which on a busy two-core machine has taken
 * more than 15 s; after 45 s it fails with `message`.
 */
export async function expectServiceWorkerActive(
  page: Page,
  message = 'the service worker should install and activate',
): Promise<void> {
  const active = await page.evaluate(() =>
    Promise.race([
      navigator.serviceWorker.ready.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 45_000)),
    ]),
  );
  expect(active, message).toBe(true);
}
