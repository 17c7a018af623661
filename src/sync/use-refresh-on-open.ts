import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ensureRefresher, refreshNow, registerRefresher, syncStatus } from './registry';
import type { RefresherDefinition } from './scheduler';

export interface RefreshOnOpenOptions {
  /** Keep polling at this cadence while the screen stays open (paused while hidden or offline). */
  readonly everyMs?: number;
  /**
   * Called when the run on opening (or a `retry()`) fails — not for background polls. Offline failures are
   * included; `isOfflineError` tells them apart.
   */
  readonly onError?: (error: unknown) => void;
  /** For a registered refresher: skip the run on opening when its last success is this recent (default 5 s). */
  readonly maxAgeMs?: number;
}

export interface RefreshOnOpen {
  /** A run is in flight. */
  readonly loading: boolean;
  /** The last run's failure (null after a success). */
  readonly error: unknown;
  /** Device time (ms) of the last success in this app session. */
  readonly lastSuccessAt: number | null;
  /** Runs it again now; failures go to `onError`. */
  readonly retry: () => void;
}

/**
 * What to refresh: a screen's own function, the name of a registered refresher, or an app-wide refresher's
 * definition (registered here if nothing registered it yet, and left registered).
 */
type Target = string | RefresherDefinition | ((signal: AbortSignal) => Promise<void>);

/**
 * Data that is fetched when its screen opens. With a function: registers it as a refresher while the screen
 * is mounted (it runs at once, on `online` and on returning to the tab, and every `everyMs` if given). With the
 * name of a registered refresher (e.g. 'games'): runs that one on opening unless it just ran.
 * Change the function's identity freely: the latest one runs, the registration stays.
 */
export function useRefreshOnOpen(target: Target, options: RefreshOnOpenOptions = {}): RefreshOnOpen {
  const screenId = useId();
  const definition = typeof target === 'object' ? target : null;
  const name = typeof target === 'string' ? target : definition ? definition.name : `screen${screenId}`;
  const runRef = useRef(target);
  const onErrorRef = useRef(options.onError);
  useEffect(() => {
    runRef.current = target;
    onErrorRef.current = options.onError;
  });

  const [ownError, setOwnError] = useState<unknown>(null);
  // A run that ends after its screen has gone (the player moved on) sets no state.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const trigger = useCallback(
    (maxAgeMs?: number) => {
      refreshNow(name, maxAgeMs === undefined ? undefined : { maxAgeMs }).then(
        () => {
          if (mounted.current) setOwnError(null);
        },
        (error: unknown) => {
          if (mounted.current) setOwnError(error);
          onErrorRef.current?.(error);
        },
      );
    },
    [name],
  );

  const isFunction = typeof target === 'function';
  const { everyMs, maxAgeMs = 5_000 } = options;
  useEffect(() => {
    if (!isFunction) {
      if (definition) ensureRefresher(definition);
      trigger(maxAgeMs);
      return undefined;
    }
    const unregister = registerRefresher({
      name,
      everyMs,
      requiresSession: false,
      run: (signal) => {
        const current = runRef.current;
        return typeof current === 'function' ? current(signal) : Promise.resolve();
      },
    });
    // Registration already started the first run when online; joining it reports its outcome to this screen.
    trigger();
    return unregister;
  }, [name, definition, isFunction, everyMs, maxAgeMs, trigger]);

  const snapshot = useSnapshot(syncStatus);
  const state = snapshot[name];
  return {
    loading: state?.running ?? false,
    error: state?.lastError ?? ownError,
    lastSuccessAt: state?.lastSuccessAt ?? null,
    retry: useCallback(() => trigger(), [trigger]),
  };
}
