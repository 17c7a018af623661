import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../clock.js';
import type { Db, UserRow } from '../store/schema.js';
import { liveSessions } from './live-sessions.js';

const SESSION_DAYS = 30;

/** Tokens are opaque random strings; only their SHA-256 is stored, so a database leak reveals no session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function openSession(db: Db, clock: Clock, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_DAYS * 86_400_000).toISOString(),
      revoked_at: null,
    })
    .execute();
  return token;
}

/** The user a bearer token belongs to, if the session is live. */
export async function userForToken(db: Db, clock: Clock, token: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', clock.now().toISOString())
    .executeTakeFirst();
}

/**
 * Whether a bearer token names a live session, for reads that need no more than that (the polled games list):
 * answered from this instance's cache of live sessions when it can (see LiveSessions).
 */
export function isLiveSession(db: Db, clock: Clock, token: string): Promise<boolean> {
  return liveSessions(db).isLive(clock, hashToken(token));
}

export async function revokeSession(db: Db, clock: Clock, token: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: clock.now().toISOString() })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .execute();
  liveSessions(db).forget(hashToken(token));
}

export async function revokeAllSessions(db: Db, clock: Clock, userId: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: clock.now().toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
