import { useLiveQuery } from '../../db/use-live-query';
import { getGame } from '../../db/tables';
import type { Game } from '../api/types';
import { syncKeys } from '../sync/conditional';
import { gamesRefresher } from '../sync/games';
import { useFreshness, type Freshness } from '../sync/use-freshness';
import { useRefreshOnOpen, type RefreshOnOpen, type RefreshOnOpenOptions } from '../sync/use-refresh-on-open';

/** One market (from the games list, polled every 30 s while the app is open), from the cache at once. */

// Whether the device is online (writes are refused on the spot), and whether a failure only means "offline"
// (the offline indicator says it; no toast).
export { connectivity } from '../sync/connectivity';
export { isOfflineError } from '../sync/registry';

export interface OneGame {
  /** undefined while reading the cache, null when the market is not in it. */
  readonly game: Game | null | undefined;
  readonly freshness: Freshness;
  readonly load: RefreshOnOpen;
}

/** One market, the list refreshed on opening unless it just was. */
export function useGame(gameId: string, options?: RefreshOnOpenOptions): OneGame {
  const game = useLiveQuery(async () => (await getGame(gameId)) ?? null, [gameId]);
  const freshness = useFreshness(syncKeys.games);
  const load = useRefreshOnOpen(gamesRefresher, options);
  return { game, freshness, load };
}
