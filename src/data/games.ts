import { useLiveQuery } from 'dexie-react-hooks';
import { getDailyRates, listGames } from '../../db/tables';
import type { Game, GameRates } from '../api/types';
import { refreshGameRates } from '../sync/content';
import { gamesRefresher, refreshGames } from '../sync/games';
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

export interface GamesWithRates {
  /** The cached markets; undefined until the cache has been read. */
  readonly games: Game[] | undefined;
  /** The cached daily rates; undefined when unknown. */
  readonly rates: GameRates | undefined;
  /** The markets and rates are being fetched. */
  readonly loading: boolean;
}

async function refreshGamesAndRates(signal: AbortSignal): Promise<void> {
  await Promise.all([refreshGames(signal), refreshGameRates(signal)]);
}

/** The markets and the daily rates together (a bet needs both), both fetched on opening in one run. */
export function useGamesWithRates(options?: RefreshOnOpenOptions): GamesWithRates {
  const games = useLiveQuery(() => listGames(), []);
  const rates = useLiveQuery(() => getDailyRates(), []);
  const { loading } = useRefreshOnOpen(refreshGamesAndRates, options);
  return { games, rates, loading };
}
