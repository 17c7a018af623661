import type { OperatorSecurity } from '../../config.js';

/** How long a session may last in all, and how long unused (null: no idle limit). */
export interface SessionLifetime {
  maxMs: number;
  idleSeconds: number | null;
}

/** Players stay signed in on their phone for a month, however rarely they open the app. */
export const PLAYER_SESSION: SessionLifetime = { maxMs: 30 * 86_400_000, idleSeconds: null };

/** Operators can move money and declare results, so their sessions end sooner than players'. */
export function operatorSessionLifetime(security: OperatorSecurity): SessionLifetime {
  return {
    maxMs: Math.round(security.sessionMaxHours * 3_600_000),
    idleSeconds: Math.round(security.sessionIdleMinutes * 60),
  };
}

/** The columns of a session row that say when it ends. */
export interface SessionTimes {
  created_at: string;
  expires_at: string;
  idle_timeout_seconds: number | null;
  last_used_at: string | null;
}

/** The instant (ms) a session stops working unless used again first: its end, or sooner when left unused. */
export function sessionEndsAt(session: SessionTimes): number {
  const expiresAt = Date.parse(session.expires_at);
  if (session.idle_timeout_seconds === null) return expiresAt;
  const lastUsedAt = Date.parse(session.last_used_at ?? session.created_at);
  return Math.min(expiresAt, lastUsedAt + session.idle_timeout_seconds * 1000);
}
