import { readdirSync, readFileSync } from 'node:fs';
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * The PostgreSQL functions the code calls (the ledger's posting, the batched placement of daily bets) are not frozen
 * in a migration: each is defined by a versioned file of functions/, `create or replace` only, applied in name order
 * at every start after the migrations, so a start always runs the functions of its own code. The folder sits beside
 * this module in the sources (tsx, vitest) and beside the bundle in dist-server/ (package.json build:server copies
 * it), so the same relative path finds it in both.
 */
const FUNCTIONS_FOLDER = new URL('./functions/', import.meta.url);

export function databaseFunctionFiles(): { name: string; text: string }[] {
  return readdirSync(FUNCTIONS_FOLDER)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, text: readFileSync(new URL(name, FUNCTIONS_FOLDER), 'utf8') }));
}

/**
 * Defines the functions on PostgreSQL. Instances starting together apply them one at a time (bootstrap.ts takes the
 * startup lock first): `create or replace` of one function by two sessions at once may fail.
 */
export async function applyDatabaseFunctions(db: Kysely<Database>): Promise<void> {
  for (const { text } of databaseFunctionFiles()) {
    await sql.raw(text).execute(db);
  }
}
