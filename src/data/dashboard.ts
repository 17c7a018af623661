import { useLiveQuery } from '../../db/use-live-query';
import { useEffect, useState } from 'react';
import { getSetting, listBanners, listGames } from '../../db/tables';
import type { Banner, ContactSettings, Game, MainSettings } from '../api/types';
import { readStartSnapshot, rememberStartDashboard } from '../state/start-snapshot';
import { syncKeys } from '../sync/conditional';
import { refreshBanners, refreshContactSettings, refreshGameRates, refreshMainSettings, settingKeys } from '../sync/content';
import { gamesRefresher } from '../sync/games';
import { isOfflineError, refreshNow } from '../sync/registry';
import { useFreshness, type Freshness } from '../sync/use-freshness';
import { useRefreshOnOpen, type RefreshOnOpen, type RefreshOnOpenOptions } from '../sync/use-refresh-on-open';

// What else the dashboard needs, from here: the start's code stays in the dashboard's own chunk.
export { connectivity } from '../sync/connectivity';
export { refreshProfile } from '../sync/profile';
export { isOfflineError } from '../sync/registry';
export { useServerNow } from './server-time';

/** Banners, settings and rates when the dashboard opens; their failures are only logged: the cached copies stand. */
async function refreshDashboardContent(signal: AbortSignal): Promise<void> {
  const outcomes = await Promise.allSettled([
    refreshBanners(signal),
    refreshMainSettings(signal),
    // Not shown here, but the bet screen and /game-rates read them, offline too.
    refreshGameRates(signal),
  ]);
  for (const outcome of outcomes) {
    if (outcome.status === 'rejected' && !isOfflineError(outcome.reason)) {
      console.warn('Dashboard content could not be refreshed', outcome.reason);
    }
  }
}

export interface Dashboard {
  /** The markets by open time; undefined until the cache (or the start snapshot) has them. */
  readonly games: readonly Game[] | undefined;
  readonly banners: readonly Banner[];
  /** App link and WhatsApp number; undefined until read or when not cached. */
  readonly mainSettings: MainSettings | undefined;
  /** How fresh the markets are. */
  readonly freshness: Freshness;
  /** The markets' refresh on opening. */
  readonly gamesLoad: RefreshOnOpen;
}

/**
 * What the dashboard shows. The first frame comes from the start snapshot (one synchronous read); the cache's
 * live queries take over when they answer, and what they show is remembered for the next start. The markets are
 * refreshed on opening (failures go to `options.onError`), the banners, settings and rates with them.
 */
export function useDashboard(userId: string | undefined, options?: RefreshOnOpenOptions): Dashboard {
  const [remembered] = useState(() => (userId ? readStartSnapshot(userId) : null));
  const cachedGames = useLiveQuery(listGames);
  const cachedBanners = useLiveQuery(listBanners);
  const games = cachedGames ?? remembered?.games;
  const banners = cachedBanners ?? remembered?.banners ?? [];
  const mainSettings = useLiveQuery(() => getSetting<MainSettings>(settingKeys.main));
  const freshness = useFreshness(syncKeys.games, undefined, remembered?.gamesSyncedAt ?? null);
  const gamesSyncedAt = freshness.confirmedAt;
  useEffect(() => {
    if (userId && cachedGames && cachedBanners) {
      rememberStartDashboard(userId, { games: cachedGames, banners: cachedBanners, gamesSyncedAt });
    }
  }, [userId, cachedGames, cachedBanners, gamesSyncedAt]);

  const gamesLoad = useRefreshOnOpen(gamesRefresher, options);
  useRefreshOnOpen(refreshDashboardContent);
  return { games, banners, mainSettings, freshness, gamesLoad };
}

/** The markets now, even if they just were (the dashboard's refresh button). Rejects with the failure. */
export function refreshGamesNow(): Promise<void> {
  return refreshNow(gamesRefresher.name, { fresh: true });
}

/** The contact settings (an inactive player's ways to reach the operator), refreshed on opening. */
export function useContactSettings(options?: RefreshOnOpenOptions): ContactSettings | undefined {
  const contact = useLiveQuery(() => getSetting<ContactSettings>(settingKeys.contact));
  useRefreshOnOpen(refreshContactSettings, options);
  return contact;
}
