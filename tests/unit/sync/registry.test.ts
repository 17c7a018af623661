// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearPlayerData, getCachedProfile, getSyncMeta } from '../../../db/player-data';
import type { User } from '../../../src/api/types';
import { session } from '../../../src/state/session';
import { connectivity } from '../../../src/sync/connectivity';
import { profileRefresher, refreshProfile } from '../../../src/sync/profile';
import { ensureRefresher, registerRefresher, startSync } from '../../../src/sync/registry';

/** The app's scheduler wired to the browser: online/offline events, page visibility, the session store. */

const player: User = {
  _id: 'u1',
  name: 'Asha Verma',
  mobileNumber: '9876543210',
  email: '',
  balance: 5000,
  role: 'player',
  isActive: true,
  bankDetails: null,
  paymentDetails: { paytm: '', googlePay: '', phonepe: '' },
};

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

function setVisible(visible: boolean) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (visible ? 'visible' : 'hidden') });
  document.dispatchEvent(new Event('visibilitychange'));
}

const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

beforeAll(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  Object.assign(session, { status: 'signed-in', token: 'tok', user: player, fromCache: false });
  startSync();
});

afterAll(() => {
  vi.restoreAllMocks();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('sync triggers', () => {
  it('pauses on the offline event and refreshes on the online event', async () => {
    vi.useFakeTimers();
    const run = vi.fn(async () => undefined);
    const unregister = registerRefresher({ name: 'wires-online', everyMs: 30_000, run });
    await flush();
    expect(run).toHaveBeenCalledTimes(1);

    setOnline(false);
    expect(connectivity.online).toBe(false);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(run).toHaveBeenCalledTimes(1);

    setOnline(true);
    await flush();
    expect(run).toHaveBeenCalledTimes(2);
    unregister();
  });

  it('pauses while the tab is hidden and refreshes on returning to it', async () => {
    vi.useFakeTimers();
    const run = vi.fn(async () => undefined);
    const unregister = registerRefresher({ name: 'wires-visible', everyMs: 30_000, run });
    await flush();
    setVisible(false);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(run).toHaveBeenCalledTimes(1);
    setVisible(true);
    await flush();
    expect(run).toHaveBeenCalledTimes(2);
    unregister();
  });

  it('stops polling player data at sign-out', async () => {
    vi.useFakeTimers();
    const run = vi.fn(async () => undefined);
    const unregister = registerRefresher({ name: 'wires-session', everyMs: 30_000, run });
    await flush();
    session.status = 'signed-out';
    await vi.advanceTimersByTimeAsync(120_000);
    expect(run).toHaveBeenCalledTimes(1);
    session.status = 'signed-in';
    await flush();
    expect(run).toHaveBeenCalledTimes(2);
    unregister();
  });
});

describe('refreshProfile', () => {
  it('re-reads the balance with If-None-Match and updates the session and the cache', async () => {
    await clearPlayerData();
    const sent: Record<string, string>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const headers = init.headers as Record<string, string>;
        sent.push(headers);
        if (headers['If-None-Match'] === '"p2"') return new Response(null, { status: 304 });
        return new Response(JSON.stringify({ user: { ...player, balance: 4900 } }), {
          status: 200,
          headers: { 'Content-Type': 'application/json', ETag: '"p2"' },
        });
      }),
    );
    ensureRefresher(profileRefresher);
    await flush();
    await expect(refreshProfile()).resolves.toBe(true);
    expect(session.user?.balance).toBe(4900);
    expect((await getCachedProfile())?.balance).toBe(4900);
    expect((await getSyncMeta('profile'))?.etag).toBe('"p2"');
    expect(sent.at(-1)?.['If-None-Match']).toBe('"p2"');
  });

  it('resolves false instead of throwing when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(refreshProfile()).resolves.toBe(false);
  });
});
