import type { IncomingHttpHeaders } from 'node:http';
import { request } from 'node:https';
import webpush, { WebPushError, type RequestOptions } from 'web-push';

export interface PushKeys {
  p256dh: string;
  auth: string;
}

/**
 * Sends one push message to exactly `target`, the URL whose host was judged (push-endpoints.ts pushTarget).
 * web-push encrypts the payload and signs the request; the request itself is made here, because web-push's own
 * sender reads the endpoint again with the legacy url.parse, which can find another host in the same text (for
 * `https:host/x` it finds none and connects to localhost). A 2xx answer resolves; any other is a WebPushError
 * with its status, as web-push's sender gives it.
 */
export function sendPushMessage(target: URL, keys: PushKeys, payload: string, options: RequestOptions & { timeout: number }): Promise<void> {
  let details: webpush.RequestDetails;
  try {
    details = webpush.generateRequestDetails({ endpoint: target.href, keys }, payload, options);
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  return new Promise((resolve, reject) => {
    const pushRequest = request(
      target,
      { method: details.method, headers: details.headers, timeout: options.timeout },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          if (status >= 200 && status <= 299) resolve();
          else reject(new WebPushError('Received unexpected response code', status, headersOf(response.headers), text, target.href));
        });
        response.on('error', reject);
      },
    );
    pushRequest.on('timeout', () => pushRequest.destroy(new Error('Socket timeout')));
    pushRequest.on('error', reject);
    pushRequest.end(details.body ?? undefined);
  });
}

function headersOf(headers: IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)]));
}
