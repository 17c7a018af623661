import { expect } from 'vitest';
import type { StaffRole } from '../../../src/domain/staff.js';
import { nextClientAddress, nextMobileNumber, signInAdmin, type SignedIn } from './players.js';
import type { TestServer } from './test-server.js';

/** A new member of staff with the role, added by the owner through the API and signed in. */
export async function addStaff(
  server: TestServer,
  staffRole: StaffRole,
  ownerToken?: string,
  name = 'Ravi Kumar',
): Promise<SignedIn> {
  const owner = ownerToken ?? (await signInAdmin(server));
  const mobileNumber = nextMobileNumber();
  const password = 'staff-pass-1';
  const created = await server.request({
    method: 'POST',
    url: '/api/admin/staff',
    token: owner,
    payload: { name, mobileNumber, password, staffRole },
  });
  expect(created.statusCode, created.body).toBe(201);
  const userId = Number((created.json() as { staff: { _id: string } }).staff._id);
  const signIn = await server.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { mobileNumber, password },
    remoteAddress: nextClientAddress(),
  });
  expect(signIn.statusCode, signIn.body).toBe(200);
  return { token: (signIn.json() as { token: string }).token, userId, mobileNumber, password };
}
