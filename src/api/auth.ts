import type { Notice } from '../../contract/common';
import type { Profile, SignedIn } from '../../contract/account';
import { deviceId } from '../state/device-id';
import { apiGet, apiPost } from './client';
import type { User } from './types';

/** POST /api/auth/login (a player's account is never asked for a second factor), with the device's id. */
export function login(mobileNumber: string, password: string): Promise<SignedIn> {
  return apiPost<SignedIn>('/auth/login', { mobileNumber, password, deviceId: deviceId() }, { auth: false });
}

/** POST /api/auth/signup (201), with the device's id. */
export function signup(name: string, mobileNumber: string, password: string): Promise<SignedIn> {
  const body = { name, mobileNumber, password, deviceId: deviceId() };
  return apiPost<SignedIn>('/auth/signup', body, { auth: false });
}

/** GET /api/auth/profile */
export async function fetchAuthProfile(signal?: AbortSignal): Promise<User> {
  const { user } = await apiGet<Profile>('/auth/profile', { signal });
  return user;
}

/** POST /api/auth/logout: the token stops working on the server. */
export async function logout(token?: string): Promise<void> {
  await apiPost<Notice>('/auth/logout', undefined, { token, timeoutMs: 5000 });
}
