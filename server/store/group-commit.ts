import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import { runCompiled } from './prepared.js';

/** A write transaction's body: everything it reads and writes goes through `trx`. */
export type TransactionWork<DB, T> = (trx: Transaction<DB>) => Promise<T>;

interface Queued<DB> {
  work: TransactionWork<DB, unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

/** Bounds how long the first transaction of a batch waits for the last one. */
const MAX_BATCH = 256;
// Plain statements, compiled once, rather than Kysely's savepoint API, which builds a new transaction object for each.
const SAVEPOINT = CompiledQuery.raw('savepoint queued_transaction');
const RELEASE = CompiledQuery.raw('release queued_transaction');
const ROLLBACK_TO = CompiledQuery.raw('rollback to queued_transaction');

/**
 * Group commit for the embedded database. Every durable commit waits for a sync of the log (an fsync), so one
 * commit per transaction would cap the whole server at one write per sync. Here transactions that arrive while
 * another batch is committed and synced queue up, then run one after another inside a single database
 * transaction, each in its own SAVEPOINT: one that throws is rolled back to its savepoint alone, and the others
 * go on. One COMMIT and one sync (`synced`, ./wal-sync.ts, off the event loop's thread) then make the whole batch
 * durable, and only after them does any caller get its answer, success or failure, so nothing is ever
 * acknowledged before it is on disk.
 *
 * A queued transaction must use only the `trx` it is given: the batch holds SQLite's one connection, so a
 * query on the plain database from inside it would wait for itself.
 */
export class GroupCommit<DB> {
  private queue: Queued<DB>[] = [];
  private draining = false;
  private onceSettled: (() => void)[] = [];

  constructor(
    private readonly db: Kysely<DB>,
    private readonly options: {
      /** Told each committed batch's size, after its callers have their answers (metrics; must not throw). */
      onBatch?: (size: number) => void;
      /** Resolves once the commit is on disk (./wal-sync.ts); no caller is answered before. */
      synced?: () => Promise<void>;
    } = {},
  ) {}

  run<T>(work: TransactionWork<DB, T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.draining) void this.drain();
    });
  }

  /** Resolves once every transaction queued so far has committed or failed: the store closes only then. */
  settled(): Promise<void> {
    if (!this.draining) return Promise.resolve();
    return new Promise((resolve) => this.onceSettled.push(resolve));
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.queue.length > 0) {
        // A batch runs without giving the event loop a turn (better-sqlite3 answers at once, and the COMMIT
        // blocks it), so requests that arrived meanwhile are read only now: let them queue before we start.
        await new Promise((resolve) => setImmediate(resolve));
        await this.commitBatch();
      }
    } finally {
      this.draining = false;
      for (const resolve of this.onceSettled.splice(0)) resolve();
    }
  }

  private async commitBatch(): Promise<void> {
    let trx;
    try {
      trx = await this.db.startTransaction().execute();
    } catch (error) {
      for (const item of this.queue.splice(0)) item.reject(error);
      return;
    }
    // Taken once the connection is ours, so whatever queued behind the previous commit joins this batch.
    const batch = this.queue.splice(0, MAX_BATCH);
    const answers: (() => void)[] = [];
    try {
      for (const item of batch) {
        await runCompiled(trx, SAVEPOINT);
        try {
          const value = await item.work(trx);
          await runCompiled(trx, RELEASE);
          answers.push(() => item.resolve(value));
        } catch (error) {
          await runCompiled(trx, ROLLBACK_TO);
          await runCompiled(trx, RELEASE);
          answers.push(() => item.reject(error));
        }
      }
      await trx.commit().execute();
    } catch (error) {
      await trx.rollback().execute().catch(() => undefined);
      for (const item of batch) item.reject(error);
      return;
    }
    try {
      await this.options.synced?.();
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    for (const answer of answers) answer();
    this.options.onBatch?.(batch.length);
  }
}
