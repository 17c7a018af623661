/**
 * Where the server may send a push message: only to a browser's push service, never where a player likes
 * (README "Result alerts"). A subscription's endpoint must be an `https:` URL whose host is on the list:
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

/** Whether the server may send to this endpoint: `https:`, no credentials, a host on the list. */
export function isAllowedPushEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
  const port = url.port || '443';
  return hosts.some((entry) => {
    const [pattern = '', entryPort = '443'] = entry.split(':');
    if (entryPort !== port) return false;
    if (pattern.startsWith('*.')) return url.hostname.endsWith(pattern.slice(1));
    return url.hostname === pattern;
  });
}
