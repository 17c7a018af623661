import { afterAll, inject } from 'vitest';
import { FAKE_TIME, makeDataDir, removeDataDir, startServer } from './server';

/**
 * Run before every e2e test file (the project's setupFiles): the file gets a server of its own, on its own port and
 * data folder, with its clock at FAKE_TIME (Friday 20 Nov 2026, 11:00 IST), and `inject('baseUrl')` names it. Files
 * therefore run in parallel, and one that moves its server's clock (`ApiClient.advanceServerClock`) or fills it with
 * data changes nothing for another. A new test file needs nothing more than `inject('baseUrl')` (or `useBrowser()`).
 * The server stops once the file's own afterAll hooks have run.
 */

/** Vitest's state for the file this worker runs now; its provided values are a copy of the global setup's. */
interface WorkerState {
  providedContext: Record<string, unknown>;
}

/**
 * Makes `inject(key)` answer `value` for this test file. Vitest offers no way to provide a value from inside a
 * worker, so this writes to the file's own copy of the provided values, and checks that `inject` now reads it.
 */
function provideToThisFile(key: 'baseUrl', value: string): void {
  const state = (globalThis as { __vitest_worker__?: WorkerState }).__vitest_worker__;
  if (state?.providedContext) state.providedContext[key] = value;
  if (inject(key) !== value) {
    throw new Error(`Could not hand this file its server: vitest's inject('${key}') no longer reads the worker state`);
  }
}

const dataDir = await makeDataDir();
const server = await startServer({ distDir: inject('distDir'), dataDir, fakeTime: FAKE_TIME }).catch(
  async (error: unknown) => {
    await removeDataDir(dataDir);
    throw error;
  },
);
provideToThisFile('baseUrl', server.baseUrl);

afterAll(async () => {
  await server.stop();
  await removeDataDir(dataDir);
});
