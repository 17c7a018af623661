import { sql, type Expression, type RawBuilder } from 'kysely';
import type { Clock } from '../../clock.js';
import type { ThrottleLimits } from '../../config.js';
import { ApiError, type RefusalCode } from '../../errors.js';
import type { Db } from '../../store/schema.js';

/**
 * Throttles on the public forms. Counters live in the database (table `login_throttle`, one row per key), so every
 * API instance shares them, and each attempt is claimed *before* any password is hashed or checked, by one upsert
 * per counter that both counts and decides: the database serialises the upserts on a key's row, so of a burst of
 * parallel requests no more get through than the rule allows, whatever the number of requests or instances.
 *
 * Sign-in throttles what an attacker controls without punishing the crowd behind one address (Indian mobile
 * networks put thousands of players behind one carrier address):
 * - a mobile number and an address together (a *pair*) may fail twice, then wait 1 s, 2 s, 4 s… before each try;
 * - a mobile number has a hard limit per window against guesses spread over many addresses. Once it is reached,
 *   the number is held back for the window, except that an address which has not failed for that number still
 *   gets through (so a stranger who knows the number cannot keep its owner out), though only one such attempt per
 *   pause, the pauses doubling (so fresh addresses do not multiply the guesses);
 * - an address has a limit for big volumes only (one address guessing across many numbers).
 * The right password starts the pair's and the number's counts again and gives the attempt back to the address.
 *
 * Sign-up and forgot-password are counted per address. A counted rule's window starts at its first attempt; the
 * attempt that reaches the limit blocks the key for one window from then; attempts while blocked are refused and
 * do not move the block.
 */


const SIGN_IN_WINDOW_MS = 15 * 60_000;
const HOUR_MS = 60 * 60_000;
/** A pair's first two failures are free; from the second on, it waits 1 s, then twice as long each time. */
const PAIR_FREE_FAILURES = 2;
const PAIR_FIRST_WAIT_MS = 1000;
/**
 * While a number is held back, the first attempt from an address that has not failed may come 5 s after the hold
 * began, the next ones 10 s, 20 s… after the one before: a burst spread over many addresses gets nothing from it,
 * and over a whole window fresh addresses add about seven guesses to the number's limit.
 */
const LANE_FIRST_WAIT_MS = 5000;

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
  blockedUntil: string | null;
}

type Claimed = { allowed: true; count: number; windowStartedAt: string } | { allowed: false; retryAfter: number };

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
const pairKey = (mobileNumber: string, address: string) => `pair:${mobileNumber}@${address}`;
const laneKey = (mobileNumber: string) => `fresh-address:${mobileNumber}`;

/**
 * Claims a sign-in attempt for the number from the client's address; 429 if a throttle holds it back. Call after
 * the form is valid (a 400 changes nothing) and before looking at the password.
 */
