import type { GameChart } from '../contract/markets';
import type { StarlineChart } from '../contract/starline';
import { db } from './database';

/** The cached charts (database version 3): each the server's last answer, so a chart draws at once and offline. */

const gameKey = (gameId: string) => `game:${gameId}`;
const STARLINE_KEY = 'starline';

export async function getGameChart(gameId: string): Promise<GameChart | undefined> {
  return (await db.charts.get(gameKey(gameId)))?.chart as GameChart | undefined;
}

export async function saveGameChart(gameId: string, chart: GameChart): Promise<void> {
  await db.charts.put({ key: gameKey(gameId), chart });
}

export async function getStarlineChart(): Promise<StarlineChart | undefined> {
  return (await db.charts.get(STARLINE_KEY))?.chart as StarlineChart | undefined;
}

export async function saveStarlineChart(chart: StarlineChart): Promise<void> {
  await db.charts.put({ key: STARLINE_KEY, chart });
}
