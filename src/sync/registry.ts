import { subscribe } from 'valtio';
import { isNetworkError } from '../api/errors';
import { session } from '../state/session';
import { connectivity, watchConnectivity } from './connectivity';
import { createSyncScheduler, type RefresherDefinition, type RefreshOptions } from './scheduler';

/**
 * The app's one scheduler (see ./scheduler.ts for the rules), wired to the browser: online/offline events, page
 * visibility, and the session store.
 */

function pageVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

export const syncScheduler = createSyncScheduler({
  isOnline: () => connectivity.online,
  isVisible: pageVisible,
  isSignedIn: () => session.status === 'signed-in',
  now: () => Date.now(),
});

/** Per-refresher status ({running, lastSuccessAt, lastError}); `useSnapshot(syncStatus)` in components. */
export const syncStatus = syncScheduler.status;

/**
 * Adds a refresher (see RefresherDefinition). Returns the function that removes it. Call it from a module of your
 * area under src/sync/ (it is polled from the moment the module is imported) or use `useRefreshOnOpen` in a screen.
 */
export function registerRefresher(definition: RefresherDefinition): () => void {
  return syncScheduler.register(definition);
}

/** Registers a refresher unless one of that name already is (for app-wide refreshers several modules need). */
export function ensureRefresher(definition: RefresherDefinition): void {
  if (!syncScheduler.isRegistered(definition.name)) syncScheduler.register(definition);
}

/** Runs a registered refresher now (joining a run in flight). Rejects with its failure. */
export function refreshNow(name: string, options?: RefreshOptions): Promise<void> {
  return syncScheduler.refresh(name, options);
}

/** True for a failure that only means "no connection" (the offline indicator says it; no error toast needed). */
export function isOfflineError(error: unknown): boolean {
  return isNetworkError(error) && error.reason === 'offline';
}

let started = false;

/** Starts the triggers (online, return to the tab, sign-in/out). Call once at app start; safe to call again. */
export function startSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const changed = () => syncScheduler.conditionsChanged();
  watchConnectivity(changed);
  document.addEventListener('visibilitychange', changed);
  subscribe(session, changed, true); // in sync: sign-out must abort runs before the cache is cleared
  changed();
}
