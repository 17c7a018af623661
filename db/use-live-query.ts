import { useEffect, useMemo, useReducer, useRef } from 'react';
import { liveQuery } from './live-query';

/**
 * A cache query a screen follows: undefined (or `initial`) until it first answers, then its answer after every
 * write to a table it read (db/live-query.ts). When `deps` change it runs anew and keeps the previous answer until
 * the new one comes. A failed query throws to the nearest error boundary.
 */
export function useLiveQuery<T>(querier: () => Promise<T> | T, deps?: readonly unknown[]): T | undefined;
export function useLiveQuery<T, I>(querier: () => Promise<T> | T, deps: readonly unknown[], initial: I): T | I;
export function useLiveQuery<T, I>(querier: () => Promise<T> | T, deps: readonly unknown[] = [], initial?: I): T | I {
  const latest = useRef<{ value: T | I; error: unknown }>({ value: initial as I, error: null });
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps say when the query changes
  const query = useMemo(() => liveQuery(querier), deps);
  useEffect(() => {
    const subscription = query.subscribe({
      next: (value) => {
        const current = latest.current;
        if (current.error === null && current.value === value) return;
        latest.current = { value, error: null };
        rerender();
      },
      error: (error) => {
        latest.current = { ...latest.current, error };
        rerender();
      },
    });
    return () => subscription.unsubscribe();
  }, [query]);
  // The answer lives in a ref: each new answer re-renders.
  if (latest.current.error !== null) throw latest.current.error;
  return latest.current.value;
}
