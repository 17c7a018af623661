import { Batcher } from '../batcher.js';
import type { Db } from '../schema.js';

export interface SessionsRepository {
  /** The unrevoked session a token hash names, with its user's row; undefined when there is none. */
  sessionUser(tokenHash: string): Promise<SessionUser | undefined>;
}

export type SessionUser = NonNullable<Awaited<ReturnType<typeof readSessionUsers>>[number]>;

/**
 * The same SQL on both databases. Every request of a signed-in player reads its session: requests arriving
 * together share one query, through the store's batcher created once with it.
 */
export function batchedSessionReads(db: Db): SessionsRepository {
  const reads = new Batcher((hashes: string[]) => readSessionUsers(db, hashes), { maxInFlight: 4, maxBatch: 500 });
  return { sessionUser: (tokenHash) => reads.call(tokenHash) };
}

/** The unrevoked sessions of some token hashes with their users, in one query (its plan is tested: session-reads). */
export function sessionUsersQuery(db: Db, tokenHashes: readonly string[]) {
  return db
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
    .where('sessions.token_hash', 'in', tokenHashes)
    .where('sessions.revoked_at', 'is', null);
}

async function readSessionUsers(db: Db, tokenHashes: readonly string[]) {
  const rows = await sessionUsersQuery(db, [...new Set(tokenHashes)]).execute();
  const byHash = new Map(rows.map((row) => [row.session_token_hash, row]));
  return tokenHashes.map((tokenHash) => byHash.get(tokenHash));
}
