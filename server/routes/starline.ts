import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.js';
import { chartPeriod } from '../services/markets/charts.js';
import { runIdempotent } from '../services/money/idempotency.js';
import { starlineChart } from '../services/starline/starline-charts.js';
import {
  getStarlineGame,
  listStarlineBets,
  listStarlineGames,
  listStarlineResults,
  parseStarlineBetQuery,
  placeStarlineBet,
  readStarlineRates,
  type StarlineBetInput,
} from '../services/starline/starline.js';
import { istDate } from '../../src/domain/time.js';
import { sendWithEtag } from './conditional-get.js';
import { ChartQuery } from './games.js';
import { currentUser, guards } from './guards.js';

const IdOrText = Type.Union([Type.String(), Type.Integer()]);
const PlaceBetBody = Type.Object({
  gameId: Type.Optional(IdOrText),
  betType: Type.Optional(Type.String()),
  betNumber: Type.Optional(IdOrText),
  betAmount: Type.Optional(Type.Union([Type.Number(), Type.String()])),
});
const BetsQuery = Type.Object({
  page: Type.Optional(Type.String()),
  limit: Type.Optional(Type.String()),
  gameId: Type.Optional(Type.String()),
  status: Type.Optional(Type.String()),
  betType: Type.Optional(Type.String()),
  startDate: Type.Optional(Type.String()),
  endDate: Type.Optional(Type.String()),
});
const ResultsQuery = Type.Object({ gameId: Type.Optional(Type.String()) });
const GameParams = Type.Object({ id: Type.String() });

export function idempotencyKey(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  return Array.isArray(header) ? header[0] : header;
}

/** The player's Starline endpoints. Every error body here carries `success: false` (API.md). */
export async function starlineRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { store, clock } = deps;
  const { requireUser, requireActivePlayer, requireSession } = guards(deps);

  api.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    try {
      const body = JSON.parse(payload) as unknown;
      if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
        return JSON.stringify({ success: false, ...body });
      }
    } catch {
      // Not JSON: leave it as it is.
    }
    return payload;
  });

  api.get('/starline/games', { onRequest: requireUser }, async (request, reply) => {
    const games = await listStarlineGames(store.db, clock);
    return sendWithEtag(request, reply, { success: true, data: { games } });
  });

  api.get('/starline/games/:id', { onRequest: requireUser, schema: { params: GameParams } }, async (request) => {
    const { id } = request.params as { id: string };
    return { success: true, data: await getStarlineGame(store.db, clock, id) };
  });

  // Public: the rate banner shows before sign-in data loads; a bad token is ignored.
  api.get('/starline/gamerates', async () => readStarlineRates(store.db));

  api.post(
    '/starline/bets',
    { onRequest: requireActivePlayer, schema: { body: PlaceBetBody } },
    async (request, reply) => {
      const user = currentUser(request);
      const body = request.body as StarlineBetInput;
      const outcome = await runIdempotent(
        store,
        clock,
        { userId: user.id, key: idempotencyKey(request), fingerprint: { route: 'POST /starline/bets', body } },
        async (trx) => {
          const placed = await placeStarlineBet(trx, clock, user.id, body);
          return { status: 201, body: { success: true, message: 'Bet placed successfully!', data: placed } };
        },
      );
      return reply.status(outcome.status).send(outcome.body);
    },
  );

  api.get('/starline/bets', { onRequest: requireUser, schema: { querystring: BetsQuery } }, async (request) => {
    const filters = parseStarlineBetQuery(request.query as Record<string, string | undefined>);
    return { success: true, data: await listStarlineBets(store.db, currentUser(request).id, filters) };
  });

  api.get('/starline/results', { onRequest: requireUser, schema: { querystring: ResultsQuery } }, async (request) => {
    const { gameId } = request.query as { gameId?: string };
    return { success: true, data: { results: await listStarlineResults(store.db, gameId) } };
  });

  // The day × time-slot grid's data (issue 18), the same for every player.
  api.get('/starline/chart', { onRequest: requireSession, schema: { querystring: ChartQuery } }, async (request, reply) => {
    const period = chartPeriod(request.query as { from?: string; to?: string }, istDate(clock.now()));
    return sendWithEtag(request, reply, await starlineChart(store.db, period));
  });
}
