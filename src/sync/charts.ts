import { getGameChart, getStarlineChart, saveGameChart, saveStarlineChart } from '../../db/chart-tables';
import type { GameChart } from '../api/types';
import type { StarlineChart } from '../../contract/starline';
import { syncConditional } from './conditional';

/** The charts, fetched when a chart opens, with `If-None-Match`: the last 52 weeks, as the server's default. */

export const chartSyncKeys = {
  game: (gameId: string) => `chart:${gameId}`,
  starline: 'chart:starline',
} as const;

/** GET /games/{id}/chart (conditional) into the cache. */
export async function refreshGameChart(gameId: string, signal: AbortSignal): Promise<void> {
  await syncConditional<GameChart>(chartSyncKeys.game(gameId), `/games/${encodeURIComponent(gameId)}/chart`, {
    signal,
    isCacheEmpty: async () => (await getGameChart(gameId)) === undefined,
    write: (chart) => saveGameChart(gameId, chart),
  });
}

/** GET /starline/chart (conditional) into the cache. */
export async function refreshStarlineChart(signal: AbortSignal): Promise<void> {
  await syncConditional<StarlineChart>(chartSyncKeys.starline, '/starline/chart', {
    signal,
    isCacheEmpty: async () => (await getStarlineChart()) === undefined,
    write: saveStarlineChart,
  });
}
