// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../src/api/types';
import { DEVICE_ID_PATTERN } from '../../../src/domain/device-id';
import { DEVICE_ID_STORAGE_KEY } from '../../../src/state/device-id';
import { signIn, signOut, signUp } from '../../../src/state/session';

const player: User = {
  _id: 'u1',
  name: 'Asha Verma',
  mobileNumber: '9876543210',
  email: '',
  balance: 0,
  role: 'player',
  isActive: true,
  bankDetails: null,
  paymentDetails: { paytm: '', googlePay: '', phonepe: '' },
};

/** The bodies the app sent to sign-in and sign-up, in order. */
function serveAuth(): { path: string; body: Record<string, unknown> }[] {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = new URL(url, 'http://app.test').pathname.replace(/^\/api/, '');
      if (path === '/auth/login' || path === '/auth/signup') {
        sent.push({ path, body: JSON.parse(String(init.body)) as Record<string, unknown> });
      }
      const body = { message: 'ok', token: 'tok-1', user: player };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return sent;
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(async () => {
  await signOut();
  vi.unstubAllGlobals();
});

describe('the device id', () => {
  it('is made once, sent with sign-up and sign-in, and kept across a sign-out', async () => {
    const sent = serveAuth();
    await signUp('Asha Verma', '9876543210', 'secret-1');
    await signOut();
    await signIn('9876543210', 'secret-1');

    const [signedUp, signedIn] = sent.map((call) => call.body.deviceId);
    expect(sent.map((call) => call.path)).toEqual(['/auth/signup', '/auth/login']);
    expect(signedUp).toMatch(DEVICE_ID_PATTERN);
    expect(signedIn).toBe(signedUp);
    expect(localStorage.getItem(DEVICE_ID_STORAGE_KEY)).toBe(signedUp);
  });

  it('replaces a stored value the server would ignore', async () => {
    localStorage.setItem(DEVICE_ID_STORAGE_KEY, 'bad id!');
    const sent = serveAuth();
    await signIn('9876543210', 'secret-1');
    expect(sent[0]!.body.deviceId).toMatch(DEVICE_ID_PATTERN);
    expect(localStorage.getItem(DEVICE_ID_STORAGE_KEY)).toBe(sent[0]!.body.deviceId);
  });

  it('is left out when the device keeps no storage, and sign-in goes on', async () => {
    const sent = serveAuth();
    vi.spyOn(localStorage, 'getItem').mockImplementation(() => {
      throw new Error('storage disabled');
    });
    await signIn('9876543210', 'secret-1');
    vi.restoreAllMocks();
    expect(sent[0]!.body).toEqual({ mobileNumber: '9876543210', password: 'secret-1' });
  });
});
