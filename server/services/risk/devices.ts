import type { Clock } from '../../clock.js';
import type { Db } from '../../store/schema.js';

/**
 * Where players sign up and sign in from: each (player, device) pair with when it was first and last seen, and the
 * client address of the sign-up with its time. Links (links.ts) are found from these.
 */

/** Notes that the player used the device now (a sign-up or a sign-in). */
export async function recordDevice(db: Db, clock: Clock, userId: number, deviceId: string): Promise<void> {
  const now = clock.now().toISOString();
  await db
    .insertInto('user_devices')
    .values({ user_id: userId, device_id: deviceId, first_seen_at: now, last_seen_at: now })
    .onConflict((conflict) => conflict.columns(['user_id', 'device_id']).doUpdateSet({ last_seen_at: now }))
    .execute();
}

/** Keeps the address a player signed up from. */
export async function recordSignupAddress(db: Db, clock: Clock, userId: number, address: string): Promise<void> {
  await db
    .insertInto('signup_addresses')
    .values({ user_id: userId, address, signed_up_at: clock.now().toISOString() })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
}
