import { ApiError } from '../../api/errors';
import { deletePushSubscription, fetchPushPublicKey, savePushSubscription, type BrowserSubscription, type PushFollows } from '../../api/push';

/**
 * This browser's push subscription (the service worker's pushManager) and its record on the server. The
 * service worker (sw/sw.ts) shows what arrives.
 */
export type PushOutcome = 'on' | 'denied' | 'unsupported';

export function isPushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** Asks the browser's permission, subscribes with the server's key and sends the subscription. */
export async function subscribeThisBrowser(follows: PushFollows): Promise<PushOutcome> {
  if (!isPushSupported()) return 'unsupported';
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.ready;
  const publicKey = await fetchPushPublicKey();
  let subscription = await currentSubscription(registration, publicKey);
  try {
    await savePushSubscription(asJson(subscription), follows);
  } catch (error) {
    // Another account's alerts came to this browser: a new subscription (a new endpoint) is this player's.
    if (!(error instanceof ApiError) || error.code !== 'PUSH_ENDPOINT_TAKEN') throw error;
    await subscription.unsubscribe();
    subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
    await savePushSubscription(asJson(subscription), follows);
  }
  return 'on';
}

/** Ends this browser's subscription, here and on the server. */
export async function unsubscribeThisBrowser(): Promise<void> {
  if (!isPushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await deletePushSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}

/** The browser's subscription, made anew when there is none or it was made with another key. */
async function currentSubscription(registration: ServiceWorkerRegistration, publicKey: string): Promise<PushSubscription> {
  const existing = await registration.pushManager.getSubscription();
  const key = keyBytes(publicKey);
  if (existing && sameBytes(existing.options.applicationServerKey, key)) return existing;
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

function asJson(subscription: PushSubscription): BrowserSubscription {
  const json = subscription.toJSON();
  return { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

/** A URL-safe base64 key as the bytes pushManager.subscribe takes. */
function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64Url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

function sameBytes(buffer: ArrayBuffer | null, bytes: Uint8Array): boolean {
  if (!buffer || buffer.byteLength !== bytes.length) return false;
  const other = new Uint8Array(buffer);
  return bytes.every((byte, index) => other[index] === byte);
}
