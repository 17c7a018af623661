import { Batcher } from '../batcher.js';
import { prepared, type ParamOf, type PreparedQuery } from '../prepared.js';
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

type SessionUserRow = Awaited<ReturnType<ReturnType<typeof sessionUsersQuery>['execute']>>[number];

/** The read of a batch's distinct tokens, prepared once for each count of them (the length of its IN list). */
const readsByCount = new Map<number, PreparedQuery<Record<string, string>, SessionUserRow>>();

function sessionUsersRead(count: number) {
  let read = readsByCount.get(count);
  if (!read) {
    read = prepared((db, param: ParamOf<Record<string, string>>) =>
      sessionUsersQuery(db, Array.from({ length: count }, (_, index) => param(`t${index}`))),
    );
    readsByCount.set(count, read);
  }
  return read;
}

async function readSessionUsers(db: Db, tokenHashes: readonly string[]) {
  const distinct = [...new Set(tokenHashes)];
  const values = Object.fromEntries(distinct.map((tokenHash, index) => [`t${index}`, tokenHash]));
  const rows = await sessionUsersRead(distinct.length).rows(db, values);
  const byHash = new Map(rows.map((row) => [row.session_token_hash, row]));
  return tokenHashes.map((tokenHash) => byHash.get(tokenHash));
}
