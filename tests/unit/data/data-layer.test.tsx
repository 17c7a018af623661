// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replaceBets } from '../../../db/history-tables';
import { replaceStarlineBets, replaceStarlineGames } from '../../../db/starline-tables';
import { replaceGames, saveSetting } from '../../../db/tables';
import { replaceFundRequests, replaceWithdrawals } from '../../../db/wallet-tables';
import type { StarlineGame } from '../../../src/api/starline';
import type { Banner, Game } from '../../../src/api/types';
import { useDashboard } from '../../../src/data/dashboard';
import {
  DEFAULT_ALERT_CHOICE,
  readAlertChoice,
  saveAlertChoice,
  watchFollowedMarkets,
  type FollowedMarkets,
} from '../../../src/data/result-alerts';
import { useSetting } from '../../../src/data/settings';
import { useStatement } from '../../../src/data/statement';
import { refreshAfterWithdrawal } from '../../../src/data/wallet';
import { readStartSnapshot, rememberStartDashboard, rememberStartUser } from '../../../src/state/start-snapshot';
import { json, player, serve, setOnline, signedIn } from '../support/player-harness';
import { dailyBet, fundRequest, starlineBet, withdrawal } from '../support/records';

const market = (id: string, openTime: string, fields: Partial<Game> = {}): Game =>
  ({
    _id: id,
    gameName: `Market ${id}`,
    openTime,
    closeTime: '23:00',
    result: '***-**-***',
    isActive: true,
    ...fields,
  }) as Game;

const starlineGame = (id: string, openTime: string): StarlineGame => ({
  _id: id,
  gameName: `Starline ${openTime}`,
  gameNameHindi: `स्टारलाइन ${openTime}`,
  openTime,
  isActive: true,
  currentStatus: 'open',
  result: '***',
  minBet: 10,
  maxBet: 1000,
  runsToday: true,
  closedReason: null,
  voided: false,
});

const starlinePage = (bets: unknown[]) =>
  json(200, { success: true, data: { bets, summary: {}, pagination: { current: 1, pages: 1, total: bets.length, limit: 100 } } });

beforeEach(async () => {
  setOnline(true);
  localStorage.clear();
  await signedIn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useStatement', () => {
  it('reads the four lists and the Starline games in one go, each newest first, and refreshes the four together', async () => {
    await replaceFundRequests([
      fundRequest('f1', { createdAt: '2026-11-18T05:00:00.000Z' }),
      fundRequest('f2', { createdAt: '2026-11-20T05:00:00.000Z' }),
    ]);
    await replaceWithdrawals([withdrawal('w1')]);
    await replaceBets([dailyBet('b1', { betDate: '2026-11-19T04:00:00.000Z' }), dailyBet('b2', { betDate: '2026-11-20T04:00:00.000Z' })]);
    await replaceStarlineBets([starlineBet('s1')]);
    await replaceStarlineGames([starlineGame('g10', '10:00')]);
    const calls = serve((call) => {
      if (call.path === '/fund-request/history') {
        return json(200, { success: true, requests: [fundRequest('f1', { createdAt: '2026-11-18T05:00:00.000Z' })] });
      }
      if (call.path === '/withdraw/history') return json(200, { withdrawals: [] });
      if (call.path === '/bets/me') return json(200, { bets: [dailyBet('b1')] });
      if (call.path === '/starline/bets') return starlinePage([]);
      return undefined;
    });
    const onError = vi.fn();
    const { result } = renderHook(() => useStatement({ onError }));

    expect(result.current.records).toBeUndefined();
    await waitFor(() => expect(result.current.records).toBeDefined());
    const first = result.current.records!;
    expect(first.starlineGames.map((game) => game._id)).toEqual(['g10']);

    // The refresh replaces the cached lists; the records follow, all at once.
    await waitFor(() => expect(result.current.freshness.updatedAt).not.toBeNull());
    await waitFor(() => expect(result.current.records!.fundRequests.map((r) => r._id)).toEqual(['f1']));
    expect(result.current.records!.withdrawals).toEqual([]);
    expect(result.current.records!.bets.map((bet) => bet._id)).toEqual(['b1']);
    expect(result.current.records!.starlineBets).toEqual([]);
    const paths = calls.map((call) => call.path);
    for (const path of ['/fund-request/history', '/withdraw/history', '/bets/me', '/starline/bets']) {
      expect(paths.filter((each) => each === path)).toHaveLength(1);
    }
    expect(onError).not.toHaveBeenCalled();
  });

  it('orders what the cache holds newest first', async () => {
    await replaceFundRequests([
      fundRequest('f1', { createdAt: '2026-11-18T05:00:00.000Z' }),
      fundRequest('f2', { createdAt: '2026-11-20T05:00:00.000Z' }),
    ]);
    await replaceBets([dailyBet('b1', { betDate: '2026-11-19T04:00:00.000Z' }), dailyBet('b2', { betDate: '2026-11-20T04:00:00.000Z' })]);
    serve(() => json(500, {}));
    const onError = vi.fn();
    const { result } = renderHook(() => useStatement({ onError }));
    await waitFor(() => expect(result.current.records).toBeDefined());
    expect(result.current.records!.fundRequests.map((r) => r._id)).toEqual(['f2', 'f1']);
    expect(result.current.records!.bets.map((bet) => bet._id)).toEqual(['b2', 'b1']);
    // One run refreshes the four lists: one failure report.
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(result.current.freshness.updatedAt).toBeNull();
  });
});

