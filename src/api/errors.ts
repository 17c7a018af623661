import type { ErrorBody, FieldProblem } from '../../contract/error-body';
import type { MessageParams } from '../../contract/refusals';
import { serverErrorText } from '../i18n/t';

/** The API error shape (contract/error-body.ts) as typed exceptions the screens can tell apart. */

export type ApiFieldError = FieldProblem;

/**
 * A refusal's body as it arrives: the contract's error body from our server, but possibly a proxy's page or
 * nothing at all, so every field is read with care.
 */
export type ApiErrorBody = Partial<ErrorBody>;

/** Params as sent: an object of texts and numbers, anything else none. */
function paramsOf(value: unknown): MessageParams | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter(([, item]) => typeof item === 'string' || typeof item === 'number');
  return Object.fromEntries(entries) as MessageParams;
}

/** The server answered with a non-2xx status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The server's player-readable sentence, when it sent one. */
  readonly serverMessage: string | undefined;
  /** One item per validation problem (400). Empty when none were sent. */
  readonly errors: readonly ApiFieldError[];
  /** A stable machine code beside the English text, when the server sends one. */
  readonly code: string | undefined;
  /** The values the server's message is made from, by name. */
  readonly params: MessageParams | undefined;
  /** Seconds from a 429's `Retry-After`. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, body: ApiErrorBody | undefined, retryAfterSeconds?: number) {
    super(body?.message ?? `Request failed with status ${status}`);
    this.status = status;
    this.serverMessage = typeof body?.message === 'string' && body.message !== '' ? body.message : undefined;
    this.errors = Array.isArray(body?.errors)
      ? body.errors
          .filter((e): e is ApiFieldError => typeof e?.msg === 'string')
          .map((e) => ({ ...e, ...(e.params === undefined ? {} : { params: paramsOf(e.params) }) }))
      : [];
    this.code = typeof body?.code === 'string' ? body.code : undefined;
    this.params = paramsOf(body?.params);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export type NetworkFailure = 'offline' | 'timeout' | 'unreachable';

/** No answer from the server: the device is offline, the request timed out, or the server could not be reached. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  readonly reason: NetworkFailure;

  constructor(reason: NetworkFailure, cause?: unknown) {
    super(`Network request failed (${reason})`, { cause });
    this.reason = reason;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}

/** One `errors[]` item's text in the chosen language, from its code and params. */
export function fieldErrorText(item: ApiFieldError): string {
  return serverErrorText(item.code, item.msg, item.params);
}

/** The refusal's own text in the chosen language, from its code and params; null when the server sent no message. */
export function refusalMessage(error: ApiError): string | null {
  return error.serverMessage ? serverErrorText(error.code, error.serverMessage, error.params) : null;
}

/**
 * The texts to show for a failed call: each `errors[]` item, else the refusal itself, else
 * `fallback`, each written from its code and params in the chosen language (the server's words only for a code
 * the app does not know). Anything else (no answer, a bug) yields `unexpected`, which defaults to `fallback`.
 */
export function errorMessages(error: unknown, fallback: string, unexpected: string = fallback): string[] {
  if (error instanceof ApiError) {
    if (error.errors.length > 0) return error.errors.map(fieldErrorText);
    return [refusalMessage(error) ?? fallback];
  }
  return [unexpected];
}
