import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance } from 'fastify';
import { ApprovalRequested } from '../../contract/approvals.js';
import { IdParams } from '../../contract/common.js';
import {
  CorrectStarlineResultBody,
  DeclareStarlineResultBody,
  RevertStarlineResultBody,
  StarlineExposure,
  StarlineExposureQuery,
  StarlineGameBody,
  StarlineGameChanged,
  StarlineGameList,
  StarlineRatesBody,
  StarlineRatesSaved,
  StarlineResultDeclared,
  StarlineResultPreview,
  StarlineResultPreviewQuery,
  StarlineResultCorrected,
  StarlineResultReverted,
  VoidStarlineResultBody,
} from '../../contract/admin-starline.js';
import { ResultVoided } from '../../contract/results.js';

import type { RouteDeps } from '../deps.js';
import {
  createStarlineGame,
  deactivateStarlineGame,
  adminStarlineGames,
  saveStarlineRates,
  updateStarlineGame,
} from '../services/starline/starline.js';
import {
  correctStarlineResult,
  declareStarlineResult,
  previewStarlineResult,
  revertStarlineResult,
  voidStarlineResult,
} from '../services/starline/starline-settlement.js';
import { starlineExposure } from '../services/starline/starline-exposure.js';
import { auditActor } from './audit-actor.js';

/** Admin Starline: games, rates, result preview and exposure, declaration and revert. Registered inside the admin plugin. */
export async function adminStarlineRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store, clock, services } = deps;
  const app = api.withTypeProvider<ContractTypeProvider>();

  app.get('/admin/starline/games', { schema: { response: { 200: StarlineGameList } } }, async () => ({
    games: await adminStarlineGames(store.db, clock),
  }));

  app.post(
    '/admin/starline/games',
    { schema: { body: StarlineGameBody, response: { 201: StarlineGameChanged } } },
    async (request, reply) => {
      const game = await createStarlineGame(store, clock, request.body, auditActor(request));
      return reply.status(201).send({ message: 'Starline game created', game });
    },
  );

  app.put(
    '/admin/starline/games/:id',
    { schema: { params: IdParams, body: StarlineGameBody, response: { 200: StarlineGameChanged } } },
    async (request) => ({
      message: 'Starline game updated',
      game: await updateStarlineGame(store, clock, request.params.id, request.body, auditActor(request)),
    }),
  );

  app.delete(
    '/admin/starline/games/:id',
    { schema: { params: IdParams, response: { 200: StarlineGameChanged } } },
    async (request) => ({
      message: 'Starline game deactivated',
      game: await deactivateStarlineGame(store, clock, request.params.id, auditActor(request)),
    }),
  );

  app.put(
    '/admin/starline/gamerates',
    { schema: { body: StarlineRatesBody, response: { 200: StarlineRatesSaved } } },
    async (request) => ({
      message: 'Starline game rates updated',
      rates: await saveStarlineRates(store, clock, request.body, auditActor(request)),
    }),
  );

  app.post(
    '/admin/starline/results',
    { schema: { body: DeclareStarlineResultBody, response: { 200: StarlineResultDeclared } } },
    async (request) => {
      const declared = await declareStarlineResult(store, clock, request.body, auditActor(request), services);
      return {
        message: declared.alreadyDeclared ? 'Result was already declared' : 'Result declared',
        result: declared.result,
        settlement: declared.settlement,
      };
    },
  );

  // Shape documented at previewStarlineResult and in docs/api.md.
  app.get(
    '/admin/starline/results/preview',
    { schema: { querystring: StarlineResultPreviewQuery, response: { 200: StarlineResultPreview } } },
    async (request) => previewStarlineResult(store.db, clock, request.query),
  );

  // Shape documented at starlineExposure and in docs/api.md.
  app.get(
    '/admin/starline/results/exposure',
    { schema: { querystring: StarlineExposureQuery, response: { 200: StarlineExposure } } },
    async (request) => starlineExposure(store.db, clock, request.query),
  );

  app.delete(
    '/admin/starline/results',
    { schema: { body: RevertStarlineResultBody, response: { 200: StarlineResultReverted, 202: ApprovalRequested } } },
    async (request, reply) => {
      const reverted = await revertStarlineResult(store, clock, request.body, auditActor(request), services);
      if ('held' in reverted) return reply.status(202).send(reverted.held);
      return { message: 'Result reverted', ...reverted.done };
    },
  );

  app.post(
    '/admin/starline/results/void',
    { schema: { body: VoidStarlineResultBody, response: { 200: ResultVoided, 202: ApprovalRequested } } },
    async (request, reply) => {
      const voided = await voidStarlineResult(store, clock, request.body, auditActor(request), services);
      if ('held' in voided) return reply.status(202).send(voided.held);
      return voided.done;
    },
  );

  app.post(
    '/admin/starline/results/correct',
    { schema: { body: CorrectStarlineResultBody, response: { 200: StarlineResultCorrected, 202: ApprovalRequested } } },
    async (request, reply) => {
      const corrected = await correctStarlineResult(store, clock, request.body, auditActor(request), services);
      if ('held' in corrected) return reply.status(202).send(corrected.held);
      return corrected.done;
    },
  );
}
