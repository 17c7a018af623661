import type { PlaceBetRequest, PlacedBet } from '../../contract/bets';
import { apiPost } from './client';

/**
 * POST /api/bets (201). `idempotencyKey` names this one submission: the client retries it with the same key when
 * the outcome is unknown, and the server never places it twice.
 */
export function placeBet(request: PlaceBetRequest, idempotencyKey: string): Promise<PlacedBet> {
  return apiPost<PlacedBet>('/bets', request, { idempotencyKey });
}
