import { useLiveQuery } from '../../db/use-live-query';
import { listGames } from '../../db/tables';
import type { Game } from '../api/types';
import { gamesRefresher } from '../sync/games';
import { useRefreshOnOpen, type RefreshOnOpen, type RefreshOnOpenOptions } from '../sync/use-refresh-on-open';

/** The markets (GET /games, polled every 30 s while the app is open), from the cache at once. */

export interface Games {
  /** By open time; undefined until the cache has been read. */
  readonly games: Game[] | undefined;
  readonly load: RefreshOnOpen;
}

/** Every market, the list refreshed on opening unless it just was. */
export function useGames(options?: RefreshOnOpenOptions): Games {
  const games = useLiveQuery(listGames, []);
  const load = useRefreshOnOpen(gamesRefresher, options);
  return { games, load };
}
