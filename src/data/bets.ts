import { useLiveQuery } from '../../db/use-live-query';
import { listBets } from '../../db/history-tables';
import type { DailyBet } from '../../contract/bets';
import { historySyncKeys, refreshMyBets } from '../sync/history';
import { useFreshness, type Freshness } from '../sync/use-freshness';
import { useRefreshOnOpen, type RefreshOnOpen, type RefreshOnOpenOptions } from '../sync/use-refresh-on-open';

export interface Bets {
  /** Every daily bet of the player, newest first; undefined until the cache has been read. */
  readonly bets: DailyBet[] | undefined;
  readonly freshness: Freshness;
  readonly load: RefreshOnOpen;
}

/** The player's daily bets (GET /bets/me): the bidding and winning histories. Refreshed on opening. */
export function useBets(options?: RefreshOnOpenOptions): Bets {
  const load = useRefreshOnOpen(refreshMyBets, options);
  const freshness = useFreshness(historySyncKeys.bets);
  const bets = useLiveQuery(listBets, []);
  return { bets, freshness, load };
}
