import type { DailyBetType, Session } from '../domain/bet-types';
import { apiPost } from './client';
import type { User } from './types';

/** Daily bets on the wire (API.md "POST /bets", "Records": bet). The wire's betType values are the domain's. */

export interface PlaceBetRequest {
  gameId: string;
  betType: DailyBetType;
  /** `null` for full sangam only. */
  session: Session | null;
  betNumber: string;
  /** Whole rupees. */
  betAmount: number;
  /** ISO instant of the player's local midnight; the server decides the game day itself. */
  gameDate: string;
}

export interface DailyBetRecord {
  _id: string;
  gameId: string;
  gameName: string;
  betType: DailyBetType;
  session: Session | null;
  betNumber: string;
  betAmount: number;
  potentialWin: number;
  winAmount: number;
  status: 'pending' | 'won' | 'lost' | 'cancelled';
  betDate: string;
  gameDate: string;
  resultDate: string | null;
  result: string | null;
  createdAt: string;
}

export interface PlaceBetResponse {
  message: string;
  bet: DailyBetRecord;
  newBalance: User['balance'];
}

/**
 * POST /api/bets (201). `idempotencyKey` names this one submission: the client retries it with the same key when
 * the outcome is unknown, and the server never places it twice.
 */
export function placeBet(request: PlaceBetRequest, idempotencyKey: string): Promise<PlaceBetResponse> {
  return apiPost<PlaceBetResponse>('/bets', request, { idempotencyKey });
}
