import { describe, expect, it } from 'vitest';
import {
  ADMIN_JS_BUDGET_BYTES,
  measureAppSize,
  overBudgetMessage,
  type BuildChunks,
} from '../../../scripts/app-size-budget';

/**
 * The start's weight when the build groups the dashboard into the start chunk (scripts/start-chunks.ts): the
 * dashboard is found in that chunk, by its modules (the build's bundle) or by the chunk's name (Vite's manifest).
 */

const sizes: Record<string, number> = {
  'main.js': 1_000,
  'shared.js': 80_000,
  'start.js': 20_000,
  'sync-later.js': 3_000,
  'wallet.js': 2_000,
  'wallet-only.js': 500,
};
const sizeOf = (file: string) => sizes[file]!;

function grouped(startChunk: BuildChunks[string]): BuildChunks {
  return {
    'index.html': { file: 'main.js', isEntry: true, imports: ['_shared.js', '_start.js'], dynamicImports: ['_sync-later.js'] },
    '_shared.js': { file: 'shared.js', name: 'shared' },
    '_start.js': startChunk,
    '_sync-later.js': { file: 'sync-later.js', imports: ['_shared.js'] },
    'src/features/wallet/wallet-screen.tsx': {
      file: 'wallet.js',
      isDynamicEntry: true,
      imports: ['_start.js', '_wallet-only.js'],
    },
    '_wallet-only.js': { file: 'wallet-only.js' },
  };
}

describe('the initial JS budget with a start chunk', () => {
  it('counts the entry, what it imports, its boot-time lazy imports and the chunk holding the dashboard', () => {
    const bundle = grouped({
      file: 'start.js',
      name: 'start',
      imports: ['_shared.js'],
      modules: ['src/main-layout.tsx', 'src/features/dashboard/dashboard-screen.tsx'],
    });
    const result = measureAppSize(bundle, sizeOf);
    expect(result.playerEntryBytes).toBe(101_000);
    expect(result.dashboardStartBytes).toBe(104_000);
    expect(result.routes).toEqual([
      { source: 'src/features/wallet/wallet-screen.tsx', ownBytes: 2_000, addedBytes: 2_500 },
    ]);
  });

  it('finds the start chunk by its name in a manifest, which lists no modules', () => {
    const manifest = grouped({ file: 'start.js', name: 'start', imports: ['_shared.js'] });
    expect(measureAppSize(manifest, sizeOf).dashboardStartBytes).toBe(104_000);
  });

  it('refuses a build where no chunk holds the dashboard', () => {
    const bundle = grouped({ file: 'start.js', name: 'start', imports: ['_shared.js'], modules: ['src/main-layout.tsx'] });
    expect(() => measureAppSize(bundle, sizeOf)).toThrow(/dashboard screen/);
  });
});

describe('the admin console entry budget', () => {
  const withConsole = (consoleOwnBytes: number) => {
    const bundle: BuildChunks = {
      ...grouped({ file: 'start.js', name: 'start', imports: ['_shared.js'] }),
      'admin/index.html': { file: 'admin.js', isEntry: true, imports: ['_shared.js', '_admin-only.js'] },
      '_admin-only.js': { file: 'admin-only.js' },
    };
    const consoleSizes: Record<string, number> = { 'admin.js': 30_000, 'admin-only.js': consoleOwnBytes };
    return measureAppSize(bundle, (file) => consoleSizes[file] ?? sizeOf(file));
  };

  it('weighs the console entry with what it shares with the player app', () => {
    const result = withConsole(5_000);
    expect(result.adminEntryBytes).toBe(115_000);
    expect(overBudgetMessage(result)).toBeNull();
  });

  it('fails the build one byte over, naming the console and not the player app', () => {
    expect(overBudgetMessage(withConsole(ADMIN_JS_BUDGET_BYTES - 110_000))).toBeNull();
    const message = overBudgetMessage(withConsole(ADMIN_JS_BUDGET_BYTES - 110_000 + 1));
    expect(message).toMatch(/^Admin console entry over budget: 125\.0 kB gzip, more than 125\.0 kB\./);
    expect(message).not.toMatch(/Player app/);
  });
});
