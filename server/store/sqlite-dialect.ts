import type SqliteDatabase from 'better-sqlite3';
import {
  SqliteDialect,
  SqliteDriver,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  type QueryResult,
  type QueryCompiler,
  type SelectModifierNode,
  type SelectQueryNode,
  type SqliteDatabase as KyselySqliteDatabase,
  type SqliteStatement,
  type SqliteDialectConfig,
} from 'kysely';
import { WalSync } from './wal-sync.js';

/**
 * Kysely's SQLite dialect, tuned for a server with many requests in flight on SQLite's single connection.
 *
 * - Waiting for the connection is first come, first served. Kysely's own lock wakes every waiter on each
 *   release and lets all but one go back to sleep, so with a hundred requests queued each query paid for a
 *   hundred wake-ups.
 * - Compiled statements are kept. Kysely prepares every query it runs, and better-sqlite3 compiles the SQL
 *   anew on each prepare; our queries come from a few hundred shapes.
 * - Row locks (`forUpdate()` and the like) compile to nothing, so that services write one locked read for both
 *   databases (see RowLocksIgnored).
 * - A write is answered, and seen by the next holder of the connection, once it is on disk (./wal-sync.ts): the
 *   connection waits for the log's sync at the end of a turn that committed, while the event loop goes on.
 */
export function sqliteDialect(
  sqlite: SqliteDatabase.Database,
  { wal = new WalSync(null), onQueued = () => {} }: { wal?: WalSync; onQueued?: () => void } = {},
): SqliteDialect {
  const database = withStatementCache(sqlite, wal);
  const config: SqliteDialectConfig = { database };
  return new (class extends SqliteDialect {
    override createAdapter(): DialectAdapter {
      const adapter = super.createAdapter();
      directRunners.set(adapter, (sql, parameters) => runStatement(database, sql, parameters));
      return adapter;
    }

    override createDriver(): Driver {
      return new QueuedSqliteDriver(config, wal, onQueued);
    }

    override createQueryCompiler(): QueryCompiler {
      return new RowLocksIgnored();
    }
  })(config);
}

/** Runs a statement at once on the one connection, which the caller's transaction holds. */
export type DirectRunner = (sql: string, parameters: readonly unknown[]) => QueryResult<unknown>;

const directRunners = new WeakMap<DialectAdapter, DirectRunner>();

/**
 * The statement runner of a SQLite store's adapter (undefined on PostgreSQL). A transaction on SQLite holds the one
 * connection from its BEGIN to its end, and better-sqlite3 answers at once, so a query inside one may run its
 * statement directly rather than through Kysely's connection provider, which takes ten promises a query (see
 * prepared.ts); what it runs and answers is what Kysely's SQLite driver runs and answers.
 */
export function directRunner(adapter: DialectAdapter): DirectRunner | undefined {
  return directRunners.get(adapter);
}

