import type { DailyBet, MyBets } from '../../contract/bets';
import { apiGet } from './client';

/** GET /api/bets/me: every daily bet of the player, newest first (the bidding and winning histories). */
export async function fetchMyBets(signal?: AbortSignal): Promise<DailyBet[]> {
  return (await apiGet<MyBets>('/bets/me', { signal })).bets;
}
