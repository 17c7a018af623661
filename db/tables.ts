import type { Banner, Game, GameRates, SessionResult, StarlineGameRates } from '../src/api/types';
import { db, type SettingRow } from './database';

/** Replace-all writers and readers for the cached lists (the sync layer writes, screens read them live: src/data/). */

export async function replaceGames(games: readonly Game[]): Promise<void> {
  await db.games.replaceAll(games);
}

export function listGames(): Promise<Game[]> {
  return db.games.orderedBy('openTime');
}

export function getGame(gameId: string): Promise<Game | undefined> {
  return db.games.get(gameId);
}

/** Stores results; with `gameId`, replaces that game's cached results, otherwise all of them. */
export async function replaceResults(results: readonly SessionResult[], gameId?: string): Promise<void> {
  if (gameId === undefined) await db.results.replaceAll(results);
  else await db.results.replaceWhere('gameId', gameId, results);
}

/** A game's results, newest game day first. */
export async function listResults(gameId: string): Promise<SessionResult[]> {
  const rows = await db.results.where('gameId', gameId);
  return rows.sort((a, b) => b.gameDate.localeCompare(a.gameDate));
}

export async function saveDailyRates(rates: GameRates): Promise<void> {
  await db.rates.put({ kind: 'daily', rates, updatedAt: Date.now() });
}

export async function getDailyRates(): Promise<GameRates | undefined> {
  const row = await db.rates.get('daily');
  return row?.kind === 'daily' ? row.rates : undefined;
}

export async function saveStarlineRates(rates: StarlineGameRates): Promise<void> {
  await db.rates.put({ kind: 'starline', rates, updatedAt: Date.now() });
}

export async function getStarlineRates(): Promise<StarlineGameRates | undefined> {
  const row = await db.rates.get('starline');
  return row?.kind === 'starline' ? row.rates : undefined;
}

export async function saveSetting<T>(key: string, value: T): Promise<void> {
  const row: SettingRow<T> = { key, value, updatedAt: Date.now() };
  await db.settings.put(row);
}

export async function getSetting<T>(key: string): Promise<T | undefined> {
  return (await db.settings.get(key))?.value as T | undefined;
}

export async function replaceBanners(banners: readonly Banner[]): Promise<void> {
  await db.banners.replaceAll(banners);
}

export function listBanners(): Promise<Banner[]> {
  return db.banners.toArray();
}
