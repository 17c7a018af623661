import type { Notice } from '../../contract/common';
import type {
  BrowserSubscription,
  PushFollows,
  PushPublicKey,
  PushSubscriptionRequest,
  PushSubscriptionSaved,
} from '../../contract/push';
import { language } from '../i18n/t';
import { apiGet, apiPost, apiRequest } from './client';

/** Result alerts by Web Push (docs/operations.md "Result alerts"): the server's key and this browser's subscription. */

export type { BrowserSubscription, PushFollows } from '../../contract/push';

/** GET /api/push/public-key: the VAPID public key browsers subscribe with. */
export async function fetchPushPublicKey(): Promise<string> {
  return (await apiGet<PushPublicKey>('/push/public-key')).publicKey;
}

/** POST /api/push/subscriptions: this browser's subscription and what it follows (the same endpoint again updates it). */
export function savePushSubscription(subscription: BrowserSubscription, follows: PushFollows): Promise<PushSubscriptionSaved> {
  // The player's own activity comes too, in the app's language.
  const body: PushSubscriptionRequest = { ...subscription, ...follows, activity: true, language };
  return apiPost<PushSubscriptionSaved>('/push/subscriptions', body);
}

/** DELETE /api/push/subscriptions: no more alerts to this browser. */
export function deletePushSubscription(endpoint: string): Promise<Notice> {
  return apiRequest<Notice>('DELETE', '/push/subscriptions', { body: { endpoint } });
}
