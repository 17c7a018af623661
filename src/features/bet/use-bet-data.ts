import { useLiveQuery } from 'dexie-react-hooks';
import { getDailyRates, listGames } from '../../../db/tables';
import type { Game, GameRates } from '../../api/types';
import { t } from '../../i18n/t';
import { refreshGameRates } from '../../sync/content';
import { refreshGames } from '../../sync/games';
import { isOfflineError } from '../../sync/registry';
import { useRefreshOnOpen } from '../../sync/use-refresh-on-open';
import { notify } from '../../ui/toast';

async function refreshBetData(signal: AbortSignal): Promise<void> {
  await Promise.all([refreshGames(signal), refreshGameRates(signal)]);
}

export interface BetData {
  /** The cached markets; undefined until the cache has been read. */
  games: readonly Game[] | undefined;
  /** The cached daily rates (for Potential Win); undefined when unknown. */
  rates: GameRates | undefined;
  /** The games and rates are being fetched. */
  loadingGames: boolean;
}

/**
 * What the bet screen shows, from the cache at once (DESIGN §8), refreshed when the screen opens: the markets
 * (their times and results decide which sessions take bets) and the rates (Potential Win).
 */
export function useBetData(): BetData {
  const games = useLiveQuery(() => listGames(), []);
  const rates = useLiveQuery(() => getDailyRates(), []);
  const { loading } = useRefreshOnOpen(refreshBetData, {
    onError: (error) => {
      if (!isOfflineError(error)) notify.error(t.bet.failedToLoadGames);
    },
  });
  return { games, rates, loadingGames: loading };
}
