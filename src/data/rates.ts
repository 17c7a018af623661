import { useLiveQuery } from '../../db/use-live-query';
import { getDailyRates } from '../../db/tables';
import type { GameRates } from '../api/types';
import { syncKeys } from '../sync/conditional';
import { refreshGameRates } from '../sync/content';
import { useFreshness, type Freshness } from '../sync/use-freshness';
import { useRefreshOnOpen, type RefreshOnOpen, type RefreshOnOpenOptions } from '../sync/use-refresh-on-open';

// For the load's failures: an offline one needs no toast (the offline indicator says it).
export { isOfflineError } from '../sync/registry';

export interface DailyRates {
  /** null: not cached (none set, or never loaded); undefined: still reading. */
  readonly rates: GameRates | null | undefined;
  readonly freshness: Freshness;
  readonly load: RefreshOnOpen;
}

/** What each daily bet type stakes and wins (GET /gamerates), refreshed on opening. */
export function useDailyRates(options?: RefreshOnOpenOptions): DailyRates {
  const rates = useLiveQuery(async () => (await getDailyRates()) ?? null);
  const freshness = useFreshness(syncKeys.dailyRates);
  const load = useRefreshOnOpen(refreshGameRates, options);
  return { rates, freshness, load };
}
