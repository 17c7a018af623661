import type { Clock } from '../../clock.js';
import type { ThrottleLimits } from '../../config.js';
import { ApiError, forbidden, invalid } from '../../errors.js';
import { isClosed } from './account-closure.js';
import type { Db, UserRow } from '../../store/schema.js';
import { validateSignIn, validateSignUp } from '../../../src/domain/account.js';
import { countSignInAttempt, countSignUp, type ThrottledClient } from './throttles.js';
import { hashPassword, passwordMatches } from './passwords.js';
import { openSession } from './sessions.js';

export interface SignUp {
  name: string;
  mobileNumber: string;
  password: string;
}

export async function signUp(
  db: Db,
  clock: Clock,
  input: SignUp,
  client: ThrottledClient,
): Promise<{ token: string; user: UserRow }> {
  const checked = validateSignUp({ ...input, confirmPassword: input.password, ageConfirmed: true });
  if (!checked.ok) throw invalid(checked.problems);
  const { name, mobileNumber, password } = checked.value;
  await countSignUp(db, clock, client);
  const now = clock.now().toISOString();
  const passwordHash = await hashPassword(password);
  const user = await db
    .insertInto('users')
    .values({
      name,
      mobile_number: mobileNumber,
      password_hash: passwordHash,
      role: 'player',
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column('mobile_number').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!user) {
    throw new ApiError(409, 'MOBILE_TAKEN');
  }
  return { token: await openSession(db, clock, user.id), user };
}

export async function logIn(
  db: Db,
  clock: Clock,
  input: { mobileNumber: string; password: string; address: string },
  limits: ThrottleLimits,
): Promise<UserRow> {
  const checked = validateSignIn(input);
  if (!checked.ok) throw invalid(checked.problems);
  const { mobileNumber, password } = checked.value;
  // Counted before the password is looked at, so a burst of parallel guesses cannot slip through.
  const attempt = await countSignInAttempt(db, clock, mobileNumber, { address: input.address, limits });
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('mobile_number', '=', mobileNumber)
    .executeTakeFirst();
  if (!user || !(await passwordMatches(user.password_hash, password))) {
    throw new ApiError(401, 'LOGIN_FAILED');
  }
  await attempt.succeeded();
  // A closed account stays closed: it signs in no more, whatever is still pending (account-closure.ts).
  if (await isClosed(db, user.id)) throw forbidden('ACCOUNT_CLOSED');
  // The password is right; what follows (a session, or first an operator's second factor) is continueSignIn's.
  return user;
}
