import type { Banner, Game, User } from '../api/types';

/**
 * What the dashboard last showed — the player, the markets, the banners and when the markets were last
 * confirmed — kept in one localStorage entry, so that a start (offline too) paints the dashboard from one
 * synchronous read instead of waiting for IndexedDB to open (docs/performance.md "Offline start"). IndexedDB
 * stays the cache every screen reads; this is only the first frame's copy, and the live queries replace it as soon
 * as they answer.
 * It belongs to the player in it: another player's sign-in starts a new one, sign-out removes it.
 */
export interface StartSnapshot {
  user: User;
  games?: Game[];
  banners?: Banner[];
  /** Device time (ms) when the games were last confirmed current (the freshness note's time). */
  gamesSyncedAt?: number | null;
}

const STORAGE_KEY = 'startSnapshot';

let lastRead: { raw: string | null; snapshot: StartSnapshot | null } = { raw: null, snapshot: null };

function isSnapshot(value: unknown): value is StartSnapshot {
  const user = (value as Partial<StartSnapshot> | null)?.user;
  return typeof user === 'object' && user !== null && typeof user._id === 'string';
}

/** The snapshot, when there is one (for `userId`: only if it is that player's). */
export function readStartSnapshot(userId?: string): StartSnapshot | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw !== lastRead.raw) {
    let parsed: unknown = null;
    try {
      parsed = raw === null ? null : JSON.parse(raw);
    } catch {
      // A damaged entry is as good as none: the next write replaces it.
    }
    lastRead = { raw, snapshot: isSnapshot(parsed) ? parsed : null };
  }
  const { snapshot } = lastRead;
  return snapshot && (userId === undefined || snapshot.user._id === userId) ? snapshot : null;
}

function write(snapshot: StartSnapshot): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(snapshot));
  } catch {
    // Storage full or unavailable: the next start reads IndexedDB instead.
  }
}

/** The signed-in player, as the server last described them; another player's sign-in starts a new snapshot. */
export function rememberStartUser(user: User): void {
  const current = readStartSnapshot(user._id);
  write({ ...current, user });
}

/** What the dashboard shows, for `userId`'s snapshot (nothing is written without one). */
export function rememberStartDashboard(userId: string, shown: Omit<StartSnapshot, 'user'>): void {
  const current = readStartSnapshot(userId);
  if (current) write({ ...current, ...shown });
}

/** Sign-out, or a token the server refused. */
export function forgetStartSnapshot(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
