import { useLiveQuery } from '../../db/use-live-query';
import { getGameChart, getStarlineChart } from '../../db/chart-tables';
import { getGame, listResults } from '../../db/tables';
import type { Game, SessionResult } from '../api/types';
import type { GameChart } from '../../contract/markets';
import type { StarlineChart } from '../../contract/starline';
import { chartSyncKeys, refreshGameChart, refreshStarlineChart } from '../sync/charts';
import { syncKeys } from '../sync/conditional';
import { refreshGameResults } from '../sync/content';
import { useFreshness, type Freshness } from '../sync/use-freshness';
import { useRefreshOnOpen, type RefreshOnOpen, type RefreshOnOpenOptions } from '../sync/use-refresh-on-open';

/** A market's past results and the charts: drawn from the cache at once (offline too), refreshed on opening. */

// For the load's failures: an offline one needs no toast (the offline indicator says it).
export { isOfflineError } from '../sync/registry';

/** The market a chart belongs to (its name is the chart's title), as cached: the games list refreshes it. */
export function useChartGame(gameId: string): Game | undefined {
  return useLiveQuery(() => getGame(gameId), [gameId]);
}

export interface ChartOptions extends RefreshOnOpenOptions {
  /** Called each time the cached chart has been read (the chart's read time is measured from it). */
  readonly onRead?: () => void;
}

export interface Cached<T> {
  /** null: not cached; undefined: still reading. */
  readonly chart: T | null | undefined;
  readonly freshness: Freshness;
  readonly load: RefreshOnOpen;
}

/** A market's Jodi and Panel chart (GET /games/{id}/chart). */
export function useGameChart(gameId: string, options: ChartOptions = {}): Cached<GameChart> {
  const { onRead, ...refresh } = options;
  const chart = useLiveQuery(async () => {
    const cached = await getGameChart(gameId);
    onRead?.();
    return cached ?? null;
  }, [gameId]);
  const freshness = useFreshness(chartSyncKeys.game(gameId));
  const load = useRefreshOnOpen((signal) => refreshGameChart(gameId, signal), refresh);
  return { chart, freshness, load };
}

/** Starline's chart of every game (GET /starline/chart). */
export function useStarlineChart(options: ChartOptions = {}): Cached<StarlineChart> {
  const { onRead, ...refresh } = options;
  const chart = useLiveQuery(async () => {
    const cached = await getStarlineChart();
    onRead?.();
    return cached ?? null;
  }, []);
  const freshness = useFreshness(chartSyncKeys.starline);
  const load = useRefreshOnOpen(refreshStarlineChart, refresh);
  return { chart, freshness, load };
}

export interface GameResults {
  /** Newest game day first; undefined until the cache has been read. */
  readonly results: SessionResult[] | undefined;
  readonly freshness: Freshness;
  readonly load: RefreshOnOpen;
}

/** A market's past session results (GET /results-session?gameId). */
export function useGameResults(gameId: string, options?: RefreshOnOpenOptions): GameResults {
  const results = useLiveQuery(() => listResults(gameId), [gameId]);
  const freshness = useFreshness(syncKeys.results(gameId));
  const load = useRefreshOnOpen((signal) => refreshGameResults(gameId, signal), options);
  return { results, freshness, load };
}
