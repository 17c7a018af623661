// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAuthToken } from '../../../src/api/client';
import type { User } from '../../../src/api/types';
import { session, signIn, signOut, startSession } from '../../../src/state/session';
import { getCachedProfile, saveCachedProfile } from '../../../db/player-data';

const player: User = {
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

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function serve(handler: (url: string, init: RequestInit) => Response) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => handler(url, init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(async () => {
  localStorage.clear();
  await signOut();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('session', () => {
  it('is signed out at start without a stored token', async () => {
    const fetchMock = serve(() => json(500, {}));
    await startSession();
    expect(session.status).toBe('signed-out');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('restores a stored token from the profile', async () => {
    localStorage.setItem('token', 'tok-1');
    serve(() => json(200, { user: player }));
    await startSession();
    expect(session).toMatchObject({ status: 'signed-in', token: 'tok-1', fromCache: false });
    expect(session.user?.name).toBe('Asha Verma');
    expect(getAuthToken()).toBe('tok-1');
    expect((await getCachedProfile())?._id).toBe('u1');
  });

  it('drops a token the server rejects, silently', async () => {
    localStorage.setItem('token', 'revoked');
    await saveCachedProfile(player);
    serve(() => json(401, { message: 'Not signed in' }));
    await startSession();
    expect(session.status).toBe('signed-out');
    expect(localStorage.getItem('token')).toBeNull();
    expect(await getCachedProfile()).toBeUndefined();
  });

  it('stays signed in on the cached profile when the server cannot be reached', async () => {
    localStorage.setItem('token', 'tok-1');
    await saveCachedProfile(player);
    serve(() => {
      throw new TypeError('Failed to fetch');
    });
    await startSession();
    expect(session).toMatchObject({ status: 'signed-in', token: 'tok-1', fromCache: true });
    expect(session.user?._id).toBe('u1');
    expect(localStorage.getItem('token')).toBe('tok-1');
  });

  it('signs in, stores the token, and signs out clearing the cache', async () => {
    const fetchMock = serve((url) =>
      url.endsWith('/auth/login') ? json(200, { message: 'ok', token: 'tok-2', user: player }) : json(200, {}),
    );
    await signIn('9876543210', 'secret1');
    expect(localStorage.getItem('token')).toBe('tok-2');
    expect(session.status).toBe('signed-in');

    await signOut();
    expect(session.status).toBe('signed-out');
    expect(localStorage.getItem('token')).toBeNull();
    expect(await getCachedProfile()).toBeUndefined();
    const logoutCall = fetchMock.mock.calls.find(([url]) => url.endsWith('/auth/logout'));
    expect(new Headers(logoutCall?.[1].headers).get('Authorization')).toBe('Bearer tok-2');
  });
});