export async function countSignInAttempt(
  db: Db,
  clock: Clock,
  mobileNumber: string,
  client: ThrottledClient,
): Promise<SignInAttempt> {
  const pair = await claimWithDoublingWaits(db, clock, pairKey(mobileNumber, client.address));
  if (!pair.allowed) refuse(pair.retryAfter, 'LOGIN_THROTTLED');
  // This address has not failed for this number in the window: the owner, perhaps, on another network.
  const freshPair = pair.count === 1;
  const byNumber = signInByNumber(mobileNumber, client.limits);
  const byAddress = signInByAddress(client.address, client.limits);
  const [number, address] = await Promise.all([countAttempt(db, clock, byNumber), countAttempt(db, clock, byAddress)]);
  let refusedFor = address.allowed ? undefined : address.retryAfter;
  if (refusedFor === undefined && !number.allowed) {
    const lane = freshPair ? await claimFreshAddressLane(db, clock, mobileNumber, number) : undefined;
    if (!lane?.allowed) refusedFor = lane ? lane.retryAfter : number.retryAfter;
  }
  if (refusedFor !== undefined) {
    // Not judged, so not held against the pair: the owner's address stays one that has not failed.
    if (freshPair) await forgetFreshPair(db, pairKey(mobileNumber, client.address), pair.windowStartedAt);
    refuse(refusedFor, 'LOGIN_THROTTLED');
  }
  return {
    /**
     * The right password: the pair's and the number's counts start again, and the attempt is given back to the
     * address, so players sharing one address (a carrier's NAT) are only held back by failures.
     */
    async succeeded() {
      await db
        .deleteFrom('login_throttle')
        .where('throttle_key', 'in', [pairKey(mobileNumber, client.address), byNumber.key, laneKey(mobileNumber)])
        .execute();
      await giveBack(db, byAddress, address);
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
  if (!counted.allowed) refuse(counted.retryAfter, 'SIGN_UP_THROTTLED');
}

/** Counts a forgot-password request from the client's address; 429 past the hourly limit. */
export async function countPasswordResetRequest(db: Db, clock: Clock, client: ThrottledClient): Promise<void> {
  const counted = await countAttempt(db, clock, {
    key: `forgot-password:${client.address}`,
    limit: client.limits.passwordResetsPerAddress,
    windowMs: HOUR_MS,
  });
  if (!counted.allowed) refuse(counted.retryAfter, 'PASSWORD_RESET_THROTTLED');
}

function refuse(retryAfter: number, code: RefusalCode): never {
  throw new ApiError(429, code, undefined, { headers: { 'retry-after': String(retryAfter) } });
}

function secondsUntil(instant: number, now: number): number {
  return Math.max(1, Math.ceil((instant - now) / 1000));
}

/**
 * One statement counts the attempt and decides. A key's window starts at its first attempt; the attempt that
 * reaches the limit blocks the key for one window from then, and later ones are refused (`failures` past the
 * limit). A window that ran out without a block, or a block that ended, starts afresh with this attempt. In an
 * upsert every right-hand side reads the row as it was.
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
      blocked_until: rule.limit <= 1 ? blockEnd : null,
    })
    .onConflict((conflict) =>
      conflict.column('throttle_key').doUpdateSet({
        failures: sql`case when ${fresh} then 1 else login_throttle.failures + 1 end`,
        window_started_at: sql`case when ${fresh} then ${nowIso} else login_throttle.window_started_at end`,
        blocked_until: sql`case
          when ${fresh} then ${rule.limit <= 1 ? blockEnd : null}
          when login_throttle.blocked_until is not null then login_throttle.blocked_until
          when login_throttle.failures + 1 >= ${rule.limit} then ${blockEnd}
          else null end`,
      }),
    )
    .returning(['failures', 'window_started_at', 'blocked_until'])
    .executeTakeFirstOrThrow();
  const allowed = Number(row.failures) <= rule.limit;
  return {
    allowed,
    retryAfter: allowed ? 0 : row.blocked_until ? secondsUntil(Date.parse(row.blocked_until), now.getTime()) : 1,
    windowStartedAt: row.window_started_at,
    blockedUntil: row.blocked_until,
  };
}

/** The right password gives its attempt back to a counted rule (lifting a block only that attempt reached). */
async function giveBack(db: Db, rule: Rule, counted: Counted): Promise<void> {
  await db
    .updateTable('login_throttle')
    .set({
      failures: sql`failures - 1`,
      blocked_until: sql`case when failures - 1 < ${rule.limit} then null else blocked_until end`,
    })
    .where('throttle_key', '=', rule.key)
    .where('window_started_at', '=', counted.windowStartedAt)
    .where('failures', '>', 0)
    .execute();
}

/**
 * Claims an attempt of a pair, which slows down rather than blocks: after two attempts in the window each one
 * waits 1 s, 2 s, 4 s… after the one before (`blocked_until`). One conditional upsert claims and decides: an
 * attempt still waiting updates nothing and gets no row back.
 */
async function claimWithDoublingWaits(db: Db, clock: Clock, key: string): Promise<Claimed> {
  const waits = { freeCount: PAIR_FREE_FAILURES, firstWaitMs: PAIR_FIRST_WAIT_MS };
  const now = clock.now();
  const nowIso = now.toISOString();
  const windowStart = new Date(now.getTime() - SIGN_IN_WINDOW_MS).toISOString();
  const fresh = sql<boolean>`(login_throttle.window_started_at <= ${windowStart})`;
  const count = sql<number>`(case when ${fresh} then 1 else login_throttle.failures + 1 end)`;
  const row = await db
    .insertInto('login_throttle')
    .values({ throttle_key: key, failures: 1, window_started_at: nowIso, blocked_until: waitUntil(1, waits, now) })
    .onConflict((conflict) =>
      conflict
        .column('throttle_key')
        .doUpdateSet({
          failures: count,
          window_started_at: sql`case when ${fresh} then ${nowIso} else login_throttle.window_started_at end`,
          blocked_until: doublingWaitUntil(count, waits, now),
        })
        .where(sql<boolean>`${fresh} or login_throttle.blocked_until is null or login_throttle.blocked_until <= ${nowIso}`),
    )
    .returning(['failures', 'window_started_at'])
    .executeTakeFirst();
  if (row) return { allowed: true, count: Number(row.failures), windowStartedAt: row.window_started_at };
  return { allowed: false, retryAfter: await waitLeft(db, key, now.getTime()) };
}

/**
 * While a number is held back, an address that has not failed for it may still try, one attempt per pause
 * (LANE_FIRST_WAIT_MS). The lane's row belongs to one hold (`window_started_at` is when the hold began), so a new
 * hold starts a new lane.
 */
async function claimFreshAddressLane(db: Db, clock: Clock, mobileNumber: string, number: Counted): Promise<Claimed> {
  const now = clock.now();
  if (!number.blockedUntil) return { allowed: false, retryAfter: number.retryAfter };
  const holdBegan = Date.parse(number.blockedUntil) - SIGN_IN_WINDOW_MS;
  const waits = { freeCount: 0, firstWaitMs: LANE_FIRST_WAIT_MS };
  const firstOpening = holdBegan + LANE_FIRST_WAIT_MS;
  if (now.getTime() < firstOpening) return { allowed: false, retryAfter: secondsUntil(firstOpening, now.getTime()) };
  const hold = new Date(holdBegan).toISOString();
  const key = laneKey(mobileNumber);
  const sameHold = sql<boolean>`(login_throttle.window_started_at = ${hold})`;
  const count = sql<number>`(case when ${sameHold} then login_throttle.failures + 1 else 1 end)`;
  const row = await db
    .insertInto('login_throttle')
    .values({ throttle_key: key, failures: 1, window_started_at: hold, blocked_until: waitUntil(1, waits, now) })
    .onConflict((conflict) =>
      conflict
        .column('throttle_key')
        .doUpdateSet({ failures: count, window_started_at: hold, blocked_until: doublingWaitUntil(count, waits, now) })
        .where(sql<boolean>`not ${sameHold} or login_throttle.blocked_until <= ${now.toISOString()}`),
    )
    .returning(['failures', 'window_started_at'])
    .executeTakeFirst();
  if (row) return { allowed: true, count: Number(row.failures), windowStartedAt: row.window_started_at };
  return { allowed: false, retryAfter: await waitLeft(db, key, now.getTime()) };
}

async function forgetFreshPair(db: Db, key: string, windowStartedAt: string): Promise<void> {
  await db
    .deleteFrom('login_throttle')
    .where('throttle_key', '=', key)
    .where('failures', '=', 1)
    .where('window_started_at', '=', windowStartedAt)
    .execute();
}

async function waitLeft(db: Db, key: string, now: number): Promise<number> {
  const row = await db.selectFrom('login_throttle').select('blocked_until').where('throttle_key', '=', key).executeTakeFirst();
  return row?.blocked_until ? secondsUntil(Date.parse(row.blocked_until), now) : 1;
}

interface Waits {
  /** Attempts in the window that do not wait. */
  freeCount: number;
  /** The first wait; each one after is twice as long, up to the window. */
  firstWaitMs: number;
}

/** How many doublings of the first wait reach the window: from there on every wait is the window. */
const longestStep = (waits: Waits) => Math.ceil(Math.log2(SIGN_IN_WINDOW_MS / waits.firstWaitMs));

/** When the attempt after the `count`-th may come: at once up to `freeCount`, then after each doubling wait. */
function waitUntil(count: number, waits: Waits, now: Date): string | null {
  const step = count - waits.freeCount;
  if (step < 0) return null;
  const waitMs = step >= longestStep(waits) ? SIGN_IN_WINDOW_MS : waits.firstWaitMs * 2 ** step;
  return new Date(now.getTime() + waitMs).toISOString();
}

/** waitUntil with the count read in the statement, as one `case` over the few possible steps. */
function doublingWaitUntil(count: Expression<number>, waits: Waits, now: Date): RawBuilder<string | null> {
  const last = waits.freeCount + longestStep(waits);
  const steps = Array.from({ length: longestStep(waits) }, (_, step) => waits.freeCount + step).map(
    (at) => sql`when ${count} = ${at} then ${waitUntil(at, waits, now)}`,
  );
  return sql<string | null>`case ${sql.join(steps, sql` `)} when ${count} >= ${last} then ${waitUntil(last, waits, now)} else null end`;
}
