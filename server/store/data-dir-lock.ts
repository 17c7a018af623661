import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';

export class DataDirInUse extends Error {}

/** Releases the lock; the operating system releases it too when the process ends, however it ends. */
export type ReleaseDataDir = () => void;

/**
 * One process at a time on a DATA_DIR: the server while it runs, or a restore while it replaces the database.
 * The holder keeps an exclusive SQLite transaction open on DATA_DIR/matka.lock. That is an operating-system file
 * lock, so a server killed with SIGKILL leaves no stale lock behind (a file holding a pid would, and that pid
 * may belong to another process by the next start).
 */
export function lockDataDir(dataDir: string): ReleaseDataDir {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'matka.lock');
  const lock = new SqliteDatabase(file, { timeout: 0 });
  try {
    // No journal file: the transaction never writes.
    lock.pragma('journal_mode = MEMORY');
    lock.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    lock.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') {
      throw new DataDirInUse(`DATA_DIR ${dataDir} is in use: a server (or a restore) is running on it and holds ${file}`);
    }
    throw error;
  }
  return () => {
    if (lock.open) lock.close();
  };
}
