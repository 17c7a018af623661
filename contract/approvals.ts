import { Type, type Static } from '@sinclair/typebox';
import { INPUT_LIMITS } from '../src/domain/input-limits.js';
import { Id, Instant, Nullable, OneOf, Rupees } from './common.js';

/** Four-eyes approvals: an action over its threshold waits here until a second operator decides. */

export const APPROVAL_KINDS = ['withdrawal', 'adjustment', 'result_change'] as const;
export const ApprovalKind = OneOf(APPROVAL_KINDS);
export type ApprovalKind = Static<typeof ApprovalKind>;

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const ApprovalStatus = OneOf(APPROVAL_STATUSES);
export type ApprovalStatus = Static<typeof ApprovalStatus>;

/** An operator as an approval names them. */
export const Operator = Type.Object({ _id: Id, name: Type.String() });
export type Operator = Static<typeof Operator>;

/**
 * What waits: `target` is the record it acts on (`withdrawal`, `user` or `result`/`starline_result` with its id:
 * `gameId:gameDate[:session]`); `amount` the withdrawal or adjustment (null for a result); `reason` says why it waits;
 * `action` is what the first operator asked, carried out as asked when approved.
 */
export const Approval = Type.Object({
  _id: Id,
  kind: ApprovalKind,
  target: Type.Object({ kind: Type.String(), id: Type.String() }),
  amount: Nullable(Rupees),
  reason: Type.String(),
  action: Type.Record(Type.String(), Type.Unknown()),
  requestedBy: Operator,
  requestedAt: Instant,
  status: ApprovalStatus,
  decidedBy: Nullable(Operator),
  decidedAt: Nullable(Instant),
  note: Nullable(Type.String()),
});
export type Approval = Static<typeof Approval>;

/** The 202 answer of an action held for a second operator: nothing has changed yet. */
export const ApprovalRequested = Type.Object({ message: Type.String(), approval: Approval });
export type ApprovalRequested = Static<typeof ApprovalRequested>;

/** The query of GET /admin/approvals: `status` (absent, empty or `all`: every state). */
export const ApprovalsQuery = Type.Object({ status: Type.Optional(Type.String()) });

/** The answer of GET /admin/approvals: newest first (at most 200). */
export const ApprovalList = Type.Object({ approvals: Type.Array(Approval) });
export type ApprovalList = Static<typeof ApprovalList>;

/** The body of POST /admin/approvals/:id/reject (and, optionally, of approve). */
export const ApprovalDecisionBody = Type.Object({
  note: Type.Optional(Type.String({ maxLength: INPUT_LIMITS.remarks.max })),
});

/** The answer of POST /admin/approvals/:id/approve and /reject: the approval as decided. */
export const ApprovalDecided = Type.Object({ message: Type.String(), approval: Approval });
export type ApprovalDecided = Static<typeof ApprovalDecided>;