describe('useSetting', () => {
  it('is null when not cached, then shows what the named setting’s endpoint answers', async () => {
    const calls = serve((call) => {
      if (call.path === '/contact-settings') return json(200, { mobileNumber: '9000000001', email: 'help@example.com', whatsappNumber: '' });
      return undefined;
    });
    const { result } = renderHook(() => useSetting('contact'));
    await waitFor(() => expect(result.current.value).not.toBeUndefined());
    await waitFor(() => expect(result.current.value).toMatchObject({ mobileNumber: '9000000001' }));
    expect(result.current.load.lastSuccessAt).not.toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['/contact-settings']);
  });

  it('answers from the cache at once and keeps it when the refresh fails', async () => {
    await saveSetting('howToPlay', 'Pick a market, then a number.');
    serve(() => json(500, {}));
    const onError = vi.fn();
    const { result } = renderHook(() => useSetting('howToPlay', { onError }));
    await waitFor(() => expect(result.current.value).toBe('Pick a market, then a number.'));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(result.current.load.error).toBeTruthy();
    expect(result.current.value).toBe('Pick a market, then a number.');
  });
});

describe('useDashboard', () => {
  const banner = { _id: 'b1', imageUrl: '/banner.png' } as unknown as Banner;

  it('draws the first frame from the start snapshot, then remembers what the cache holds', async () => {
    rememberStartUser(player);
    rememberStartDashboard(player._id, { games: [market('old', '09:00')], banners: [banner], gamesSyncedAt: 1_000 });
    await replaceGames([market('m2', '12:00'), market('m1', '10:00')]);
    serve(() => json(500, {}));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onError = vi.fn();
    const { result } = renderHook(() => useDashboard(player._id, { onError }));

    // Before IndexedDB answers: the snapshot.
    expect(result.current.games?.map((game) => game._id)).toEqual(['old']);
    expect(result.current.banners).toEqual([banner]);

    await waitFor(() => expect(result.current.games?.map((game) => game._id)).toEqual(['m1', 'm2']));
    await waitFor(() => expect(readStartSnapshot(player._id)?.games?.map((game) => game._id)).toEqual(['m1', 'm2']));
    expect(readStartSnapshot(player._id)?.banners).toEqual([]);
    // The markets' failure goes to the screen; the other content's is only logged.
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Dashboard content could not be refreshed', expect.anything()));
    warn.mockRestore();
  });

  it('has nothing to show before the cache answers when there is no snapshot', async () => {
    serve(() => json(500, {}));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderHook(() => useDashboard(player._id));
    expect(result.current.games).toBeUndefined();
    expect(result.current.banners).toEqual([]);
    await waitFor(() => expect(result.current.games).toEqual([]));
    await waitFor(() => expect(result.current.gamesLoad.loading).toBe(false));
    warn.mockRestore();
  });
});

describe('result alerts', () => {
  it('reads the stored choice over the defaults and writes it back', async () => {
    expect(await readAlertChoice()).toEqual(DEFAULT_ALERT_CHOICE);
    await saveAlertChoice({ ...DEFAULT_ALERT_CHOICE, on: true, follow: 'chosen', gameIds: ['m1'] });
    expect(await readAlertChoice()).toEqual({ on: true, follow: 'chosen', gameIds: ['m1'], starline: false });
  });

  it('tells the watcher what the cache holds, and again when it changes', async () => {
    await replaceGames([market('m1', '10:00')]);
    const seen: FollowedMarkets[] = [];
    const stop = watchFollowedMarkets({ next: (markets) => seen.push(markets), error: (error) => { throw error; } });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.games.map((game) => game.result)).toEqual(['***-**-***']);
    expect(seen[0]!.choice).toEqual(DEFAULT_ALERT_CHOICE);

    await replaceGames([market('m1', '10:00', { result: '123-6' })]);
    await waitFor(() => expect(seen.at(-1)!.games.map((game) => game.result)).toEqual(['123-6']));
    stop();
  });
});

describe('refreshes after a write', () => {
  it('re-reads the balance and the withdrawals after a withdrawal', async () => {
    const calls = serve((call) => {
      if (call.path === '/user/profile') return json(200, { user: { ...player, balance: 4000 } });
      if (call.path === '/withdraw/history') return json(200, { withdrawals: [withdrawal('w9')] });
      return undefined;
    });
    refreshAfterWithdrawal();
    await waitFor(() => expect(calls.map((call) => call.path).sort()).toEqual(['/user/profile', '/withdraw/history']));
  });
});
