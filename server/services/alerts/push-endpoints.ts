/**
 * Where the server may send a push message: only to a browser's push service, never where a player likes
 * (docs/operations.md "Result alerts"). A subscription's endpoint must be an `https:` URL whose host is on the list:
 * PUSH_ENDPOINT_HOSTS, or the push services of the browsers below. An entry is `host` (port 443) or
 * `host:port`; `*.domain` stands for any host under that domain (not the domain itself).
 */
export const BROWSER_PUSH_SERVICES: readonly string[] = [
  // Chrome, Android browsers, Opera, Samsung Internet
  'fcm.googleapis.com',
  // Firefox
  'updates.push.services.mozilla.com',
  // Edge
  '*.notify.windows.com',
  // Safari (macOS 13+, iOS 16.4+)
  'web.push.apple.com',
];

const HOST_PATTERN = /^(\*\.)?([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/;

/** Whether a PUSH_ENDPOINT_HOSTS entry is a host, `host:port` or `*.domain` as described above. */
export function isPushHostPattern(entry: string): boolean {
  const match = HOST_PATTERN.exec(entry);
  if (!match) return false;
  const port = match[4] ? Number(match[4].slice(1)) : 443;
  return port >= 1 && port <= 65535;
}

/** The list's entries, trimmed and lower-cased; the browsers' push services when the setting is empty. */
export function parsePushHosts(text: string | undefined): string[] {
  const entries = (text ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  return entries.length > 0 ? entries : [...BROWSER_PUSH_SERVICES];
}

/**
 * Where a message to this endpoint goes, as the WHATWG URL parser reads it, if the server may send there:
 * `https:`, no credentials, a host on the list. The message is sent to exactly this URL (push-request.ts), so
 * that no other parser can read another host into the same text.
 */
export function pushTarget(endpoint: string, hosts: readonly string[]): URL | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null;
  const port = url.port || '443';
  const allowed = hosts.some((entry) => {
    const [pattern = '', entryPort = '443'] = entry.split(':');
    if (entryPort !== port) return false;
    if (pattern.startsWith('*.')) return url.hostname.endsWith(pattern.slice(1));
    return url.hostname === pattern;
  });
  return allowed ? url : null;
}

/**
 * Whether an endpoint is written in its normal form: exactly as the WHATWG parser writes it back (lower-case
 * scheme and host, no default port, IP addresses in dotted form, no `.` segments, backslashes or missing
 * slashes), with no fragment and no trailing slash. Only such an endpoint is stored, so that one subscription
 * has one spelling: a copy of another player's endpoint in another case or with a trailing slash is not a new
 * endpoint. The path and query are the push service's and are kept as they are (a WNS endpoint has `/w/?token=`).
 */
export function isNormalPushEndpoint(endpoint: string, url: URL): boolean {
  return url.href === endpoint && !endpoint.includes('#') && !endpoint.endsWith('/');
}
