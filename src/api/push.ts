import { apiGet, apiPost, apiRequest } from './client';

/** Result alerts by Web Push (README "Result alerts"): the server's key and this browser's subscription. */

/** What a subscription follows: `gameIds` null for the markets the player bet on that day. */
export interface PushFollows {
  gameIds: string[] | null;
  starline: boolean;
}

/** A browser's push subscription as PushSubscription.toJSON() gives it. */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** GET /api/push/public-key: the VAPID public key browsers subscribe with. */
export async function fetchPushPublicKey(): Promise<string> {
  return (await apiGet<{ publicKey: string }>('/push/public-key')).publicKey;
}

/** POST /api/push/subscriptions: this browser's subscription and what it follows (the same endpoint again updates it). */
export function savePushSubscription(subscription: BrowserSubscription, follows: PushFollows): Promise<unknown> {
  return apiPost('/push/subscriptions', { ...subscription, ...follows });
}

/** DELETE /api/push/subscriptions: no more alerts to this browser. */
export function deletePushSubscription(endpoint: string): Promise<unknown> {
  return apiRequest('DELETE', '/push/subscriptions', { body: { endpoint } });
}
