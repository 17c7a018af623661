import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from '../support/chromium';
import {
  ADMIN_MOBILE,
  ADMIN_PASSWORD,
  appsOf,
  BUILD_READY,
  buildForEndToEnd,
  FAKE_TIME,
  makeBuildDir,
} from './support/server';

/**
 * Once per e2e run: build the apps and the server (or take the build `npm test` made beside the checks, named by
 * E2E_BUILD). Each test file then gets a server of its own (support/file-server.ts), so files run in parallel
 * without seeing each other's clock or data.
 */

export { ADMIN_MOBILE, ADMIN_PASSWORD, FAKE_TIME };

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test file's own server (support/file-server.ts). */
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

  const given = process.env.E2E_BUILD;
  let build: string;
  if (given) {
    build = resolve(given);
    if (!existsSync(join(build, BUILD_READY))) throw new Error(`E2E_BUILD=${given} is not a finished build`);
  } else {
    // A private build folder per run, so parallel runs never serve each other's half-written files.
    build = await makeBuildDir();
    try {
      await buildForEndToEnd(build);
    } catch (error) {
      await rm(build, { recursive: true, force: true });
      throw error;
    }
  }

  project.provide('adminMobile', ADMIN_MOBILE);
  project.provide('adminPassword', ADMIN_PASSWORD);
  project.provide('distDir', appsOf(build));

  return async () => {
    if (!given) await rm(build, { recursive: true, force: true });
  };
}
