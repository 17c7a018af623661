import { expect } from 'vitest';
import type { StaffRole } from '../../../src/domain/staff.js';
import { nextClientAddress, nextMobileNumber, signInAdmin, type SignedIn } from './players.js';
import type { TestServer } from './test-server.js';

/** A new member of staff with the role, added by the owner through the API and signed in. */
export async function addStaff(server: TestServer, staffRole: StaffRole, ownerToken?: string): Promise<SignedIn> {
  const owner = ownerToken ?? (await signInAdmin(server));
  const mobileNumber = nextMobileNumber();
  const password = 'staff-pass-1';
  const signUp = await server.request({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { name: "Ravi Kumar", mobileNumber, password },
    remoteAddress: nextClientAddress(),
  });
  expect(signUp.statusCode, signUp.body).toBe(201);
  const userId = Number((signUp.json() as { user: { _id: string } }).user._id);
  const promoted = await server.request({
    method: 'PATCH',
    url: `/api/admin/users/${userId}`,
    token: owner,
    payload: { role: 'admin' },
  });
  expect(promoted.statusCode, promoted.body).toBe(200);
  await server.store.db.updateTable('users').set({ staff_role: staffRole }).where('id', '=', userId).execute();
  const signIn = await server.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { mobileNumber, password },
    remoteAddress: nextClientAddress(),
  });
  expect(signIn.statusCode, signIn.body).toBe(200);
  return { token: (signIn.json() as { token: string }).token, userId, mobileNumber, password };
}
