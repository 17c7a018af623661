import type { Game, GameRates } from '../../api/types';
import { isOfflineError, useGamesWithRates } from '../../data/bet';
import { t } from '../../i18n/t-screens';
import { notify } from '../../ui/toast';

export interface BetData {
  /** The cached markets; undefined until the cache has been read. */
  games: readonly Game[] | undefined;
  /** The cached daily rates (for Potential Win); undefined when unknown. */
  rates: GameRates | undefined;
  /** The games and rates are being fetched. */
  loadingGames: boolean;
}

/**
 * What the bet screen shows, from the cache at once, refreshed when the screen opens: the markets
 * (their times and results decide which sessions take bets) and the rates (Potential Win).
 */
export function useBetData(): BetData {
  const { games, rates, loading } = useGamesWithRates({
    onError: (error) => {
      if (!isOfflineError(error)) notify.error(t.bet.failedToLoadGames);
    },
  });
  return { games, rates, loadingGames: loading };
}
