import type { Clock } from '../clock.js';
import type { Db } from '../store/schema.js';

/** A database is empty when nobody has ever signed up and no market exists. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const user = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  const game = await db.selectFrom('games').select('id').limit(1).executeTakeFirst();
  return !user && !game;
}

/** Seeds the demo data of DESIGN §4.1. Returns lines for the start-up banner. */
export async function seedDemo(_db: Db, _clock: Clock): Promise<string[]> {
  return [];
}
