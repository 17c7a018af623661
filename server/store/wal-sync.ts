import { open, type FileHandle } from 'node:fs/promises';

/**
 * Durable commits on SQLite without the server's one thread waiting for the disk.
 *
 * The connection runs with `synchronous = NORMAL`: a COMMIT writes its pages to the write-ahead log but does not
 * sync it. The connection is handed on, and whoever committed is answered, only once `synced()` resolves: an
 * fdatasync of the log that began after the commit, run on libuv's thread pool. So nothing is answered or read
 * before it is on disk, as with `synchronous = FULL`; but under FULL the sync ran inside the COMMIT on the event
 * loop's thread, and the whole server waited for the disk, where now only the database does (docs/performance.md
 * "Commits off the event loop"). A checkpoint (copying the log into the database) still syncs the log before and
 * the database after, as SQLite does at NORMAL.
 */
export class WalSync {
  /** Commits so far (COMMITs and writes outside a transaction). */
  private commits = 0;
  /** Commits that a finished sync made durable. */
  private durable = 0;
  private running: { upTo: number; done: Promise<void> } | undefined;
  private following: Promise<void> | undefined;
  private handle: Promise<FileHandle> | undefined;

  constructor(
    /** The log's file; null for a database in memory, which has none to sync. */
    private readonly walFile: string | null,
    /** How the log is synced: an fdatasync of it, unless a test watches the order of things. */
    private readonly syncFile: (file: FileHandle) => Promise<void> = (file) => file.datasync(),
  ) {}

  /** How many commits there have been: a connection's holder compares it before and after its turn. */
  get commitCount(): number {
    return this.commits;
  }

  /** Called after each statement that committed a write. */
  committed(): void {
    this.commits += 1;
  }

  /** Resolves once every commit made so far is on disk; rejects when the sync fails. */
  synced(): Promise<void> {
    if (this.durable >= this.commits) return Promise.resolve();
    if (!this.running) return this.start();
    if (this.running.upTo >= this.commits) return this.running.done;
    // The sync under way began before the latest commits: theirs is the next one, which starts when it ends.
    this.following ??= this.running.done
      .catch(() => undefined)
      .then(() => {
        this.following = undefined;
        return this.synced();
      });
    return this.following;
  }

  /** Once the last sync has ended: the store closes the log's handle only then. */
  async close(): Promise<void> {
    await this.running?.done.catch(() => undefined);
    const handle = await this.handle?.catch(() => undefined);
    this.handle = undefined;
    await handle?.close();
  }

  private start(): Promise<void> {
    const upTo = this.commits;
    const done = this.sync().then(
      () => {
        this.durable = Math.max(this.durable, upTo);
        this.running = undefined;
      },
      (error: unknown) => {
        this.running = undefined;
        throw error;
      },
    );
    this.running = { upTo, done };
    return done;
  }

  private async sync(): Promise<void> {
    if (this.walFile === null) return;
    const handle = (this.handle ??= open(this.walFile, 'r+'));
    try {
      await this.syncFile(await handle);
    } catch (error) {
      // Opened afresh for the next sync, in case the handle itself is what failed.
      if (this.handle === handle) this.handle = undefined;
      void handle.then((file) => file.close()).catch(() => undefined);
      throw error;
    }
  }
}
