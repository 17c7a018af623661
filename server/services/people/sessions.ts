import { hash, randomBytes } from 'node:crypto';
import type { Clock } from '../../clock.js';
import { Batcher } from '../../store/batcher.js';
import type { Db, UserRow } from '../../store/schema.js';
import { liveSessions, type SessionCheck } from './live-sessions.js';

import { PLAYER_SESSION, sessionEndsAt, type SessionLifetime } from './session-lifetime.js';

/** Tokens are opaque random strings; only their SHA-256 is stored, so a database leak reveals no session. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/**
 * Opens a session and answers its token. `secondFactor`: the session is opened by an operator who has just
 * proved the second factor (see sessionReach in operators/two-factor.ts).
 */
export async function openSession(
  db: Db,
  clock: Clock,
  userId: number,
  lifetime: SessionLifetime = PLAYER_SESSION,
  secondFactor = false,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + lifetime.maxMs).toISOString(),
      revoked_at: null,
      idle_timeout_seconds: lifetime.idleSeconds,
      last_used_at: lifetime.idleSeconds === null ? null : now.toISOString(),
      second_factor_at: secondFactor ? now.toISOString() : null,
    })
    .execute();
  return token;
}

/** A live session: its user, and whether it passed the operator's second factor. */
export interface LiveSession {
  user: UserRow;
  passedSecondFactor: boolean;
}

/**
 * The live session a bearer token names, with its user. A session with an idle limit (an operator's) ends when
 * left unused that long, counted from its last request.
 */
export async function userForToken(db: Db, clock: Clock, token: string): Promise<LiveSession | undefined> {
  const now = clock.now();
  const tokenHash = hashToken(token);
  const row = await sessionUserReader(db).call(tokenHash);
  if (!row || row.session_expires_at <= now.toISOString()) return undefined;
  const {
    session_token_hash: _tokenHash,
    session_created_at: createdAt,
    session_expires_at: expiresAt,
    session_idle_timeout_seconds: idleSeconds,
    session_last_used_at: lastUsedAt,
    session_second_factor_at: secondFactorAt,
    ...user
  } = row;
  const session = { user, passedSecondFactor: secondFactorAt !== null };
  if (idleSeconds === null) return session;
  const times = { created_at: createdAt, expires_at: expiresAt, idle_timeout_seconds: idleSeconds, last_used_at: lastUsedAt };
  if (sessionEndsAt(times) <= now.getTime()) return undefined;
  // Every request of a session with an idle limit records its time, so the idle time-out is exact. Only
  // operators' sessions have one, and operators send few requests; players' sessions, polled often, write nothing.
  await db
    .updateTable('sessions')
    .set({ last_used_at: now.toISOString() })
    .where('token_hash', '=', tokenHash)
    .where('last_used_at', '<', now.toISOString())
    .execute();
  return session;
}

/** The unrevoked sessions of some token hashes with their users, in one query. */
async function readSessionUsers(db: Db, tokenHashes: readonly string[]) {
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.token_hash as session_token_hash',
      'sessions.created_at as session_created_at',
      'sessions.expires_at as session_expires_at',
      'sessions.idle_timeout_seconds as session_idle_timeout_seconds',
      'sessions.last_used_at as session_last_used_at',
      'sessions.second_factor_at as session_second_factor_at',
    ])
    .where('sessions.token_hash', 'in', [...new Set(tokenHashes)])
    .where('sessions.revoked_at', 'is', null)
    .execute();
  const byHash = new Map(rows.map((row) => [row.session_token_hash, row]));
  return tokenHashes.map((tokenHash) => byHash.get(tokenHash));
}

const sessionUserReaders = new WeakMap<Db, Batcher<string, Awaited<ReturnType<typeof readSessionUsers>>[number]>>();

/** Every request of a signed-in player reads its session: requests arriving together share one query. */
function sessionUserReader(db: Db) {
  let reader = sessionUserReaders.get(db);
  if (!reader) {
    reader = new Batcher((tokenHashes) => readSessionUsers(db, tokenHashes), { maxInFlight: 4, maxBatch: 500 });
    sessionUserReaders.set(db, reader);
  }
  return reader;
}

/**
 * Whether a bearer token names a live player's session, for reads that need no more than that (the polled games
 * list): 'live' at once when this instance's cache of live sessions knows it (see LiveSessions), else the
 * database's answer. 'operator': an operator's session, which only the full check (userForToken and the
 * second-factor rule) can vouch for.
 */
export function isLiveSession(db: Db, clock: Clock, token: string): 'live' | Promise<SessionCheck> {
  const tokenHash = hashToken(token);
  const sessions = liveSessions(db);
  return sessions.isKnownLive(clock, tokenHash) ? 'live' : sessions.isLive(clock, tokenHash);
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

/**
 * Turning two-factor on: the session that proved the new factor counts as having passed it, and every other
 * session of the operator ends, since none of them did. Answers how many ended.
 */
export async function keepOnlySecondFactorSession(db: Db, clock: Clock, userId: number, token: string): Promise<number> {
  const now = clock.now().toISOString();
  const tokenHash = hashToken(token);
  await db.updateTable('sessions').set({ second_factor_at: now }).where('token_hash', '=', tokenHash).execute();
  const revoked = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('token_hash', '!=', tokenHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(revoked.numUpdatedRows);
}
