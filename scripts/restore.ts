/**
 * `npm run restore -- FILE`: puts a backup made by `npm run backup` in place of DATA_DIR's database.
 *
 * It holds the DATA_DIR lock the server holds while it runs (server/store/data-dir-lock.ts), so it refuses while
 * a server runs there and no server can start halfway through. The backup is copied next to the database and
 * checked there (a sound SQLite file holding this app's migrations) before anything is replaced; then the old
 * database's WAL is folded into it and removed, since a leftover WAL would be replayed onto the restored file,
 * and the copy is renamed over the database in one step.
 */
import { closeSync, existsSync, fsyncSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { ConfigError, loadConfig } from '../server/config.js';
import { sqliteFilePath } from '../server/store/connect.js';
import { DataDirInUse, lockDataDir } from '../server/store/data-dir-lock.js';
import { migrationProvider } from '../server/store/migrations/index.js';

class Refusal extends Error {}

/** The files SQLite keeps beside a database while it is open or after a crash. */
function companions(database: string): string[] {
  return [`${database}-wal`, `${database}-shm`, `${database}-journal`];
}

async function restore(source: string | undefined): Promise<string> {
  if (!source) throw new Refusal('Usage: npm run restore -- FILE');
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new Refusal('DATABASE_URL is set: this restores the embedded SQLite database only. For PostgreSQL use pg_restore or point-in-time recovery (docs/operations.md, "Backups").');
  }
  // npm runs scripts from the project folder; FILE means what it meant where the operator typed it.
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), source);
  if (!existsSync(file)) throw new Refusal(`${file} does not exist.`);

  const releaseDataDir = lockDataDir(config.dataDir);
  const database = sqliteFilePath(config.dataDir);
  const incoming = `${database}.restoring-${process.pid}`;
  try {
    await copyDatabase(file, incoming);
    const migrations = await checkBackup(incoming, file);
    replaceDatabase(database, incoming);
    const megabytes = (statSync(database).size / 1_048_576).toFixed(1);
    return `Restored ${file} into ${database} (${megabytes} MB, migrations up to ${migrations.at(-1)}). Start the server to use it.`;
  } finally {
    for (const leftover of [incoming, ...companions(incoming)]) rmSync(leftover, { force: true });
    releaseDataDir();
  }
}

/** SQLite's backup rather than a file copy: it also takes in a WAL left beside FILE. */
async function copyDatabase(file: string, into: string): Promise<void> {
  let source;
  try {
    source = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
    await source.backup(into);
  } catch (error) {
    throw new Refusal(`${file} is not a readable SQLite database (${(error as Error).message}).`);
  } finally {
    source?.close();
  }
}

/** The names of the backup's migrations, once it has passed SQLite's integrity check and holds only ours. */
async function checkBackup(copy: string, file: string): Promise<string[]> {
  const known = Object.keys(await migrationProvider('sqlite').getMigrations());
  const db = new SqliteDatabase(copy, { fileMustExist: true });
  try {
    const problems = db.pragma('integrity_check', { simple: false }) as { integrity_check: string }[];
    if (problems[0]?.integrity_check !== 'ok') {
      throw new Refusal(`${file} fails SQLite's integrity check: ${problems.slice(0, 3).map((row) => row.integrity_check).join('; ')}`);
    }
    const table = db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'kysely_migration'").get();
    if (!table) throw new Refusal(`${file} is a SQLite database, but not one of this app (it has no migrations table).`);
    const applied = (db.prepare('SELECT name FROM kysely_migration ORDER BY name').all() as { name: string }[]).map((row) => row.name);
    if (applied.length === 0) throw new Refusal(`${file} holds no data: none of the app's migrations has run on it.`);
    const unknown = applied.filter((name) => !known.includes(name));
    if (unknown.length > 0) {
      throw new Refusal(`${file} was made by a newer version of the app (migrations ${unknown.join(', ')}); restore it with that version.`);
    }
    return applied;
  } finally {
    db.close();
  }
}

function replaceDatabase(database: string, incoming: string): void {
  if (existsSync(database)) {
    try {
      // Folds the old database's WAL into it, so that it stays whole should the restore stop right here.
      const old = new SqliteDatabase(database, { fileMustExist: true });
      old.pragma('wal_checkpoint(TRUNCATE)');
      old.close();
    } catch {
      // A database that cannot be opened is the likely reason for the restore: it is replaced as it is.
    }
  }
  for (const companion of companions(database)) rmSync(companion, { force: true });
  renameSync(incoming, database);
  const folder = openSync(dirname(database), 'r');
  try {
    fsyncSync(folder);
  } finally {
    closeSync(folder);
  }
}

restore(process.argv[2]).then(
  (summary) => process.stdout.write(`${summary}\n`),
  (error: unknown) => {
    const known = error instanceof Refusal || error instanceof ConfigError || error instanceof DataDirInUse;
    process.stderr.write(`Restore failed: ${known ? error.message : error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
