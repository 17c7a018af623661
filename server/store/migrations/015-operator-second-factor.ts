import type { Kysely } from 'kysely';

/**
 * Which sessions passed an operator's second factor, and an operator's wrong codes counted in one row.
 *
 * `sessions.second_factor_at` is set when a session is opened with a code, or when the operator turns two-factor
 * on with a code from it; an operator's session without it never opens the admin console once two-factor is on or
 * required. Sessions opened before this migration have none: operators with two-factor on sign in again.
 *
 * `operator_two_factor.wrong_codes` counts the codes judged in the window that starts at `wrong_codes_since`, so
 * that one update can claim an attempt and refuse it past the limit, however many arrive at once.
 */
export function operatorSecondFactorMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('sessions').addColumn('second_factor_at', 'text').execute();
      await db.schema
        .alterTable('operator_two_factor')
        .addColumn('wrong_codes', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('operator_two_factor').addColumn('wrong_codes_since', 'text').execute();
    },
  };
}
