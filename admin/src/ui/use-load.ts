import { useCallback, useEffect, useState } from 'react';
import { showError } from './feedback';

export type Loaded<T> =
  | { readonly status: 'loading'; readonly data?: T }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'error'; readonly data?: T; readonly message: string };

/**
 * Loads data for a screen: `load` runs on mount and whenever it changes (wrap it in useCallback with its inputs),
 * and again on `reload()`. The previous data stays visible while a reload runs; a failure toasts the server's
 * message and leaves a retry state.
 */
export function useLoad<T>(load: () => Promise<T>, failureText: string) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    setState((previous) => ({ status: 'loading', data: previous.data }));
    load().then(
      (data) => {
        if (current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!current) return;
        const message = showError(error, failureText);
        setState((previous) => ({ status: 'error', data: previous.data, message }));
      },
    );
    return () => {
      current = false;
    };
  }, [load, version, failureText]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  /** Replaces the data in place (e.g. with a record the server just returned). */
  const update = useCallback((change: (data: T) => T) => {
    setState((previous) => (previous.data === undefined ? previous : { status: 'ready', data: change(previous.data) }));
  }, []);

  return { state, reload, update };
}
