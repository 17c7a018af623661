import { API_BASE_URL } from '../config/app-config';
import { recordServerDate } from '../state/clock';
import { takeEarlyAnswer, type EarlyAnswer } from './early-answers';
import { ApiError, NetworkError, type ApiErrorBody } from './errors';

/**
 * The one HTTP client of the app (the only module that calls the server): JSON in and out, the Bearer token,
 * the API error shape as typed errors, Idempotency-Key on writes (with safe retries), conditional GETs, and the
 * server clock.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  body?: unknown;
  query?: Readonly<Record<string, QueryValue>>;
  /** Send the Bearer token (default true). Login and sign-up send none. */
  auth?: boolean;
  /** Use this token instead of the current one (e.g. revoking a session that is being left). */
  token?: string;
  /**
   * For writes: the server replays the first outcome for a repeated key. A write whose outcome is
   * unknown (timeout, connection lost, 409 "still running") is retried with the same key.
   */
  idempotencyKey?: string;
  ifNoneMatch?: string;
  signal?: AbortSignal;
  /** Default 15 s. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;
const IDEMPOTENT_RETRY_DELAYS_MS = [500, 1500];

let authToken: string | null = null;
let unauthorizedHandler: (() => void) | null = null;

/** The token sent as `Authorization: Bearer …` (the session store keeps it in step with local storage). */
export function setAuthToken(token: string | null): void {
  authToken = token;
}

export function getAuthToken(): string | null {
  return authToken;
}

/** Called when an authenticated call answers 401 (the token was revoked or expired). */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

/** A fresh key for one logical write; reuse it for that write's retries only. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  let url = `${API_BASE_URL}${path}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
    }
    const text = params.toString();
    if (text) url += `${url.includes('?') ? '&' : '?'}${text}`;
  }
  return url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

interface RawResult {
  response: Response;
  body: unknown;
}

async function send(method: Method, path: string, options: RequestOptions): Promise<RawResult> {
  if (isOffline()) throw new NetworkError('offline');

  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const withAuth = options.auth ?? true;
  const token = withAuth ? (options.token ?? authToken) : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  if (options.ifNoneMatch) headers['If-None-Match'] = options.ifNoneMatch;

  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  const url = buildUrl(path, options.query);
  // A plain authenticated GET the page already asked at its start (./early-answers): that answer, once.
  const early = method === 'GET' && token && !options.ifNoneMatch ? takeEarlyAnswer(url, token) : undefined;
  const sentAt = early?.sentAt ?? Date.now();
  let response: Response;
  try {
    response = early
      ? await answerOrAbort(early, signal)
      : await fetch(url, {
          method,
          headers,
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          signal,
          cache: 'no-store',
        });
  } catch (error) {
    if (options.signal?.aborted) throw error; // the caller cancelled: not a network problem
    if (timeout.aborted) throw new NetworkError('timeout', error);
    throw new NetworkError(isOffline() ? 'offline' : 'unreachable', error);
  }
  recordServerDate(response.headers.get('Date'), sentAt, early?.receivedAt ?? Date.now());

  let body: unknown;
  try {
    body = await readBody(response);
  } catch (error) {
    throw new NetworkError(timeout.aborted ? 'timeout' : 'unreachable', error);
  }

  if (response.status === 304 || response.ok) return { response, body };

  if (response.status === 401 && token !== null && token === authToken) unauthorizedHandler?.();
  const retryAfter = Number(response.headers.get('Retry-After'));
  throw new ApiError(
    response.status,
    typeof body === 'object' && body !== null ? (body as ApiErrorBody) : undefined,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  );
}

/** An early answer's response, or the signal's reason once it aborts first (as fetch rejects). */
function answerOrAbort(early: EarlyAnswer, signal: AbortSignal): Promise<Response> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    early.response.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/** Whether a failed keyed write may be sent again with the same key (its outcome is unknown or still running). */
function isRetryableWriteFailure(error: unknown): boolean {
  if (error instanceof NetworkError) return error.reason !== 'offline';
  // A 409 naming another conflict (a payment reference already used, a decided request) is final.
  return error instanceof ApiError && error.status === 409 && (error.code === undefined || error.code === 'IDEMPOTENCY_IN_FLIGHT');
}

async function sendWithRetries(method: Method, path: string, options: RequestOptions): Promise<RawResult> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send(method, path, options);
    } catch (error) {
      const delay = IDEMPOTENT_RETRY_DELAYS_MS[attempt];
      if (!options.idempotencyKey || delay === undefined || !isRetryableWriteFailure(error)) throw error;
      await wait(delay, options.signal);
    }
  }
}

/** Sends one request and returns the parsed JSON body. Throws ApiError (non-2xx) or NetworkError (no answer). */
export async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const { body } = await sendWithRetries(method, path, options);
  return body as T;
}

export const apiGet = <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options);

export const apiPost = <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
  apiRequest<T>('POST', path, { ...options, body });

export const apiPut = <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
  apiRequest<T>('PUT', path, { ...options, body });

/** A GET whose headers matter too (an attachment's file name). Throws as apiRequest does. */
export async function apiGetWithHeaders<T>(path: string, options: Omit<RequestOptions, 'body'> = {}) {
  const { response, body } = await send('GET', path, options);
  return { headers: response.headers, body: body as T };
}

export type ConditionalResult<T> =
  | { readonly status: 'modified'; readonly data: T; readonly etag: string | null }
  | { readonly status: 'not-modified' };

/**
 * A GET with `If-None-Match` (docs/api.md "Conditional GET"), for polled lists: `not-modified` means the cached copy
 * is still current.
 */
export async function apiGetConditional<T>(
  path: string,
  etag: string | null | undefined,
  options: Omit<RequestOptions, 'body' | 'ifNoneMatch'> = {},
): Promise<ConditionalResult<T>> {
  const { response, body } = await send('GET', path, { ...options, ifNoneMatch: etag ?? undefined });
  if (response.status === 304) return { status: 'not-modified' };
  return { status: 'modified', data: body as T, etag: response.headers.get('ETag') };
}
