import { proxy } from 'valtio';
import { listActivity, replaceActivity } from '../../db/activity-tables';
import { fetchActivity, fetchUnreadActivity, markActivityRead } from '../api/activity';
import { POLL_BALANCE_MS } from '../domain/constants';
import { markSynced } from './conditional';
import type { RefresherDefinition } from './scheduler';

/**
 * The player's activity: the unread count the dashboard's bell shows (polled with the balance), and the first
 * page of the list, cached for offline reading.
 */
export const activitySyncKeys = { activity: 'activity' } as const;

export const activityUnread = proxy({ unread: 0 });

export const unreadRefresher: RefresherDefinition = {
  name: 'activityUnread',
  everyMs: POLL_BALANCE_MS,
  run: async (signal) => {
    const unread = await fetchUnreadActivity(signal);
    if (!signal.aborted) activityUnread.unread = unread;
  },
};

/** GET /user/activity (the first page) into the cache, then everything shown is marked read. */
export async function refreshActivity(signal: AbortSignal): Promise<void> {
  const page = await fetchActivity(undefined, signal);
  if (signal.aborted) return;
  await replaceActivity(page.items);
  await markSynced(activitySyncKeys.activity);
  activityUnread.unread = page.unread;
  const newest = page.items[0];
  if (newest && page.unread > 0) activityUnread.unread = await markActivityRead(newest.id);
}

export { listActivity };
