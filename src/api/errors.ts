import { serverErrorText } from '../i18n/t';

/** The API error shape (API.md "Errors") as typed exceptions the screens can tell apart. */

export interface ApiFieldError {
  msg: string;
  path?: string;
  code?: string;
}

export interface ApiErrorBody {
  message?: string;
  errors?: ApiFieldError[];
  code?: string;
  success?: false;
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
  /** Seconds from a 429's `Retry-After`. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, body: ApiErrorBody | undefined, retryAfterSeconds?: number) {
    super(body?.message ?? `Request failed with status ${status}`);
    this.status = status;
    this.serverMessage = typeof body?.message === 'string' && body.message !== '' ? body.message : undefined;
    this.errors = Array.isArray(body?.errors)
      ? body.errors.filter((e): e is ApiFieldError => typeof e?.msg === 'string')
      : [];
    this.code = typeof body?.code === 'string' ? body.code : undefined;
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

/**
 * The texts to show for a failed call (SPEC §8 pattern): each `errors[].msg`, else the server's message, else
 * `fallback`, each in the chosen language when the app knows its code. Anything else (no answer, a bug) yields
 * `unexpected`, which defaults to `fallback`.
 */
export function errorMessages(error: unknown, fallback: string, unexpected: string = fallback): string[] {
  if (error instanceof ApiError) {
    if (error.errors.length > 0) return error.errors.map((e) => serverErrorText(e.code ?? error.code, e.msg));
    return [error.serverMessage ? serverErrorText(error.code ?? codeOfStatus(error.status), error.serverMessage) : fallback];
  }
  return [unexpected];
}

/** The few replies the server sends without a code, known by their status. */
function codeOfStatus(status: number): string | undefined {
  return status === 401 ? 'UNAUTHENTICATED' : status >= 500 ? 'SERVER_ERROR' : undefined;
}
