import { useLiveQuery } from '../../db/use-live-query';
import { useSnapshot } from 'valtio';
import { getStarlineGame, listStarlineBets, listStarlineGames, listStarlineResults } from '../../db/starline-tables';
import { getStarlineRates } from '../../db/tables';
import type { StarlineBetRecord, StarlineGame, StarlineResult } from '../api/starline';
import type { StarlineGameRates } from '../api/types';
import { language } from '../i18n/t';
import { refreshProfile } from '../sync/profile';
import { syncStatus } from '../sync/registry';
import {
  ALL_STARLINE_GAMES,
  ensureStarlinePolling,
  refreshStarlineBets,
  refreshStarlineGames,
  refreshStarlineRates,
  refreshStarlineResults,
  starlineGamesRefresher,
  starlineSyncKeys,
} from '../sync/starline';
import { useFreshness, type Freshness } from '../sync/use-freshness';
import { useRefreshOnOpen, type RefreshOnOpen, type RefreshOnOpenOptions } from '../sync/use-refresh-on-open';

/** Starline: the hourly games (polled every 60 s once Starline is opened), their results, the player's bets. */

export { queryStarlineHistory } from '../sync/starline';

/** After a Starline bet was placed: the balance and the bets (failures ignored: the next opening retries). */
export function refreshAfterStarlineBet(): void {
  void refreshProfile();
  void refreshStarlineBets(new AbortController().signal).catch(() => undefined);
}

/** The games are polled every 60 s from the moment a Starline screen is first opened. */
export function startStarlinePolling(): void {
  ensureStarlinePolling();
}

/** In Hindi, the Starline games for their Hindi names, on opening a screen that names bets' games. */
function refreshStarlineGameNames(signal: AbortSignal): Promise<void> {
  return language === 'hi' ? refreshStarlineGames(signal) : Promise.resolve();
}

/** A screen that names bets' games: in Hindi, the cached games are refreshed on opening for their Hindi names. */
export function useStarlineGameNames(): void {
  useRefreshOnOpen(refreshStarlineGameNames);
}

export interface StarlineGames {
  /** By open time; undefined until the cache has been read. */
  readonly games: StarlineGame[] | undefined;
  readonly freshness: Freshness;
  readonly load: RefreshOnOpen;
}

/** The Starline games, refreshed on opening (always: a game's status changes by the hour). */
export function useStarlineGames(options: RefreshOnOpenOptions = {}): StarlineGames {
  const load = useRefreshOnOpen(starlineGamesRefresher.name, { maxAgeMs: 0, ...options });
  const freshness = useFreshness(starlineSyncKeys.games);
  const games = useLiveQuery(listStarlineGames, []);
  return { games, freshness, load };
}

export interface StarlineResults {
  /** Every game by open time; undefined until the cache has been read. */
  readonly games: StarlineGame[] | undefined;
  /** The chart's game: null for every game's chart, or when it is not cached; undefined while reading. */
  readonly game: StarlineGame | null | undefined;
  /** Whether the games list has answered (cached games, or a refresh that succeeded or failed). */
  readonly gamesKnown: boolean;
  /** Newest first; undefined until the cache has been read. */
  readonly results: StarlineResult[] | undefined;
  readonly freshness: Freshness;
}

export interface StarlineResultsOptions {
  readonly gamesError?: (error: unknown) => void;
  readonly resultsError?: (error: unknown) => void;
}

/**
 * One game's results (`gameId`), or every game's when there is none (GET /starline/results), with the games they
 * name; the games and the results are refreshed on opening.
 */
export function useStarlineResults(gameId: string | undefined, options: StarlineResultsOptions = {}): StarlineResults {
  const scope = gameId ?? ALL_STARLINE_GAMES;
  useRefreshOnOpen(starlineGamesRefresher.name, { maxAgeMs: 0, onError: options.gamesError });
  useRefreshOnOpen((signal) => refreshStarlineResults(scope, signal), { onError: options.resultsError });
  const freshness = useFreshness(starlineSyncKeys.results(scope));
  const games = useLiveQuery(listStarlineGames, []);
  const game = useLiveQuery(async () => (gameId ? ((await getStarlineGame(gameId)) ?? null) : null), [gameId]);
  const results = useLiveQuery(() => listStarlineResults(scope), [scope]);
  const gamesStatus = useSnapshot(syncStatus)[starlineGamesRefresher.name];
  const gamesKnown = (games?.length ?? 0) > 0 || (gamesStatus?.lastSuccessAt ?? null) !== null || gamesStatus?.lastError != null;
  return { games, game, gamesKnown, results, freshness };
}

export interface StarlineBets {
  /** Every cached Starline bet, newest first; undefined until the cache has been read. */
  readonly bets: StarlineBetRecord[] | undefined;
  /** The games, for the bets' game names; undefined until the cache has been read. */
  readonly games: StarlineGame[] | undefined;
  readonly freshness: Freshness;
}

/** The player's Starline bets (every page of GET /starline/bets), refreshed on opening, and the games they name. */
export function useStarlineBets(): StarlineBets {
  useRefreshOnOpen(refreshStarlineBets);
  useStarlineGameNames();
  const freshness = useFreshness(starlineSyncKeys.bets);
  const bets = useLiveQuery(listStarlineBets, []);
  const games = useLiveQuery(listStarlineGames, []);
  return { bets, games, freshness };
}

/** Starline's rates (GET /starline/gamerates), refreshed on opening; undefined when unknown. */
export function useStarlineRates(): StarlineGameRates | undefined {
  useRefreshOnOpen(refreshStarlineRates);
  return useLiveQuery(getStarlineRates, []);
}
