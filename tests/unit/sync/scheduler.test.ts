import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSyncScheduler, type SyncEnvironment } from '../../../src/sync/scheduler';

/** The refresh scheduler with a fake clock and a fake browser (online, visible, signed in). */

function environment(overrides: Partial<Record<'online' | 'visible' | 'signedIn', boolean>> = {}) {
  const state = { online: true, visible: true, signedIn: true, ...overrides };
  const env: SyncEnvironment = {
    isOnline: () => state.online,
    isVisible: () => state.visible,
    isSignedIn: () => state.signedIn,
    now: () => Date.now(),
  };
  return { state, env };
}

/** Lets the promise callbacks of finished runs settle without moving the clock. */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('sync scheduler', () => {
  it('runs a refresher when registered and then every everyMs after the previous run ends', async () => {
    const { env } = environment();
    const scheduler = createSyncScheduler(env);
    const run = vi.fn(async () => undefined);
    scheduler.register({ name: 'games', everyMs: 30_000, run });
    await settle();
    expect(run).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(29_999);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(4);
    expect(scheduler.status.games).toMatchObject({ running: false, lastError: null });
    expect(scheduler.status.games!.lastSuccessAt).toBe(Date.now() - 0);
  });

  it('keeps separate cadences (games 30 s, Starline 60 s)', async () => {
    const { env } = environment();
    const scheduler = createSyncScheduler(env);
    const games = vi.fn(async () => undefined);
    const starline = vi.fn(async () => undefined);
    scheduler.register({ name: 'games', everyMs: 30_000, run: games });
    scheduler.register({ name: 'starline', everyMs: 60_000, run: starline });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(games).toHaveBeenCalledTimes(5);
    expect(starline).toHaveBeenCalledTimes(3);
  });

  it('never overlaps runs of one refresher: the next poll waits for a slow run to end', async () => {
    const { env } = environment();
    const scheduler = createSyncScheduler(env);
    let finish: () => void = () => undefined;
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    scheduler.register({ name: 'games', everyMs: 30_000, run });
    await vi.advanceTimersByTimeAsync(90_000);
    expect(run).toHaveBeenCalledTimes(1);
    const joined = scheduler.refresh('games');
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await joined;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('pauses while the page is hidden and refreshes everything at once on returning', async () => {
    const { state, env } = environment();
    const scheduler = createSyncScheduler(env);
    const games = vi.fn(async () => undefined);
    const profile = vi.fn(async () => undefined);
    scheduler.register({ name: 'games', everyMs: 30_000, run: games });
    scheduler.register({ name: 'profile', everyMs: 30_000, run: profile });
    await settle();
    expect(games).toHaveBeenCalledTimes(1);

    state.visible = false;
    scheduler.conditionsChanged();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(games).toHaveBeenCalledTimes(1);
    expect(profile).toHaveBeenCalledTimes(1);

    state.visible = true;
    scheduler.conditionsChanged();
    await settle();
    expect(games).toHaveBeenCalledTimes(2);
    expect(profile).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(games).toHaveBeenCalledTimes(3);
  });

  it('pauses while offline and refreshes everything on the online event, on-demand refreshers included', async () => {
    const { state, env } = environment();
    const scheduler = createSyncScheduler(env);
    const games = vi.fn(async () => undefined);
    const banners = vi.fn(async () => undefined);
    scheduler.register({ name: 'games', everyMs: 30_000, run: games });
    scheduler.register({ name: 'banners', requiresSession: false, run: banners });
    await settle();

    state.online = false;
    scheduler.conditionsChanged();
    await vi.advanceTimersByTimeAsync(3 * 60_000);
    expect(games).toHaveBeenCalledTimes(1);
    expect(banners).toHaveBeenCalledTimes(1);

    state.online = true;
    scheduler.conditionsChanged();
    await settle();
    expect(games).toHaveBeenCalledTimes(2);
    expect(banners).toHaveBeenCalledTimes(2);
    // A refresher without everyMs is not polled.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(banners).toHaveBeenCalledTimes(2);
  });

  it('does not start a refresher registered while offline until the device is online', async () => {
    const { state, env } = environment({ online: false });
    const scheduler = createSyncScheduler(env);
    const run = vi.fn(async () => undefined);
    scheduler.register({ name: 'games', everyMs: 30_000, run });
    await vi.advanceTimersByTimeAsync(90_000);
    expect(run).not.toHaveBeenCalled();
    state.online = true;
    scheduler.conditionsChanged();
    await settle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('polls player data only while signed in; public refreshers run for visitors too', async () => {
    const { state, env } = environment({ signedIn: false });
    const scheduler = createSyncScheduler(env);
    const games = vi.fn(async () => undefined);
    const howToPlay = vi.fn(async () => undefined);
    scheduler.register({ name: 'games', everyMs: 30_000, run: games });
    scheduler.register({ name: 'how-to-play', requiresSession: false, run: howToPlay });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(games).not.toHaveBeenCalled();
    expect(howToPlay).toHaveBeenCalledTimes(1);

    state.signedIn = true;
    scheduler.conditionsChanged();
    await settle();
    expect(games).toHaveBeenCalledTimes(1);
  });

  it('aborts runs in flight at sign-out, reports no failure for them, and stops polling', async () => {
    const { state, env } = environment();
    const scheduler = createSyncScheduler(env);
    let seen: AbortSignal | undefined;
    const run = vi.fn(
      (signal: AbortSignal) =>
        new Promise<void>((_resolve, reject) => {
          seen = signal;
          signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    scheduler.register({ name: 'games', everyMs: 30_000, run });
    const joined = scheduler.refresh('games');
    state.signedIn = false;
    scheduler.conditionsChanged();
    expect(seen?.aborted).toBe(true);
    await expect(joined).resolves.toBeUndefined();
    expect(scheduler.status.games).toMatchObject({ running: false, lastError: null, lastSuccessAt: null });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('records a failure, rejects the caller who asked, and keeps polling', async () => {
    const { env } = environment();
    const scheduler = createSyncScheduler(env);
    const failure = new Error('server down');
    const run = vi.fn(async () => {
      throw failure;
    });
    scheduler.register({ name: 'games', everyMs: 30_000, run });
    await settle();
    expect(scheduler.status.games!.lastError).toBe(failure);
    await expect(scheduler.refresh('games')).rejects.toBe(failure);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('skips an on-open refresh when the last success is recent (maxAgeMs)', async () => {
    const { env } = environment();
    const scheduler = createSyncScheduler(env);
    const run = vi.fn(async () => undefined);
    scheduler.register({ name: 'games', everyMs: 30_000, run });
    await settle();
    await scheduler.refresh('games', { maxAgeMs: 5_000 });
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(6_000);
    await scheduler.refresh('games', { maxAgeMs: 5_000 });
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('re-reads after a write: fresh waits for a run in flight, then runs again', async () => {
    const { env } = environment();
    const scheduler = createSyncScheduler(env);
    const finishers: (() => void)[] = [];
    const run = vi.fn(() => new Promise<void>((resolve) => finishers.push(resolve)));
    scheduler.register({ name: 'profile', everyMs: 30_000, run });
    expect(run).toHaveBeenCalledTimes(1);
    const fresh = scheduler.refresh('profile', { fresh: true });
    finishers[0]!();
    await settle();
    expect(run).toHaveBeenCalledTimes(2);
    finishers[1]!();
    await fresh;
  });

  it('stops a refresher when it is unregistered (a screen closed)', async () => {
    const { env } = environment();
    const scheduler = createSyncScheduler(env);
    const run = vi.fn(async () => undefined);
    const unregister = scheduler.register({ name: 'starline', everyMs: 60_000, run, requiresSession: false });
    await settle();
    unregister();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(scheduler.isRegistered('starline')).toBe(false);
    expect(() => scheduler.register({ name: 'starline', run })).not.toThrow();
  });

  it('refuses two refreshers of one name', () => {
    const { env } = environment();
    const scheduler = createSyncScheduler(env);
    scheduler.register({ name: 'games', run: async () => undefined });
    expect(() => scheduler.register({ name: 'games', run: async () => undefined })).toThrow(/already registered/);
  });
});
