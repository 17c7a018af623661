import { ApiError } from '../errors.js';

/**
 * Failures of the database itself rather than of a request: PostgreSQL unreachable, restarting, shut down or
 * too slow to answer, and an SQLite file that cannot be written (a full disk, an I/O error). A request that meets
 * one is answered 503 with a code and `Retry-After`, so that clients retry rather than give up; a retry with
 * its Idempotency-Key applies once.
 */
export type DatabaseFault = 'DATABASE_UNAVAILABLE' | 'STORAGE_UNAVAILABLE';

/** Seconds a client is asked to wait before it tries again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * PostgreSQL SQLSTATEs that say the server is going away or cannot take the statement now: 57P01 admin
 * shutdown (pg_terminate_backend, a fast restart), 57P02 crash shutdown, 57P03 cannot connect now (starting
 * up, shutting down), 57014 statement cancelled (statement_timeout), 53300 too many connections, and the
 * whole class 08 (connection exceptions).
 */
const POSTGRES_UNAVAILABLE = new Set(['57P01', '57P02', '57P03', '57014', '53300']);

/** Node's socket errors on the way to PostgreSQL. */
const NETWORK_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * What node-postgres says when a connection ends or a wait runs out: the pool's bounded wait for a connection,
 * the connect timeout, the client-side query timeout, and a connection that died under a query.
 */
const POSTGRES_CLIENT_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/,
  /is not queryable$/,
  /^Client has encountered a connection error/,
];

/** SQLite's answers for a file it cannot grow or write: better-sqlite3 names them in `code`. */
const SQLITE_STORAGE = /^SQLITE_(FULL|IOERR)/;

/** The fault behind an error, looking through its causes and a failed connection's several attempts. */
export function databaseFault(error: unknown, seen = new Set<unknown>()): DatabaseFault | undefined {
  if (!(error instanceof Error) || seen.has(error)) return undefined;
  seen.add(error);
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (SQLITE_STORAGE.test(code)) return 'STORAGE_UNAVAILABLE';
    if (POSTGRES_UNAVAILABLE.has(code) || /^08[0-9A-Z]{3}$/.test(code) || NETWORK_ERRORS.has(code)) return 'DATABASE_UNAVAILABLE';
  }
  if (POSTGRES_CLIENT_MESSAGES.some((pattern) => pattern.test(error.message))) return 'DATABASE_UNAVAILABLE';
  const inner = [error.cause, ...(error instanceof AggregateError ? error.errors : [])];
  for (const candidate of inner) {
    const fault = databaseFault(candidate, seen);
    if (fault) return fault;
  }
  return undefined;
}

/**
 * Whether the work that failed may still commit on the database's side: a query the client stopped waiting for
 * (the database froze or is very slow) can still finish there. A lost connection, a refused one or a statement
 * the database cancelled leaves nothing running.
 */
export function mayStillCommit(error: unknown): boolean {
  return error instanceof Error && (error.message === 'Query read timeout' || mayStillCommit(error.cause));
}

/** The 503 a request gets for a database fault. */
export function faultAnswer(fault: DatabaseFault): ApiError {
  return new ApiError(503, fault, undefined, { headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) } });
}
