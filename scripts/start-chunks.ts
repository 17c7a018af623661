import { resolve } from 'node:path';

/**
 * How the build groups the code a start on /dashboard runs, so that a first visit fetches a handful of files in one
 * round instead of dozens one after another (docs/performance.md "First visit"):
 *
 * - `start`: the player app's own code (and libraries only it uses) that a start on /dashboard runs before the first
 *   market card: the entry's static imports, the dashboard screen's, background sync's start and the cache's layer.
 *   The entry imports it statically, so index.html modulepreloads it and the dashboard's code arrives with the
 *   entry, not after the profile.
 * - `shared`: what of that the admin console uses too (React and the like), one chunk both apps load.
 *
 * The console's own code is never in either (its chunks stay admin-*, outside the player's precache), and nothing
 * only the console needs is in `shared`. Every other screen keeps its own lazy chunk.
 */

/** Shape of Rolldown's `output.codeSplitting.groups` entries, as far as these use it. */
interface ModuleInfo {
  readonly importedIds: readonly string[];
  readonly dynamicallyImportedIds: readonly string[];
}

interface ChunkingContext {
  getModuleInfo(moduleId: string): ModuleInfo | null;
}

export interface StartChunkGroup {
  name: (moduleId: string, context: ChunkingContext) => string | null;
  priority: number;
}

/** Modules whose static imports a start on /dashboard runs before its first market card. */
const PLAYER_START_MODULES = [
  'src/main.tsx',
  'src/features/dashboard/dashboard-screen.tsx',
  'src/sync/start.ts',
  'db/player-data.ts',
];
const ADMIN_ENTRY_MODULE = 'admin/src/main.tsx';

export const START_CHUNK = 'start';
export const SHARED_CHUNK = 'shared';

function reach(context: ChunkingContext, from: readonly string[], withDynamic: boolean): Set<string> {
  const seen = new Set<string>();
  const pending = [...from];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    const info = context.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    pending.push(...info.importedIds);
    if (withDynamic) pending.push(...info.dynamicallyImportedIds);
  }
  return seen;
}

export function startChunkGroups(root: string): StartChunkGroup[] {
  const entry = resolve(root, PLAYER_START_MODULES[0]!);
  let sets: { start: Set<string>; admin: Set<string> } | null = null;
  const setsOf = (context: ChunkingContext) =>
    (sets ??= {
      start: reach(context, PLAYER_START_MODULES.map((path) => resolve(root, path)), false),
      // Everything the console can load, lazily too: none of it may make it fetch the player's start chunk.
      admin: reach(context, [resolve(root, ADMIN_ENTRY_MODULE)], true),
    });
  return [
    {
      name: (id, context) => {
        const { start, admin } = setsOf(context);
        // The entry module stays the entry chunk's own (index.html's script, the budget's key).
        if (!start.has(id) || id === entry) return null;
        return admin.has(id) ? SHARED_CHUNK : START_CHUNK;
      },
      priority: 1,
    },
  ];
}
