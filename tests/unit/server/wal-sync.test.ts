import { mkdtempSync, rmSync } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GroupCommit } from '../../../server/store/group-commit.js';
import { sqliteDialect } from '../../../server/store/sqlite-dialect.js';
import { WalSync } from '../../../server/store/wal-sync.js';

/**
 * A log whose syncs the test ends by hand, in order, on a real SQLite file in WAL mode: what was answered when. The
 * sync itself is the file's own fdatasync, once the test lets it run.
 */
class HeldSyncs {
  readonly started: (() => void)[] = [];
  readonly wal: WalSync;
  count = 0;

  constructor(walFile: string) {
    this.wal = new WalSync(walFile, (file: FileHandle) => {
      this.count += 1;
      return new Promise<void>((resolve) => this.started.push(resolve)).then(() => file.datasync());
    });
  }

  /** Lets the oldest sync under way finish. */
  async finishOne(): Promise<void> {
    this.started.shift()!();
    await settle();
  }
}

/** Lets every promise that can settle now settle, the file's fdatasync on the thread pool included. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setTimeout(resolve, 5));
}

function watch<T>(promise: Promise<T>): { settled: boolean; promise: Promise<T> } {
  const watched = { settled: false, promise };
  void promise.then(
    () => (watched.settled = true),
    () => (watched.settled = true),
  );
  return watched;
}

interface Tables {
  bets: { id: number; amount: number };
}

let dir: string;
let sqlite: SqliteDatabase.Database;
let syncs: HeldSyncs;
let db: Kysely<Tables>;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'wal-sync-'));
  const file = join(dir, 'test.sqlite');
  sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  syncs = new HeldSyncs(`${file}-wal`);
  sqlite.exec('create table bets (id integer primary key, amount integer not null)');
  db = new Kysely<Tables>({ dialect: sqliteDialect(sqlite, { wal: syncs.wal }) });
});

afterEach(async () => {
  while (syncs.started.length > 0) syncs.started.shift()!();
  await syncs.wal.close();
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('writes on SQLite are answered once the log is synced', () => {
  it('answers a write outside a transaction only after a sync of the log that began after it', async () => {
    const insert = watch(db.insertInto('bets').values({ id: 1, amount: 10 }).execute());
    await settle();
    expect(syncs.count).toBe(1);
    expect(insert.settled).toBe(false);
    await syncs.finishOne();
    expect(insert.settled).toBe(true);
    await insert.promise;
  });

  it('lets no one read a write before it is on disk, while the event loop goes on', async () => {
    const insert = watch(db.insertInto('bets').values({ id: 1, amount: 10 }).execute());
    await settle();
    const read = watch(db.selectFrom('bets').select('amount').execute());
    const timer = await new Promise((resolve) => setTimeout(() => resolve('the event loop turned'), 1));
    expect(timer).toBe('the event loop turned');
    expect(read.settled).toBe(false);
    await syncs.finishOne();
    expect(insert.settled && read.settled).toBe(true);
    expect(await read.promise).toEqual([{ amount: 10 }]);
    // A read alone commits nothing and waits for no sync.
    await db.selectFrom('bets').selectAll().execute();
    expect(syncs.count).toBe(1);
  });

  it('makes a commit during a sync wait for the next sync, which later commits share', async () => {
    const first = watch(syncs.wal.synced());
    syncs.wal.committed();
    const second = watch(syncs.wal.synced());
    await settle();
    // Nothing was committed before the first call: it waited for nothing.
    expect(first.settled).toBe(true);
    expect(syncs.count).toBe(1);
    syncs.wal.committed();
    syncs.wal.committed();
    const third = watch(syncs.wal.synced());
    const fourth = watch(syncs.wal.synced());
    await settle();
    expect(syncs.count).toBe(1);

    await syncs.finishOne();
    expect(second.settled).toBe(true);
    // The first sync began before these two commits: they wait for one more, together.
    expect(third.settled || fourth.settled).toBe(false);
    expect(syncs.count).toBe(2);
    await syncs.finishOne();
    expect(third.settled && fourth.settled).toBe(true);
    expect(syncs.count).toBe(2);
  });

  it('answers a transaction only once its commit is synced', async () => {
    const transaction = watch(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('bets').values({ id: 1, amount: 10 }).execute();
        await trx.insertInto('bets').values({ id: 2, amount: 20 }).execute();
      }),
    );
    await settle();
    expect(transaction.settled).toBe(false);
    expect(syncs.count).toBe(1);
    await syncs.finishOne();
    expect(transaction.settled).toBe(true);
  });

  it('answers every transaction of a group commit only once the batch is synced', async () => {
    const groupCommit = new GroupCommit(db, { synced: () => syncs.wal.synced() });
    const bets = [1, 2, 3].map((id) =>
      watch(groupCommit.run((trx) => trx.insertInto('bets').values({ id, amount: id * 10 }).execute())),
    );
    await settle();
    expect(bets.some((bet) => bet.settled)).toBe(false);
    expect(syncs.count).toBe(1);
    await syncs.finishOne();
    expect(bets.every((bet) => bet.settled)).toBe(true);
  });

  it('refuses the writes whose sync failed, and syncs again for the next write', async () => {
    let failNext = true;
    const failing = new WalSync(join(dir, 'test.sqlite-wal'), (file) => {
      if (failNext) {
        failNext = false;
        return Promise.reject(new Error('EIO: i/o error, fdatasync'));
      }
      return file.datasync();
    });
    const failingDb = new Kysely<Tables>({ dialect: sqliteDialect(sqlite, { wal: failing }) });
    await expect(failingDb.insertInto('bets').values({ id: 1, amount: 10 }).execute()).rejects.toThrow('EIO');
    await expect(failingDb.insertInto('bets').values({ id: 2, amount: 20 }).execute()).resolves.toBeDefined();
    await failing.close();
  });

  it('does not sync when nothing was written', async () => {
    await db.selectFrom('bets').selectAll().execute();
    await syncs.wal.synced();
    expect(syncs.count).toBe(0);
  });
});
