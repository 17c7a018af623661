import type { Clock } from '../../clock.js';
import { invalid, notFound } from '../../errors.js';
import type { Db, UserRow } from '../../store/schema.js';
import { validateProfile } from '../../../src/domain/account.js';

export interface ProfileInput {
  name: string;
  email?: string | null;
}

/**
 * Name and email of the caller's own profile; the email may be left empty. A player's name may
 * not pass for staff; an operator's may.
 */
export async function updateProfile(db: Db, clock: Clock, caller: Pick<UserRow, 'id' | 'role'>, input: ProfileInput): Promise<UserRow> {
  const userId = caller.id;
  const checked = validateProfile(input, caller.role === 'player' ? 'player' : 'staff');
  if (!checked.ok) throw invalid(checked.problems);
  const user = await db
    .updateTable('users')
    .set({ name: checked.value.name, email: checked.value.email, updated_at: clock.now().toISOString() })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  if (!user) throw notFound('USER_NOT_FOUND');
  return user;
}

export async function userById(db: Db, userId: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}
