import { sql } from 'kysely';
import type { Clock } from '../../clock.js';
import type { ThrottleLimits } from '../../config.js';
import { ApiError } from '../../errors.js';
import type { Db } from '../../store/schema.js';

/**
 * Throttles on the public forms: sign-in per mobile number and per client address, sign-up and forgot-password
 * per client address. Counters live in the database (table `login_throttle`, one row per key), so every API
 * instance shares them.
 *
 * Each attempt is counted *before* any password is hashed or checked, by one upsert that both counts and decides:
 * the database serialises the upserts on a key's row, so of a burst of parallel requests exactly `limit` get
 * through, whatever the number of requests or instances. Once the limit is passed the key is blocked for one
 * window from that attempt (`blocked_until`); attempts while blocked are refused and do not move the block.
 */

export const SIGN_IN_THROTTLED = 'Too many sign-in attempts. Please try again later.';
export const SIGN_UP_THROTTLED = 'Too many new accounts from this network. Please try again later.';
export const PASSWORD_RESET_THROTTLED = 'Too many password reset requests from this network. Please try again later.';

const SIGN_IN_WINDOW_MS = 15 * 60_000;
const HOUR_MS = 60 * 60_000;

/** A client's address (Fastify's `request.ip`, which honours TRUST_PROXY) and the configured limits. */
export interface ThrottledClient {
  address: string;
  limits: ThrottleLimits;
}

interface Rule {
  key: string;
  limit: number;
  windowMs: number;
}

interface Counted {
  allowed: boolean;
  /** Seconds until a refused client may try again. */
  retryAfter: number;
  windowStartedAt: string;
}

// Sign-in keys keep their original names, so blocks in place when the server is upgraded stay in force.
const signInByNumber = (mobileNumber: string, limits: ThrottleLimits): Rule => ({
  key: `mobile:${mobileNumber}`,
  limit: limits.signInPerNumber,
  windowMs: SIGN_IN_WINDOW_MS,
});
const signInByAddress = (address: string, limits: ThrottleLimits): Rule => ({
  key: `address:${address}`,
  limit: limits.signInPerAddress,
  windowMs: SIGN_IN_WINDOW_MS,
});

/**
 * Counts a sign-in attempt against the number and the address; 429 if either is over its limit. Call after the
 * form is valid (a 400 changes nothing) and before looking at the password.
 */
export async function countSignInAttempt(
  db: Db,
  clock: Clock,
  mobileNumber: string,
  client: ThrottledClient,
): Promise<SignInAttempt> {
  const byAddress = signInByAddress(client.address, client.limits);
  const [number, address] = await Promise.all([
    countAttempt(db, clock, signInByNumber(mobileNumber, client.limits)),
    countAttempt(db, clock, byAddress),
  ]);
  refuseIfBlocked([number, address], SIGN_IN_THROTTLED, 'LOGIN_THROTTLED');
  return {
    /**
     * The right password: the number's counter starts again, so a player who mistyped a few times is not locked
     * out later, and the attempt is given back to the address, so players sharing one address (a carrier's NAT)
     * are only held back by failures. Wrong guesses stay counted.
     */
    async succeeded() {
      await db.deleteFrom('login_throttle').where('throttle_key', '=', signInByNumber(mobileNumber, client.limits).key).execute();
      await db
        .updateTable('login_throttle')
        .set({ failures: sql`failures - 1` })
        .where('throttle_key', '=', byAddress.key)
        .where('window_started_at', '=', address.windowStartedAt)
        .where('blocked_until', 'is', null)
        .where('failures', '>', 0)
        .execute();
    },
  };
}

export interface SignInAttempt {
  succeeded(): Promise<void>;
}

/** Counts a sign-up from the client's address; 429 past the hourly limit. */
export async function countSignUp(db: Db, clock: Clock, client: ThrottledClient): Promise<void> {
  const counted = await countAttempt(db, clock, {
    key: `sign-up:${client.address}`,
    limit: client.limits.signUpsPerAddress,
    windowMs: HOUR_MS,
  });
  refuseIfBlocked([counted], SIGN_UP_THROTTLED, 'SIGN_UP_THROTTLED');
}

/** Counts a forgot-password request from the client's address; 429 past the hourly limit. */
export async function countPasswordResetRequest(db: Db, clock: Clock, client: ThrottledClient): Promise<void> {
  const counted = await countAttempt(db, clock, {
    key: `forgot-password:${client.address}`,
    limit: client.limits.passwordResetsPerAddress,
    windowMs: HOUR_MS,
  });
  refuseIfBlocked([counted], PASSWORD_RESET_THROTTLED, 'PASSWORD_RESET_THROTTLED');
}

function refuseIfBlocked(counts: readonly Counted[], message: string, code: string): void {
  const refused = counts.filter((counted) => !counted.allowed);
  if (refused.length === 0) return;
  const retryAfter = Math.max(...refused.map((counted) => counted.retryAfter));
  throw new ApiError(429, message, undefined, code, { 'retry-after': String(retryAfter) });
}

/**
 * One statement counts the attempt and decides. A key's window starts at its first attempt; the attempt that
 * passes the limit blocks the key for one window. A window that ran out without a block, or a block that ended,
 * starts afresh with this attempt. In an upsert every right-hand side reads the row as it was.
 */
async function countAttempt(db: Db, clock: Clock, rule: Rule): Promise<Counted> {
  const now = clock.now();
  const nowIso = now.toISOString();
  const windowStart = new Date(now.getTime() - rule.windowMs).toISOString();
  const blockEnd = new Date(now.getTime() + rule.windowMs).toISOString();
  const fresh = sql<boolean>`(
    (login_throttle.blocked_until is null and login_throttle.window_started_at <= ${windowStart})
    or login_throttle.blocked_until <= ${nowIso}
  )`;
  const row = await db
    .insertInto('login_throttle')
    .values({
      throttle_key: rule.key,
      failures: 1,
      window_started_at: nowIso,
      // The first attempt of a window is always allowed: every limit is at least 1 (server/config.ts).
      blocked_until: null,
    })
    .onConflict((conflict) =>
      conflict.column('throttle_key').doUpdateSet({
        failures: sql`case when ${fresh} then 1 else login_throttle.failures + 1 end`,
        window_started_at: sql`case when ${fresh} then ${nowIso} else login_throttle.window_started_at end`,
        blocked_until: sql`case
          when ${fresh} then null
          when login_throttle.blocked_until is not null then login_throttle.blocked_until
          when login_throttle.failures + 1 > ${rule.limit} then ${blockEnd}
          else null end`,
      }),
    )
    .returning(['window_started_at', 'blocked_until'])
    .executeTakeFirstOrThrow();
  const blockedUntil = row.blocked_until ? Date.parse(row.blocked_until) : undefined;
  return {
    allowed: blockedUntil === undefined,
    retryAfter: blockedUntil === undefined ? 0 : Math.max(1, Math.ceil((blockedUntil - now.getTime()) / 1000)),
    windowStartedAt: row.window_started_at,
  };
}
