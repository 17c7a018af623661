import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root, run } from '../e2e/support/server';

/**
 * Benchmark 4a (DESIGN §11 "initial JS ≤ 150 KB gzip; every route beyond the dashboard lazy"): builds the apps
 * into dist/ as `npm run build` does, plus Vite's manifest, and measures gzip sizes from it.
 */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface RouteChunk {
  /** The screen's module, e.g. src/features/wallet/wallet-screen.tsx. */
  source: string;
  /** Its own chunk, gzip bytes. */
  ownBytes: number;
  /** What opening it downloads beyond what is already loaded at start: its chunk and the shared chunks only it needs. */
  addedBytes: number;
}

export interface AppSizeResult {
  /** The player entry as index.html loads it (entry chunk and its static imports), gzip bytes. */
  playerEntryBytes: number;
  /** What a signed-in start on /dashboard runs: the entry, its boot-time lazy imports and the dashboard screen, gzip bytes. */
  dashboardStartBytes: number;
  adminEntryBytes: number;
  routes: RouteChunk[];
}

export const DIST_DIR = join(root, 'dist');

export async function buildApps(): Promise<void> {
  // Production mode whatever the caller's NODE_ENV, as `npm run build` would under `npm start`.
  await run('npx', ['vite', 'build', '--manifest'], { ...process.env, NODE_ENV: 'production' });
}

export function measureAppSize(distDir = DIST_DIR): AppSizeResult {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const gzipBytes = new Map<string, number>();
  const sizeOf = (key: string) => {
    let bytes = gzipBytes.get(key);
    if (bytes === undefined) {
      bytes = gzipSync(readFileSync(join(distDir, manifest[key]!.file))).length;
      gzipBytes.set(key, bytes);
    }
    return bytes;
  };
  /** A chunk and everything it imports statically (what the browser fetches before running it). */
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key)) return into;
    into.add(key);
    for (const imported of manifest[key]!.imports ?? []) closure(imported, into);
    return into;
  };
  const total = (keys: Iterable<string>) => [...keys].reduce((sum, key) => sum + sizeOf(key), 0);

  const playerEntry = closure('index.html');
  const dashboardKey = Object.keys(manifest).find((key) => key.endsWith('features/dashboard/dashboard-screen.tsx'));
  if (!dashboardKey) throw new Error('No dashboard screen chunk in the build manifest');
  // Besides the screen, a start loads what the entry imports lazily outside the routes (the background sync,
  // the service worker's registration).
  const bootImports = (manifest['index.html']!.dynamicImports ?? []).filter((key) => !key.startsWith('src/features/'));
  const dashboardStart = new Set(playerEntry);
  for (const key of [...bootImports, dashboardKey]) closure(key, dashboardStart);
  const routes = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && key.startsWith('src/features/') && key !== dashboardKey)
    .map(([key]) => ({
      source: key,
      ownBytes: sizeOf(key),
      addedBytes: total([...closure(key)].filter((chunk) => !dashboardStart.has(chunk))),
    }))
    .sort((a, b) => b.addedBytes - a.addedBytes);
  return {
    playerEntryBytes: total(playerEntry),
    dashboardStartBytes: total(dashboardStart),
    adminEntryBytes: total(closure('admin/index.html')),
    routes,
  };
}
