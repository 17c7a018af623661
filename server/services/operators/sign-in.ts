import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Clock } from '../../clock.js';
import type { OperatorSecurity } from '../../config.js';
import { ApiError, forbidden, refusal } from '../../errors.js';
import type { Store } from '../../store/connect.js';
import type { Db, UserRow } from '../../store/schema.js';
import { operatorSessionLifetime } from '../people/session-lifetime.js';
import { hashToken, openSession } from '../people/sessions.js';
import { recordAudit, type AuditActor } from './audit.js';
import { acceptSecondFactor, isTwoFactorOn } from './two-factor.js';

/**
 * What follows a right password. Players get their session at once, as always. Operators get a shorter
 * session, and with two-factor on, first a challenge to answer with a code at /auth/login/2fa.
 */
const CHALLENGE_MS = 5 * 60_000;
const WRONG_CODES_PER_CHALLENGE = 5;
/**
 * Whoever holds the password can start challenge after challenge, so wrong codes are also counted per operator
 * across challenges: past this many in the window, no code is checked until the window has passed.
 */
const WRONG_CODES_PER_OPERATOR = 10;
const WRONG_CODES_WINDOW_MS = 15 * 60_000;


export type SignIn =
  | { kind: 'session'; token: string; user: UserRow; twoFactorEnrolmentRequired: boolean }
  | { kind: 'challenge'; challenge: string };

export async function continueSignIn(
  store: Store,
  clock: Clock,
  security: OperatorSecurity,
  actor: AuditActor,
  user: UserRow,
): Promise<SignIn> {
  const { db } = store;
  if (user.role !== 'admin') return { kind: 'session', token: await openSession(db, clock, user.id), user, twoFactorEnrolmentRequired: false };
  await refuseInactiveOperator(store, clock, actor, user);
  if (await isTwoFactorOn(db, user.id)) return { kind: 'challenge', challenge: await openChallenge(db, clock, user.id) };
  const token = await openOperatorSession(store, clock, security, actor, user, false);
  return { kind: 'session', token, user, twoFactorEnrolmentRequired: security.twoFactor === 'required' };
}

/**
 * The second step of an operator's sign-in: the challenge from the first and a code (or a recovery code).
 *
 * Each attempt is claimed before its code is judged, by one update that counts it and refuses it past the limit,
 * once on the challenge and once on the operator: the database serialises the updates of a row, so of any number
 * of parallel attempts no more than the limits are judged. A right code gives its claim on the operator back.
 */
export async function completeTwoFactorSignIn(
  store: Store,
  clock: Clock,
  security: OperatorSecurity,
  actor: AuditActor,
  input: { challenge: string; code: string },
): Promise<{ token: string; user: UserRow }> {
  const { db } = store;
  const challengeHash = hashToken(input.challenge);
  const attempt = await claimChallengeAttempt(db, clock, challengeHash);
  const operatorClaim = await claimOperatorAttempt(db, clock, attempt.userId);
  const user = await db.selectFrom('users').selectAll().where('id', '=', attempt.userId).executeTakeFirstOrThrow();
  await refuseInactiveOperator(store, clock, actor, user);

  if (!(await acceptSecondFactor(db, clock, user, input.code))) {
    await recordAudit(store, db, clock, { ...actor, adminId: null }, {
      action: 'auth.sign_in_failed',
      target: { kind: 'user', id: String(user.id) },
      after: { reason: 'wrong_code' },
    });
    if (attempt.number >= WRONG_CODES_PER_CHALLENGE) throw tooManyCodes();
    throw new ApiError(401, 'WRONG_CODE');
  }
  await giveBackOperatorAttempt(db, attempt.userId, operatorClaim);

  // A challenge signs in once, even if two right codes (say, two recovery codes) arrive together.
  const completed = await db
    .updateTable('two_factor_challenges')
    .set({ completed_at: clock.now().toISOString() })
    .where('challenge_hash', '=', challengeHash)
    .where('completed_at', 'is', null)
    .executeTakeFirst();
  if (Number(completed.numUpdatedRows) !== 1) throw new ApiError(401, 'CHALLENGE_EXPIRED');
  return { token: await openOperatorSession(store, clock, security, actor, user, true), user };
}

/**
 * Claims one attempt on a live challenge: its `failures` counts the attempts judged (a right one completes the
 * challenge), and the claim is refused once there have been WRONG_CODES_PER_CHALLENGE.
 */
