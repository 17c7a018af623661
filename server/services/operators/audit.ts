import { createHash, createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AuditEntry, AuditHead, AuditQuery, AuditTrail, AuditVerification } from '../../../contract/audit.js';
import type { Transaction } from 'kysely';
import type { Clock } from '../../clock.js';
import { badRequest } from '../../errors.js';
import type { Store } from '../../store/connect.js';
import type { AuditRepository } from '../../store/repositories/audit.js';
import type { AuditLogRow, Database, Db } from '../../store/schema.js';
import { addDays, isCalendarDate } from '../../../src/domain/time.js';
import { pageRequest, pagination, recordId } from '../paging.js';
import { canonicalJson } from '../canonical-json.js';
import { csvTable } from './csv.js';

/**
 * The operators' audit trail (docs/operations.md "Audit trail"): every operator action that changes money, results,
 * markets, rates, settings, content, users or password requests appends one entry in the same transaction as
 * the change, so an entry exists exactly when the change committed.
 *
 * Tamper evidence without trusting the database: each entry's `hash` is an HMAC-SHA256, keyed with the audit key
 * (audit-key.ts), which the database does not hold, of the previous entry's hash, the entry's id and the entry in
 * canonical form; ids follow one another without gaps. Someone who can write to the database can still drop the
 * triggers of migration 006 (which refuse UPDATE and DELETE), but without the key cannot write an entry whose hash
 * follows, so `verifyAuditChain` finds an entry forged, edited or deleted; deleting the newest entries shows
 * against the chain's head, which the server logs every few minutes and on shutdown, exposes in /metrics and
 * remembers, and which an operator can give to the verification.
 *
 * Entries written before the chain was keyed carry sha256(previous hash + the entry in canonical form). They are
 * verified that way up to the first keyed entry, which seals them: its hash covers the last of them, whose
 * hash covers every one before it; the start appends one when the newest entry is of the old chain
 * (sealAuditChain). After a keyed entry, an entry hashed the old way is a forgery, and so is a trail with none.
 *
 * Erasing a closed account's personal data (people/erasure.ts) redacts the entries that hold it, the one change
 * the triggers allow (migration 023): `before`, `after`, `ip` and `user_agent` only, with `redacted_by` naming the
 * keyed `player.erase` entry appended in the same transaction, which lists each redacted entry's id with the
 * keyed hash of its redacted form (redactionHash). The chain keeps every entry's original hash, so the entries
 * after a redacted one still follow; the redacted entry itself is checked against the hash its erase entry
 * recorded, which only the key holder could write and which the chain protects in turn.
 */

export interface AuditActor {
  adminId: number | null;
  ip: string;
  userAgent: string;
}

