import type { Clock } from '../../clock.js';
import type { Db } from '../../store/schema.js';
import { hashPassword, passwordMatches } from '../people/passwords.js';

/**
 * Makes sure the operator's configured admin account exists, is active, is an owner (so the configured account can
 * always reach staff management) and has the configured password.
 */
export async function ensureAdmin(db: Db, clock: Clock, mobileNumber: string, password: string): Promise<void> {
  const now = clock.now().toISOString();
  const existing = await db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('mobile_number', '=', mobileNumber)
    .executeTakeFirst();
  if (!existing) {
    await db
      .insertInto('users')
      .values({
        name: 'Administrator',
        mobile_number: mobileNumber,
        email: '',
        password_hash: await hashPassword(password),
        role: 'admin',
        staff_role: 'owner',
        is_active: 1,
        balance: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return;
  }
  const passwordHash = (await passwordMatches(existing.password_hash, password))
    ? existing.password_hash
    : await hashPassword(password);
  await db
    .updateTable('users')
    .set({ role: 'admin', staff_role: 'owner', is_active: 1, password_hash: passwordHash, updated_at: now })
    .where('id', '=', existing.id)
    .execute();
}
