import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, OneOf } from './common.js';

/** Result alerts by Web Push: the server's public key and a player's subscriptions. */

/** The answer of GET /push/public-key: the VAPID public key browsers subscribe with. */
export const PushPublicKey = Type.Object({ publicKey: Type.String() });
export type PushPublicKey = Static<typeof PushPublicKey>;

/** The body of POST /push/subscriptions. The rules judge the values, each with its own message and code. */
export const PushSubscriptionBody = Type.Object({
  endpoint: Type.Optional(Type.Unknown()),
  keys: Type.Optional(Type.Unknown()),
  gameIds: Type.Optional(Type.Unknown()),
  starline: Type.Optional(Type.Unknown()),
  /** true: the player's own activity too (a deposit decided, a win…), in `language` (`en` or `hi`). */
  activity: Type.Optional(Type.Unknown()),
  language: Type.Optional(Type.Unknown()),
});

/** The body of DELETE /push/subscriptions. */
export const PushEndpointBody = Type.Object({ endpoint: Type.Optional(Type.Unknown()) });

/** What a subscription follows: `gameIds` null for the markets the player bet on that day. */
export const PushSubscription = Type.Object({
  endpoint: Type.String(),
  gameIds: Nullable(Type.Array(Id)),
  starline: Type.Boolean(),
});
export type PushSubscription = Static<typeof PushSubscription>;

/** What a subscription follows, as the player chooses it. */
export type PushFollows = Pick<PushSubscription, 'gameIds' | 'starline'>;

/** A browser's push subscription as `PushSubscription.toJSON()` gives it. */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What the player app sends to POST /push/subscriptions. */
export type PushSubscriptionRequest = BrowserSubscription & PushFollows & { activity?: boolean; language?: 'en' | 'hi' };

/** The answer of POST /push/subscriptions (201). */
export const PushSubscriptionSaved = Type.Object({ message: Type.String(), subscription: PushSubscription });
export type PushSubscriptionSaved = Static<typeof PushSubscriptionSaved>;

/**
 * A push message: a result alert the service worker shows; its tap opens the chart of `market` and `gameId`.
 */
export const ResultAlert = Type.Object({
  title: Type.String(),
  body: Type.String(),
  market: OneOf(['daily', 'starline']),
  gameId: Id,
  /** One notification per market day: a correction replaces the alert it corrects. */
  tag: Type.String(),
});
export type ResultAlert = Static<typeof ResultAlert>;

/** A push message of the player's activity (a deposit decided, a win…): its tap opens `url`, the Activity screen. */
export const ActivityAlert = Type.Object({
  title: Type.String(),
  body: Type.String(),
  url: Type.String(),
  /** One notification per item. */
  tag: Type.String(),
});
export type ActivityAlert = Static<typeof ActivityAlert>;
