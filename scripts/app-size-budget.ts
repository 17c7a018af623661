import { readFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest, Plugin, ResolvedConfig, Rollup } from 'vite';
import { START_CHUNK } from './start-chunks';

/**
 * The player app's initial-JS budget (initial JS ≤ 120 KB gzip, every route beyond the dashboard lazy;
 * docs/performance.md), and the admin console's entry budget: the one place that decides what a start downloads
 * and how it is weighed.
 * `npm run build` reports it through the Vite plugin below; `npm run bench` (tests/bench/app-size.ts) reads
 * the same figures from a build's manifest.
 *
 * The chunk graph is keyed as Vite's manifest keys it: an entry or lazy module by its source path from the
 * project root (`index.html`, `src/features/wallet/wallet-screen.tsx`), a shared chunk by `_` and its file name.
 */

/** 120 KB gzip, in bytes. */
export const INITIAL_JS_BUDGET_BYTES = 120_000;

/** The admin console's entry and its static imports: 125 KB gzip, in bytes (119.1 kB when it was set). */
export const ADMIN_JS_BUDGET_BYTES = 125_000;

const PLAYER_ENTRY = 'index.html';
const ADMIN_ENTRY = 'admin/index.html';
const DASHBOARD_SCREEN = 'src/features/dashboard/dashboard-screen.tsx';
const FEATURES = 'src/features/';

export interface BuildChunk {
  file: string;
  /** The chunk's name (`start` for the one scripts/start-chunks.ts makes). */
  name?: string;
  /** Its modules by source path from the project root, when known (the build's bundle; not Vite's manifest). */
  modules?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  /** Keys of the chunks it imports statically (fetched before it runs; index.html modulepreloads them). */
  imports?: string[];
  /** Keys of the chunks it imports lazily. */
  dynamicImports?: string[];
}

export type BuildChunks = Record<string, BuildChunk>;

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
  /**
   * The initial JS the budget judges: what a start on /dashboard (where / leads) runs — the entry, its boot-time
   * lazy imports outside the routes (background sync, service worker registration) and the dashboard screen with
   * its static imports, gzip bytes.
   */
  dashboardStartBytes: number;
  adminEntryBytes: number;
  /** Every lazy route but the dashboard, the largest addition first. */
  routes: RouteChunk[];
}

/** Weighs a build's chunk graph; `gzipBytesOf` gives one chunk file's gzip size. */
export function measureAppSize(chunks: BuildChunks, gzipBytesOf: (file: string) => number): AppSizeResult {
  const chunk = (key: string): BuildChunk => {
    const found = chunks[key];
    if (!found) throw new Error(`No chunk ${key} in the build`);
    return found;
  };
  const gzipBytes = new Map<string, number>();
  const sizeOf = (key: string) => {
    let bytes = gzipBytes.get(key);
    if (bytes === undefined) {
      bytes = gzipBytesOf(chunk(key).file);
      gzipBytes.set(key, bytes);
    }
    return bytes;
  };
  /** A chunk and everything it imports statically (what the browser fetches before running it). */
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key)) return into;
    into.add(key);
    for (const imported of chunk(key).imports ?? []) closure(imported, into);
    return into;
  };
  const total = (keys: Iterable<string>) => [...keys].reduce((sum, key) => sum + sizeOf(key), 0);

  const playerEntry = closure(PLAYER_ENTRY);
  const dashboard = dashboardChunkKey(chunks);
  const bootImports = (chunk(PLAYER_ENTRY).dynamicImports ?? []).filter((key) => !key.startsWith(FEATURES));
  const dashboardStart = new Set(playerEntry);
  for (const key of [...bootImports, dashboard]) closure(key, dashboardStart);
  const routes = Object.entries(chunks)
    .filter(([key, { isDynamicEntry }]) => isDynamicEntry && key.startsWith(FEATURES) && key !== DASHBOARD_SCREEN)
    .map(([key]) => ({
      source: key,
      ownBytes: sizeOf(key),
      addedBytes: total([...closure(key)].filter((shared) => !dashboardStart.has(shared))),
    }))
    .sort((a, b) => b.addedBytes - a.addedBytes);
  return {
    playerEntryBytes: total(playerEntry),
    dashboardStartBytes: total(dashboardStart),
    adminEntryBytes: chunks[ADMIN_ENTRY] ? total(closure(ADMIN_ENTRY)) : 0,
    routes,
  };
}

/**
 * The chunk holding the dashboard screen: its own lazy chunk, or the start chunk the build groups it into
 * (scripts/start-chunks.ts; Vite's manifest names that chunk but does not list its modules).
 */
function dashboardChunkKey(chunks: BuildChunks): string {
  if (chunks[DASHBOARD_SCREEN]) return DASHBOARD_SCREEN;
  const entries = Object.entries(chunks);
  const holding = entries.find(([, { modules }]) => modules?.includes(DASHBOARD_SCREEN));
  const named = entries.find(([, { name, modules }]) => modules === undefined && name === START_CHUNK);
  const key = holding?.[0] ?? named?.[0];
  if (!key) throw new Error(`No chunk with the dashboard screen (${DASHBOARD_SCREEN}) in the build`);
  return key;
}

