import { useLiveQuery } from '../../db/use-live-query';
import { getDailyRates, listGames } from '../../db/tables';
import type { Game, GameRates } from '../api/types';
import { refreshGameRates } from '../sync/content';
import { refreshGames } from '../sync/games';
import { useRefreshOnOpen, type RefreshOnOpenOptions } from '../sync/use-refresh-on-open';

/** What placing a daily bet needs: the markets and the daily rates, and the balance re-read after a bet. */

export { refreshProfile } from '../sync/profile';
// For the load's failures: an offline one needs no toast (the offline indicator says it).
export { isOfflineError } from '../sync/registry';

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
