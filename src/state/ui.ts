import { proxy, subscribe } from 'valtio';

/**
 * App-wide UI flags that are not data. `betInProgress` is set by the bet screen while a bet is being sent (set it
 * true before the request, false once the answer is handled), so that nothing reloads the page under it: the
 * service-worker update prompt waits for it: an update is never forced mid-bet.
 */
export const ui = proxy({
  betInProgress: false,
});

/** Resolves once no bet is being placed (at once when none is). */
export function whenNoBetInProgress(): Promise<void> {
  if (!ui.betInProgress) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = subscribe(ui, () => {
      if (ui.betInProgress) return;
      unsubscribe();
      resolve();
    });
  });
}
