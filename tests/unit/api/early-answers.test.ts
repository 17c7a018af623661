// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiGetConditional, setAuthToken, setUnauthorizedHandler } from '../../../src/api/client';
import { ApiError, NetworkError } from '../../../src/api/errors';
import { EARLY_REQUESTS_SCRIPT } from '../../../contract/early-requests';

/**
 * The page's early questions (index.html's inline script) and the API client's taking of their answers: each once,
 * for the first GET of its URL with the same token and no If-None-Match.
 */

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

let calls: Array<{ url: string; init: RequestInit }>;

function serve(handler: (url: string) => Response | Promise<Response>): void {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return handler(url);
    }),
  );
}

/** The page's start: the inline script as index.html carries it. */
function runPageScript(): void {
  new Function(EARLY_REQUESTS_SCRIPT)();
}

const games = [{ _id: 'g1', gameName: 'Kalyan' }];
const player = { user: { _id: 'u1', name: 'Asha', balance: 2500 } };

beforeEach(() => {
  localStorage.clear();
  window.earlyAnswers = undefined;
  setAuthToken(null);
  setUnauthorizedHandler(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the page's early questions", () => {
  it('asks for the profile and the markets with the Bearer token when a token is kept and no snapshot', () => {
    localStorage.setItem('token', 'tok-1');
    serve(() => json(200, {}));
    runPageScript();
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/profile', '/api/games']);
    for (const { init } of calls) {
      const headers = new Headers(init.headers);
      expect(headers.get('Authorization')).toBe('Bearer tok-1');
      expect(headers.get('Accept')).toBe('application/json');
      expect(init.cache).toBe('no-store');
    }
    expect(window.earlyAnswers?.token).toBe('tok-1');
  });

  it('asks nothing without a token, or with a start snapshot (the app starts from it)', () => {
    serve(() => json(200, {}));
    runPageScript();
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('startSnapshot', JSON.stringify({ user: { _id: 'u1' } }));
    runPageScript();
    expect(calls).toEqual([]);
    expect(window.earlyAnswers).toBeUndefined();
  });
});

describe('the API client with early answers', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'tok-1');
  });

  it('takes the early answer for the first matching GET, and asks the server for the next', async () => {
    serve((url) => json(200, url.endsWith('/games') ? games : player));
    runPageScript();
    setAuthToken('tok-1');
    expect(await apiGet('/games')).toEqual(games);
    expect(await apiGet('/auth/profile')).toEqual(player);
    expect(calls).toHaveLength(2); // the page's two, nothing more

    expect(await apiGet('/games')).toEqual(games);
    expect(calls).toHaveLength(3);
  });

  it('takes it for a conditional GET sent without an ETag, not for one with an ETag', async () => {
    serve(() => json(200, games, { ETag: '"v1"' }));
    runPageScript();
    setAuthToken('tok-1');
    await expect(apiGetConditional('/games', '"v0"')).resolves.toMatchObject({ status: 'modified' });
    expect(calls).toHaveLength(3);
    expect(new Headers(calls[2]!.init.headers).get('If-None-Match')).toBe('"v0"');

    await expect(apiGetConditional('/games', null)).resolves.toEqual({ status: 'modified', data: games, etag: '"v1"' });
    expect(calls).toHaveLength(3);
  });

  it('does not use them for another token, and drops them', async () => {
    serve(() => json(200, games));
    runPageScript();
    setAuthToken('tok-2');
    await apiGet('/games');
    expect(calls).toHaveLength(3);
    expect(new Headers(calls[2]!.init.headers).get('Authorization')).toBe('Bearer tok-2');

    setAuthToken('tok-1');
    await apiGet('/games');
    expect(calls).toHaveLength(4);
  });

  it('answers a rejected token as a request of its own would: 401, and the player signed out', async () => {
    serve(() => json(401, { message: 'Not signed in', code: 'UNAUTHORIZED' }));
    runPageScript();
    setAuthToken('tok-1');
    const signedOut = vi.fn();
    setUnauthorizedHandler(signedOut);
    const failure = await apiGet('/auth/profile').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect(signedOut).toHaveBeenCalledOnce();
    expect(calls).toHaveLength(2);
  });

  it('answers no connection as a request of its own would', async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    runPageScript();
    setAuthToken('tok-1');
    const failure = await apiGet('/auth/profile').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkError);
    expect((failure as NetworkError).reason).toBe('unreachable');
  });

  it('lets the caller cancel while the early answer is still on its way', async () => {
    serve(() => new Promise<Response>(() => undefined));
    runPageScript();
    setAuthToken('tok-1');
    const controller = new AbortController();
    const request = apiGet('/games', { signal: controller.signal });
    controller.abort();
    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
  });
});
