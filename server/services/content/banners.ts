import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AdminBanner } from '../../../contract/content.js';
import type { Clock } from '../../clock.js';
import { badRequest, fieldProblem, invalid, notFound, refusal, refusedFields } from '../../errors.js';
import type { Store } from '../../store/connect.js';
import type { BannerRow, Db } from '../../store/schema.js';
import { checkLength } from '../../../src/domain/input-limits.js';
import { recordAudit, type AuditActor } from '../operators/audit.js';
import { recordId } from '../paging.js';

/**
 * Banner images: PNG, JPEG or WebP judged by their first bytes (never by file name or declared type), at
 * most MAX_BANNER_BYTES, stored under generated names in `${DATA_DIR}/uploads` and served from there.
 */
export const MAX_BANNER_BYTES = 2 * 1024 * 1024;

export type ImageType = { contentType: 'image/png' | 'image/jpeg' | 'image/webp'; extension: 'png' | 'jpg' | 'webp' };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image type from the file's magic bytes; null for anything else. */
export function detectImageType(data: Buffer): ImageType | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(PNG_SIGNATURE)) return { contentType: 'image/png', extension: 'png' };
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) {
    return { contentType: 'image/jpeg', extension: 'jpg' };
  }
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') {
    return { contentType: 'image/webp', extension: 'webp' };
  }
  return null;
}

function bannerRecord(row: BannerRow): AdminBanner {
  return { _id: String(row.id), imagePath: `/uploads/${row.file_name}`, title: row.title, createdAt: row.created_at };
}

export function uploadsDirOf(dataDir: string): string {
  return join(dataDir, 'uploads');
}

/** Banners in the order they were added (the carousel's order). */
export async function listBanners(db: Db): Promise<AdminBanner[]> {
  const rows = await db.selectFrom('banners').selectAll().orderBy('created_at').orderBy('id').execute();
  return rows.map(bannerRecord);
}

/** Checks and stores an uploaded image, then records the banner; a failed insert leaves no file behind. */
export async function addBanner(
  store: Store,
  clock: Clock,
  uploadsDir: string,
  input: { title: string; data: Buffer },
  actor: AuditActor,
): Promise<AdminBanner> {
  const title = input.title.trim();
  const titleLength = checkLength(title, 'bannerTitle', 'title');
  if (!titleLength.ok) throw invalid([titleLength]);
  if (input.data.length === 0) throw badRequest('BANNER_IMAGE_REQUIRED', undefined, { path: 'image' });
  if (input.data.length > MAX_BANNER_BYTES) throw refusal(413, 'BANNER_TOO_LARGE', undefined, { errors: [fieldProblem('BANNER_TOO_LARGE', undefined, 'image')] });
  const type = detectImageType(input.data);
  if (!type) throw badRequest('BANNER_TYPE_REFUSED', undefined, { path: 'image' });

  const fileName = `${randomBytes(16).toString('hex')}.${type.extension}`;
  await mkdir(uploadsDir, { recursive: true });
  const path = join(uploadsDir, fileName);
  await writeFile(path, input.data, { flag: 'wx' });
  try {
    const row = await store.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('banners')
        .values({
          title,
          file_name: fileName,
          content_type: type.contentType,
          size_bytes: input.data.length,
          created_at: clock.now().toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(store, trx, clock, actor, {
        action: 'banner.create',
        target: { kind: 'banner', id: String(inserted.id) },
        after: bannerFields(inserted),
      });
      return inserted;
    });
    return bannerRecord(row);
  } catch (error) {
    await unlink(path).catch(() => undefined);
    throw error;
  }
}

/** A banner's title as typed: text, trimmed, within its limit. */
function checkedTitle(value: unknown): string {
  if (typeof value !== 'string') throw refusedFields([fieldProblem('FIELD_NOT_TEXT', { field: 'title' }, 'title')]);
  const title = value.trim();
  const length = checkLength(title, 'bannerTitle', 'title');
  if (!length.ok) throw invalid([length]);
  return title;
}

/** Changes a banner's title (the words players' screen readers say for its image); its image stays. */
export async function retitleBanner(
  store: Store,
  clock: Clock,
  id: string,
  input: { title?: unknown },
  actor: AuditActor,
): Promise<AdminBanner> {
  const title = checkedTitle(input.title);
  const bannerId = recordId(id);
  const row =
    bannerId === null
      ? undefined
      : await store.db.transaction().execute(async (trx) => {
          const current = await trx.selectFrom('banners').selectAll().where('id', '=', bannerId).executeTakeFirst();
          if (!current || current.title === title) return current;
          const updated = await trx
            .updateTable('banners')
            .set({ title })
            .where('id', '=', bannerId)
            .returningAll()
            .executeTakeFirstOrThrow();
          await recordAudit(store, trx, clock, actor, {
            action: 'banner.update',
            target: { kind: 'banner', id: String(updated.id) },
            before: { title: current.title },
            after: { title },
          });
          return updated;
        });
  if (!row) throw notFound('BANNER_NOT_FOUND');
  return bannerRecord(row);
}

/** Removes a banner from the list and deletes its image. */
export async function deleteBanner(
  store: Store,
  clock: Clock,
  uploadsDir: string,
  id: string,
  actor: AuditActor,
): Promise<AdminBanner> {
  const bannerId = recordId(id);
  const row =
    bannerId === null
      ? undefined
      : await store.db.transaction().execute(async (trx) => {
          const deleted = await trx.deleteFrom('banners').where('id', '=', bannerId).returningAll().executeTakeFirst();
          if (deleted) {
            await recordAudit(store, trx, clock, actor, {
              action: 'banner.delete',
              target: { kind: 'banner', id: String(deleted.id) },
              before: bannerFields(deleted),
            });
          }
          return deleted;
        });
  if (!row) throw notFound('BANNER_NOT_FOUND');
  await unlink(join(uploadsDir, row.file_name)).catch(() => undefined);
  return bannerRecord(row);
}

function bannerFields(row: BannerRow) {
  return { title: row.title, fileName: row.file_name, contentType: row.content_type, sizeBytes: Number(row.size_bytes) };
}

const GENERATED_NAME = /^[0-9a-f]{32}\.(png|jpg|webp)$/;

/** A stored image by its generated name, with its type from its bytes; undefined when there is none. */
export async function readBannerImage(
  uploadsDir: string,
  fileName: string,
): Promise<{ data: Buffer; contentType: ImageType['contentType'] } | undefined> {
  // Only names we generate: nothing else in the directory (or outside it) can be reached.
  if (!GENERATED_NAME.test(fileName)) return undefined;
  let data: Buffer;
  try {
    data = await readFile(join(uploadsDir, fileName));
  } catch {
    return undefined;
  }
  const type = detectImageType(data);
  return type ? { data, contentType: type.contentType } : undefined;
}
