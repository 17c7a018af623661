import type {
  PlacedStarlineBet,
  PlacedStarlineBetAnswer,
  PlaceStarlineBetRequest,
  StarlineBet,
  StarlineBetsAnswer,
  StarlineBetsPage,
  StarlineBetsRequest,
  StarlineGame as WireStarlineGame,
  StarlineGameAnswer,
  StarlineGameResult,
  StarlineGamesAnswer,
  StarlineResultsAnswer,
} from '../../contract/starline';
import { apiGet, apiGetConditional, apiPost, type ConditionalResult } from './client';
import type { ClosedReason } from '../domain/market-day';
import type { StarlineGameRates } from './types';

/** Starline on the wire: the player's reads and bets, every success answer inside `{success: true, data}`. */

export type {
  PlaceStarlineBetRequest,
  StarlineBet,
  StarlineBet as StarlineBetRecord,
  StarlineBetsPage,
  StarlineBetsRequest as StarlineBetsQuery,
  StarlineGameResult,
  StarlineResult,
  StarlineSummary,
} from '../../contract/starline';

/**
 * A Starline game with its day: whether it runs today, why not, and whether today's draw was voided. Read as
 * optional, since games cached before the server sent them lack them.
 */
export type StarlineGame = WireStarlineGame & {
  readonly runsToday?: boolean;
  readonly closedReason?: ClosedReason | null;
  readonly voided?: boolean;
};

/** GET /api/starline/games with If-None-Match (polled every 60 s). */
export async function fetchStarlineGames(
  etag: string | null | undefined,
  signal?: AbortSignal,
): Promise<ConditionalResult<StarlineGame[]>> {
  const result = await apiGetConditional<StarlineGamesAnswer>('/starline/games', etag, { signal });
  if (result.status === 'not-modified') return result;
  return { status: 'modified', data: result.data.data.games, etag: result.etag };
}

/** GET /api/starline/games/{id}. */
export async function fetchStarlineGame(gameId: string, signal?: AbortSignal): Promise<StarlineGame> {
  const body = await apiGet<StarlineGameAnswer>(`/starline/games/${encodeURIComponent(gameId)}`, { signal });
  return body.data;
}

/** GET /api/starline/gamerates (a top-level object). */
export function fetchStarlineRates(signal?: AbortSignal): Promise<StarlineGameRates> {
  return apiGet<StarlineGameRates>('/starline/gamerates', { signal });
}

/** POST /api/starline/bets (201), keyed so that a retry never places the bet twice. */
export async function placeStarlineBet(
  request: PlaceStarlineBetRequest,
  idempotencyKey: string,
): Promise<PlacedStarlineBet & { message: string }> {
  const body = await apiPost<PlacedStarlineBetAnswer>('/starline/bets', request, { idempotencyKey });
  return { ...body.data, message: body.message };
}

/** GET /api/starline/bets with paging and filters. */
export async function fetchStarlineBets(query: StarlineBetsRequest = {}, signal?: AbortSignal): Promise<StarlineBetsPage> {
  const body = await apiGet<StarlineBetsAnswer>('/starline/bets', { query: { ...query }, signal });
  return body.data;
}

/** GET /api/starline/results (optionally one game's), newest first. */
export async function fetchStarlineResults(gameId?: string, signal?: AbortSignal): Promise<StarlineGameResult[]> {
  const body = await apiGet<StarlineResultsAnswer>('/starline/results', { query: { gameId }, signal });
  return body.data.results;
}

/** The id of the game a Starline bet is on. */
export function starlineBetGameId(bet: Pick<StarlineBet, 'gameId'>): string {
  return bet.gameId._id;
}
