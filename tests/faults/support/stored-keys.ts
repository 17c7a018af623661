import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import type { ScenarioDatabase } from './databases.js';

/**
 * Which of these Idempotency-Keys the server has stored, read from its database while no server runs on it. A
 * server claims a key as the first thing it does with a keyed write, so a key it never stored belongs to a
 * request it never took in.
 */
export async function storedIdempotencyKeys(database: ScenarioDatabase['env'], keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  if ('DATA_DIR' in database) {
    const sqlite = new SqliteDatabase(join(database.DATA_DIR, 'matka.sqlite'), { readonly: true, fileMustExist: true });
    try {
      const placeholders = keys.map(() => '?').join(', ');
      const rows = sqlite.prepare(`select idem_key from idempotency_keys where idem_key in (${placeholders})`).all(...keys) as { idem_key: string }[];
      return new Set(rows.map((row) => row.idem_key));
    } finally {
      sqlite.close();
    }
  }
  const client = new pg.Client({ connectionString: database.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ idem_key: string }>('select idem_key from idempotency_keys where idem_key = any($1)', [keys]);
    return new Set(rows.map((row) => row.idem_key));
  } finally {
    await client.end();
  }
}
