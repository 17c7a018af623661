import { createHash } from 'node:crypto';
import { SqliteAdapter, sql, type Transaction } from 'kysely';
import type { Clock } from '../../clock.js';
import { badRequest } from '../../errors.js';
import type { AuditLogRow, Database, Db } from '../../store/schema.js';
import { addDays, isCalendarDate } from '../../../src/domain/time.js';
import { pageRequest, pagination, recordId, type Pagination } from '../paging.js';
import { canonicalJson } from '../canonical-json.js';
import { csvTable } from './csv.js';

/**
 * The operators' audit trail (README "Audit trail"): every operator action that changes money, results,
 * markets, rates, settings, content, users or password requests appends one entry in the same transaction as
 * the change, so an entry exists exactly when the change committed.
 *
 * Tamper evidence: each entry's `hash` is sha256(previous entry's hash + the entry in canonical form). The
 * database refuses UPDATE and DELETE on the table (migration 006); should someone drop those triggers and
 * edit a row, `verifyAuditChain` finds the first entry whose hash no longer follows.
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

/** Changes the server makes itself, with no operator and no client (the demo seed). */
export const SYSTEM_ACTOR: AuditActor = { adminId: null, ip: '', userAgent: 'system' };

/** Any fixed number: the one PostgreSQL advisory lock that serializes appends across every instance. */
const AUDIT_APPEND_LOCK = 7_007_007;
const GENESIS = '';

type ChainedFields = Pick<
  AuditLogRow,
  'at' | 'actor_id' | 'action' | 'target_kind' | 'target_id' | 'before' | 'after' | 'ip' | 'user_agent'
>;

/** The hash of an entry given its predecessor's; `before`/`after` enter as the stored text. */
function entryHash(previousHash: string, entry: ChainedFields): string {
  const canonical = JSON.stringify([
    entry.at,
    entry.actor_id === null ? null : Number(entry.actor_id),
    entry.action,
    entry.target_kind,
    entry.target_id,
    entry.before,
    entry.after,
    entry.ip,
    entry.user_agent,
  ]);
  return createHash('sha256').update(previousHash).update(canonical).digest('hex');
}

/** Appends one entry to the hash chain; given a Db (not a transaction) it opens its own transaction. */
export async function recordAudit(
  executor: Db | Transaction<Database>,
  clock: Clock,
  actor: AuditActor,
  change: AuditChange,
): Promise<void> {
  if (executor.isTransaction) return append(executor as Transaction<Database>, clock, actor, change);
  return executor.transaction().execute((trx) => append(trx, clock, actor, change));
}

async function append(trx: Transaction<Database>, clock: Clock, actor: AuditActor, change: AuditChange): Promise<void> {
  // Two instances appending at once would both read the same last hash and fork the chain. On PostgreSQL this
  // lock, held until the transaction ends, makes them take turns; SQLite already has one writer at a time.
  if (!(trx.getExecutor().adapter instanceof SqliteAdapter)) {
    await sql`select pg_advisory_xact_lock(${AUDIT_APPEND_LOCK})`.execute(trx);
  }
  const last = await trx.selectFrom('audit_log').select('hash').orderBy('id', 'desc').limit(1).executeTakeFirst();
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
    .values({ ...entry, hash: entryHash(last?.hash ?? GENESIS, entry) })
    .execute();
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

/**
 * A read of the row a change is about to replace, locked on PostgreSQL until the transaction ends so the
 * entry's `before` is exactly what the change replaced. SQLite has one writer at a time: no lock needed.
 */
export function lockedOnPostgres<Q extends { forUpdate(): Q }>(trx: Transaction<Database>, query: Q): Q {
  return trx.getExecutor().adapter instanceof SqliteAdapter ? query : query.forUpdate();
}

// ---- Verification ------------------------------------------------------------------------------------------

export interface AuditVerification {
  ok: boolean;
  entries: number;
  firstBrokenId: string | null;
}

const VERIFY_BATCH = 1000;

/** Recomputes the chain from the first entry; the first entry whose stored hash does not follow is broken. */
export async function verifyAuditChain(db: Db): Promise<AuditVerification> {
  let previous = GENESIS;
  let afterId = 0;
  let entries = 0;
  for (;;) {
    const rows = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(VERIFY_BATCH)
      .execute();
    for (const row of rows) {
      entries += 1;
      if (entryHash(previous, row) !== row.hash) return { ok: false, entries, firstBrokenId: String(row.id) };
      previous = row.hash;
    }
    if (rows.length < VERIFY_BATCH) return { ok: true, entries, firstBrokenId: null };
    afterId = Number(rows[rows.length - 1]!.id);
  }
}

// ---- The list --------------------------------------------------------------------------------------------

/** GET /api/admin/audit's filters, as sent. */
export interface AuditQuery {
  actor?: string;
  action?: string;
  targetKind?: string;
  targetId?: string;
  from?: string;
  to?: string;
  page?: string;
  limit?: string;
}

export interface AuditEntryRecord {
  _id: string;
  at: string;
  actor: { _id: string; name: string; mobileNumber: string } | null;
  action: string;
  target: { kind: string; id: string };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string;
  userAgent: string;
}

const DATE_OR_INSTANT = 'must be a date (YYYY-MM-DD) or an ISO-8601 time';

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
  if (!Number.isFinite(ms)) throw badRequest(`${field} ${DATE_OR_INSTANT}`, [{ msg: `${field} ${DATE_OR_INSTANT}`, path: field }]);
  // An instant given as `to` is inclusive: everything strictly before the next millisecond.
  return new Date(field === 'from' ? ms : ms + 1).toISOString();
}

function filtered(db: Db, query: AuditQuery) {
  let base = db.selectFrom('audit_log').leftJoin('users', 'users.id', 'audit_log.actor_id');
  if (query.actor !== undefined && query.actor !== '') {
    const actorId = recordId(query.actor);
    if (actorId === null) throw badRequest('actor must be an admin id', [{ msg: 'actor must be an admin id', path: 'actor' }]);
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

function auditEntryRecord(row: ListedRow): AuditEntryRecord {
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
  query: AuditQuery,
): Promise<{ entries: AuditEntryRecord[]; pagination: Pagination }> {
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
export async function auditEntriesCsv(db: Db, query: AuditQuery): Promise<string> {
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
