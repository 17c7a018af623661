import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from '../support/chromium';
import {
  ADMIN_MOBILE,
  ADMIN_PASSWORD,
  buildApps,
  FAKE_TIME,
  makeDataDir,
  removeDataDir,
  startServer,
} from './support/server';

/**
 * Once per e2e run: build the apps, start the real server on a free port with a throwaway database and a fixed
 * clock (FAKE_TIME = Friday 20 Nov 2026, 11:00 IST), and hand its URL to the tests. The build folder is handed on
 * too, for test files that start a private server with another clock (support/server.ts).
 */

export { ADMIN_MOBILE, ADMIN_PASSWORD, FAKE_TIME };

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminMobile: string;
    adminPassword: string;
    /** The built apps, for private servers (support/server.ts startServer). */
    distDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install it with: apt-get update && apt-get install -y chromium`,
    );
  }

  const dataDir = await makeDataDir();
  // A private build folder per run, so parallel runs never serve each other's half-written files.
  const distDir = join(dataDir, 'dist');
  let server;
  try {
    await buildApps(distDir);
    server = await startServer({ distDir, dataDir, fakeTime: FAKE_TIME });
  } catch (error) {
    await removeDataDir(dataDir);
    throw error;
  }

  project.provide('baseUrl', server.baseUrl);
  project.provide('adminMobile', ADMIN_MOBILE);
  project.provide('adminPassword', ADMIN_PASSWORD);
  project.provide('distDir', distDir);

  return async () => {
    await server.stop();
    await removeDataDir(dataDir);
  };
}