export interface AuditChange {
  action: string;
  target: { kind: string; id: string };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** The action of the entry that records an erasure and the redactions it made. */
export const ERASE_ACTION = 'player.erase';

/** Changes the server makes itself, with no operator and no client (the demo seed). */
export const SYSTEM_ACTOR: AuditActor = { adminId: null, ip: '', userAgent: 'system' };

const GENESIS = '';

type ChainedFields = Pick<
  AuditLogRow,
  'at' | 'actor_id' | 'action' | 'target_kind' | 'target_id' | 'before' | 'after' | 'ip' | 'user_agent'
>;

/** The entry's fields in a fixed order; `before`/`after` enter as the stored text. */
function canonicalFields(entry: ChainedFields): unknown[] {
  return [
    entry.at,
    entry.actor_id === null ? null : Number(entry.actor_id),
    entry.action,
    entry.target_kind,
    entry.target_id,
    entry.before,
    entry.after,
    entry.ip,
    entry.user_agent,
  ];
}

/** The hash of an entry written before the chain was keyed, given its predecessor's. */
function plainHash(previousHash: string, entry: ChainedFields): string {
  return createHash('sha256').update(previousHash).update(JSON.stringify(canonicalFields(entry))).digest('hex');
}

/** The hash of an entry, keyed, given its predecessor's hash and its own id. */
function keyedHash(key: Buffer, previousHash: string, id: number, entry: ChainedFields): string {
  return createHmac('sha256', key).update(JSON.stringify([previousHash, id, ...canonicalFields(entry)])).digest('hex');
}

/** The database and what this process keeps of its chain: the key, the append lock, the head as seen. */
export type AuditStore = Pick<Store, 'db' | 'repositories'>;

/**
 * The keyed hash of an entry's redacted form: its id, its original (chained) hash and its fields as they now
 * read. The `player.erase` entry that redacts it records this hash.
 */
export function redactionHash(key: Buffer, entry: ChainedFields & { id: number; hash: string }): string {
  return createHmac('sha256', key)
    .update(JSON.stringify(['redacted', entry.id, entry.hash, ...canonicalFields(entry)]))
    .digest('hex');
}

/** The redactions a `player.erase` entry recorded (entry id → hash of its redacted form), read once per check. */
type RecordedRedactions = Map<number, Map<string, unknown> | null>;

/** Whether a redacted entry reads as the erase entry it names recorded it; that entry is checked by the chain. */
async function redactionRecorded(db: Db, key: Buffer, row: AuditLogRow, recorded: RecordedRedactions): Promise<boolean> {
  const by = Number(row.redacted_by);
  if (!(by > Number(row.id))) return false;
  let listed = recorded.get(by);
  if (listed === undefined) {
    const entry = await db.selectFrom('audit_log').select(['action', 'after']).where('id', '=', by).executeTakeFirst();
    const after = entry?.action === ERASE_ACTION && entry.after !== null ? (JSON.parse(entry.after) as Record<string, unknown>) : null;
    const entries = after?.redactedEntries;
    listed = entries && typeof entries === 'object' ? new Map(Object.entries(entries)) : null;
    recorded.set(by, listed);
  }
  return listed?.get(String(row.id)) === redactionHash(key, { ...row, id: Number(row.id) });
}

/**
 * Appends one entry to the store's hash chain, in `executor`'s transaction; given the database (not a
 * transaction) it opens its own.
 */
export async function recordAudit(
  store: AuditStore,
  executor: Db | Transaction<Database>,
  clock: Clock,
  actor: AuditActor,
  change: AuditChange,
): Promise<void> {
  const { audit } = store.repositories;
  if (executor.isTransaction) return append(audit, executor as Transaction<Database>, clock, actor, change);
  return executor.transaction().execute((trx) => append(audit, trx, clock, actor, change));
}

async function append(
  audit: AuditRepository,
  trx: Transaction<Database>,
  clock: Clock,
  actor: AuditActor,
  change: AuditChange,
): Promise<void> {
  // Held until the transaction ends, so that two instances appending at once take turns (no forked chain).
  await audit.lockAppends(trx);
  const key = audit.key();
  const last = await trx.selectFrom('audit_log').select(['id', 'hash']).orderBy('id', 'desc').limit(1).executeTakeFirst();
  // The id is given, not drawn from the table's sequence, so that ids follow one another and enter the hash.
  const id = Number(last?.id ?? 0) + 1;
  const entry: ChainedFields = {
    at: clock.now().toISOString(),
    actor_id: actor.adminId,
    action: change.action,
    target_kind: change.target.kind,
    target_id: change.target.id,
    before: change.before ? canonicalJson(change.before) : null,
    after: change.after ? canonicalJson(change.after) : null,
    ip: actor.ip,
    user_agent: actor.userAgent,
  };
  await trx
    .insertInto('audit_log')
    .values({ ...entry, id, hash: keyedHash(key, last?.hash ?? GENESIS, id, entry) })
    .execute();
}

/**
 * At the start: when the chain's newest entry is hashed the old way (written before the chain was keyed), a keyed
 * entry `audit.seal` is appended, whose hash covers it and so every entry before it; after it, an entry hashed
 * the old way is a forgery. Answers a note for the operator when the newest entry verifies neither way: the
 * database was written with another key (restored without it?) or altered.
 */
export async function sealAuditChain(store: AuditStore, clock: Clock): Promise<string | undefined> {
  const { db } = store;
  const key = store.repositories.audit.key();
  const [last, before] = await db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(2).execute();
  if (!last) return undefined;
  const previous = before?.hash ?? GENESIS;
  if (last.hash === keyedHash(key, previous, Number(last.id), last)) return undefined;
  if (last.hash === plainHash(previous, last)) {
    const target = { kind: 'audit', id: String(last.id) };
    await recordAudit(store, db, clock, SYSTEM_ACTOR, { action: 'audit.seal', target });
    return undefined;
  }
  return `Audit trail: entry ${last.id} does not verify with this audit key (AUDIT_KEY or DATA_DIR/audit.key). Was the database restored without its key, or altered? See GET /api/admin/audit/verify.`;
}

/**
 * The fields of `after` that differ from `before`, with their old values: what an update entry records.
 * Null when nothing changed, so a repeated save writes no entry.
 */
export function changedFields<T extends object>(
  before: T,
  after: T,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const was = before as Record<string, unknown>;
  const is = after as Record<string, unknown>;
  const old: Record<string, unknown> = {};
  const next: Record<string, unknown> = {};
  for (const key of Object.keys(is)) {
    if (canonicalJson(was[key]) === canonicalJson(is[key])) continue;
    old[key] = was[key] ?? null;
    next[key] = is[key];
  }
  return Object.keys(next).length === 0 ? null : { before: old, after: next };
}

// ---- Verification ------------------------------------------------------------------------------------------

/** A head given to the verification: the id, and the hash in full or its first digits (at least 16). */
export interface RecordedHead {
  id: number;
  hash: string;
}

const VERIFY_BATCH = 1000;

/** The chain's newest entry (none on an empty trail); the store remembers it as seen. */
export async function auditChainHead({ db, repositories }: AuditStore): Promise<AuditHead | null> {
  const row = await db.selectFrom('audit_log').select(['id', 'hash']).orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (!row) return null;
  repositories.audit.rememberHead({ id: Number(row.id), hash: row.hash });
  return { id: String(row.id), hash: row.hash };
}

/** `id:hash` as an operator copies it from the log, /metrics or a verification; undefined when it is not such. */
export function parseRecordedHead(text: string): RecordedHead | undefined {
  const match = /^(\d{1,15}):([0-9a-f]{16,64})$/.exec(text);
  return match ? { id: Number(match[1]), hash: match[2]! } : undefined;
}

const altered = (id: number) => ({
  code: 'AUDIT_ENTRY_ALTERED' as const,
  message: `Entry ${id} was changed, or written by someone without the audit key: its hash does not follow from the entries before it`,
});

/**
 * Recomputes the chain from the first entry and reports the first problem: an entry whose hash does not follow
 * (edited or forged), ids that skip (entries deleted), or a chain that ends before a head it has had (newest
 * entries deleted) — the head given, or the newest this process has seen.
 */
export async function verifyAuditChain(
  { db, repositories }: AuditStore,
  recorded?: RecordedHead,
): Promise<AuditVerification> {
  const key = repositories.audit.key();
  const heads = [recorded, repositories.audit.seenHead()].filter((head): head is RecordedHead => head !== undefined);
  const headHashes = new Map<number, string>();
  let previous = GENESIS;
  let previousId = 0;
  let keyed = false;
  let entries = 0;
  const broken = (id: number, problem: AuditVerification['problem']) => ({ ok: false, entries, firstBrokenId: String(id), problem });
  let result: Omit<AuditVerification, 'head'> | undefined;
  const redactions: RecordedRedactions = new Map();
  for (;;) {
    const rows = await db.selectFrom('audit_log').selectAll().where('id', '>', previousId).orderBy('id').limit(VERIFY_BATCH).execute();
    for (const row of rows) {
      entries += 1;
      const id = Number(row.id);
      // Keyed entries are numbered one after the other (the old chain's ids may skip: its sequence did).
      if (keyed && id !== previousId + 1) {
        result = broken(id, {
          code: 'AUDIT_ENTRY_MISSING',
          message: `Entries ${previousId + 1} to ${id - 1} are missing: they were deleted`,
        });
        break;
      }
      if (row.redacted_by !== null) {
        // Its original hash stays in the chain; what it reads now is vouched for by the erase entry.
        if (!(await redactionRecorded(db, key, row, redactions))) {
          result = broken(id, altered(id));
          break;
        }
      } else if (row.hash === keyedHash(key, previous, id, row)) keyed = true;
      else if (keyed || row.hash !== plainHash(previous, row)) {
        result = broken(id, altered(id));
        break;
      }
      if (heads.some((head) => head.id === id)) headHashes.set(id, row.hash);
      previous = row.hash;
      previousId = id;
    }
    if (result || rows.length < VERIFY_BATCH) break;
  }
  if (!result && entries > 0 && !keyed) {
    // Every start seals the old chain, so a trail without a keyed entry was written again since.
    const first = await db.selectFrom('audit_log').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    result = broken(Number(first.id), {
      code: 'AUDIT_ENTRY_ALTERED',
      message: 'No entry is keyed with the audit key: the trail was written again by someone without it',
    });
  }
  if (!result) {
    for (const head of heads) {
      if (head.id > previousId) {
        result = broken(previousId + 1, {
          code: 'AUDIT_CHAIN_TRUNCATED',
          message: `The trail ends at entry ${previousId}, but entry ${head.id} existed: the newest entries were deleted`,
        });
        break;
      }
      if (!headHashes.get(head.id)?.startsWith(head.hash)) {
        result = broken(head.id, altered(head.id));
        break;
      }
    }
  }
  const head = await auditChainHead({ db, repositories });
  return { ...(result ?? { ok: true, entries, firstBrokenId: null, problem: null }), head };
}

/**
 * Writes the chain's head to the log every `intervalMs` when it has moved, and once more when stopped (the
 * server shutting down), so that the log holds heads the database cannot take back.
 */
export function logAuditHead(store: AuditStore, log: FastifyBaseLogger, intervalMs: number): { stop(): Promise<void> } {
  let logged: string | undefined;
  const write = async (always: boolean) => {
    const head = await auditChainHead(store);
    if (!head || (!always && head.hash === logged)) return;
    logged = head.hash;
    log.info({ auditHead: `${head.id}:${head.hash}` }, 'audit chain head');
  };
  const failed = (error: unknown) => log.warn({ err: error }, 'audit chain head not read');
  const timer = setInterval(() => void write(false).catch(failed), intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await write(true).catch(failed);
    },
  };
}

