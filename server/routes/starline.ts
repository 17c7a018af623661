import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IdParams } from '../../contract/common.js';
import { ChartQuery } from '../../contract/markets.js';
import { StarlineGameRates } from '../../contract/rates.js';
import {
  PlacedStarlineBetAnswer,
  PlaceStarlineBetBody,
  StarlineBetsAnswer,
  StarlineBetsQuery,
  StarlineChart,
  StarlineGameAnswer,
  StarlineGamesAnswer,
  StarlineResultsAnswer,
  StarlineResultsQuery,
} from '../../contract/starline.js';
import type { RouteDeps } from '../deps.js';
import { chartPeriod } from '../services/markets/charts.js';
import { starlineChart } from '../services/starline/starline-charts.js';
import {
  getStarlineGame,
  listStarlineBets,
  listStarlineGames,
  listStarlineResults,
  parseStarlineBetQuery,
  placeStarlineBet,
  readStarlineRates,
} from '../services/starline/starline.js';
import { istDate } from '../../src/domain/time.js';
import { sendWithEtag } from './conditional-get.js';
import { currentUser } from './guards.js';
import { idempotencyKey, sendOutcome } from './money-fields.js';

/**
 * Every error body of the Starline endpoints carries `success: false`, as their clients read it: a hook on each of
 * their routes, so that it stays off every other route.
 */
const starlineAnswers = {
  onSend: async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
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
  },
};

/** The player's Starline reads. */
export async function starlineRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store, clock } = deps;
  const app = api.withTypeProvider<ContractTypeProvider>();

  app.get(
    '/starline/games',
    { ...starlineAnswers, schema: { response: { 200: StarlineGamesAnswer } } },
    async (request, reply) => {
      const games = await listStarlineGames(store.db, clock);
      return sendWithEtag(request, reply, { success: true, data: { games } } satisfies StarlineGamesAnswer);
    },
  );

  app.get(
    '/starline/games/:id',
    { ...starlineAnswers, schema: { params: IdParams, response: { 200: StarlineGameAnswer } } },
    async (request) => ({ success: true as const, data: await getStarlineGame(store.db, clock, request.params.id) }),
  );

  app.get(
    '/starline/bets',
    { ...starlineAnswers, schema: { querystring: StarlineBetsQuery, response: { 200: StarlineBetsAnswer } } },
    async (request) => {
      const filters = parseStarlineBetQuery(request.query);
      return { success: true as const, data: await listStarlineBets(store.db, currentUser(request).id, filters) };
    },
  );

  app.get(
    '/starline/results',
    { ...starlineAnswers, schema: { querystring: StarlineResultsQuery, response: { 200: StarlineResultsAnswer } } },
    async (request) => ({ success: true as const, data: { results: await listStarlineResults(store.db, request.query.gameId) } }),
  );
}

/** A Starline bet: money, so for an active account. */
export async function starlineBetRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store, clock, services } = deps;
  const app = api.withTypeProvider<ContractTypeProvider>();

  app.post(
    '/starline/bets',
    { ...starlineAnswers, schema: { body: PlaceStarlineBetBody, response: { 201: PlacedStarlineBetAnswer } } },
    async (request, reply) => {
      const bet = { user: currentUser(request), idempotencyKey: idempotencyKey(request), input: request.body };
      const outcome = await placeStarlineBet(store, clock, bet, services.maintenance);
      if (outcome.status === 201) services.riskWatch.noticeStake(bet.user.id, outcome.body.data.bet.betAmount);
      return sendOutcome(reply, outcome);
    },
  );
}

/** Public: the rate banner shows before sign-in data loads; a bad token is ignored. */
export async function starlineRateRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const app = api.withTypeProvider<ContractTypeProvider>();
  app.get('/starline/gamerates', { ...starlineAnswers, schema: { response: { 200: StarlineGameRates } } }, async () =>
    readStarlineRates(deps.store.db),
  );
}

/** The day × time-slot grid's data, the same for every player. */
export async function starlineChartRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store, clock } = deps;
  const app = api.withTypeProvider<ContractTypeProvider>();
  app.get(
    '/starline/chart',
    { ...starlineAnswers, schema: { querystring: ChartQuery, response: { 200: StarlineChart } } },
    async (request, reply) => {
      const period = chartPeriod(request.query, istDate(clock.now()));
      return sendWithEtag(request, reply, await starlineChart(store.db, period));
    },
  );
}
