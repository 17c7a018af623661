import { Type, type Static } from '@sinclair/typebox';
import { PlayerSummary } from './account.js';
import { Id, Instant, Nullable, OneOf, Pagination } from './common.js';

/** Forgot- and change-password requests: the player's form and the operators' review. */

/**
 * The body of PUT /user/forgot-password and PUT /user/change-password. Optional so that a missing field gets the
 * rule's message ("Mobile number is required", …).
 */
export const PasswordRequestBody = Type.Object({
  mobileNumber: Type.Optional(Type.String()),
  newPassword: Type.Optional(Type.String()),
});
export type PasswordRequestBody = Static<typeof PasswordRequestBody>;

/** `forgot`: from the public form; `change`: from a signed-in player. */
export const PasswordRequestKind = OneOf(['forgot', 'change']);
export type PasswordRequestKind = Static<typeof PasswordRequestKind>;

/** `superseded`: another request of the same player was approved. */
export const PasswordRequestStatus = OneOf(['pending', 'approved', 'rejected', 'superseded']);
export type PasswordRequestStatus = Static<typeof PasswordRequestStatus>;

/** One request as the operator reviews it; the new password itself never leaves the server. */
export const PasswordRequest = Type.Object({
  _id: Id,
  kind: PasswordRequestKind,
  status: PasswordRequestStatus,
  createdAt: Instant,
  decidedAt: Nullable(Instant),
  /** Where the request came from; null for requests older than these records. */
  clientAddress: Nullable(Type.String()),
  userAgent: Nullable(Type.String()),
  user: PlayerSummary,
});
export type PasswordRequest = Static<typeof PasswordRequest>;



/** The answer of GET /admin/password-requests: each player's requests together, pages counting players. */
export const PasswordRequestList = Type.Object({
  requests: Type.Array(PasswordRequest),
  pagination: Pagination,
});
export type PasswordRequestList = Static<typeof PasswordRequestList>;
