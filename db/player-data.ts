import type { User } from '../src/api/types';
import { db, type SyncMetaRow } from './database';

/** Typed helpers over the cache, so screens and sync never spell table operations themselves. */

export async function getCachedProfile(): Promise<User | undefined> {
  return (await db.profile.get('current'))?.user;
}

export async function saveCachedProfile(user: User): Promise<void> {
  // A plain copy: the user may hold valtio proxies (the session store wraps nested objects such as bankDetails in
  // place), which IndexedDB cannot clone.
  const plain = JSON.parse(JSON.stringify(user)) as User;
  await db.profile.put({ key: 'current', user: plain, updatedAt: Date.now() });
}

export async function getSyncMeta(key: string): Promise<SyncMetaRow | undefined> {
  return db.syncMeta.get(key);
}

export async function saveSyncMeta(key: string, etag: string | null): Promise<void> {
  await db.syncMeta.put({ key, etag, updatedAt: Date.now() });
}

/** Marks a cached list as confirmed current (a 304) without changing its ETag. */
export async function touchSyncMeta(key: string): Promise<void> {
  const updated = await db.syncMeta.update(key, { updatedAt: Date.now() });
  if (updated === 0) await db.syncMeta.put({ key, etag: null, updatedAt: Date.now() });
}

/** Everything cached for the signed-in player; called at sign-out and when the server rejects the token. */
export async function clearPlayerData(): Promise<void> {
  await db.clearAll();
}
