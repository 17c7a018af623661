/**
 * HTTP calls to a server process, telling apart an answer (any status) from no answer at all: a connection
 * refused, reset or cut mid-response leaves the outcome of a write unknown, which is what the fault tests probe.
 */

export class NoAnswer extends Error {}

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  idempotencyKey?: string;
  timeoutMs?: number;
  /** The client address a proxy would report (X-Forwarded-For), for a server started with TRUST_PROXY. */
  forwardedFor?: string;
}

export async function call<T = unknown>(baseUrl: string, method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    text = await response.text();
  } catch (error) {
    throw new NoAnswer(`${method} ${path}: no answer (${error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error)})`);
  }
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    throw new Error(`${method} ${path} answered ${response.status} with a body that is not JSON: ${text.slice(0, 300)}`);
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

/** The call, failing with the server's answer unless it is a 2xx. */
export async function ok<T = Record<string, unknown>>(baseUrl: string, method: string, path: string, options: CallOptions = {}): Promise<T> {
  const answer = await call<T>(baseUrl, method, path, options);
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

/** Every page of a paged admin list. */
export async function allPages<T>(
  baseUrl: string,
  token: string,
  path: string,
  itemsOf: (body: Record<string, unknown>) => T[],
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const separator = path.includes('?') ? '&' : '?';
    const body = await ok<Record<string, unknown> & { pagination: { pages: number } }>(baseUrl, 'GET', `${path}${separator}page=${page}&limit=100`, { token });
    items.push(...itemsOf(body));
    if (page >= body.pagination.pages) return items;
  }
}
