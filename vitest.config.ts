import { defineConfig } from 'vitest/config';
import { SweepsFirstSequencer } from './tests/e2e/support/sequencer.js';

const apiProject = (database: 'sqlite' | 'postgres') => ({
  test: {
    name: `api-${database}`,
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    // The push tests' certificate is made before any worker starts (its trust is read at a process's start).
    globalSetup: [`tests/api/setup-${database}.ts`, 'tests/api/setup-push-ca.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file has a database of its own, so two files run at once (vitest's default on two cores is one): a
    // file on PostgreSQL spends much of its time waiting on round trips, and two files of the stage that ends last
    // leave no core idle while it ends.
    maxWorkers: 2,
    // A file shares nothing with another but the modules it imports (each builds its own app on its own database,
    // and none mocks a module or changes the environment), so a worker imports the server once rather than once per
    // file: the SQLite files alone took 37 s instead of 73, the PostgreSQL ones 67 s.
    isolate: false,
  },
});

/** How many e2e files run at once (E2E_WORKERS overrides it, e.g. 1 to watch one file's log in order). */
const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 3);

export default defineConfig({
  test: {
    sequence: { sequencer: SweepsFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/unit/support/dom-waits.ts'],
          // A screen test may wait up to 10 s for an element (dom-waits.ts).
          testTimeout: 30_000,
          // Two files at once (vitest's default on two cores is one): the unit tests end the first stage, alone.
          maxWorkers: 2,
        },
      },
      apiProject('sqlite'),
      apiProject('postgres'),
      {
        test: {
          // Real server processes: killed with SIGKILL, or several on one PostgreSQL (tests/faults/).
          name: 'faults',
          include: ['tests/faults/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/faults/global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Each file gets a server of its own (its port, data and clock), so files run side by side: one file alone
          // keeps about 0.6 of a core busy (it waits on its browser and server), three fill the two cores.
          setupFiles: ['tests/e2e/support/file-server.ts'],
          maxWorkers: E2E_WORKERS,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // A screen waited for (a reload, its next fetch) can take seconds when three files share two cores:
          // expect.poll's own default of 1 s failed on a busy machine.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
