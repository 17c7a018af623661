import { noteRead, noteWritten } from './live-query';

/**
 * A small layer over IndexedDB for the player app's cache: tables declared in versions, each table's reads and
 * writes, and whole-table replacements in one transaction.
 *
 * The database on players' phones was created by Dexie, which declared its schema as `version(n).stores({...})`
 * and opened IndexedDB version n × 10, with a store per table and an index per indexed field (`[a+b]` a compound
 * key, `++id` an auto-incremented one). This layer declares the same strings and opens the same version, so a
 * phone keeps its cache across the change; an upgrade only adds what is missing.
 */

/** Per table: the primary key, then the indexes, Dexie's way (`'_id, openTime'`, `'[gameId+gameDate+session]'`). */
export type StoreSpecs = Record<string, string>;

interface StoreShape {
  keyPath: string | string[];
  autoIncrement: boolean;
  indexes: { name: string; keyPath: string | string[] }[];
}

const keyPathOf = (field: string): string | string[] =>
  field.startsWith('[') ? field.slice(1, -1).split('+') : field;

function storeShape(spec: string): StoreShape {
  const [primary = '', ...indexes] = spec.split(',').map((part) => part.trim());
  const autoIncrement = primary.startsWith('++');
  return {
    keyPath: keyPathOf(autoIncrement ? primary.slice(2) : primary),
    autoIncrement,
    indexes: indexes.filter(Boolean).map((name) => ({ name, keyPath: keyPathOf(name) })),
  };
}

/** IndexedDB's version for a declared one (Dexie's convention). */
const NATIVE_VERSION_FACTOR = 10;

function settle<T>(request: IDBRequest<T> | IDBOpenDBRequest): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result as T);
    request.onerror = () => reject(request.error);
  });
}

export class LocalDatabase {
  /** The declared version (the last one). */
  readonly verno: number;
  readonly tables: Table<unknown, IDBValidKey>[];
  private readonly shapes = new Map<string, StoreShape>();
  private connection: Promise<IDBDatabase> | null = null;

  /** `versions[n - 1]` holds the tables declared by version n; a published version never changes. */
  constructor(
    readonly name: string,
    versions: readonly StoreSpecs[],
  ) {
    this.verno = versions.length;
    for (const specs of versions) {
      for (const [table, spec] of Object.entries(specs)) this.shapes.set(table, storeShape(spec));
    }
    this.tables = [...this.shapes.keys()].map((table) => new Table(this, table));
  }

  table<T, K extends IDBValidKey>(name: string): Table<T, K> {
    const found = this.tables.find((table) => table.name === name);
    if (!found) throw new Error(`No table ${name} in the ${this.name} database`);
    return found as unknown as Table<T, K>;
  }

  /** Closes the connection; the next read or write opens it again. */
  close(): void {
    const connection = this.connection;
    this.connection = null;
    void connection?.then((database) => database.close(), () => undefined);
  }

