import { sql, type Kysely } from 'kysely';
import { applyDatabaseFunctions } from '../database-functions.js';
import type { Database } from '../schema.js';

/** Runs work on a connection without the time limits of requests (Store.withoutTimeLimits). */
type WithoutTimeLimits = <T>(work: (db: Kysely<Database>) => Promise<T>) => Promise<T>;

export interface StartupRepository {
  /** Runs a start's preparation (migrations, the first admin, the demo seed) while no other start on the database runs its own. */
  oneAtATime<T>(withoutTimeLimits: WithoutTimeLimits, work: () => Promise<T>): Promise<T>;
  /** After the migrations: the database's own functions, from their versioned files (database-functions.ts). */
  defineFunctions(db: Kysely<Database>): Promise<void>;
}

/** One server writes an SQLite file (the data directory's lock), one transaction at a time. */
export const sqliteStartup: StartupRepository = {
  oneAtATime: (_withoutTimeLimits, work) => work(),
  // SQLite has no stored functions: its side of each is TypeScript.
  defineFunctions: async () => undefined,
};

/** Any constant: the key of the PostgreSQL advisory lock that instances starting together take in turn. */
const STARTUP_LOCK = 7_240_312;

/**
 * Instances of a scaled-out deployment may start at the same moment on one PostgreSQL. Each would find the
 * configured admin missing, or the database empty, and both would create it; so they prepare one at a time.
 * The lock is held on a connection of its own, outside the pool that the work uses, without the time limits of
 * requests: the instance before this one may take a while.
 */
export const postgresStartup: StartupRepository = {
  oneAtATime: (withoutTimeLimits, work) =>
    withoutTimeLimits((db) =>
      db.connection().execute(async (connection) => {
        await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(connection);
        try {
          return await work();
        } finally {
          await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection);
        }
      }),
    ),
  defineFunctions: applyDatabaseFunctions,
};
