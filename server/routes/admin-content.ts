import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import { saveContactSettings, saveHowToPlay } from '../services/content/content.js';
import { saveMainSettings, type MainSettingsInput } from '../services/content/settings.js';
import { adminBannerRoutes } from './admin-banners.js';
import { adminEnquiryRoutes } from './admin-enquiries.js';
import { adminStarlineRoutes } from './admin-starline.js';
import { auditActor } from './audit-actor.js';
import { guards } from './guards.js';
import { addRoutes } from './route-module.js';

const MainSettingsBody = Type.Object({
  appLink: Type.Optional(Type.Unknown()),
  whatsappNumber: Type.Optional(Type.Unknown()),
  upiId: Type.Optional(Type.Unknown()),
  upiName: Type.Optional(Type.Unknown()),
  minimumDeposit: Type.Optional(Type.Unknown()),
  minimumWithdraw: Type.Optional(Type.Unknown()),
  withdrawalOpenTime: Type.Optional(Type.Unknown()),
  withdrawalCloseTime: Type.Optional(Type.Unknown()),
});
const ContactBody = Type.Object({
  mobileNumber: Type.Optional(Type.Unknown()),
  email: Type.Optional(Type.Unknown()),
  whatsappNumber: Type.Optional(Type.Unknown()),
});
const HowToPlayBody = Type.Object({ content: Type.Optional(Type.Unknown()) });

/**
 * Admin routes for Starline, banners, settings, content and enquiries, behind one role check. It runs on
 * request, before any body is parsed, so a player's upload is refused without being read.
 */
export async function adminContentRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { store, clock } = deps;
  api.addHook('onRequest', guards(deps).requireAdmin);

  await addRoutes(api, deps, [adminStarlineRoutes, adminEnquiryRoutes]);
  // A plugin of its own: the upload parser it registers is for the banners' routes alone.
  await api.register(adminBannerRoutes, deps);

  api.put('/admin/main-settings', { schema: { body: MainSettingsBody } }, async (request) => ({
    message: 'Settings saved',
    settings: await saveMainSettings(store.db, clock, request.body as MainSettingsInput, auditActor(request)),
  }));

  api.put('/admin/contact-settings', { schema: { body: ContactBody } }, async (request) => ({
    message: 'Contact details saved',
    settings: await saveContactSettings(store.db, clock, request.body as Record<string, unknown>, auditActor(request)),
  }));

  api.put('/admin/how-to-play', { schema: { body: HowToPlayBody } }, async (request) => ({
    message: 'How To Play saved',
    content: await saveHowToPlay(store.db, clock, (request.body as { content?: unknown }).content, auditActor(request)),
  }));
}
