import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import type { TwoFactorSetup, TwoFactorStatus } from '../../../contract/two-factor.js';
import type { Clock } from '../../clock.js';
import type { OperatorSecurity } from '../../config.js';
import { badRequest, conflict } from '../../errors.js';
import type { Store } from '../../store/connect.js';
import type { Database, Db, UserRow } from '../../store/schema.js';
import { keepOnlySecondFactorSession } from '../people/sessions.js';
import { recordAudit, type AuditActor } from './audit.js';

/**
 * Operators' second factor: a TOTP authenticator (RFC 6238: 30 s steps, 6 digits, SHA-1, which every
 * authenticator app supports) and ten single-use recovery codes for a lost phone.
 */
const ISSUER = 'Matka Play';
const PERIOD_SECONDS = 30;
/** A code of the step before or after now is accepted too, for a phone whose clock is a little off. */
const WINDOW_STEPS = 1;
const RECOVERY_CODES = 10;

type Executor = Db | Transaction<Database>;

function totpFor(secret: string, user: Pick<UserRow, 'mobile_number'>): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: user.mobile_number,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** Recovery codes carry 80 random bits, so a fast hash keeps them as safe as session tokens. */
function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
}

function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function newRecoveryCode(): string {
  const text = randomBytes(10).toString('hex');
  return text.match(/.{5}/g)!.join('-');
}

export async function isTwoFactorOn(db: Executor, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('operator_two_factor')
    .select('enabled_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Boolean(row?.enabled_at);
}

/**
 * What a session opens, by the one rule for operators' sessions: everything once it passed the second factor.
 * Without it, an operator whose two-factor is on has no session at all ('none': the session was opened with the
 * password alone before two-factor was turned on, which ends every other session); with ADMIN_2FA=required and
 * two-factor not yet on, only enrolment, profile and sign-out ('enrolment'). Players' sessions open everything a
 * player may reach.
 */
export async function sessionReach(
  db: Executor,
  security: OperatorSecurity,
  session: { user: UserRow; passedSecondFactor: boolean },
): Promise<'all' | 'enrolment' | 'none'> {
  if (session.user.role !== 'admin' || session.passedSecondFactor) return 'all';
  if (await isTwoFactorOn(db, session.user.id)) return 'none';
  return security.twoFactor === 'required' ? 'enrolment' : 'all';
}

export async function twoFactorStatus(db: Db, security: OperatorSecurity, userId: number): Promise<TwoFactorStatus> {
  return { enabled: await isTwoFactorOn(db, userId), required: security.twoFactor === 'required' };
}

/** A new secret for the operator's authenticator; it counts only once `enableTwoFactor` saw a code from it. */
export async function startTwoFactorSetup(
  db: Db,
  clock: Clock,
  user: UserRow,
): Promise<TwoFactorSetup> {
  if (await isTwoFactorOn(db, user.id)) {
    throw conflict('TWO_FACTOR_ALREADY_ON');
  }
  const secret = new Secret({ size: 20 }).base32;
  const now = clock.now().toISOString();
  await db
    .insertInto('operator_two_factor')
    .values({ user_id: user.id, secret, enabled_at: null, last_used_step: null, created_at: now })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({ secret, enabled_at: null, last_used_step: null, created_at: now }),
    )
    .execute();
  return { secret, otpauthUrl: totpFor(secret, user).toString() };
}

/**
 * Turns two-factor on with a first code from the authenticator; answers the recovery codes, shown only now. The
 * session that sent the code has proved the new factor; the operator's other sessions end.
 */
export async function enableTwoFactor(
  store: Store,
  clock: Clock,
  actor: AuditActor,
  session: { user: UserRow; token: string },
  code: string,
): Promise<{ recoveryCodes: string[] }> {
  const { user } = session;
  return store.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('operator_two_factor')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (row?.enabled_at) throw conflict('TWO_FACTOR_ALREADY_CONFIRMED');
    if (!row) throw conflict('TWO_FACTOR_SETUP_NOT_STARTED');
    if (!(await acceptTotpCode(trx, clock, user, row.secret, code))) {
      throw badRequest('WRONG_CODE', undefined, { path: 'code' });
    }
    await trx
      .updateTable('operator_two_factor')
      .set({ enabled_at: clock.now().toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const recoveryCodes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
    await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', user.id).execute();
    await trx
      .insertInto('two_factor_recovery_codes')
      .values(recoveryCodes.map((recoveryCode) => ({ code_hash: hashRecoveryCode(recoveryCode), user_id: user.id, used_at: null })))
      .execute();
    const sessionsRevoked = await keepOnlySecondFactorSession(trx, clock, user.id, session.token);
    await recordAudit(store, trx, clock, actor, {
      action: 'two_factor.enable',
      target: { kind: 'user', id: String(user.id) },
      after: { sessionsRevoked },
    });
    return { recoveryCodes };
  });
}

/** Turns two-factor off; proving the second factor once more (a code or a recovery code) is required. */
export async function disableTwoFactor(
  store: Store,
  clock: Clock,
  actor: AuditActor,
  user: UserRow,
  code: string,
): Promise<void> {
  await store.db.transaction().execute(async (trx) => {
    if (!(await isTwoFactorOn(trx, user.id))) throw conflict('TWO_FACTOR_NOT_ON');
    if (!(await acceptSecondFactor(trx, clock, user, code))) {
      throw badRequest('WRONG_CODE', undefined, { path: 'code' });
    }
    await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('operator_two_factor').where('user_id', '=', user.id).execute();
    const target = { kind: 'user', id: String(user.id) };
    await recordAudit(store, trx, clock, actor, { action: 'two_factor.disable', target });
  });
}

/**
 * Whether `code` proves the operator's second factor: a current authenticator code not used before, or an
 * unused recovery code. Either is used up by this call.
 */
export async function acceptSecondFactor(db: Executor, clock: Clock, user: UserRow, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('operator_two_factor')
    .select(['secret', 'enabled_at'])
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!row?.enabled_at) return false;
  const digits = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(digits)) return acceptTotpCode(db, clock, user, row.secret, digits);
  const used = await db
    .updateTable('two_factor_recovery_codes')
    .set({ used_at: clock.now().toISOString() })
    .where('code_hash', '=', hashRecoveryCode(code))
    .where('user_id', '=', user.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

/**
 * A code is good once: its time-step is stored, and only a later step is accepted next time. The conditional
 * update makes two requests with the same code race for one success.
 */
async function acceptTotpCode(db: Executor, clock: Clock, user: UserRow, secret: string, code: string): Promise<boolean> {
  const digits = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(digits)) return false;
  const timestamp = clock.now().getTime();
  const delta = totpFor(secret, user).validate({ token: digits, timestamp, window: WINDOW_STEPS });
  if (delta === null) return false;
  const step = TOTP.counter({ period: PERIOD_SECONDS, timestamp }) + delta;
  const taken = await db
    .updateTable('operator_two_factor')
    .set({ last_used_step: step })
    .where('user_id', '=', user.id)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}
