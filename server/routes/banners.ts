import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import { notFound } from '../errors.js';
import { listBanners, readBannerImage, uploadsDirOf } from '../services/content/banners.js';
import { sendWithEtag } from './conditional-get.js';

const FileParams = Type.Object({ file: Type.String() });

/** The public banner list and images. Image names are generated per upload, so they can be cached forever. */
export async function bannerRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { store } = deps;
  const uploadsDir = uploadsDirOf(deps.config.dataDir);

  api.get('/banner-settings/public', async (request, reply) => {
    const banners = await listBanners(store.db);
    return sendWithEtag(
      request,
      reply,
      banners.map(({ _id, imagePath, title }) => ({ _id, imagePath, title })),
    );
  });

  api.get('/banner-settings/uploads/:file', { schema: { params: FileParams } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const image = await readBannerImage(uploadsDir, file);
    if (!image) throw notFound('IMAGE_NOT_FOUND');
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      // Public images: clients on other allowed origins (CORS_ORIGINS) may show them too.
      .header('cross-origin-resource-policy', 'cross-origin')
      .type(image.contentType)
      .send(image.data);
  });
}
