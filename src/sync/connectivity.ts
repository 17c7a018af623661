import { proxy } from 'valtio';

/**
 * Whether the device is online, as the browser reports it (`navigator.onLine` and its events). Screens read it to
 * say "offline" and to refuse writes on the spot; the scheduler reads it to pause.
 */
export const connectivity = proxy({
  online: typeof navigator === 'undefined' ? true : navigator.onLine !== false,
});

let listening = false;

/** Keeps `connectivity.online` in step with the browser; `onChange` runs after each change. */
export function watchConnectivity(onChange?: () => void): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const update = () => {
    connectivity.online = navigator.onLine !== false;
    onChange?.();
  };
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  update();
}
