import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../deps.js';
import { notFound } from '../errors.js';
import { chartPeriod, gameChart } from '../services/markets/charts.js';
import { namedGameToday, sessionResults } from '../services/markets/markets.js';
import { dailyRates } from '../services/markets/rates.js';
import type { TaggedJson } from '../services/tagged-json.js';
import { IdParams } from '../../contract/common.js';
import { ChartQuery, GameChart, Games, SessionResults, SessionResultsQuery } from '../../contract/markets.js';
import { GameRates } from '../../contract/rates.js';
import { sendTagged, sendWithEtag } from './conditional-get.js';

/** The games list and the charts every player polls: the same for every player, so a live session is enough. */
export async function polledGameRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store, clock } = deps;
  const app = api.withTypeProvider<ContractTypeProvider>();

  // Polled by every player every 30 s: served from the in-memory board (see MarketBoard), without waiting while
  // it is fresh.
  const board = deps.services.marketBoard;
  app.get('/games', { schema: { response: { 200: Games } } }, (request, reply) => {
    const answer = (games: TaggedJson): void => {
      sendTagged(request, reply, games, 'private, no-cache');
    };
    const fresh = board.fresh(clock);
    if (!fresh) return board.current(clock).then(answer);
    answer(fresh);
  });

  // The jodi and panel charts' data.
  app.get(
    '/games/:id/chart',
    { schema: { params: IdParams, querystring: ChartQuery, response: { 200: GameChart } } },
    async (request, reply) => {
      const period = chartPeriod(request.query, await namedGameToday(store.db, request.params.id, clock.now()));
      return sendWithEtag(request, reply, await gameChart(store.db, request.params.id, period));
    },
  );
}

/** The daily rates, public: clients may send any token (or `Bearer null`); it is ignored. */
export async function gameRateRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const app = api.withTypeProvider<ContractTypeProvider>();
  app.get('/gamerates', { schema: { response: { 200: GameRates } } }, async () => {
    const rates = await dailyRates(deps.store.db);
    if (!rates) throw notFound('NO_GAME_RATES');
    return rates;
  });
}

/** The declared session results, for a signed-in player. */
export async function sessionResultRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const app = api.withTypeProvider<ContractTypeProvider>();
  app.get(
    '/results-session',
    { schema: { querystring: SessionResultsQuery, response: { 200: SessionResults } } },
    async (request) => ({ results: await sessionResults(deps.store.db, request.query.gameId || undefined) }),
  );
}
