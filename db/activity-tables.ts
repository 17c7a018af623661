import type { ActivityItem } from '../contract/activity';
import { db, type SettingRow } from './database';

/**
 * The player's activity as last read: the first page, so the list shows offline. Kept as one row of the
 * key-value `settings` table (cleared at sign-out with the rest) rather than a table of its own: it is one small
 * list, always replaced whole.
 */
const ACTIVITY_KEY = 'activity';

export async function replaceActivity(items: readonly ActivityItem[]): Promise<void> {
  const row: SettingRow<ActivityItem[]> = { key: ACTIVITY_KEY, value: [...items], updatedAt: Date.now() };
  await db.settings.put(row);
}

/** Newest first, as the server listed them. */
export async function listActivity(): Promise<ActivityItem[]> {
  const row = (await db.settings.get(ACTIVITY_KEY)) as SettingRow<ActivityItem[]> | undefined;
  return row?.value ?? [];
}
