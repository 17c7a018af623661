import type { StarlineBetRecord, StarlineGame, StarlineResult } from '../src/api/starline';
import { db } from './database';
import type { StarlineResultRow } from './player-records';

/** The cached Starline games, the player's Starline bets and the Starline charts. */

export async function replaceStarlineGames(games: readonly StarlineGame[]): Promise<void> {
  await db.starlineGames.replaceAll(games);
}

/** Games by open time (the hourly order). */
export function listStarlineGames(): Promise<StarlineGame[]> {
  return db.starlineGames.orderedBy('openTime');
}

export function getStarlineGame(gameId: string): Promise<StarlineGame | undefined> {
  return db.starlineGames.get(gameId);
}

/** When the bet was placed. */
export function starlineBetTime(bet: StarlineBetRecord): string {
  return bet.betDate;
}

export async function replaceStarlineBets(bets: readonly StarlineBetRecord[]): Promise<void> {
  await db.starlineBets.replaceAll(bets);
}

/** Adds or updates bets (a page of the history, a bet just placed), keeping the others. */
export async function saveStarlineBets(bets: readonly StarlineBetRecord[]): Promise<void> {
  await db.starlineBets.bulkPut(bets);
}

/** Every cached Starline bet, newest first. */
export async function listStarlineBets(): Promise<StarlineBetRecord[]> {
  const rows = await db.starlineBets.toArray();
  return rows.sort((a, b) => starlineBetTime(b).localeCompare(starlineBetTime(a)));
}

/** Replaces one chart's results: `scope` is a game id, or `all`. */
export async function replaceStarlineResults(scope: string, results: readonly StarlineResult[]): Promise<void> {
  const rows = results.map((result): StarlineResultRow => ({ ...result, scope }));
  await db.starlineResults.replaceWhere('scope', scope, rows);
}

/** One chart's results, newest first. */
export async function listStarlineResults(scope: string): Promise<StarlineResult[]> {
  const rows = await db.starlineResults.where('scope', scope);
  return rows
    .sort((a, b) => b.declaredAt.localeCompare(a.declaredAt))
    .map(({ gameDate, winningNumber, declaredAt }) => ({ gameDate, winningNumber, declaredAt }));
}
