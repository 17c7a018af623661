import multipart from '@fastify/multipart';
import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance } from 'fastify';
import { IdParams } from '../../contract/common.js';
import { AdminBannerList, BannerChange, BannerTitleBody } from '../../contract/content.js';
import type { RouteDeps } from '../deps.js';
import { badRequest, fieldProblem, refusal } from '../errors.js';
import {
  addBanner,
  deleteBanner,
  listBanners,
  MAX_BANNER_BYTES,
  retitleBanner,
  uploadsDirOf,
} from '../services/content/banners.js';
import { auditActor } from './audit-actor.js';
import { findNulCharacter } from './text-input.js';


/** Admin banners: list, multipart upload (`image`, `title`), a new title, delete. Multipart is parsed here only. */
export async function adminBannerRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store, clock } = deps;
  const uploadsDir = uploadsDirOf(deps.config.dataDir);
  await api.register(multipart, {
    limits: { fileSize: MAX_BANNER_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 10_000 },
  });
  const app = api.withTypeProvider<ContractTypeProvider>();

  app.get('/admin/banners', { schema: { response: { 200: AdminBannerList } } }, async () => ({
    banners: await listBanners(store.db),
  }));

  // The body is multipart, read below: the schema describes the answer only.
  app.post('/admin/banners', { schema: { response: { 201: BannerChange } } }, async (request, reply) => {
    if (!request.isMultipart()) {
      throw badRequest('BANNER_NOT_MULTIPART', undefined, { errors: [fieldProblem('BANNER_IMAGE_REQUIRED', undefined, 'image')] });
    }
    let title = '';
    let image: Buffer | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          // The first file is the image, whatever its field is called; its name and declared type are ignored.
          image = await part.toBuffer();
        } else if (part.fieldname === 'title' && typeof part.value === 'string') {
          title = part.value;
        }
      }
    } catch (error) {
      if (error instanceof api.multipartErrors.RequestFileTooLargeError) {
        throw refusal(413, 'BANNER_TOO_LARGE', undefined, { errors: [fieldProblem('BANNER_TOO_LARGE', undefined, 'image')] });
      }
      if (error instanceof api.multipartErrors.FilesLimitError) {
        throw badRequest('BANNER_ONE_IMAGE', undefined, { path: 'image' });
      }
      // Everything else read here is the client's own body: truncated, badly delimited or over the part limits.
      throw badRequest('BANNER_UPLOAD_UNREADABLE', undefined, { path: 'image' });
    }
    if (!image) throw badRequest('BANNER_IMAGE_REQUIRED', undefined, { path: 'image' });
    // Multipart fields bypass the JSON check of every route (text-input.ts).
    if (findNulCharacter(title) !== undefined) throw badRequest('NUL_REFUSED', undefined, { path: 'title' });
    const banner = await addBanner(store, clock, uploadsDir, { title, data: image }, auditActor(request));
    return reply.status(201).send({ message: 'Banner uploaded', banner });
  });

  app.patch(
    '/admin/banners/:id',
    { schema: { params: IdParams, body: BannerTitleBody, response: { 200: BannerChange } } },
    async (request) => ({
      message: 'Banner updated',
      banner: await retitleBanner(store, clock, request.params.id, request.body, auditActor(request)),
    }),
  );

  app.delete('/admin/banners/:id', { schema: { params: IdParams, response: { 200: BannerChange } } }, async (request) => ({
    message: 'Banner deleted',
    banner: await deleteBanner(store, clock, uploadsDir, request.params.id, auditActor(request)),
  }));
}
