import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import { adminWhatsappNumber, readContactSettings, readHowToPlay } from '../services/content/content.js';
import { readMainSettings } from '../services/content/settings.js';
import { sendWithEtag } from './conditional-get.js';

/** Public settings and information pages; they ignore any token a client sends. */
export async function contentRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { store } = deps;

  api.get('/main-settings/public', async (request, reply) =>
    sendWithEtag(request, reply, await readMainSettings(store.db)),
  );

  api.get('/user/admin-whatsapp', async () => ({ whatsappNumber: await adminWhatsappNumber(store.db) }));

  api.get('/contact-settings', async () => readContactSettings(store.db));

  api.get('/how-to-play', async () => ({ content: await readHowToPlay(store.db) }));
}
