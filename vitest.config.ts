import { defineConfig } from 'vitest/config';

const apiProject = (database: 'sqlite' | 'postgres') => ({
  test: {
    name: `api-${database}`,
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    // The push tests' certificate is made before any worker starts (its trust is read at a process's start).
    globalSetup: [`tests/api/setup-${database}.ts`, 'tests/api/setup-push-ca.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
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
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
