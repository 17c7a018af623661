// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DISMISSED_AT_STORAGE_KEY,
  acceptInstall,
  dismissInstall,
  installPrompt,
  listenForInstallPrompt,
  shouldOfferInstall,
} from '../../../src/state/install';

/** Install or Later; the dismissal time is remembered for 24 hours. */

const DAY = 24 * 60 * 60 * 1000;

function offer() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  window.dispatchEvent(event);
  return event;
}

beforeEach(() => {
  localStorage.clear();
  Object.assign(installPrompt, { available: false, installed: false, dismissed: false });
  listenForInstallPrompt();
});

describe('install prompt', () => {
  it('is offered only once the browser offers installation', () => {
    expect(shouldOfferInstall(installPrompt)).toBe(false);
    const event = offer();
    expect(event.defaultPrevented).toBe(true);
    expect(shouldOfferInstall(installPrompt)).toBe(true);
  });

  it('Later hides it and remembers when; within 24 h of that it is not offered again', () => {
    offer();
    const now = Date.parse('2026-11-20T05:30:00Z');
    dismissInstall(now);
    expect(shouldOfferInstall(installPrompt, now)).toBe(false);
    expect(localStorage.getItem(DISMISSED_AT_STORAGE_KEY)).toBe(String(now));

    // A later visit: the dismissal is read back.
    installPrompt.dismissed = false;
    expect(shouldOfferInstall(installPrompt, now + DAY - 1)).toBe(false);
    expect(shouldOfferInstall(installPrompt, now + DAY)).toBe(true);
  });

  it('Install shows the browser dialog and hides the prompt', async () => {
    const event = offer();
    await acceptInstall();
    expect(event.prompt).toHaveBeenCalled();
    expect(installPrompt.installed).toBe(true);
    expect(shouldOfferInstall(installPrompt)).toBe(false);
  });

  it('is never offered in the installed app', () => {
    offer();
    window.dispatchEvent(new Event('appinstalled'));
    expect(shouldOfferInstall(installPrompt)).toBe(false);
  });
});
