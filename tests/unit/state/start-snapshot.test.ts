// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Game, User } from '../../../src/api/types';
import { session, signIn, signOut, startSession } from '../../../src/state/session';
import { readStartSnapshot, rememberStartDashboard, rememberStartUser } from '../../../src/state/start-snapshot';

/** The start snapshot (src/state/start-snapshot.ts): a start paints from it without waiting for the network. */

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
const market: Game = {
  _id: 'g1',
  gameName: 'Lotus Day',
  openTime: '11:30',
  closeTime: '12:30',
  result: '***-**-***',
  runsToday: true,
  closedReason: null,
  voided: null,
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(async () => {
  localStorage.clear();
  await signOut();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('start snapshot', () => {
  it('signs the remembered player in before the server answers, then takes the server profile', async () => {
    localStorage.setItem('token', 'tok-1');
    rememberStartUser(player);
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));

    const starting = startSession();
    // Synchronously: the first render already has the player.
    expect(session).toMatchObject({ status: 'signed-in', token: 'tok-1', fromCache: true });
    expect(session.user?.balance).toBe(5000);

    answer(json(200, { user: { ...player, balance: 4200 } }));
    await starting;
    expect(session).toMatchObject({ status: 'signed-in', fromCache: false });
    expect(readStartSnapshot('u1')?.user.balance).toBe(4200);
  });

  it('stays signed in on the snapshot when the server cannot be reached', async () => {
    localStorage.setItem('token', 'tok-1');
    rememberStartUser(player);
    rememberStartDashboard('u1', { games: [market], banners: [], gamesSyncedAt: 1 });
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await startSession();
    expect(session).toMatchObject({ status: 'signed-in', fromCache: true });
    expect(readStartSnapshot('u1')?.games).toEqual([market]);
  });

  it('is forgotten when the server refuses the token, and at sign-out', async () => {
    localStorage.setItem('token', 'revoked');
    rememberStartUser(player);
    vi.stubGlobal('fetch', vi.fn(async () => json(401, { message: 'Not signed in' })));
    await startSession();
    expect(session.status).toBe('signed-out');
    expect(readStartSnapshot()).toBeNull();

    vi.stubGlobal('fetch', vi.fn(async () => json(200, { message: 'ok', token: 'tok-2', user: player })));
    await signIn(player.mobileNumber, 'pass-1234');
    expect(readStartSnapshot('u1')?.user.name).toBe('Asha Verma');
    await signOut();
    expect(readStartSnapshot()).toBeNull();
  });

  it("keeps one player's markets from another player's start", () => {
    rememberStartUser(player);
    rememberStartDashboard('u1', { games: [market], banners: [] });
    rememberStartUser({ ...player, _id: 'u2', name: 'Ravi Kumar' });
    expect(readStartSnapshot('u1')).toBeNull();
    expect(readStartSnapshot('u2')?.games).toBeUndefined();
    // Nothing is written for a player without a snapshot.
    rememberStartDashboard('u3', { games: [market] });
    expect(readStartSnapshot('u3')).toBeNull();
  });
});