/** The same figures from a build on disk, made with `vite build --manifest`. */
export function measureBuiltApp(distDir: string): AppSizeResult {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  // The manifest lists CSS and assets too; the graph holds the JS chunks (their keys are what imports name).
  const chunks: BuildChunks = Object.fromEntries(
    Object.entries(manifest).filter(([, { file }]) => file.endsWith('.js')),
  );
  return measureAppSize(chunks, (file) => gzipSync(readFileSync(join(distDir, file))).length);
}

/** A budget is kept up to its last byte. */
const fits = (bytes: number, budget: number) => bytes <= budget;

/** Whether the player app keeps to its budget: the initial JS of a start on /dashboard, not the entry alone. */
export function withinBudget(result: AppSizeResult): boolean {
  return fits(result.dashboardStartBytes, INITIAL_JS_BUDGET_BYTES);
}

/** Whether the admin console's entry keeps to its budget. */
export function adminWithinBudget(result: AppSizeResult): boolean {
  return fits(result.adminEntryBytes, ADMIN_JS_BUDGET_BYTES);
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const verdict = (bytes: number, budget: number) =>
  fits(bytes, budget) ? 'within budget' : `OVER BUDGET by ${kB(bytes - budget)}`;

/** What the build prints. */
export function budgetReport(result: AppSizeResult): string {
  const { playerEntryBytes: entry, dashboardStartBytes: start, adminEntryBytes: admin } = result;
  const startVerdict = verdict(start, INITIAL_JS_BUDGET_BYTES);
  const adminVerdict = verdict(admin, ADMIN_JS_BUDGET_BYTES);
  return [
    `player app initial JS, gzip (budget ${kB(INITIAL_JS_BUDGET_BYTES)}, docs/performance.md):`,
    `  entry              ${kB(entry).padStart(9)}  index.html's script and its static imports`,
    `  entry + dashboard  ${kB(start).padStart(9)}  a start on /dashboard, boot-time lazy imports included: ${startVerdict}`,
    `admin console entry, gzip (budget ${kB(ADMIN_JS_BUDGET_BYTES)}):`,
    `  entry              ${kB(admin).padStart(9)}  admin/index.html's script and its static imports: ${adminVerdict}`,
  ].join('\n');
}

/** Why the build misses a budget, naming the figure that does; null within both. */
export function overBudgetMessage(result: AppSizeResult): string | null {
  const { playerEntryBytes: entry, dashboardStartBytes: start, adminEntryBytes: admin } = result;
  const over: string[] = [];
  if (!withinBudget(result)) {
    const which =
      entry > INITIAL_JS_BUDGET_BYTES
        ? `the entry alone is ${kB(entry)}`
        : `the entry is ${kB(entry)}, and with what the dashboard start needs ${kB(start)}`;
    over.push(`Player app initial JS over budget: ${which} gzip, more than ${kB(INITIAL_JS_BUDGET_BYTES)}.`);
  }
  if (!adminWithinBudget(result)) {
    over.push(`Admin console entry over budget: ${kB(admin)} gzip, more than ${kB(ADMIN_JS_BUDGET_BYTES)}.`);
  }
  return over.length > 0 ? `${over.join(' ')} (docs/performance.md)` : null;
}

/** A build's JS chunks as a graph keyed like Vite's manifest. */
export function chunksFromBundle(bundle: Rollup.OutputBundle, root: string): BuildChunks {
  const outputs = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
  const keyOf = new Map<string, string>();
  for (const output of outputs) {
    const facade = output.facadeModuleId;
    const source = facade && !facade.startsWith('\0') ? relative(root, facade).split(sep).join('/') : null;
    keyOf.set(output.fileName, source && !source.startsWith('..') ? source : `_${basename(output.fileName)}`);
  }
  const keys = (fileNames: string[]) => fileNames.flatMap((fileName) => keyOf.get(fileName) ?? []);
  return Object.fromEntries(
    outputs.map((output) => [
      keyOf.get(output.fileName)!,
      {
        file: output.fileName,
        name: output.name,
        modules: output.moduleIds.flatMap((id) => {
          const source = relative(root, id).split(sep).join('/');
          return id.startsWith('\0') || source.startsWith('..') ? [] : [source];
        }),
        isEntry: output.isEntry,
        isDynamicEntry: output.isDynamicEntry,
        imports: keys(output.imports),
        dynamicImports: keys(output.dynamicImports),
      },
    ]),
  );
}

/** After each build: the report, and a failed build when the player's start or the console's entry is over budget. */
export function appSizeBudget(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'matka:app-size-budget',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      order: 'post', // after Vite's list of the files written
      handler(_output, bundle) {
        const chunks = chunksFromBundle(bundle, config.root);
        if (!chunks[PLAYER_ENTRY]) return; // not the apps' build (e.g. the service worker's own)
        const code = new Map(
          Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output.code] as const] : [])),
        );
        const result = measureAppSize(chunks, (file) => gzipSync(code.get(file) ?? '').length);
        config.logger.info(budgetReport(result));
        const over = overBudgetMessage(result);
        if (over) this.error(over);
      },
    },
  };
}
