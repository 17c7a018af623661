import type { StarlineGamesAnswer } from '../../contract/starline';
import { db } from '../../db/database';
import {
  replaceStarlineBets,
  replaceStarlineGames,
  replaceStarlineResults,
  saveStarlineBets,
} from '../../db/starline-tables';
import { saveStarlineRates } from '../../db/tables';
import {
  fetchStarlineBets,
  fetchStarlineRates,
  fetchStarlineResults,
  type StarlineBetsPage,
  type StarlineBetsQuery,
} from '../api/starline';
import { POLL_STARLINE_MS } from '../domain/constants';
import { markSynced, syncConditional } from './conditional';
import { registerRefresher } from './registry';
import type { RefresherDefinition } from './scheduler';

/** Starline's cache: the games every 60 s; rates, the player's bets and charts when a screen opens. */

export const starlineSyncKeys = {
  games: 'starline:games',
  rates: 'rates:starline',
  bets: 'starline:bets',
  results: (scope: string) => `starline:results:${scope}`,
} as const;

/** The chart scope of every game's results (GET /starline/results without a game). */
export const ALL_STARLINE_GAMES = 'all';

/** GET /starline/games (conditional) into the cache. */
export async function refreshStarlineGames(signal: AbortSignal): Promise<void> {
  await syncConditional<StarlineGamesAnswer>(starlineSyncKeys.games, '/starline/games', {
    signal,
    isCacheEmpty: async () => (await db.starlineGames.count()) === 0,
    write: (body) => replaceStarlineGames(body.data.games),
  });
}

/** Starline games every 60 s (polled once the Starline area has been opened in this app session). */
export const starlineGamesRefresher: RefresherDefinition = {
  name: 'starline-games',
  everyMs: POLL_STARLINE_MS,
  run: refreshStarlineGames,
};

let registered = false;

/** Registers the 60 s poll (once); the Starline screens call it when they open. */
export function ensureStarlinePolling(): void {
  if (registered) return;
  registered = true;
  registerRefresher(starlineGamesRefresher);
}

/** GET /starline/gamerates into the cache. A failure keeps the cached (or default) ranges on screen. */
export async function refreshStarlineRates(signal: AbortSignal): Promise<void> {
  const rates = await fetchStarlineRates(signal);
  if (signal.aborted) return;
  await saveStarlineRates(rates);
  await markSynced(starlineSyncKeys.rates);
}

const ALL_BETS_PAGE_SIZE = 100;
const MAX_PAGES = 50;

/** Every Starline bet of the player, page by page, into the cache (the wallet statement and offline history). */
export async function refreshStarlineBets(signal: AbortSignal): Promise<void> {
  const bets: StarlineBetsPage['bets'] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const result = await fetchStarlineBets({ page, limit: ALL_BETS_PAGE_SIZE }, signal);
    if (signal.aborted) return;
    bets.push(...result.bets);
    if (result.bets.length === 0 || page >= result.pagination.pages) break;
  }
  await replaceStarlineBets(bets);
  await markSynced(starlineSyncKeys.bets);
}

/**
 * One page of the Starline history as the server filters it (GET /starline/bets with page, limit and filters).
 * Its bets also go into the cache, so that the history shows them offline later.
 */
export async function queryStarlineHistory(query: StarlineBetsQuery, signal?: AbortSignal): Promise<StarlineBetsPage> {
  const page = await fetchStarlineBets(query, signal);
  if (!signal?.aborted) await saveStarlineBets(page.bets);
  return page;
}

/** GET /starline/results for one game (`scope` = its id) or for all of them (`all`). */
export async function refreshStarlineResults(scope: string, signal: AbortSignal): Promise<void> {
  const results = await fetchStarlineResults(scope === ALL_STARLINE_GAMES ? undefined : scope, signal);
  if (signal.aborted) return;
  await replaceStarlineResults(scope, results);
  await markSynced(starlineSyncKeys.results(scope));
}
