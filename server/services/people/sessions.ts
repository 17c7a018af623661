import { hash, randomBytes } from 'node:crypto';
import type { Clock } from '../../clock.js';
import type { Store } from '../../store/connect.js';
import type { SessionUser } from '../../store/repositories/sessions.js';
import type { Db, UserRow } from '../../store/schema.js';
import type { LiveSessions, SessionCheck } from './live-sessions.js';
import { PLAYER_SESSION, sessionEndsAt, type SessionLifetime } from './session-lifetime.js';

/** Tokens are opaque random strings; only their SHA-256 is stored, so a database leak reveals no session. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** Where a session was opened from: the client's address and user agent, kept for the owner's list of sessions. */
export interface SessionOrigin {
  ip: string;
  userAgent: string;
}

/**
 * Opens a session and answers its token. `secondFactor`: the session is opened by an operator who has just
 * proved the second factor (see sessionReach in operators/two-factor.ts). `origin`: recorded for operators'
 * sessions, which the owners can list and end one by one.
 */
export async function openSession(
  db: Db,
  clock: Clock,
  userId: number,
  lifetime: SessionLifetime = PLAYER_SESSION,
  secondFactor = false,
  origin?: SessionOrigin,
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
      ip: origin?.ip ?? null,
      user_agent: origin?.userAgent ?? null,
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
 * The user's row out of the session's: each field named, since every signed-in request makes one. Copying the row
 * but its session fields (`...user`) made V8 build a dictionary object, a twentieth of a bet's allocations.
 */
function userOf(row: SessionUser): UserRow {
  return {
    id: row.id,
    name: row.name,
    mobile_number: row.mobile_number,
    email: row.email,
    password_hash: row.password_hash,
    role: row.role,
    is_active: row.is_active,
    balance: row.balance,
    bank_account_holder: row.bank_account_holder,
    bank_account_number: row.bank_account_number,
    bank_ifsc: row.bank_ifsc,
    bank_name: row.bank_name,
    paytm: row.paytm,
    google_pay: row.google_pay,
    phonepe: row.phonepe,
    created_at: row.created_at,
    updated_at: row.updated_at,
    play_controlled: row.play_controlled,
    staff_role: row.staff_role,
    tags: row.tags,
  };
}

/**
 * The live session a bearer token names, with its user. A session with an idle limit (an operator's) ends when
 * left unused that long, counted from its last request.
 */
export async function userForToken(
  { db, repositories }: Pick<Store, 'db' | 'repositories'>,
  clock: Clock,
  token: string,
): Promise<LiveSession | undefined> {
  const now = clock.now();
  const tokenHash = hashToken(token);
  const row = await repositories.sessions.sessionUser(tokenHash);
  if (!row || row.session_expires_at <= now.toISOString()) return undefined;
  const {
    session_created_at: createdAt,
    session_expires_at: expiresAt,
    session_idle_timeout_seconds: idleSeconds,
    session_last_used_at: lastUsedAt,
    session_second_factor_at: secondFactorAt,
  } = row;
  const session = { user: userOf(row), passedSecondFactor: secondFactorAt !== null };
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

/**
 * Whether a bearer token names a live player's session, for reads that need no more than that (the polled games
 * list): 'live' at once when this instance's cache of live sessions knows it (see LiveSessions), else the
 * database's answer. 'operator': an operator's session, which only the full check (userForToken and the
 * second-factor rule) can vouch for.
 */
export function isLiveSession(sessions: LiveSessions, clock: Clock, token: string): 'live' | Promise<SessionCheck> {
  const tokenHash = hashToken(token);
  return sessions.isKnownLive(clock, tokenHash) ? 'live' : sessions.isLive(clock, tokenHash);
}

/** Signs a session out; this instance's cache of live sessions forgets it at once (others within a second). */
export async function revokeSession(db: Db, clock: Clock, token: string, sessions: LiveSessions): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: clock.now().toISOString() })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .execute();
  sessions.forget(hashToken(token));
}

/** Signs a user out everywhere; answers how many sessions were still open (live or not yet revoked). */
export async function revokeAllSessions(db: Db, clock: Clock, userId: number): Promise<number> {
  const revoked = await db
    .updateTable('sessions')
    .set({ revoked_at: clock.now().toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(revoked.numUpdatedRows);
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
