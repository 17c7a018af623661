import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance } from 'fastify';
import { IdParams } from '../../contract/common.js';
import {
  AlertClosed,
  AlertCloseBody,
  AlertList,
  AlertsQuery,
  PlayerLinks,
  PlayerNoteAdded,
  PlayerNoteBody,
  PlayerNotes,
  PlayerTags,
  PlayerTagsBody,
  RiskSettings,
  RiskSettingsBody,
} from '../../contract/risk.js';
import type { RouteDeps } from '../deps.js';
import { closeAlert, listAlerts } from '../services/risk/alerts.js';
import { playerLinks } from '../services/risk/links.js';
import { addPlayerNote, playerNotes, savePlayerTags } from '../services/risk/player-notes.js';
import { readRiskSettings, saveRiskSettings } from '../services/risk/risk-settings.js';
import { pathId, statusFilter } from './admin-params.js';
import { auditActor } from './audit-actor.js';
import { currentUser } from './guards.js';

/** Risk signals: linked players, the alerts inbox, the risk settings, and notes and tags on a player. */
export async function adminRiskRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store, clock } = deps;
  const app = api.withTypeProvider<ContractTypeProvider>();

  app.get(
    '/admin/users/:id/links',
    { schema: { params: IdParams, response: { 200: PlayerLinks } } },
    async (request) => ({ links: await playerLinks(store.db, pathId(request.params.id, 'User')) }),
  );

  app.get('/admin/risk', { schema: { response: { 200: RiskSettings } } }, async () => readRiskSettings(store.db));

  app.put('/admin/risk', { schema: { body: RiskSettingsBody, response: { 200: RiskSettings } } }, async (request) =>
    saveRiskSettings(store, clock, request.body, auditActor(request)),
  );

  app.get('/admin/alerts', { schema: { querystring: AlertsQuery, response: { 200: AlertList } } }, async (request) =>
    listAlerts(store.db, statusFilter(request.query.status, ['open', 'closed'] as const) ?? 'open'),
  );

  app.post(
    '/admin/alerts/:id/close',
    { schema: { params: IdParams, body: AlertCloseBody, response: { 200: AlertClosed } } },
    async (request) =>
      closeAlert(store, clock, {
        alertId: pathId(request.params.id, 'Alert'),
        adminId: currentUser(request).id,
        note: request.body?.note,
        actor: auditActor(request),
      }),
  );

  app.get(
    '/admin/users/:id/notes',
    { schema: { params: IdParams, response: { 200: PlayerNotes } } },
    async (request) => ({ notes: await playerNotes(store.db, pathId(request.params.id, 'User')) }),
  );

  app.post(
    '/admin/users/:id/notes',
    { schema: { params: IdParams, body: PlayerNoteBody, response: { 201: PlayerNoteAdded } } },
    async (request, reply) => {
      const note = await addPlayerNote(store, clock, {
        userId: pathId(request.params.id, 'User'),
        authorId: currentUser(request).id,
        text: request.body.text,
        actor: auditActor(request),
      });
      return reply.status(201).send({ note });
    },
  );

  app.put(
    '/admin/users/:id/tags',
    { schema: { params: IdParams, body: PlayerTagsBody, response: { 200: PlayerTags } } },
    async (request) => ({
      tags: await savePlayerTags(store, clock, {
        userId: pathId(request.params.id, 'User'),
        tags: request.body.tags,
        actor: auditActor(request),
      }),
    }),
  );
}
