import type { ActivityPage, ActivityUnread } from '../../contract/activity';
import { apiGet, apiPost } from './client';

/** The player's activity: deposits and withdrawals decided, wins, replies (docs/product.md "Activity"). */

export type { ActivityItem, ActivityPage } from '../../contract/activity';

/** GET /api/user/activity: a page, newest first; `cursor` the previous page's `nextCursor`. */
export function fetchActivity(cursor?: string, signal?: AbortSignal): Promise<ActivityPage> {
  const query = cursor === undefined ? '' : `?cursor=${encodeURIComponent(cursor)}`;
  return apiGet<ActivityPage>(`/user/activity${query}`, { signal });
}

/** GET /api/user/activity/unread. */
export async function fetchUnreadActivity(signal?: AbortSignal): Promise<number> {
  return (await apiGet<ActivityUnread>('/user/activity/unread', { signal })).unread;
}

/** POST /api/user/activity/read: everything up to `upTo` is read; answers what is still unread. */
export async function markActivityRead(upTo: string): Promise<number> {
  return (await apiPost<ActivityUnread>('/user/activity/read', { upTo })).unread;
}
