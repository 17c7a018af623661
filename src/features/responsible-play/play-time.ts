/**
 * Time played today, for the reality check: the minutes the app is visible while the player is signed in, per IST
 * day, kept on the device (localStorage) so that reloads and several tabs add up to one figure rather than each
 * counting from zero, or each counting the same minutes.
 */

export interface PlayTime {
  /** The IST day counted, "YYYY-MM-DD". */
  day: string;
  /** Time played that day. */
  playedMs: number;
  /** Time played when the last reality check was shown. */
  checkedMs: number;
  /** Device time up to which play is counted (another tab's count included). */
  countedUntil: number;
}

/** How often the time is counted while the app is visible. */
export const COUNT_EVERY_MS = 60_000;

/** At most this much is added at once: a device that slept or a throttled timer does not count as play. */
const LONGEST_STEP_MS = 2 * COUNT_EVERY_MS;

const storageKey = (userId: string) => `playTime:${userId}`;

export function readPlayTime(userId: string): PlayTime | null {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(userId)) ?? 'null') as PlayTime | null;
    return typeof stored?.day === 'string' && Number.isFinite(stored.playedMs) ? stored : null;
  } catch {
    return null;
  }
}

export function writePlayTime(userId: string, playTime: PlayTime): void {
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify(playTime));
  } catch {
    // Storage unavailable: the count lasts for this page.
  }
}

/** Adds the time from `since` to `now` (device ms) that no tab has counted yet, on `day`'s count. */
export function countPlay(playTime: PlayTime | null, day: string, since: number, now: number): PlayTime {
  const today = playTime?.day === day ? playTime : { day, playedMs: 0, checkedMs: 0, countedUntil: 0 };
  const from = Math.max(since, today.countedUntil);
  const step = Math.min(Math.max(0, now - from), LONGEST_STEP_MS);
  return { ...today, playedMs: today.playedMs + step, countedUntil: Math.max(now, today.countedUntil) };
}

/** Whether another `everyMinutes` of play has passed since the last reality check. */
export function isRealityCheckDue(playTime: PlayTime, everyMinutes: number): boolean {
  const every = everyMinutes * 60_000;
  return Math.floor(playTime.playedMs / every) > Math.floor(playTime.checkedMs / every);
}
