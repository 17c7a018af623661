/**
 * `npm run backup -- FILE`: a consistent copy of the embedded SQLite database, taken while the server runs.
 *
 * SQLite's online backup copies the database page by page. Another process's commit in between would make it
 * start over (and under a steady load of bets it might never finish), so the copy is read from one snapshot: a
 * read transaction held for the whole copy. In WAL mode a reader never blocks the server's writes; they go on
 * into the WAL meanwhile. The copy is written next to FILE and renamed once complete, so FILE is either the
 * whole backup or absent.
 */
import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { ConfigError, loadConfig } from '../server/config.js';
import { sqliteFilePath } from '../server/store/connect.js';

class Refusal extends Error {}

async function backUp(target: string | undefined): Promise<string> {
  if (!target) throw new Refusal('Usage: npm run backup -- FILE');
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new Refusal('DATABASE_URL is set: this backs up the embedded SQLite database only. For PostgreSQL use pg_dump or base backups (docs/operations.md, "Backups").');
  }
  const database = sqliteFilePath(config.dataDir);
  if (!existsSync(database)) throw new Refusal(`No database at ${database} (DATA_DIR=${config.dataDir}): nothing to back up.`);
  // npm runs scripts from the project folder; FILE means what it meant where the operator typed it.
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), target);
  if (existsSync(file)) throw new Refusal(`${file} already exists; a backup never overwrites a file, choose another name.`);
  if (!existsSync(dirname(file))) throw new Refusal(`The folder ${dirname(file)} does not exist.`);

  const partial = `${file}.partial-${process.pid}`;
  const source = new SqliteDatabase(database, { readonly: true, fileMustExist: true });
  try {
    // Everything committed before this instant is in the backup: the snapshot is taken just after.
    const asOf = new Date();
    source.exec('BEGIN');
    source.prepare('SELECT count(*) FROM sqlite_schema').get();
    const { totalPages } = await source.backup(partial);
    source.exec('COMMIT');
    // The copy carries the server's WAL mode; a backup is one self-contained file.
    const copy = new SqliteDatabase(partial);
    copy.pragma('journal_mode = DELETE');
    copy.close();
    renameSync(partial, file);
    const megabytes = (statSync(file).size / 1_048_576).toFixed(1);
    return `Backup written: ${file} (${megabytes} MB, ${totalPages} pages), ${database} as of ${asOf.toISOString()}`;
  } finally {
    source.close();
    for (const leftover of [partial, `${partial}-wal`, `${partial}-shm`, `${partial}-journal`]) rmSync(leftover, { force: true });
  }
}

backUp(process.argv[2]).then(
  (summary) => process.stdout.write(`${summary}\n`),
  (error: unknown) => {
    const known = error instanceof Refusal || error instanceof ConfigError;
    process.stderr.write(`Backup failed: ${known ? error.message : error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
