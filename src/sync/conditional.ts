import { getSyncMeta, saveSyncMeta, touchSyncMeta } from '../../db/player-data';
import { apiGetConditional } from '../api/client';

/** Keys of the syncMeta table: one per cached list, so screens can tell how fresh their data is. */
export const syncKeys = {
  games: 'games',
  profile: 'profile',
  banners: 'banners',
  mainSettings: 'settings:main',
  contactSettings: 'settings:contact',
  howToPlay: 'settings:howToPlay',
  adminWhatsapp: 'settings:adminWhatsapp',
  dailyRates: 'rates:daily',
  results: (gameId: string) => `results:${gameId}`,
} as const;

interface ConditionalSync<T> {
  readonly signal: AbortSignal;
  /** Public endpoints send no token. */
  readonly auth?: boolean;
  /** When the cached copy is gone, the ETag must not be sent (a 304 would leave the screen empty). */
  readonly isCacheEmpty?: () => Promise<boolean>;
  /** Writes a changed list into the cache. */
  readonly write: (data: T) => Promise<void>;
}

/**
 * A polled list with `If-None-Match` (docs/api.md "Conditional GET"): a 304 only marks the cache as confirmed now,
 * a 200 replaces it and keeps the new ETag.
 */
export async function syncConditional<T>(key: string, path: string, options: ConditionalSync<T>): Promise<void> {
  const meta = await getSyncMeta(key);
  const empty = meta?.etag ? await (options.isCacheEmpty?.() ?? Promise.resolve(false)) : true;
  const etag = empty ? null : (meta?.etag ?? null);
  const result = await apiGetConditional<T>(path, etag, { signal: options.signal, auth: options.auth });
  if (options.signal.aborted) return;
  if (result.status === 'not-modified') {
    await touchSyncMeta(key);
    return;
  }
  await options.write(result.data);
  await saveSyncMeta(key, result.etag);
}

/** Records a successful plain (unconditional) refresh of `key`. */
export function markSynced(key: string): Promise<void> {
  return saveSyncMeta(key, null);
}