  /**
   * Runs `work` in one transaction over `tables` and answers the result of the request it returns, once the
   * transaction has committed; a write then wakes the live queries that read those tables.
   */
  async transact<R = undefined>(
    mode: IDBTransactionMode,
    tables: readonly string[],
    work: (transaction: IDBTransaction) => IDBRequest<R> | void,
  ): Promise<R> {
    const database = await this.open();
    let transaction: IDBTransaction;
    try {
      transaction = database.transaction([...tables], mode);
    } catch (error) {
      // The connection was closed under us (the browser, another tab's upgrade): open it again, once.
      if (!(error instanceof DOMException && error.name === 'InvalidStateError')) throw error;
      this.connection = null;
      transaction = (await this.open()).transaction([...tables], mode);
    }
    if (mode === 'readonly') for (const table of tables) noteRead(table);
    const result = await new Promise<R>((resolve, reject) => {
      let request: IDBRequest<R> | void;
      transaction.oncomplete = () => resolve(request ? request.result : (undefined as R));
      transaction.onerror = () => reject(transaction.error ?? request?.error);
      transaction.onabort = () => reject(transaction.error ?? new DOMException('Transaction aborted', 'AbortError'));
      try {
        request = work(transaction);
      } catch (error) {
        transaction.abort();
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    if (mode === 'readwrite') noteWritten(tables);
    return result;
  }

  /** Empties every table in one transaction (sign-out). */
  clearAll(): Promise<void> {
    const names = this.tables.map((table) => table.name);
    return this.transact('readwrite', names, (transaction) => {
      for (const name of names) transaction.objectStore(name).clear();
    });
  }

  private open(): Promise<IDBDatabase> {
    this.connection ??= this.connect().catch((error: unknown) => {
      this.connection = null;
      throw error;
    });
    return this.connection;
  }

  private async connect(): Promise<IDBDatabase> {
    let database: IDBDatabase;
    try {
      database = await this.openAt(this.verno * NATIVE_VERSION_FACTOR);
    } catch (error) {
      // A database left at a later version (Dexie raised it when it patched a schema): use it as it is.
      if (!(error instanceof DOMException && error.name === 'VersionError')) throw error;
      database = await this.openAt(undefined);
    }
    if (this.tablesMissingFrom(database)) {
      const version = database.version + 1;
      database.close();
      database = await this.openAt(version);
    }
    database.onversionchange = () => {
      // Another tab runs a newer app and upgrades the database: let it, and open again when next needed.
      database.close();
      this.connection = null;
    };
    database.onclose = () => {
      this.connection = null;
    };
    return database;
  }

  private tablesMissingFrom(database: IDBDatabase): boolean {
    return [...this.shapes.keys()].some((name) => !database.objectStoreNames.contains(name));
  }

  private openAt(version: number | undefined): Promise<IDBDatabase> {
    const request = version === undefined ? indexedDB.open(this.name) : indexedDB.open(this.name, version);
    request.onupgradeneeded = () => this.upgrade(request.result, request.transaction!);
    return settle<IDBDatabase>(request);
  }

  /** Creates the tables and indexes that are missing; what a phone already holds stays. */
  private upgrade(database: IDBDatabase, transaction: IDBTransaction): void {
    for (const [name, shape] of this.shapes) {
      const store = database.objectStoreNames.contains(name)
        ? transaction.objectStore(name)
        : database.createObjectStore(name, { keyPath: shape.keyPath, autoIncrement: shape.autoIncrement });
      for (const index of shape.indexes) {
        if (!store.indexNames.contains(index.name)) store.createIndex(index.name, index.keyPath);
      }
    }
  }
}

/** One table of the cache. */
export class Table<T, K extends IDBValidKey> {
  constructor(
    private readonly database: LocalDatabase,
    readonly name: string,
  ) {}

  private read<R>(work: (store: IDBObjectStore) => IDBRequest<R>): Promise<R> {
    return this.database.transact('readonly', [this.name], (transaction) => work(transaction.objectStore(this.name)));
  }

  private write(work: (store: IDBObjectStore) => void): Promise<void> {
    return this.database.transact('readwrite', [this.name], (transaction) => {
      work(transaction.objectStore(this.name));
    });
  }

  async get(key: K): Promise<T | undefined> {
    return (await this.read((store) => store.get(key))) as T | undefined;
  }

  /** The rows of these keys, in their order (undefined where there is none). */
  async bulkGet(keys: readonly K[]): Promise<(T | undefined)[]> {
    const rows: (T | undefined)[] = [];
    await this.database.transact('readonly', [this.name], (transaction) => {
      const store = transaction.objectStore(this.name);
      keys.forEach((key, at) => {
        const request = store.get(key);
        request.onsuccess = () => (rows[at] = request.result as T | undefined);
      });
    });
    return keys.map((_, at) => rows[at]);
  }

  /** Every row, by primary key. */
  async toArray(): Promise<T[]> {
    return (await this.read((store) => store.getAll())) as T[];
  }

  /** Every row with a value for `index`, ordered by it. */
  async orderedBy(index: string): Promise<T[]> {
    return (await this.read((store) => store.index(index).getAll())) as T[];
  }

  /** The rows whose `index` equals `value`. */
  async where(index: string, value: IDBValidKey): Promise<T[]> {
    return (await this.read((store) => store.index(index).getAll(IDBKeyRange.only(value)))) as T[];
  }

  count(): Promise<number> {
    return this.read((store) => store.count());
  }

  put(row: T): Promise<void> {
    return this.write((store) => store.put(row));
  }

  bulkPut(rows: readonly T[]): Promise<void> {
    return this.write((store) => {
      for (const row of rows) store.put(row);
    });
  }

  /** Changes some fields of a row; answers 1, or 0 when there is no such row. */
  async update(key: K, changes: Partial<T>): Promise<number> {
    let updated = 0;
    await this.write((store) => {
      const request = store.get(key);
      request.onsuccess = () => {
        if (request.result === undefined) return;
        store.put({ ...(request.result as T), ...changes });
        updated = 1;
      };
    });
    return updated;
  }

  delete(key: K): Promise<void> {
    return this.write((store) => store.delete(key));
  }

  clear(): Promise<void> {
    return this.write((store) => store.clear());
  }

  /** Replaces every row, in one transaction: a reader sees the old rows or the new ones, never none. */
  replaceAll(rows: readonly T[]): Promise<void> {
    return this.write((store) => {
      store.clear();
      for (const row of rows) store.put(row);
    });
  }

  /** Replaces the rows whose `index` equals `value` with `rows` (keys generated where the table does), at once. */
  replaceWhere(index: string, value: IDBValidKey, rows: readonly T[]): Promise<void> {
    return this.write((store) => {
      const keys = store.index(index).getAllKeys(IDBKeyRange.only(value));
      keys.onsuccess = () => {
        for (const key of keys.result) store.delete(key);
        for (const row of rows) store.put(row);
      };
    });
  }
}
