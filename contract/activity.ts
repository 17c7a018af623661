import { Type, type Static } from '@sinclair/typebox';
import { ACTIVITY_KINDS, type ActivityKind } from '../src/domain/activity.js';
import { Id, Instant, Nullable, OneOf, Rupees } from './common.js';

/** A player's activity: the money and replies that reached them, newest first, and how many are unread. */

export { ACTIVITY_KINDS, type ActivityKind };

/**
 * One event. The app words it from `kind` and the params: `amount` (whole rupees; absent for a reply), and for a
 * win the market (`gameName`) and, for a daily market, its `session`.
 */
export const ActivityItem = Type.Object({
  id: Id,
  kind: OneOf(ACTIVITY_KINDS),
  at: Instant,
  amount: Type.Optional(Rupees),
  gameName: Type.Optional(Type.String()),
  /** A Starline market's Hindi name, when it has one. */
  gameNameHindi: Type.Optional(Type.String()),
  session: Type.Optional(OneOf(['open', 'close'])),
  /** Whether the player has read it (an id up to the one they marked read). */
  read: Type.Boolean(),
});
export type ActivityItem = Static<typeof ActivityItem>;

/** The query of GET /user/activity: `cursor` is the previous page's `nextCursor`; `limit` 20 by default, at most 100. */
export const ActivityQuery = Type.Object({
  cursor: Type.Optional(Type.String()),
  limit: Type.Optional(Type.String()),
});

/** A page of the activity list: `nextCursor` null on the last page. */
export const ActivityPage = Type.Object({
  items: Type.Array(ActivityItem),
  nextCursor: Nullable(Type.String()),
  unread: Type.Integer(),
});
export type ActivityPage = Static<typeof ActivityPage>;

/** The answer of GET /user/activity/unread (and of the mark-read). */
export const ActivityUnread = Type.Object({ unread: Type.Integer() });
export type ActivityUnread = Static<typeof ActivityUnread>;

/** The body of POST /user/activity/read: every item up to this id (the newest one shown) is read. */
export const ActivityReadBody = Type.Object({ upTo: Type.Optional(Type.Unknown()) });
