import type { PlaceBetRequest, PlaceBetSlipRequest, PlacedBet, PlacedBetSlip } from '../../contract/bets';
import { apiPost } from './client';

/**
 * POST /api/bets (201). `idempotencyKey` names this one submission: the client retries it with the same key when
 * the outcome is unknown, and the server never places it twice.
 */
export function placeBet(request: PlaceBetRequest, idempotencyKey: string): Promise<PlacedBet> {
  return apiPost<PlacedBet>('/bets', request, { idempotencyKey });
}

/** POST /api/bets/batch (201): a bet slip, all placed or none, under one Idempotency-Key. */
export function placeBetSlip(request: PlaceBetSlipRequest, idempotencyKey: string): Promise<PlacedBetSlip> {
  return apiPost<PlacedBetSlip>('/bets/batch', request, { idempotencyKey });
}
