import { join } from 'node:path';
import { measureBuiltApp, type AppSizeResult } from '../../scripts/app-size-budget';
import { root, run } from '../e2e/support/server';

/**
 * Benchmark 4a (initial JS ≤ 120 KB gzip, every route beyond the dashboard lazy; docs/performance.md): builds
 * the apps into dist/ as `npm run build` does, plus Vite's manifest, and weighs them with the build's own rule
 * (scripts/app-size-budget.ts), so the bench and the build judge the same figure.
 */
export type { AppSizeResult, RouteChunk } from '../../scripts/app-size-budget';

export const DIST_DIR = join(root, 'dist');

export async function buildApps(): Promise<void> {
  // Production mode whatever the caller's NODE_ENV, as `npm run build` would under `npm start`.
  await run('npx', ['vite', 'build', '--manifest'], { ...process.env, NODE_ENV: 'production' });
}

export function measureAppSize(distDir = DIST_DIR): AppSizeResult {
  return measureBuiltApp(distDir);
}
