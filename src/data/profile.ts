import { syncKeys } from '../sync/conditional';
import { refreshUserProfile } from '../sync/profile';
import { useFreshness, type Freshness } from '../sync/use-freshness';
import { useRefreshOnOpen, type RefreshOnOpen, type RefreshOnOpenOptions } from '../sync/use-refresh-on-open';

/**
 * The signed-in player's profile and balance: the session holds it (state/session), the cache keeps it, GET
 * /user/profile refreshes it (polled every 30 s while the app is open).
 */

export { refreshUserProfile } from '../sync/profile';

/** How fresh the cached profile (the balance) is, without refreshing it on opening. */
export function useProfileFreshness(): Freshness {
  return useFreshness(syncKeys.profile);
}

export interface Profile {
  readonly freshness: Freshness;
  readonly load: RefreshOnOpen;
}

/** The profile refreshed when the screen opens, and how fresh it is. */
export function useProfile(options?: RefreshOnOpenOptions): Profile {
  const freshness = useFreshness(syncKeys.profile);
  const load = useRefreshOnOpen(refreshUserProfile, options);
  return { freshness, load };
}
