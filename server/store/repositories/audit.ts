import { sql, type Transaction } from 'kysely';
import type { Database } from '../schema.js';

/** An audit chain head as seen: its entry's id and hash. */
export interface SeenHead {
  id: number;
  hash: string;
}

/** What the audit trail keeps with its store, and the one thing it does differently on each database. */
export interface AuditRepository {
  /** The newest head this process has seen the database's chain with, to find the newest entries deleted. */
  seenHead(): SeenHead | undefined;
  rememberHead(head: SeenHead): void;
  /** The key the chain's entries are hashed with, loaded once at start (audit-key.ts) before anything is recorded. */
  useKey(key: Buffer): void;
  key(): Buffer;
  /**
   * Makes appends take turns until `trx` ends: two appending at once would both read the same last hash and fork
   * the chain.
   */
  lockAppends(trx: Transaction<Database>): Promise<void>;
}

/** The memory of one process, kept with the store it read. */
function auditMemory(): Omit<AuditRepository, 'lockAppends'> {
  let seen: SeenHead | undefined;
  let key: Buffer | undefined;
  return {
    seenHead: () => seen,
    rememberHead(head) {
      if (!seen || head.id > seen.id) seen = head;
    },
    useKey(next) {
      key = next;
    },
    key() {
      if (!key) throw new Error('The audit key is not loaded: prepareDatabase loads it before anything is recorded');
      return key;
    },
  };
}

/** SQLite has one writer at a time: an append's write transaction already excludes every other. */
export function sqliteAudit(): AuditRepository {
  return { ...auditMemory(), lockAppends: async () => undefined };
}

/** Any fixed number: the one advisory lock that serializes appends across every instance. */
const AUDIT_APPEND_LOCK = 7_007_007;

/** PostgreSQL runs transactions side by side, from several instances: an advisory lock held until commit. */
export function postgresAudit(): AuditRepository {
  return {
    ...auditMemory(),
    async lockAppends(trx) {
      await sql`select pg_advisory_xact_lock(${AUDIT_APPEND_LOCK})`.execute(trx);
    },
  };
}
