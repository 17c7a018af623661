import { proxy } from 'valtio';
import { INSTALL_DISMISS_MS } from '../domain/constants';

/**
 * The install prompt: offered when the browser fires `beforeinstallprompt`
 * and the app is not installed; hidden after installing or "Later". The time of "Later" is stored, and for 24 h
 * after it the prompt is not offered again; once dismissed it stays hidden for the rest of the visit.
 */

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const DISMISSED_AT_STORAGE_KEY = 'installPromptDismissedAt';

export const installPrompt = proxy({
  /** The browser offered installation (and we kept its event). */
  available: false,
  installed: false,
  /** Dismissed during this visit. */
  dismissed: false,
});

let deferred: BeforeInstallPromptEvent | null = null;
let listening = false;

function readDismissedAt(): number | null {
  try {
    const value = Number(localStorage.getItem(DISMISSED_AT_STORAGE_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function runningInstalled(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
}

/** Catches the browser's offer; call once at start (the event fires early, before any screen has loaded). */
export function listenForInstallPrompt(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  installPrompt.installed = runningInstalled();
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // we show our own prompt
    deferred = event as BeforeInstallPromptEvent;
    installPrompt.available = true;
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installPrompt.available = false;
    installPrompt.installed = true;
  });
}

/** Whether to show the prompt now. */
export function shouldOfferInstall(state: typeof installPrompt, now: number = Date.now()): boolean {
  if (!state.available || state.installed || state.dismissed) return false;
  const dismissedAt = readDismissedAt();
  return dismissedAt === null || now - dismissedAt >= INSTALL_DISMISS_MS;
}

/** "Install": the browser's own dialog. The offer is used up either way. */
export async function acceptInstall(): Promise<void> {
  const event = deferred;
  deferred = null;
  installPrompt.available = false;
  if (!event) return;
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') installPrompt.installed = true;
}

/** "Later": remember when, and hide. */
export function dismissInstall(now: number = Date.now()): void {
  installPrompt.dismissed = true;
  try {
    localStorage.setItem(DISMISSED_AT_STORAGE_KEY, String(now));
  } catch {
    // Without storage the prompt comes back on the next visit; nothing else to do.
  }
}
