import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import {
  createStarlineGame,
  deactivateStarlineGame,
  listStarlineGames,
  saveStarlineRates,
  updateStarlineGame,
  type StarlineGameInput,
} from '../services/starline/starline.js';
import { declareStarlineResult, previewStarlineResult, revertStarlineResult } from '../services/starline/starline-settlement.js';
import { starlineExposure } from '../services/starline/starline-exposure.js';
import { auditActor } from './audit-actor.js';

const GameBody = Type.Object({
  gameName: Type.Optional(Type.Unknown()),
  gameNameHindi: Type.Optional(Type.Unknown()),
  openTime: Type.Optional(Type.Unknown()),
  minBet: Type.Optional(Type.Unknown()),
  maxBet: Type.Optional(Type.Unknown()),
  isActive: Type.Optional(Type.Unknown()),
});
const GameParams = Type.Object({ id: Type.String() });
const Range = Type.Object({ min: Type.Unknown(), max: Type.Unknown() });
const RatesBody = Type.Object({
  singleDigit: Range,
  singlePana: Range,
  doublePana: Range,
  triplePana: Range,
});
const IdOrText = Type.Union([Type.String(), Type.Integer()]);
const DeclareBody = Type.Object({
  gameId: IdOrText,
  pana: IdOrText,
  digit: Type.Optional(Type.Union([Type.Integer(), Type.String()])),
  gameDate: Type.Optional(Type.String()),
});
const RevertBody = Type.Object({ gameId: IdOrText, gameDate: Type.Optional(Type.String()) });
const PreviewQuery = Type.Object({ gameId: Type.String(), pana: Type.String(), gameDate: Type.Optional(Type.String()) });
const ExposureQuery = Type.Object({ gameId: Type.String(), gameDate: Type.Optional(Type.String()) });

/** Admin Starline: games, rates, result preview and exposure, declaration and revert. Registered inside the admin plugin. */
export async function adminStarlineRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { store, clock } = deps;

  api.get('/admin/starline/games', async () => ({
    games: await listStarlineGames(store.db, clock, { includeInactive: true }),
  }));

  api.post('/admin/starline/games', { schema: { body: GameBody } }, async (request, reply) => {
    const game = await createStarlineGame(store.db, clock, request.body as StarlineGameInput, auditActor(request));
    return reply.status(201).send({ message: 'Starline game created', game });
  });

  api.put('/admin/starline/games/:id', { schema: { params: GameParams, body: GameBody } }, async (request) => {
    const { id } = request.params as { id: string };
    return { message: 'Starline game updated', game: await updateStarlineGame(store.db, clock, id, request.body as StarlineGameInput, auditActor(request)) };
  });

  api.delete('/admin/starline/games/:id', { schema: { params: GameParams } }, async (request) => {
    const { id } = request.params as { id: string };
    return { message: 'Starline game deactivated', game: await deactivateStarlineGame(store.db, clock, id, auditActor(request)) };
  });

  api.put('/admin/starline/gamerates', { schema: { body: RatesBody } }, async (request) => ({
    message: 'Starline game rates updated',
    rates: await saveStarlineRates(store.db, clock, request.body as Record<string, unknown>, auditActor(request)),
  }));

  api.post('/admin/starline/results', { schema: { body: DeclareBody } }, async (request) => {
    const declared = await declareStarlineResult(store.db, clock, request.body as { gameId: unknown; pana: unknown }, auditActor(request));
    return {
      message: declared.alreadyDeclared ? 'Result was already declared' : 'Result declared',
      result: declared.result,
      settlement: declared.settlement,
    };
  });

  // Shape documented at previewStarlineResult and in README "API additions".
  api.get('/admin/starline/results/preview', { schema: { querystring: PreviewQuery } }, async (request) =>
    previewStarlineResult(store.db, clock, request.query as { gameId: string; pana: string; gameDate?: string }),
  );

  // Shape documented at starlineExposure and in README "API additions".
  api.get('/admin/starline/results/exposure', { schema: { querystring: ExposureQuery } }, async (request) =>
    starlineExposure(store.db, clock, request.query as { gameId: string; gameDate?: string }),
  );

  api.delete('/admin/starline/results', { schema: { body: RevertBody } }, async (request) => {
    const reverted = await revertStarlineResult(store.db, clock, request.body as { gameId: unknown; gameDate?: unknown }, auditActor(request));
    return { message: 'Result reverted', ...reverted };
  });
}
