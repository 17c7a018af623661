import type { ActivityItem } from '../contract/activity';
import { db } from './database';

/** The player's activity as last read: the first page, so the list shows offline. */

export async function replaceActivity(items: readonly ActivityItem[]): Promise<void> {
  await db.transaction('rw', db.activity, async () => {
    await db.activity.clear();
    await db.activity.bulkPut([...items]);
  });
}

/** Newest first (ids grow with time). */
export async function listActivity(): Promise<ActivityItem[]> {
  const rows = await db.activity.toArray();
  return rows.sort((a, b) => Number(b.id) - Number(a.id));
}
