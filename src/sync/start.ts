import { gamesRefresher } from './games';
import { profileRefresher } from './profile';
import { ensureRefresher, startSync } from './registry';

/**
 * Starts background sync for the app: the games list and the balance polled every 30 s, plus whatever
 * other areas register. Loaded after first paint (main.tsx), like the cache itself.
 */
export function startBackgroundSync(): void {
  ensureRefresher(gamesRefresher);
  ensureRefresher(profileRefresher);
  startSync();
}
