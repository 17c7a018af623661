import { expect } from 'vitest';
import { post } from '../../../server/ledger/ledger.js';
import { ADMIN, type TestServer } from './test-server.js';

export interface SignedIn {
  token: string;
  userId: number;
  mobileNumber: string;
  password: string;
}

let sequence = 0;

/** A unique 10-digit mobile number per call within a test file. */
export function nextMobileNumber(): string {
  sequence += 1;
  return `98${String(process.pid % 1000).padStart(3, '0')}${String(sequence).padStart(5, '0')}`;
}

let addressSequence = 0;

/**
 * A client address of its own (10.200.0.0 and up; requests come from 127.0.0.1 by default), so that the
 * per-address throttles of sign-up, sign-in and forgot-password do not reach from one player to the next.
 */
export function nextClientAddress(): string {
  addressSequence += 1;
  return `10.${200 + (Math.floor(addressSequence / 62_500) % 50)}.${Math.floor(addressSequence / 250) % 250}.${(addressSequence % 250) + 1}`;
}

/** Signs a new player up through the API, from an address of their own, as players on their own phones do. */
export async function signUpPlayer(
  server: TestServer,
  overrides: Partial<{ name: string; mobileNumber: string; password: string }> = {},
): Promise<SignedIn> {
  const body = {
    name: 'Test Player',
    mobileNumber: nextMobileNumber(),
    password: 'secret-pass',
    ...overrides,
  };
  const response = await server.request({
    method: 'POST',
    url: '/api/auth/signup',
    payload: body,
    remoteAddress: nextClientAddress(),
  });
  expect(response.statusCode, response.body).toBe(201);
  const { token, user } = response.json() as { token: string; user: { _id: string } };
  return { token, userId: Number(user._id), mobileNumber: body.mobileNumber, password: body.password };
}

export async function signInAdmin(server: TestServer): Promise<string> {
  const response = await server.request({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { token: string }).token;
}

/** Puts money on a player's balance through the ledger, as an admin adjustment would. */
export async function creditPlayer(server: TestServer, userId: number, amount: number): Promise<void> {
  await server.store.db.transaction().execute((trx) =>
    post(trx, {
      userId,
      amount,
      kind: 'adjustment',
      reference: `test-credit:${userId}:${Date.now()}:${Math.random()}`,
      at: server.clock.now().toISOString(),
    }),
  );
}

export async function balanceOf(server: TestServer, token: string): Promise<number> {
  const response = await server.request({ method: 'GET', url: '/api/auth/profile', token });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { user: { balance: number } }).user.balance;
}