async function claimChallengeAttempt(db: Db, clock: Clock, challengeHash: string): Promise<{ userId: number; number: number }> {
  const now = clock.now().toISOString();
  const claimed = await db
    .updateTable('two_factor_challenges')
    .set({ failures: sql`failures + 1` })
    .where('challenge_hash', '=', challengeHash)
    .where('completed_at', 'is', null)
    .where('expires_at', '>', now)
    .where('failures', '<', WRONG_CODES_PER_CHALLENGE)
    .returning(['user_id', 'failures'])
    .executeTakeFirst();
  if (claimed) return { userId: Number(claimed.user_id), number: Number(claimed.failures) };
  // Refused: only the answer is decided here, from a challenge that can no longer change.
  const spent = await db
    .selectFrom('two_factor_challenges')
    .select('challenge_hash')
    .where('challenge_hash', '=', challengeHash)
    .where('completed_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (spent) throw tooManyCodes();
  throw new ApiError(401, 'CHALLENGE_EXPIRED');
}

/**
 * Claims one attempt on the operator's count, which holds across challenges: a window starts at its first
 * attempt, and past WRONG_CODES_PER_OPERATOR in it no code is judged until it has passed. Answers the window's
 * start, to give the claim back to. In an update every right-hand side reads the row as it was.
 */
async function claimOperatorAttempt(db: Db, clock: Clock, userId: number): Promise<string> {
  const now = clock.now();
  const nowIso = now.toISOString();
  const windowStart = new Date(now.getTime() - WRONG_CODES_WINDOW_MS).toISOString();
  const fresh = sql<boolean>`(wrong_codes_since is null or wrong_codes_since <= ${windowStart})`;
  const claimed = await db
    .updateTable('operator_two_factor')
    .set({
      wrong_codes: sql`case when ${fresh} then 1 else wrong_codes + 1 end`,
      wrong_codes_since: sql`case when ${fresh} then ${nowIso} else wrong_codes_since end`,
    })
    .where('user_id', '=', userId)
    .where('enabled_at', 'is not', null)
    .where(sql<boolean>`(${fresh} or wrong_codes < ${WRONG_CODES_PER_OPERATOR})`)
    .returning('wrong_codes_since')
    .executeTakeFirst();
  if (claimed?.wrong_codes_since) return claimed.wrong_codes_since;
  const held = await db
    .selectFrom('operator_two_factor')
    .select('wrong_codes_since')
    .where('user_id', '=', userId)
    .where('enabled_at', 'is not', null)
    .executeTakeFirst();
  // Two-factor was turned off meanwhile: the password alone signs in now.
  if (!held?.wrong_codes_since) throw new ApiError(401, 'CHALLENGE_EXPIRED');
  const retryAfter = Math.max(1, Math.ceil((Date.parse(held.wrong_codes_since) + WRONG_CODES_WINDOW_MS - now.getTime()) / 1000));
  throw refusal(429, 'TOO_MANY_CODES_LATER', { minutes: WRONG_CODES_WINDOW_MS / 60_000 }, { headers: { 'retry-after': String(retryAfter) } });
}

/** A right code: its claim is given back, so that only wrong codes hold an operator back. */
async function giveBackOperatorAttempt(db: Db, userId: number, windowStartedAt: string): Promise<void> {
  await db
    .updateTable('operator_two_factor')
    .set({ wrong_codes: sql`wrong_codes - 1` })
    .where('user_id', '=', userId)
    .where('wrong_codes_since', '=', windowStartedAt)
    .where('wrong_codes', '>', 0)
    .execute();
}

/** A wrong password on an operator's account goes on the audit trail; players' are only throttled. */
export async function auditFailedSignIn(
  store: Store,
  clock: Clock,
  actor: AuditActor,
  mobileNumber: string,
): Promise<void> {
  const { db } = store;
  const operator = await db
    .selectFrom('users')
    .select('id')
    .where('mobile_number', '=', mobileNumber)
    .where('role', '=', 'admin')
    .executeTakeFirst();
  if (!operator) return;
  await recordAudit(store, db, clock, { ...actor, adminId: null }, {
    action: 'auth.sign_in_failed',
    target: { kind: 'user', id: String(operator.id) },
    after: { reason: 'wrong_password' },
  });
}

/**
 * A deactivated operator does not sign in, even with the right password (players still do, to their restricted
 * view); the refusal goes on the trail with their other sign-in attempts.
 */
async function refuseInactiveOperator(store: Store, clock: Clock, actor: AuditActor, user: UserRow): Promise<void> {
  if (user.is_active) return;
  await recordAudit(store, store.db, clock, { ...actor, adminId: null }, {
    action: 'auth.sign_in_failed',
    target: { kind: 'user', id: String(user.id) },
    after: { reason: 'inactive' },
  });
  throw forbidden('ACCOUNT_INACTIVE');
}

/** An operator's session, opened with where it came from (the owners list and end staff sessions). */
async function openOperatorSession(
  store: Store,
  clock: Clock,
  security: OperatorSecurity,
  actor: AuditActor,
  user: UserRow,
  secondFactor: boolean,
): Promise<string> {
  return store.db.transaction().execute(async (trx) => {
    const origin = { ip: actor.ip, userAgent: actor.userAgent };
    const token = await openSession(trx, clock, user.id, operatorSessionLifetime(security), secondFactor, origin);
    const target = { kind: 'user', id: String(user.id) };
    await recordAudit(store, trx, clock, { ...actor, adminId: user.id }, { action: 'auth.sign_in', target });
    return token;
  });
}

async function openChallenge(db: Db, clock: Clock, userId: number): Promise<string> {
  const challenge = randomBytes(32).toString('base64url');
  const now = clock.now();
  await db
    .insertInto('two_factor_challenges')
    .values({
      challenge_hash: hashToken(challenge),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + CHALLENGE_MS).toISOString(),
      completed_at: null,
    })
    .execute();
  return challenge;
}

/** The challenge is spent; a new sign-in (password again, itself throttled) may start at once. */
function tooManyCodes(): ApiError {
  return new ApiError(429, 'TOO_MANY_CODES', undefined, { headers: { 'retry-after': '0' } });
}
