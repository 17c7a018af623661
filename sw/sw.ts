/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { ResultAlert } from '../contract/push';
import { paths } from '../src/config/paths';

/**
 * The player app's service worker: the shell is precached, navigations fall back to index.html
 * except server-owned paths, banner images are cached at runtime. A new version waits for the page to ask.
 */

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/admin(\/|$)/],
  }),
);

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith('/api/banner-settings/uploads/'),
  new CacheFirst({
    cacheName: 'banner-images',
    plugins: [new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);

// Never forced: the page sends this when the player taps "Reload" (src/app/register-service-worker.tsx).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/**
 * Result alerts (docs/operations.md "Result alerts"): the server's push message is JSON {title, body, market, gameId,
 * tag}; shown as a notification whose tap opens that market's chart, in a window of the app if one is open.
 */
function readAlert(data: PushMessageData | null): { title: string; body: string; tag: string; url: string } | null {
  try {
    const alert = data?.json() as (Partial<ResultAlert> & { url?: unknown }) | undefined;
    if (typeof alert?.title !== 'string') return null;
    // The player's activity (a deposit decided, a win…): its tap opens the app's own page it names.
    if (typeof alert.url === 'string' && alert.url.startsWith('/') && !alert.url.startsWith('//')) {
      const body = typeof alert.body === 'string' ? alert.body : '';
      return { title: alert.title, body, tag: typeof alert.tag === 'string' ? alert.tag : alert.url, url: alert.url };
    }
    if (typeof alert.gameId !== 'string') return null;
    const result: ResultAlert = {
      title: alert.title,
      body: typeof alert.body === 'string' ? alert.body : '',
      market: alert.market === 'starline' ? 'starline' : 'daily',
      gameId: alert.gameId,
      tag: typeof alert.tag === 'string' ? alert.tag : `result-${alert.gameId}`,
    };
    return { ...result, url: chartUrl(result) };
  } catch {
    return null;
  }
}

function chartUrl(alert: Pick<ResultAlert, 'market' | 'gameId'>): string {
  return alert.market === 'starline' ? paths.starlineChart.getHref(alert.gameId) : paths.gameChart.getHref(alert.gameId);
}

self.addEventListener('push', (event: PushEvent) => {
  const alert = readAlert(event.data);
  if (!alert) return;
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: alert.body,
      tag: alert.tag,
      icon: '/icon-192.png',
      data: { url: alert.url },
    }),
  );
});

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const url = (event.notification.data as { url?: unknown } | null)?.url;
  const target = new URL(typeof url === 'string' ? url : '/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      // navigate() takes only a window this worker controls; any other way, a new window opens on the chart.
      const shown = open ? await open.navigate(target).catch(() => null) : null;
      if (shown) await shown.focus();
      else await self.clients.openWindow(target);
    })(),
  );
});
