import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance } from 'fastify';
import { BannerFileParams, BannerImage, PublicBanners } from '../../contract/content.js';
import type { RouteDeps } from '../deps.js';
import { notFound } from '../errors.js';
import { listBanners, readBannerImage, uploadsDirOf } from '../services/content/banners.js';
import { sendWithEtag } from './conditional-get.js';

/** The public banner list and images. Image names are generated per upload, so they can be cached forever. */
export async function bannerRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store } = deps;
  const uploadsDir = uploadsDirOf(deps.config.dataDir);
  const app = api.withTypeProvider<ContractTypeProvider>();

  // Written through the answer schema: the operators' fields of a banner (createdAt) stay out.
  app.get('/banner-settings/public', { schema: { response: { 200: PublicBanners } } }, async (request, reply) =>
    sendWithEtag(request, reply, await listBanners(store.db)),
  );

  app.get(
    '/banner-settings/uploads/:file',
    { schema: { params: BannerFileParams, response: { 200: BannerImage } } },
    async (request, reply) => {
      const image = await readBannerImage(uploadsDir, request.params.file);
      if (!image) throw notFound('IMAGE_NOT_FOUND');
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        // Public images: clients on other allowed origins (CORS_ORIGINS) may show them too.
        .header('cross-origin-resource-policy', 'cross-origin')
        .type(image.contentType)
        .send(image.data);
    },
  );
}
