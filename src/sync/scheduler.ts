import { proxy } from 'valtio';

/**
 * The refresh scheduler (docs/architecture.md "How an offline read flows"). Screens render from the IndexedDB cache;
 * refreshers bring the cache up to date:
 *
 * - a refresher with `everyMs` is polled at that cadence (the next run is `everyMs` after the previous one ended),
 *   only while the page is visible, the device is online and — unless `requiresSession: false` — a player is
 *   signed in; it pauses otherwise;
 * - every refresher runs at once when it is registered (if those conditions hold) and again whenever they start
 *   to hold (the `online` event, returning to the tab, signing in);
 * - runs of one refresher never overlap: a second request joins the run in flight;
 * - signing out aborts every run in flight (`signal`), so nothing of the old player is written after the cache
 *   was cleared; a refresher must not write once its signal is aborted.
 *
 * Other areas add their own: `registerRefresher({ name, everyMs, run })` from a module of theirs (it is polled
 * from the moment that module is imported), or `useRefreshOnOpen(run, { everyMs })` in a screen, which runs on
 * opening the screen, polls while it stays open, and stops when it closes.
 */

export interface RefresherDefinition {
  /** Unique; `refresh(name)` and the status map use it. */
  readonly name: string;
  /** Poll cadence. Without it the refresher runs only when registered, triggered, or on `online`/return. */
  readonly everyMs?: number;
  /** Whether it needs a signed-in player (default true: most endpoints are protected). */
  readonly requiresSession?: boolean;
  /** Fetches and writes into the cache. Rejects on failure. Must not write once `signal` is aborted. */
  readonly run: (signal: AbortSignal) => Promise<void>;
}

export interface RefreshStatus {
  running: boolean;
  /** Device time (ms) of the last successful run. */
  lastSuccessAt: number | null;
  /** The last run's failure, cleared by a success. */
  lastError: unknown;
}

export interface RefreshOptions {
  /** Skip the run when the last success is at most this old (ms). Default 0: always run (or join the run in flight). */
  readonly maxAgeMs?: number;
  /**
   * Start a new run even when one is in flight (after it ends): for "re-read after a write", where a run that
   * was sent before the write would bring back the old state.
   */
  readonly fresh?: boolean;
}

export interface SyncEnvironment {
  isOnline(): boolean;
  isVisible(): boolean;
  isSignedIn(): boolean;
  now(): number;
}

interface Entry {
  definition: RefresherDefinition;
  timer: ReturnType<typeof setTimeout> | null;
  inFlight: Promise<void> | null;
  controller: AbortController | null;
}

export interface SyncScheduler {
  /** Per-refresher status (a valtio proxy: `useSnapshot(scheduler.status)` re-renders on change). */
  readonly status: Record<string, RefreshStatus>;
  register(definition: RefresherDefinition): () => void;
  /** Runs a registered refresher now (or joins its run in flight). Rejects with its failure. */
  refresh(name: string, options?: RefreshOptions): Promise<void>;
  /** Runs every refresher that may run now; failures are recorded in `status`, not thrown. */
  refreshAll(): Promise<void>;
  /** Call when online/visibility/session changed: pauses, or resumes and refreshes everything. */
  conditionsChanged(): void;
  /** Stops polling and aborts runs in flight (sign-out). Refreshers stay registered. */
  abortAll(): void;
  isRegistered(name: string): boolean;
}

const noop = () => undefined;

const logFailure = (name: string) => (error: unknown) => {
  console.warn(`Refresh of ${name} failed`, error);
};

