import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance } from 'fastify';
import {
  ContactSettingsBody,
  ContactSettingsSaved,
  HowToPlayBody,
  HowToPlaySaved,
  MainSettingsBody,
  MainSettingsSaved,
} from '../../contract/content.js';
import type { RouteDeps } from '../deps.js';
import { howToPlayAnswer, saveContactSettings, saveHowToPlay } from '../services/content/content.js';
import { saveMainSettings } from '../services/content/settings.js';
import { adminBannerRoutes } from './admin-banners.js';
import { adminEnquiryRoutes } from './admin-enquiries.js';
import { adminMaintenanceRoutes } from './admin-maintenance.js';
import { adminStarlineRoutes } from './admin-starline.js';
import { auditActor } from './audit-actor.js';
import { addRoutes } from './route-module.js';

/** Admin routes for Starline, banners, settings, maintenance, content and enquiries. */
export async function adminContentRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store, clock } = deps;

  // Each a plugin of its own: the banners' upload parser serves their routes alone.
  await addRoutes(api, deps, [adminStarlineRoutes, adminEnquiryRoutes, adminMaintenanceRoutes, adminBannerRoutes]);

  const app = api.withTypeProvider<ContractTypeProvider>();

  app.put('/admin/main-settings', { schema: { body: MainSettingsBody, response: { 200: MainSettingsSaved } } }, async (request) => ({
    message: 'Settings saved',
    settings: await saveMainSettings(store, clock, request.body, auditActor(request)),
  }));

  app.put(
    '/admin/contact-settings',
    { schema: { body: ContactSettingsBody, response: { 200: ContactSettingsSaved } } },
    async (request) => ({
      message: 'Contact details saved',
      settings: await saveContactSettings(store, clock, request.body, auditActor(request)),
    }),
  );

  app.put('/admin/how-to-play', { schema: { body: HowToPlayBody, response: { 200: HowToPlaySaved } } }, async (request) => ({
    message: 'How To Play saved',
    ...howToPlayAnswer(await saveHowToPlay(store, clock, request.body, auditActor(request))),
  }));
}
