// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiGet,
  apiGetConditional,
  apiPost,
  setAuthToken,
  setUnauthorizedHandler,
} from '../../../src/api/client';
import { ApiError, errorMessages, NetworkError } from '../../../src/api/errors';
import { serverClock, serverNow } from '../../../src/state/clock';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

let calls: Array<{ url: string; init: RequestInit }>;

function serve(...handlers: Handler[]) {
  calls = [];
  let index = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const handler = handlers[Math.min(index++, handlers.length - 1)]!;
      return handler(url, init);
    }),
  );
}

const header = (name: string) => new Headers(calls.at(-1)!.init.headers).get(name);

beforeEach(() => {
  setAuthToken(null);
  setUnauthorizedHandler(null);
  serverClock.offsetMs = 0;
  serverClock.synced = false;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('api client', () => {
  it('sends JSON with the Bearer token under /api and returns the body', async () => {
    serve(() => json(200, { user: { name: 'Asha' } }));
    setAuthToken('tok-1');
    await expect(apiPost('/x', { a: 1 }, { query: { page: 2, empty: '' } })).resolves.toEqual({
      user: { name: 'Asha' },
    });
    expect(calls[0]!.url).toBe('/api/x?page=2');
    expect(calls[0]!.init.body).toBe('{"a":1}');
    expect(header('Authorization')).toBe('Bearer tok-1');
    expect(header('Content-Type')).toBe('application/json');
  });

  it('sends no token when auth is false', async () => {
    serve(() => json(200, {}));
    setAuthToken('tok-1');
    await apiPost('/auth/login', {}, { auth: false });
    expect(header('Authorization')).toBeNull();
  });

  it('turns the error shape into an ApiError', async () => {
    serve(() => json(400, { message: 'Invalid bet', errors: [{ msg: 'Jodi must be a 2-digit number', path: 'betNumber' }] }));
    const error = await apiPost('/bets', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, serverMessage: 'Invalid bet' });
    expect((error as ApiError).errors).toEqual([{ msg: 'Jodi must be a 2-digit number', path: 'betNumber' }]);
    expect(errorMessages(error, 'Failed to place bet')).toEqual(['Jodi must be a 2-digit number']);
  });

  it('falls back when the error body has no message', async () => {
    serve(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await apiGet('/games').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBeUndefined();
    expect(errorMessages(error, 'Failed to load games')).toEqual(['Failed to load games']);
  });

  it('reports a rejected token to the unauthorized handler, but not a failed login', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    serve(() => json(401, { message: 'Invalid mobile number or password' }));
    await apiPost('/auth/login', {}, { auth: false }).catch(() => undefined);
    expect(onUnauthorized).not.toHaveBeenCalled();
    setAuthToken('stale');
    await apiGet('/auth/profile').catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('throws NetworkError when there is no answer', async () => {
    serve(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await apiGet('/games').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).reason).toBe('unreachable');
  });

  it('refuses at once when the device is offline', async () => {
    serve(() => json(200, {}));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const error = await apiPost('/bets', {}, { idempotencyKey: 'k1' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'NetworkError', reason: 'offline' });
    expect(calls).toHaveLength(0);
    vi.restoreAllMocks();
  });

  it('retries a keyed write whose outcome is unknown with the same key', async () => {
    serve(
      () => {
        throw new TypeError('connection reset');
      },
      () => json(409, { message: 'Request already in progress' }),
      () => json(201, { newBalance: 4900 }),
    );
    await expect(apiPost('/bets', { betAmount: 100 }, { idempotencyKey: 'key-7' })).resolves.toEqual({
      newBalance: 4900,
    });
    expect(calls).toHaveLength(3);
    expect(calls.map((c) => new Headers(c.init.headers).get('Idempotency-Key'))).toEqual(['key-7', 'key-7', 'key-7']);
  });

  it('does not retry a write without a key', async () => {
    serve(() => {
      throw new TypeError('connection reset');
    });
    await expect(apiPost('/user/profile', {})).rejects.toBeInstanceOf(NetworkError);
    expect(calls).toHaveLength(1);
  });

  it('does conditional GETs with If-None-Match', async () => {
    serve(
      () => json(200, [{ _id: 'g1' }], { ETag: '"v1"' }),
      () => new Response(null, { status: 304 }),
    );
    await expect(apiGetConditional('/games', null)).resolves.toEqual({
      status: 'modified',
      data: [{ _id: 'g1' }],
      etag: '"v1"',
    });
    await expect(apiGetConditional('/games', '"v1"')).resolves.toEqual({ status: 'not-modified' });
    expect(header('If-None-Match')).toBe('"v1"');
  });

  it('follows the server clock from the Date header', async () => {
    const serverTime = Date.parse('2026-11-20T05:30:00.000Z');
    serve(() => json(200, {}, { Date: new Date(serverTime).toUTCString() }));
    await apiGet('/health');
    expect(serverClock.synced).toBe(true);
    expect(Math.abs(serverNow().getTime() - serverTime)).toBeLessThan(2000);
  });
});
