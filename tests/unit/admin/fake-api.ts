import { vi } from 'vitest';

/** A fake of the admin API for component tests: routes by "METHOD /path", records every call. */

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

export type Reply = { status?: number; body?: unknown } | ((call: Call) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>);

export function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', Date: new Date('2026-11-20T05:30:00Z').toUTCString() },
  });
}

export function fakeApi(routes: Record<string, Reply>) {
  const calls: Call[] = [];
  const table = { ...routes };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://admin.test');
      const method = (init.method ?? 'GET').toUpperCase();
      const path = url.pathname.replace(/^\/api/, '');
      let body: unknown = undefined;
      const headers = new Headers(init.headers);
      if (typeof init.body === 'string') body = headers.get('Content-Type') === 'text/csv' ? init.body : JSON.parse(init.body);
      else if (init.body instanceof FormData) body = init.body;
      const call: Call = { method, path, query: url.searchParams, body, headers };
      calls.push(call);
      const reply = table[`${method} ${path}`];
      if (!reply) return json(404, { message: `No fake for ${method} ${path}` });
      const answer = typeof reply === 'function' ? await reply(call) : reply;
      return json(answer.status ?? 200, answer.body);
    }),
  );
  return {
    calls,
    /** Calls to one route, in order. */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
    set: (key: string, reply: Reply) => {
      table[key] = reply;
    },
  };
}

const NO_LIMITS = { daily: null, weekly: null, monthly: null };
const NOTHING_USED = { daily: 0, weekly: 0, monthly: 0 };

/**
 * The route of a player's responsible play (GET /admin/users/:id/responsible-play) answering the record of a
 * player who has set nothing, with `record`'s parts in its place.
 */
export function responsiblePlayRoute(userId: string, record: Record<string, unknown> = {}): Record<string, Reply> {
  return {
    [`GET /admin/users/${userId}/responsible-play`]: {
      body: {
        limits: { deposit: NO_LIMITS, loss: NO_LIMITS },
        pending: [],
        usage: { deposit: NOTHING_USED, loss: NOTHING_USED },
        timeOutUntil: null,
        selfExcludedUntil: null,
        realityCheckMinutes: 60,
        changes: [],
        ...record,
      },
    },
  };
}