// ---- The list --------------------------------------------------------------------------------------------

/** GET /api/admin/audit's filters, as sent. */
export type AuditFilters = Omit<AuditQuery, 'format'>;


/**
 * A bound of the time filter: an ISO time as given, or a calendar date read as an IST day (`from` its start,
 * `to` its end), the business day the console shows.
 */
function timeBound(value: string | undefined, field: 'from' | 'to'): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (isCalendarDate(value)) {
    const day = field === 'from' ? value : addDays(value, 1);
    return new Date(`${day}T00:00:00+05:30`).toISOString();
  }
  const ms = /^\d{4}-\d{2}-\d{2}T/.test(value) ? Date.parse(value) : NaN;
  if (!Number.isFinite(ms)) throw badRequest('AUDIT_TIME_INVALID', { field }, { path: field });
  // An instant given as `to` is inclusive: everything strictly before the next millisecond.
  return new Date(field === 'from' ? ms : ms + 1).toISOString();
}

function filtered(db: Db, query: AuditFilters) {
  let base = db.selectFrom('audit_log').leftJoin('users', 'users.id', 'audit_log.actor_id');
  if (query.actor !== undefined && query.actor !== '') {
    const actorId = recordId(query.actor);
    if (actorId === null) throw badRequest('AUDIT_ACTOR_INVALID', undefined, { path: 'actor' });
    base = base.where('audit_log.actor_id', '=', actorId);
  }
  if (query.action) base = base.where('audit_log.action', '=', query.action);
  if (query.targetKind) base = base.where('audit_log.target_kind', '=', query.targetKind);
  if (query.targetId) base = base.where('audit_log.target_id', '=', query.targetId);
  const from = timeBound(query.from, 'from');
  const to = timeBound(query.to, 'to');
  if (from !== undefined) base = base.where('audit_log.at', '>=', from);
  if (to !== undefined) base = base.where('audit_log.at', '<', to);
  return base;
}

