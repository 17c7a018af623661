import type { DailyBetRecord } from './bets';
import { apiGet } from './client';

/** GET /api/bets/me: every daily bet of the player, newest first (the bidding and winning histories). */
export async function fetchMyBets(signal?: AbortSignal): Promise<DailyBetRecord[]> {
  const body = await apiGet<{ bets?: DailyBetRecord[] }>('/bets/me', { signal });
  return Array.isArray(body?.bets) ? body.bets : [];
}
