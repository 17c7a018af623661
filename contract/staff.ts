import { Type, type Static } from '@sinclair/typebox';
import { INPUT_LIMITS } from '../src/domain/input-limits.js';
import { StaffRole } from './account.js';
import { Id, Instant, Nullable, Rupees } from './common.js';

/** The operator's staff: their accounts, sessions and sign-ins, and the four-eyes rules (owners only). */

/** A member of staff as the owner's Staff screen lists them. */
export const StaffMember = Type.Object({
  _id: Id,
  name: Type.String(),
  mobileNumber: Type.String(),
  staffRole: StaffRole,
  isActive: Type.Boolean(),
  /** Whether their two-factor sign-in is on. */
  twoFactor: Type.Boolean(),
  /** Their latest successful sign-in; null before the first. */
  lastSignInAt: Nullable(Instant),
  createdAt: Instant,
});
export type StaffMember = Static<typeof StaffMember>;

/** The answer of GET /admin/staff: every operator account, owners first, then by name. */
export const StaffList = Type.Object({ staff: Type.Array(StaffMember) });
export type StaffList = Static<typeof StaffList>;

/** The body of POST /admin/staff. Loose on purpose: the account rules judge each field with their own messages. */
export const NewStaffBody = Type.Object({
  name: Type.Optional(Type.String({ maxLength: INPUT_LIMITS.name.max })),
  mobileNumber: Type.Optional(Type.String({ maxLength: 40 })),
  password: Type.Optional(Type.String({ maxLength: INPUT_LIMITS.password.max })),
  staffRole: Type.Optional(Type.String()),
});
export type NewStaffBody = Static<typeof NewStaffBody>;

/** The body of PATCH /admin/staff/:id: any of the three; changing the role or deactivating ends their sessions. */
export const StaffChangeBody = Type.Object({
  name: Type.Optional(Type.String({ maxLength: INPUT_LIMITS.name.max })),
  staffRole: Type.Optional(Type.String()),
  isActive: Type.Optional(Type.Boolean()),
});
export type StaffChangeBody = Static<typeof StaffChangeBody>;

/** The answer of POST /admin/staff (201) and PATCH /admin/staff/:id. */
export const StaffChanged = Type.Object({ staff: StaffMember });
export type StaffChanged = Static<typeof StaffChanged>;

/** A live session of a member of staff: where and when it was opened, and its last request. */
export const StaffSession = Type.Object({
  /** An id of the session for ending it; not its token. */
  _id: Type.String(),
  createdAt: Instant,
  lastUsedAt: Nullable(Instant),
  ip: Type.String(),
  userAgent: Type.String(),
});
export type StaffSession = Static<typeof StaffSession>;

/** The answer of GET /admin/staff/:id/sessions: their live sessions, newest first. */
export const StaffSessions = Type.Object({ sessions: Type.Array(StaffSession) });
export type StaffSessions = Static<typeof StaffSessions>;

/** The path of DELETE /admin/staff/:id/sessions/:sessionId. */
export const StaffSessionParams = Type.Object({ id: Type.String(), sessionId: Type.String() });

/** The answer of DELETE /admin/staff/:id/sessions(/:sessionId): how many sessions ended. */
export const SessionsEnded = Type.Object({ message: Type.String(), ended: Type.Integer() });
export type SessionsEnded = Static<typeof SessionsEnded>;

/** One sign-in attempt of a member of staff, from the audit trail. */
export const StaffSignIn = Type.Object({
  at: Instant,
  succeeded: Type.Boolean(),
  ip: Type.String(),
  userAgent: Type.String(),
});
export type StaffSignIn = Static<typeof StaffSignIn>;

/** The answer of GET /admin/staff/:id/sign-ins: their latest sign-in attempts, newest first (at most 50). */
export const StaffSignIns = Type.Object({ signIns: Type.Array(StaffSignIn) });
export type StaffSignIns = Static<typeof StaffSignIns>;

/**
 * The four-eyes rules: a withdrawal approved above `withdrawalAbove` rupees, a balance adjustment whose size is above
 * `adjustmentAbove`, and (when `resultChanges`) reverting a declared result wait for a second operator. `null`:
 * never. The defaults (null, null, false) let an operator alone work as before.
 */
export const FourEyes = Type.Object({
  withdrawalAbove: Nullable(Rupees),
  adjustmentAbove: Nullable(Rupees),
  resultChanges: Type.Boolean(),
});
export type FourEyes = Static<typeof FourEyes>;

/**
 * The body of PUT /admin/four-eyes: any of the three fields (amounts whole rupees of at least 1, or null); a field
 * left out keeps its value.
 */
export const FourEyesBody = Type.Object({
  withdrawalAbove: Type.Optional(Type.Unknown()),
  adjustmentAbove: Type.Optional(Type.Unknown()),
  resultChanges: Type.Optional(Type.Unknown()),
});
