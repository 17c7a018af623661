import type { StarlineBetType } from '../domain/bet-types';
import type { StarlineStatus } from '../domain/starline';
import { apiGet, apiGetConditional, apiPost, type ConditionalResult } from './client';
import type { StarlineGameRates } from './types';

/** Starline on the wire (SPEC §7; API.md "Records": starline game, starline bet). */

export interface StarlineGame {
  _id: string;
  gameName: string;
  gameNameHindi?: string;
  /** "HH:MM", IST. */
  openTime: string;
  isActive: boolean;
  currentStatus?: StarlineStatus | null;
  /** "***" or the result panna. */
  result: string;
  /** The result's ank; omitted before a result. */
  digit?: number;
  minBet: number;
  maxBet: number;
}

export interface StarlineBetRecord {
  _id: string;
  gameId: { _id: string; gameName: string } | string;
  gameName?: string;
  betType: StarlineBetType;
  betNumber: string;
  betAmount: number;
  potentialWin: number;
  winAmount: number;
  status: 'pending' | 'won' | 'lost' | 'cancelled';
  betDate?: string;
  gameDate?: string;
  resultDate?: string | null;
  result?: string | null;
  createdAt?: string;
}

export interface StarlineSummary {
  totalBets: number;
  totalBetAmount: number;
  totalWinAmount: number;
  netProfitLoss: number;
}

export interface StarlinePagination {
  current: number;
  pages: number;
  total: number;
  limit: number;
}

export interface StarlineBetsPage {
  bets: StarlineBetRecord[];
  summary: StarlineSummary;
  pagination: StarlinePagination;
}

export interface StarlineBetsQuery {
  page?: number;
  limit?: number;
  gameId?: string;
  status?: string;
  betType?: string;
  /** YYYY-MM-DD, IST, inclusive. */
  startDate?: string;
  endDate?: string;
}

export interface StarlineResult {
  gameDate: string;
  winningNumber: string;
  declaredAt: string;
}

type Envelope<T> = { success?: boolean; data?: T; message?: string };

/** GET /api/starline/games with If-None-Match (polled every 60 s). */
export async function fetchStarlineGames(
  etag: string | null | undefined,
  signal?: AbortSignal,
): Promise<ConditionalResult<StarlineGame[]>> {
  const result = await apiGetConditional<Envelope<{ games?: StarlineGame[] }>>('/starline/games', etag, { signal });
  if (result.status === 'not-modified') return result;
  const games = result.data?.data?.games;
  return { status: 'modified', data: Array.isArray(games) ? games : [], etag: result.etag };
}

/** GET /api/starline/games/{id}. */
export async function fetchStarlineGame(gameId: string, signal?: AbortSignal): Promise<StarlineGame | null> {
  const body = await apiGet<Envelope<StarlineGame>>(`/starline/games/${encodeURIComponent(gameId)}`, { signal });
  return body?.data ?? null;
}

/** GET /api/starline/gamerates (a top-level object). */
export function fetchStarlineRates(signal?: AbortSignal): Promise<StarlineGameRates> {
  return apiGet<StarlineGameRates>('/starline/gamerates', { signal });
}

export interface PlaceStarlineBetRequest {
  gameId: string;
  betType: StarlineBetType;
  betNumber: string;
  /** Whole rupees. */
  betAmount: number;
}

/** POST /api/starline/bets (201), keyed so that a retry never places the bet twice. */
export async function placeStarlineBet(
  request: PlaceStarlineBetRequest,
  idempotencyKey: string,
): Promise<{ bet?: StarlineBetRecord; remainingBalance?: number; message?: string }> {
  const body = await apiPost<Envelope<{ bet?: StarlineBetRecord; remainingBalance?: number }>>(
    '/starline/bets',
    request,
    { idempotencyKey },
  );
  return { ...body?.data, message: body?.message };
}

const EMPTY_SUMMARY: StarlineSummary = { totalBets: 0, totalBetAmount: 0, totalWinAmount: 0, netProfitLoss: 0 };

/** GET /api/starline/bets with paging and filters. */
export async function fetchStarlineBets(query: StarlineBetsQuery = {}, signal?: AbortSignal): Promise<StarlineBetsPage> {
  const body = await apiGet<Envelope<Partial<StarlineBetsPage>>>('/starline/bets', { query: { ...query }, signal });
  const data = body?.data ?? {};
  const bets = Array.isArray(data.bets) ? data.bets : [];
  return {
    bets,
    summary: { ...EMPTY_SUMMARY, ...data.summary },
    pagination: data.pagination ?? { current: query.page ?? 1, pages: bets.length > 0 ? 1 : 0, total: bets.length, limit: query.limit ?? 10 },
  };
}

/** GET /api/starline/results (optionally one game's), newest first; `data.results` or `results` (SPEC §7). */
export async function fetchStarlineResults(gameId?: string, signal?: AbortSignal): Promise<StarlineResult[]> {
  const body = await apiGet<Envelope<{ results?: StarlineResult[] }> & { results?: StarlineResult[] }>(
    '/starline/results',
    { query: { gameId }, signal },
  );
  const results = body?.data?.results ?? body?.results;
  return Array.isArray(results) ? results : [];
}

/** The game a Starline bet is on: `gameId` may be the id or an object holding the name (SPEC §3). */
export function starlineBetGameId(bet: Pick<StarlineBetRecord, 'gameId'>): string {
  return typeof bet.gameId === 'string' ? bet.gameId : (bet.gameId?._id ?? '');
}

export function starlineBetGameName(bet: Pick<StarlineBetRecord, 'gameId' | 'gameName'>): string {
  return (typeof bet.gameId === 'object' && bet.gameId?.gameName) || bet.gameName || '';
}
