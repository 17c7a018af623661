import { sql } from 'kysely';
import type { Clock } from '../clock.js';
import { ApiError } from '../errors.js';
import type { Db } from '../store/schema.js';

/**
 * Failed sign-ins are counted in the database per mobile number and per address, so every API instance
 * sees the same counters. Checked before any password hashing.
 */
const WINDOW_MS = 15 * 60_000;
const BLOCK_MS = 15 * 60_000;
const LIMITS = { mobile: 5, address: 30 } as const;

type Scope = keyof typeof LIMITS;
const keyFor = (scope: Scope, value: string) => `${scope}:${value}`;

export async function assertLoginAllowed(db: Db, clock: Clock, mobileNumber: string, address: string) {
  const now = clock.now();
  const rows = await db
    .selectFrom('login_throttle')
    .select(['blocked_until'])
    .where('throttle_key', 'in', [keyFor('mobile', mobileNumber), keyFor('address', address)])
    .execute();
  const blockedUntil = rows
    .map((row) => (row.blocked_until ? Date.parse(row.blocked_until) : 0))
    .reduce((latest, until) => Math.max(latest, until), 0);
  if (blockedUntil > now.getTime()) {
    const seconds = Math.ceil((blockedUntil - now.getTime()) / 1000);
    throw new ApiError(429, 'Too many sign-in attempts. Please try again later.', undefined, 'LOGIN_THROTTLED', {
      'retry-after': String(seconds),
    });
  }
}

export async function recordLoginFailure(db: Db, clock: Clock, mobileNumber: string, address: string) {
  for (const [scope, value] of [
    ['mobile', mobileNumber],
    ['address', address],
  ] as const) {
    await countFailure(db, clock, scope, value);
  }
}

export async function clearLoginFailures(db: Db, mobileNumber: string) {
  await db.deleteFrom('login_throttle').where('throttle_key', '=', keyFor('mobile', mobileNumber)).execute();
}

async function countFailure(db: Db, clock: Clock, scope: Scope, value: string) {
  const now = clock.now();
  const windowStart = new Date(now.getTime() - WINDOW_MS).toISOString();
  const key = keyFor(scope, value);
  // One atomic upsert: a failure outside the window starts a new window.
  const row = await db
    .insertInto('login_throttle')
    .values({ throttle_key: key, failures: 1, window_started_at: now.toISOString(), blocked_until: null })
    .onConflict((conflict) =>
      conflict.column('throttle_key').doUpdateSet({
        failures: sql`case when login_throttle.window_started_at < ${windowStart} then 1 else login_throttle.failures + 1 end`,
        window_started_at: sql`case when login_throttle.window_started_at < ${windowStart} then ${now.toISOString()} else login_throttle.window_started_at end`,
      }),
    )
    .returning(['failures'])
    .executeTakeFirstOrThrow();
  if (Number(row.failures) >= LIMITS[scope]) {
    await db
      .updateTable('login_throttle')
      .set({ blocked_until: new Date(now.getTime() + BLOCK_MS).toISOString(), failures: 0, window_started_at: now.toISOString() })
      .where('throttle_key', '=', key)
      .execute();
  }
}
