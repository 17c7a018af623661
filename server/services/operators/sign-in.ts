import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Clock } from '../../clock.js';
import type { OperatorSecurity } from '../../config.js';
import { ApiError } from '../../errors.js';
import type { Db, UserRow } from '../../store/schema.js';
import { operatorSessionLifetime } from '../people/session-lifetime.js';
import { hashToken, openSession } from '../people/sessions.js';
import { recordAudit, type AuditActor } from './audit.js';
import { acceptSecondFactor, isTwoFactorOn, WRONG_CODE } from './two-factor.js';

/**
 * What follows a right password. Players get their session at once, as always. Operators get a shorter
 * session (DESIGN §7), and with two-factor on, first a challenge to answer with a code at /auth/login/2fa.
 */
const CHALLENGE_MS = 5 * 60_000;
const WRONG_CODES_PER_CHALLENGE = 5;
/**
 * Whoever holds the password can start challenge after challenge, so wrong codes are also counted per operator
 * across challenges: past this many in the window, no code is checked until the window has passed.
 */
const WRONG_CODES_PER_OPERATOR = 10;
const WRONG_CODES_WINDOW_MS = 15 * 60_000;

export const CHALLENGE_EXPIRED = 'Your sign-in has expired. Please sign in again.';
export const TOO_MANY_CODES = 'Too many wrong codes. Please sign in again.';
export const TOO_MANY_CODES_LATER = 'Too many wrong codes. Please try again in 15 minutes.';

export type SignIn =
  | { kind: 'session'; token: string; user: UserRow; twoFactorEnrolmentRequired: boolean }
  | { kind: 'challenge'; challenge: string };

export async function continueSignIn(
  db: Db,
  clock: Clock,
  security: OperatorSecurity,
  actor: AuditActor,
  user: UserRow,
): Promise<SignIn> {
  if (user.role !== 'admin') return { kind: 'session', token: await openSession(db, clock, user.id), user, twoFactorEnrolmentRequired: false };
  if (await isTwoFactorOn(db, user.id)) return { kind: 'challenge', challenge: await openChallenge(db, clock, user.id) };
  const token = await openOperatorSession(db, clock, security, actor, user);
  return { kind: 'session', token, user, twoFactorEnrolmentRequired: security.twoFactor === 'required' };
}

/** The second step of an operator's sign-in: the challenge from the first and a code (or a recovery code). */
export async function completeTwoFactorSignIn(
  db: Db,
  clock: Clock,
  security: OperatorSecurity,
  actor: AuditActor,
  input: { challenge: string; code: string },
): Promise<{ token: string; user: UserRow }> {
  const now = clock.now();
  const challengeHash = hashToken(input.challenge);
  const row = await db
    .selectFrom('two_factor_challenges')
    .innerJoin('users', 'users.id', 'two_factor_challenges.user_id')
    .selectAll('users')
    .select(['two_factor_challenges.expires_at as challenge_expires_at', 'two_factor_challenges.failures as challenge_failures'])
    .where('two_factor_challenges.challenge_hash', '=', challengeHash)
    .where('two_factor_challenges.completed_at', 'is', null)
    .executeTakeFirst();
  if (!row || row.challenge_expires_at <= now.toISOString()) {
    throw new ApiError(401, CHALLENGE_EXPIRED, undefined, 'CHALLENGE_EXPIRED');
  }
  const { challenge_expires_at: _expiresAt, challenge_failures: failures, ...user } = row;
  if (failures >= WRONG_CODES_PER_CHALLENGE) throw tooManyCodes();
  if ((await recentWrongCodes(db, clock, user.id)) >= WRONG_CODES_PER_OPERATOR) {
    throw new ApiError(429, TOO_MANY_CODES_LATER, undefined, 'TOO_MANY_CODES', {
      'retry-after': String(WRONG_CODES_WINDOW_MS / 1000),
    });
  }

  if (!(await acceptSecondFactor(db, clock, user, input.code))) {
    const counted = await db
      .updateTable('two_factor_challenges')
      .set({ failures: sql`failures + 1` })
      .where('challenge_hash', '=', challengeHash)
      .returning('failures')
      .executeTakeFirstOrThrow();
    await recordAudit(db, clock, { ...actor, adminId: null }, {
      action: 'auth.sign_in_failed',
      target: { kind: 'user', id: String(user.id) },
      after: { reason: 'wrong_code' },
    });
    if (Number(counted.failures) >= WRONG_CODES_PER_CHALLENGE) throw tooManyCodes();
    throw new ApiError(401, WRONG_CODE, undefined, 'WRONG_CODE');
  }

  // A challenge signs in once, even if two right codes (say, two recovery codes) arrive together.
  const completed = await db
    .updateTable('two_factor_challenges')
    .set({ completed_at: now.toISOString() })
    .where('challenge_hash', '=', challengeHash)
    .where('completed_at', 'is', null)
    .executeTakeFirst();
  if (Number(completed.numUpdatedRows) !== 1) throw new ApiError(401, CHALLENGE_EXPIRED, undefined, 'CHALLENGE_EXPIRED');
  return { token: await openOperatorSession(db, clock, security, actor, user), user };
}

/** A wrong password on an operator's account goes on the audit trail; players' are only throttled. */
export async function auditFailedSignIn(db: Db, clock: Clock, actor: AuditActor, mobileNumber: string): Promise<void> {
  const operator = await db
    .selectFrom('users')
    .select('id')
    .where('mobile_number', '=', mobileNumber)
    .where('role', '=', 'admin')
    .executeTakeFirst();
  if (!operator) return;
  await recordAudit(db, clock, { ...actor, adminId: null }, {
    action: 'auth.sign_in_failed',
    target: { kind: 'user', id: String(operator.id) },
    after: { reason: 'wrong_password' },
  });
}

async function openOperatorSession(
  db: Db,
  clock: Clock,
  security: OperatorSecurity,
  actor: AuditActor,
  user: UserRow,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const token = await openSession(trx, clock, user.id, operatorSessionLifetime(security));
    await recordAudit(trx, clock, { ...actor, adminId: user.id }, { action: 'auth.sign_in', target: { kind: 'user', id: String(user.id) } });
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

async function recentWrongCodes(db: Db, clock: Clock, userId: number): Promise<number> {
  const since = new Date(clock.now().getTime() - WRONG_CODES_WINDOW_MS).toISOString();
  const row = await db
    .selectFrom('two_factor_challenges')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('failures'), eb.lit(0)).as('wrong'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.wrong);
}

/** The challenge is spent; a new sign-in (password again, itself throttled) may start at once. */
function tooManyCodes(): ApiError {
  return new ApiError(429, TOO_MANY_CODES, undefined, 'TOO_MANY_CODES', { 'retry-after': '0' });
}
