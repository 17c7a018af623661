import { useLiveQuery } from '../../db/use-live-query';
import { useSnapshot } from 'valtio';
import { listFundRequests } from '../../db/wallet-tables';
import { fetchActivity, type ActivityItem } from '../api/activity';
import type { FundRequestRecord } from '../api/wallet';
import { activitySyncKeys, activityUnread, listActivity, refreshActivity, unreadRefresher } from '../sync/activity';
import { useFreshness, type Freshness } from '../sync/use-freshness';
import { useRefreshOnOpen, type RefreshOnOpen, type RefreshOnOpenOptions } from '../sync/use-refresh-on-open';
import { refreshFundRequests } from '../sync/wallet';

/** The player's activity (docs/product.md "Activity") and the deposits still waiting for an operator. */

export type { ActivityItem };

/** How many activity items are new, polled with the balance while the caller is on screen. */
export function useActivityUnread(): number {
  useRefreshOnOpen(unreadRefresher);
  return useSnapshot(activityUnread).unread;
}

export interface Activity {
  /** The first page as last read, newest first; undefined until the cache has been read. */
  readonly items: ActivityItem[] | undefined;
  readonly freshness: Freshness;
  readonly load: RefreshOnOpen;
}

/** The first page of the activity, read (and marked read) on opening, shown from the cache offline. */
export function useActivity(options?: RefreshOnOpenOptions): Activity {
  const load = useRefreshOnOpen(refreshActivity, options);
  const freshness = useFreshness(activitySyncKeys.activity);
  const items = useLiveQuery(listActivity, []);
  return { items, freshness, load };
}

/** An older page of the activity, after `cursor` (online only; not cached). */
export function fetchOlderActivity(cursor: string) {
  return fetchActivity(cursor);
}

/** The player's deposits not decided yet (their fund requests, read again on opening). */
export function usePendingDeposits(): FundRequestRecord[] {
  useRefreshOnOpen(refreshFundRequests);
  const requests = useLiveQuery(listFundRequests, []);
  return requests?.filter((request) => request.status === 'pending') ?? [];
}
