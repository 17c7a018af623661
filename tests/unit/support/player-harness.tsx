import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { clearPlayerData } from '../../../db/player-data';
import { setAuthToken } from '../../../src/api/client';
import type { User } from '../../../src/api/types';
import { serverClock } from '../../../src/state/clock';
import { session } from '../../../src/state/session';

/**
 * Shared pieces of the player-screen component tests (wallet, funds, withdrawals, histories, payout, Starline,
 * enquiry): a signed-in player, a fake API behind `fetch`, a router, the server clock.
 * Each test file mocks `src/ui/toast` itself (vi.mock is hoisted per file).
 */

export const player: User = {
  _id: 'u1',
  name: 'Asha Verma',
  mobileNumber: '9876543210',
  email: '',
  balance: 5000,
  role: 'player',
  isActive: true,
  bankDetails: null,
  paymentDetails: { paytm: '', googlePay: '', phonepe: '' },
};

export function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

/** Answers one call, or undefined for "not handled" (then 404). */
export type ApiHandler = (call: ApiCall) => Response | Promise<Response> | undefined;

/** Puts a fake API behind fetch; returns the log of every call. */
export function serve(handler: ApiHandler): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const parsed = new URL(url, 'http://app.test');
      const call: ApiCall = {
        method: init.method ?? 'GET',
        path: parsed.pathname.replace(/^\/api/, ''),
        query: parsed.searchParams,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        headers: (init.headers ?? {}) as Record<string, string>,
      };
      calls.push(call);
      return (await handler(call)) ?? json(404, { message: 'Not found' });
    }),
  );
  return calls;
}

/** Signs `user` in (no network) on a clean cache. */
export async function signedIn(user: User = player): Promise<void> {
  await clearPlayerData();
  setAuthToken('tok-1');
  session.token = 'tok-1';
  session.user = structuredClone(user);
  session.fromCache = false;
  session.status = 'signed-in';
}

export function setOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

/** Makes serverNow() read this IST wall-clock time (e.g. '2026-11-20T11:00'). */
export function setServerTimeIst(localIst: string): void {
  const target = Date.parse(`${localIst}:00+05:30`);
  serverClock.offsetMs = target - Date.now();
  serverClock.synced = true;
}

/** Renders `routes` in a memory router at `path`, with a dashboard stand-in. */
export function renderAt(path: string, routes: RouteObject[]) {
  const router = createMemoryRouter(
    [...routes, { path: '/dashboard', element: <p>Dashboard screen</p> }, { path: '*', element: <p>Other screen</p> }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}
