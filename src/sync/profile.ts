import { db } from '../../db/database';
import { getCachedProfile } from '../../db/player-data';
import type { User } from '../api/types';
import { POLL_BALANCE_MS } from '../domain/constants';
import { session, updateSessionUser } from '../state/session';
import { syncConditional, syncKeys } from './conditional';
import { refreshNow, syncScheduler } from './registry';
import type { RefresherDefinition } from './scheduler';

/** GET /user/profile (conditional): the balance, name, payout details. A 401 signs out (the API client's handler). */
export async function refreshUserProfile(signal: AbortSignal): Promise<void> {
  const token = session.token;
  await syncConditional<{ user: User }>(syncKeys.profile, '/user/profile', {
    signal,
    isCacheEmpty: async () => (await db.profile.count()) === 0,
    write: async ({ user }) => {
      if (session.token === token) updateSessionUser(user);
    },
  });
  // A 304 confirms the cached profile: the session no longer runs on a copy of unknown age.
  if (!signal.aborted && session.token === token && session.fromCache) {
    const cached = await getCachedProfile();
    if (cached && session.token === token) updateSessionUser(cached);
  }
}

/** The balance, polled every 30 s. */
export const profileRefresher: RefresherDefinition = {
  name: 'profile',
  everyMs: POLL_BALANCE_MS,
  run: refreshUserProfile,
};

/**
 * Re-reads the balance now — call it after every write that moves money (bet, deposit request, withdrawal).
 * Never rejects: resolves true when the profile was refreshed, false when it could not be (the next poll will).
 */
export async function refreshProfile(): Promise<boolean> {
  try {
    if (syncScheduler.isRegistered(profileRefresher.name)) {
      await refreshNow(profileRefresher.name, { fresh: true });
    } else {
      await refreshUserProfile(new AbortController().signal);
    }
    return true;
  } catch (error) {
    console.warn('Profile refresh failed', error);
    return false;
  }
}
