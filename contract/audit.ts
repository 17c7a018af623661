import { Type, type Static } from '@sinclair/typebox';
import { PlayerSummary } from './account.js';
import { Id, Instant, Nullable, OneOf, Pagination } from './common.js';

/** The operators' audit trail: one entry per operator action, read-only, and the check of its chain. */

/**
 * The query of GET /admin/audit: filters (empty ones ignored), the page, and `format` json (the default) or csv.
 * `from`/`to` are IST days or ISO instants; the server answers a wrong one with a message naming it.
 */
const Filter = Type.Optional(Type.String({ maxLength: 100 }));
export const AuditQuery = Type.Object({
  actor: Filter,
  action: Filter,
  targetKind: Filter,
  targetId: Filter,
  from: Filter,
  to: Filter,
  page: Filter,
  limit: Filter,
  format: Filter,
});
export type AuditQuery = Static<typeof AuditQuery>;

/** What an action was done to: its kind (`user`, `game`, …) and id. */
export const AuditTarget = Type.Object({ kind: Type.String(), id: Type.String() });

/** One entry of the trail. `actor` is null for the server's own changes; `before`/`after` hold the fields changed. */
export const AuditEntry = Type.Object({
  _id: Id,
  at: Instant,
  actor: Nullable(PlayerSummary),
  action: Type.String(),
  target: AuditTarget,
  before: Nullable(Type.Record(Type.String(), Type.Unknown())),
  after: Nullable(Type.Record(Type.String(), Type.Unknown())),
  ip: Type.String(),
  userAgent: Type.String(),
});
export type AuditEntry = Static<typeof AuditEntry>;

/** The answer of GET /admin/audit as JSON: one page of entries, newest first. */
export const AuditTrail = Type.Object({ entries: Type.Array(AuditEntry), pagination: Pagination });
export type AuditTrail = Static<typeof AuditTrail>;

/** The entries matching the filters as CSV (`format=csv`), with a header row. */
export const AuditCsv = Type.String();

/** The query of GET /admin/audit/verify: `head`, an `id:hash` the operator recorded, to find newest entries deleted. */
export const AuditVerifyQuery = Type.Object({ head: Filter });

/** The newest entry of the chain: what an operator records. */
export const AuditHead = Type.Object({ id: Id, hash: Type.String() });
export type AuditHead = Static<typeof AuditHead>;

export const AuditProblemCode = OneOf(['AUDIT_ENTRY_ALTERED', 'AUDIT_ENTRY_MISSING', 'AUDIT_CHAIN_TRUNCATED']);
export type AuditProblemCode = Static<typeof AuditProblemCode>;

/** The answer of GET /admin/audit/verify: whether the chain holds, and its first problem when it does not. */
export const AuditVerification = Type.Object({
  ok: Type.Boolean(),
  /** The entries checked. */
  entries: Type.Integer(),
  firstBrokenId: Nullable(Id),
  problem: Nullable(Type.Object({ code: AuditProblemCode, message: Type.String() })),
  /** The newest entry as the database has it now; null on an empty trail. */
  head: Nullable(AuditHead),
});
export type AuditVerification = Static<typeof AuditVerification>;
