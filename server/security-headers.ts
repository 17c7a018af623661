import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { EARLY_REQUESTS_SCRIPT } from '../contract/early-requests.js';

/** The CSP source that allows one inline script: `'sha256-…'` of its exact text. */
const scriptHashSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The security headers, from helmet. Pages (the apps, the API docs) get the whole set with a CSP the
 * apps satisfy (scripts from the site itself, and the player app page's one inline script by the hash of its text,
 * contract/early-requests.ts); JSON answers of the API get the few that mean something for data (OWASP's REST
 * advice), which also keeps the answer every player polls small.
 */
const PAGE_HEADERS = helmetHeaders({
  contentSecurityPolicy: {
    directives: {
      'upgrade-insecure-requests': null,
      'script-src': ["'self'", scriptHashSource(EARLY_REQUESTS_SCRIPT)],
      'img-src': ["'self'", 'data:', 'blob:'],
      'worker-src': ["'self'"],
      'manifest-src': ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
});

const API_HEADERS = helmetHeaders({
  contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] } },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/**
 * Sends them as an answer goes out; `apiDocs` is the one page under /api/. A 304 has no body for them to guard:
 * the client keeps the headers of the answer it already holds, which had them (RFC 9110 §15.4.5 lists what a
 * 304 carries: the validators and caching fields). So the answer that every player polls stays small, for the
 * server to write and the phone to read. A header the route set itself wins: the banner images say
 * `Cross-Origin-Resource-Policy: cross-origin` so that clients on other allowed origins can show them.
 */
export function sendSecurityHeaders(apiDocs: string): (request: FastifyRequest, reply: FastifyReply) => void {
  return (request, reply) => {
    if (reply.statusCode === 304) return;
    const { url } = request;
    const headers = url.startsWith('/api/') && !url.startsWith(apiDocs) ? API_HEADERS : PAGE_HEADERS;
    for (const [name, value] of headers) if (!reply.hasHeader(name)) reply.header(name, value);
  };
}

/**
 * The headers are the same on every answer, so helmet runs once at start and its headers are replayed:
 * @fastify/helmet ran helmet's whole setup, the CSP parsed anew, on every request.
 */
function helmetHeaders(options: HelmetOptions): Array<[string, string]> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.entries(headers);
}