function runStatement(database: KyselySqliteDatabase, sql: string, parameters: readonly unknown[]): QueryResult<unknown> {
  const statement = database.prepare(sql);
  if (statement.reader) return { rows: statement.all(parameters) };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

/** The select modifiers that lock rows on PostgreSQL, with the ways of not waiting for a lock. */
const ROW_LOCKS: ReadonlySet<SelectModifierNode['modifier']> = new Set([
  'ForUpdate',
  'ForNoKeyUpdate',
  'ForShare',
  'ForKeyShare',
  'NoWait',
  'SkipLocked',
]);

/**
 * SQLite has no row locks and needs none: it has one writer at a time, so a write transaction already holds the
 * whole database until it ends, and a row read inside it cannot change under it. A select's `FOR UPDATE`,
 * `FOR NO KEY UPDATE`, `FOR SHARE` or `FOR KEY SHARE` (with `OF`, `NOWAIT`, `SKIP LOCKED`) is therefore dropped
 * here rather than refused by SQLite as a syntax error, and the same locked read serves both databases.
 */
class RowLocksIgnored extends SqliteQueryCompiler {
  protected override visitSelectQuery(node: SelectQueryNode): void {
    const modifiers = node.endModifiers;
    const kept = modifiers?.filter((modifier) => !ROW_LOCKS.has(modifier.modifier));
    if (!modifiers || kept!.length === modifiers.length) return super.visitSelectQuery(node);
    super.visitSelectQuery({ ...node, endModifiers: kept!.length === 0 ? undefined : kept });
  }
}

class QueuedSqliteDriver extends SqliteDriver {
  private busy = false;
  private readonly waiting: (() => void)[] = [];
  /** The log's commit count when the present holder got the connection. */
  private commitsBeforeTurn = 0;

  constructor(
    config: SqliteDialectConfig,
    private readonly wal: WalSync,
    private readonly onQueued: () => void,
  ) {
    super(config);
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    if (this.busy) {
      const turn = new Promise<void>((resolve) => this.waiting.push(resolve));
      this.onQueued();
      await turn;
    } else this.busy = true;
    this.commitsBeforeTurn = this.wal.commitCount;
    // Never waits: this queue lets one holder through at a time.
    return super.acquireConnection();
  }

  override async releaseConnection(): Promise<void> {
    try {
      // A write of this turn is on disk before its holder is answered (Kysely answers once this resolves) and
      // before the next holder can read it: the connection waits for the sync, the event loop does not.
      if (this.wal.commitCount !== this.commitsBeforeTurn) await this.wal.synced();
    } finally {
      await super.releaseConnection();
      const next = this.waiting.shift();
      // The connection passes straight to the next in line, still busy.
      if (next) next();
      else this.busy = false;
    }
  }
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Reusing a statement is safe: Kysely runs one query at a time on the single connection, and better-sqlite3
 * resets a statement as soon as its query has run.
 */
function withStatementCache(sqlite: SqliteDatabase.Database, wal: WalSync): KyselySqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        const compiled = sqlite.prepare(sql);
        statement = tellingCommits(rowsFromValues(compiled), !compiled.readonly, sqlite, wal);
        // Oldest out first. It only fills up when query texts vary with their input (IN lists of many lengths),
        // and a dropped statement still in use is merely compiled again.
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/**
 * A statement whose rows better-sqlite3 reads as arrays of values, made objects by a function written once for its
 * columns. better-sqlite3 sets each column of a row object through V8's API: 4.6 µs a player's row of 20 columns,
 * which every signed-in request reads, against 2.2 µs read as values and made an object by the function's literal
 * (docs/performance.md). Its rows are what better-sqlite3's own would be: the columns in order, a later column of the
 * same name in place of an earlier one.
 */
function rowsFromValues(statement: SqliteDatabase.Statement): SqliteStatement {
  if (!statement.reader) return statement;
  const names = statement.columns().map((column) => column.name);
  // In a literal "__proto__" is the prototype, not a key: such rows are left to better-sqlite3.
  if (names.includes('__proto__')) return statement;
  const fields = names.map((name, index) => `${JSON.stringify(name)}: values[${index}]`);
  const rowOf = new Function('values', `return { ${fields.join(', ')} };`) as (values: unknown[]) => unknown;
  statement.raw(true);
  return {
    reader: true,
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(rowOf),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>) yield rowOf(values);
    },
  };
}

/**
 * A statement that tells the log when it committed: a write outside a transaction, or the end of one (a COMMIT;
 * SQLite counts transaction control as read-only). A ROLLBACK counts too, which costs at most one sync.
 */
function tellingCommits(
  statement: SqliteStatement,
  writes: boolean,
  sqlite: SqliteDatabase.Database,
  wal: WalSync,
): SqliteStatement {
  const telling = <T>(execute: () => T): T => {
    const inTransaction = sqlite.inTransaction;
    const result = execute();
    if (!sqlite.inTransaction && (inTransaction || writes)) wal.committed();
    return result;
  };
  return {
    reader: statement.reader,
    all: (parameters) => telling(() => statement.all(parameters)),
    run: (parameters) => telling(() => statement.run(parameters)),
    // Reads only: rows streamed from a write are not something the services do.
    iterate: (parameters) => statement.iterate(parameters),
  };
}
