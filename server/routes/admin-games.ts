import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance } from 'fastify';
import { IdParams } from '../../contract/common.js';
import type { RouteDeps } from '../deps.js';
import { HISTORY_BODY_LIMIT, historyCsv, importHistory, isDryRun } from '../services/markets/history-import.js';
import { adminGames, createGame, deactivateGame, updateGame } from '../services/markets/markets.js';
import { saveDailyRates } from '../services/markets/rates.js';
import {
  AdminGames,
  GameBody,
  GameRatesBody,
  GameRatesSaved,
  GameSaved,
  HistoryFile,
  HistoryImportQuery,
  HistoryImportReport,
} from '../../contract/admin-markets.js';

import { auditActor } from './audit-actor.js';

/** The admin's daily markets (the original app's admin games routes) and daily rates. */
export async function adminGameRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store, clock } = deps;
  const { marketBoard } = deps.services;
  const app = api.withTypeProvider<ContractTypeProvider>();

  // Every game, active or not, sorted by openTime, with today's result.
  app.get('/admin/games', { schema: { response: { 200: AdminGames } } }, async () => ({
    games: await adminGames(store.db, clock),
  }));

  app.post('/admin/games', { schema: { body: GameBody, response: { 201: GameSaved } } }, async (request, reply) => {
    const game = await createGame(store, clock, request.body, auditActor(request), marketBoard);
    return reply.status(201).send({ message: 'Game created successfully', game });
  });

  app.put(
    '/admin/games/:id',
    { schema: { params: IdParams, body: GameBody, response: { 200: GameSaved } } },
    async (request) => ({
      message: 'Game updated successfully',
      game: await updateGame(store, clock, request.params.id, request.body, auditActor(request), marketBoard),
    }),
  );

  // Deactivates: players stop seeing the game; its bets and results stay.
  app.delete('/admin/games/:id', { schema: { params: IdParams, response: { 200: GameSaved } } }, async (request) => ({
    message: 'Game deactivated successfully',
    game: await deactivateGame(store, clock, request.params.id, auditActor(request), marketBoard),
  }));

  // Years of history from a CSV file (server/services/markets/history-import.ts); the CSV parser serves this route only.
  await api.register(async (scope) => {
    scope.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: HISTORY_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<ContractTypeProvider>().post(
      '/admin/games/:id/history',
      {
        bodyLimit: HISTORY_BODY_LIMIT,
        schema: {
          params: IdParams,
          querystring: HistoryImportQuery,
          body: { content: { 'text/csv': { schema: HistoryFile } } },
          response: { 200: HistoryImportReport },
        },
      },
      async (request) =>
        importHistory(store, clock, {
          gameId: request.params.id,
          csv: historyCsv(request.headers['content-type'], request.body),
          dryRun: isDryRun(request.query.dryRun),
          actor: auditActor(request),
        }),
    );
  });

  app.put(
    '/admin/gamerates',
    { schema: { body: GameRatesBody, response: { 200: GameRatesSaved } } },
    async (request) => ({
      message: 'Game rates updated successfully',
      rates: await saveDailyRates(store, clock, request.body, auditActor(request)),
    }),
  );
}