function parseJson(text: string | null): Record<string, unknown> | null {
  return text === null ? null : (JSON.parse(text) as Record<string, unknown>);
}

type ListedRow = AuditLogRow & { name: string | null; mobile_number: string | null };

function auditEntryRecord(row: ListedRow): AuditEntry {
  return {
    _id: String(row.id),
    at: row.at,
    actor:
      row.actor_id === null
        ? null
        : { _id: String(row.actor_id), name: row.name ?? '', mobileNumber: row.mobile_number ?? '' },
    action: row.action,
    target: { kind: row.target_kind, id: row.target_id },
    before: parseJson(row.before),
    after: parseJson(row.after),
    ip: row.ip,
    userAgent: row.user_agent,
  };
}

/** One page of entries matching the filters, newest first. */
export async function listAuditEntries(
  db: Db,
  query: AuditFilters,
): Promise<AuditTrail> {
  const page = pageRequest(query);
  const base = filtered(db, query);
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .selectAll('audit_log')
      .select(['users.name', 'users.mobile_number'])
      .orderBy('audit_log.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return { entries: rows.map(auditEntryRecord), pagination: pagination(Number(total), page) };
}

/** The most rows one CSV download carries; narrow the filters for more. */
export const MAX_CSV_ROWS = 50_000;

const CSV_HEADER = ['id', 'at', 'actorId', 'actorName', 'actorMobile', 'action', 'targetKind', 'targetId', 'before', 'after', 'ip', 'userAgent'];

/** Every entry matching the filters (paging ignored, newest first) as CSV with a header row. */
export async function auditEntriesCsv(db: Db, query: AuditFilters): Promise<string> {
  const rows = await filtered(db, query)
    .selectAll('audit_log')
    .select(['users.name', 'users.mobile_number'])
    .orderBy('audit_log.id', 'desc')
    .limit(MAX_CSV_ROWS)
    .execute();
  const cells = rows.map((row) => [
    String(row.id),
    row.at,
    row.actor_id === null ? '' : String(row.actor_id),
    row.name ?? '',
    row.mobile_number ?? '',
    row.action,
    row.target_kind,
    row.target_id,
    row.before ?? '',
    row.after ?? '',
    row.ip,
    row.user_agent,
  ]);
  return csvTable(CSV_HEADER, cells);
}
