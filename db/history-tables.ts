import type { DailyBet } from '../contract/bets';
import { db } from './database';

/** The cached daily bets of the player (GET /bets/me): the bidding and winning histories and the statement. */

export async function replaceBets(bets: readonly DailyBet[]): Promise<void> {
  await db.bets.replaceAll(bets);
}

/** Adds or updates bets (e.g. one just placed), keeping the others. */
export async function saveBets(bets: readonly DailyBet[]): Promise<void> {
  await db.bets.bulkPut(bets);
}

/** Every cached bet, newest first. */
export async function listBets(): Promise<DailyBet[]> {
  const rows = await db.bets.toArray();
  return rows.sort((a, b) => betTime(b).localeCompare(betTime(a)));
}

function betTime(bet: DailyBet): string {
  return bet.betDate ?? bet.createdAt ?? '';
}
