import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance } from 'fastify';
import { AdminWhatsapp, ContactSettings, HowToPlay, PublicSettings } from '../../contract/content.js';
import type { RouteDeps } from '../deps.js';
import { adminWhatsappNumber, howToPlayAnswer, readContactSettings, readHowToPlay } from '../services/content/content.js';
import { readMaintenance } from '../services/content/maintenance.js';
import { readMainSettings } from '../services/content/settings.js';
import { readWithdrawalWindow } from '../services/money/withdrawal-window.js';
import { sendWithEtag } from './conditional-get.js';

/** Public settings and information pages; they ignore any token a client sends. */
export async function contentRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store } = deps;
  const app = api.withTypeProvider<ContractTypeProvider>();

  app.get('/main-settings/public', { schema: { response: { 200: PublicSettings } } }, async (request, reply) => {
    const [main, withdrawalWindow, maintenance] = await Promise.all([
      readMainSettings(store.db),
      readWithdrawalWindow(store.db),
      readMaintenance(store.db),
    ]);
    return sendWithEtag(request, reply, { ...main, withdrawalWindow, maintenance });
  });

  app.get('/user/admin-whatsapp', { schema: { response: { 200: AdminWhatsapp } } }, async () => ({
    whatsappNumber: await adminWhatsappNumber(store.db),
  }));

  app.get('/contact-settings', { schema: { response: { 200: ContactSettings } } }, async () => readContactSettings(store.db));

  app.get('/how-to-play', { schema: { response: { 200: HowToPlay } } }, async () => howToPlayAnswer(await readHowToPlay(store.db)));
}
