import { Type, type Static } from '@sinclair/typebox';
import { Role, User } from './account.js';
import { ResponsiblePlay } from './responsible-play.js';
import { Id, Instant, Nullable, Pagination, PageQuery, Rupees } from './common.js';

/** The console's players: the list, activation and role, balance adjustments, a player's ledger and responsible play. */

/** An account as the console lists it: the account, when it signed up, and the operators' tags of it. */
export const AdminUser = Type.Composite([User, Type.Object({ createdAt: Instant, tags: Type.Array(Type.String()) })]);
export type AdminUser = Static<typeof AdminUser>;

/** The answer of GET /admin/users/:id: one account, for anyone who may read players (their ledger aside). */
export const AdminUserProfile = Type.Object({ user: AdminUser });
export type AdminUserProfile = Static<typeof AdminUserProfile>;

/** The query of GET /admin/users: a name or number fragment, `active`/`inactive`, and the page. */
export const UsersQuery = Type.Composite([
  PageQuery,
  Type.Object({
    // Bounded because SQLite refuses LIKE patterns over 50,000 bytes.
    query: Type.Optional(Type.String({ maxLength: 100 })),
    status: Type.Optional(Type.String()),
    /** Only players with this tag (in any case). */
    tag: Type.Optional(Type.String()),
  }),
]);

/** The answer of GET /admin/users: one page of accounts, newest first. */
export const UserList = Type.Object({ users: Type.Array(AdminUser), pagination: Pagination });
export type UserList = Static<typeof UserList>;

/** The body of PATCH /admin/users/:id: activation, role or both. */
export const UserChangeBody = Type.Object({
  isActive: Type.Optional(Type.Boolean()),
  role: Type.Optional(Role),
});
export type UserChangeBody = Static<typeof UserChangeBody>;

/** The answer of PATCH /admin/users/:id. */
export const UserChanged = Type.Object({ message: Type.String(), user: AdminUser });
export type UserChanged = Static<typeof UserChanged>;

/** One entry of a player's ledger: a signed amount of rupees and the balance it left. */
export const LedgerEntry = Type.Object({
  _id: Id,
  amount: Rupees,
  kind: Type.String(),
  /** What the entry is for, e.g. `adjustment:<uuid>` or `stake:<bet id>`. */
  reference: Type.String(),
  balanceAfter: Rupees,
  createdAt: Instant,
  /** Adjustments only: why the operator made it. */
  reason: Type.Optional(Type.String()),
});
export type LedgerEntry = Static<typeof LedgerEntry>;

/**
 * The body of POST /admin/users/:id/adjustments: a credit (+) or debit (−) of whole rupees and why. Loose on
 * purpose: the service judges both, so that a wrong amount or a blank reason gets a readable message.
 */
export const AdjustmentBody = Type.Object({ amount: Type.Optional(Type.Unknown()), reason: Type.Optional(Type.Unknown()) });

/** The answer of POST /admin/users/:id/adjustments (201): the player's new balance and the entry it made. */
export const Adjustment = Type.Object({ message: Type.String(), balance: Rupees, entry: LedgerEntry });
export type Adjustment = Static<typeof Adjustment>;

/** The answer of GET /admin/users/:id/ledger: the player and one page of their entries, newest first. */
export const UserLedger = Type.Object({ user: AdminUser, entries: Type.Array(LedgerEntry), pagination: Pagination });
export type UserLedger = Static<typeof UserLedger>;

// ---- Responsible play, as the console reads it ----------------------------------------------------------------

/** One change of a player's responsible play, from the audit trail: the fields it changed, before and after. */
export const ResponsiblePlayChange = Type.Object({
  at: Instant,
  action: Type.String(),
  before: Nullable(Type.Record(Type.String(), Type.Unknown())),
  after: Nullable(Type.Record(Type.String(), Type.Unknown())),
});
export type ResponsiblePlayChange = Static<typeof ResponsiblePlayChange>;

/** The answer of GET /admin/users/:id/responsible-play: the player's record and every change of it, newest first. */
export const PlayerResponsiblePlay = Type.Composite([
  ResponsiblePlay,
  Type.Object({ changes: Type.Array(ResponsiblePlayChange) }),
]);
export type PlayerResponsiblePlay = Static<typeof PlayerResponsiblePlay>;