export function createSyncScheduler(environment: SyncEnvironment): SyncScheduler {
  const entries = new Map<string, Entry>();
  const status = proxy<Record<string, RefreshStatus>>({});
  // Whether the common conditions (online, visible) held at the last check: a change to true is a "resume".
  let wasRunnable = environment.isOnline() && environment.isVisible();
  let wasSignedIn = environment.isSignedIn();

  function mayRun(entry: Entry): boolean {
    if (!environment.isOnline() || !environment.isVisible()) return false;
    return entry.definition.requiresSession === false || environment.isSignedIn();
  }

  function clearTimer(entry: Entry): void {
    if (entry.timer !== null) clearTimeout(entry.timer);
    entry.timer = null;
  }

  function scheduleNext(entry: Entry): void {
    clearTimer(entry);
    const { everyMs } = entry.definition;
    if (everyMs === undefined || !mayRun(entry) || entries.get(entry.definition.name) !== entry) return;
    entry.timer = setTimeout(() => {
      entry.timer = null;
      if (mayRun(entry)) execute(entry).catch(logFailure(entry.definition.name));
    }, everyMs);
  }

  function execute(entry: Entry): Promise<void> {
    if (entry.inFlight) return entry.inFlight;
    clearTimer(entry);
    const { name } = entry.definition;
    const controller = new AbortController();
    entry.controller = controller;
    const state = status[name]!;
    state.running = true;
    const run = (async () => entry.definition.run(controller.signal))();
    entry.inFlight = run
      .then(
        () => {
          if (controller.signal.aborted) return;
          state.lastSuccessAt = environment.now();
          state.lastError = null;
        },
        (error: unknown) => {
          // Aborted on purpose (sign-out, screen closed): not a failure anyone should be told about.
          if (controller.signal.aborted) return;
          state.lastError = error;
          throw error;
        },
      )
      .finally(() => {
        // An aborted run was already let go (abortAll); a newer run may own the entry by now.
        if (entry.controller !== controller) return;
        entry.inFlight = null;
        entry.controller = null;
        state.running = false;
        scheduleNext(entry);
      });
    return entry.inFlight;
  }

  function runEverything(): Promise<void> {
    const runs = [...entries.values()]
      .filter(mayRun)
      .map((entry) => execute(entry).catch(logFailure(entry.definition.name)));
    return Promise.all(runs).then(() => undefined);
  }

  function abortAll(): void {
    for (const entry of entries.values()) {
      clearTimer(entry);
      entry.controller?.abort();
      entry.controller = null;
      entry.inFlight = null;
      const state = status[entry.definition.name];
      if (state) state.running = false;
    }
  }

  return {
    status,

    register(definition) {
      if (entries.has(definition.name)) throw new Error(`A refresher named ${definition.name} is already registered`);
      const entry: Entry = { definition, timer: null, inFlight: null, controller: null };
      entries.set(definition.name, entry);
      status[definition.name] ??= { running: false, lastSuccessAt: null, lastError: null };
      if (mayRun(entry)) execute(entry).catch(logFailure(definition.name));
      return () => {
        if (entries.get(definition.name) !== entry) return;
        entries.delete(definition.name);
        clearTimer(entry);
        entry.controller?.abort();
        delete status[definition.name];
      };
    },

    refresh(name, options = {}) {
      const entry = entries.get(name);
      if (!entry) return Promise.reject(new Error(`No refresher named ${name}`));
      if (entry.inFlight) {
        if (!options.fresh) return entry.inFlight;
        const current = entry.inFlight;
        return current.then(noop, noop).then(() => (entries.get(name) === entry ? execute(entry) : undefined));
      }
      const last = status[name]?.lastSuccessAt ?? null;
      if (options.maxAgeMs !== undefined && last !== null && environment.now() - last <= options.maxAgeMs) {
        return Promise.resolve();
      }
      return execute(entry);
    },

    refreshAll: runEverything,

    conditionsChanged() {
      const runnable = environment.isOnline() && environment.isVisible();
      const signedIn = environment.isSignedIn();
      const resumed = runnable && (!wasRunnable || (signedIn && !wasSignedIn));
      if (wasSignedIn && !signedIn) {
        abortAll();
        for (const entry of entries.values()) {
          if (entry.definition.requiresSession === false) continue;
          const state = status[entry.definition.name];
          if (state) Object.assign(state, { lastSuccessAt: null, lastError: null });
        }
      }
      wasRunnable = runnable;
      wasSignedIn = signedIn;
      if (!runnable) {
        for (const entry of entries.values()) clearTimer(entry);
        return;
      }
      if (resumed) void runEverything();
      else for (const entry of entries.values()) if (entry.timer === null && !entry.inFlight) scheduleNext(entry);
    },

    abortAll,

    isRegistered(name) {
      return entries.has(name);
    },
  };
}
