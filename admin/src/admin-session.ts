import { proxy } from 'valtio';
import { fetchAuthProfile, login, logout } from '../../src/api/auth';
import { setAuthToken, setUnauthorizedHandler } from '../../src/api/client';
import { isApiError } from '../../src/api/errors';
import type { User } from '../../src/api/types';

/** The console keeps its own token: the player app's `token` key must never hold an admin session. */
export const ADMIN_TOKEN_KEY = 'matka-admin-token';

export class NotAdministratorError extends Error {
  override readonly name = 'NotAdministratorError';
}

export type AdminSessionStatus = 'loading' | 'signed-out' | 'signed-in';

/** Who is at the console. `ended` says why the last session stopped (shown on the sign-in screen). */
export const adminSession = proxy<{ status: AdminSessionStatus; user: User | null; ended: 'expired' | null }>({
  status: 'loading',
  user: null,
  ended: null,
});

function storedToken(): string | null {
  try {
    return localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

function storeToken(token: string | null): void {
  try {
    if (token === null) localStorage.removeItem(ADMIN_TOKEN_KEY);
    else localStorage.setItem(ADMIN_TOKEN_KEY, token);
  } catch {
    // Storage unavailable: the session lasts for this page only.
  }
}

function becomeSignedOut(ended: 'expired' | null = null): void {
  storeToken(null);
  setAuthToken(null);
  adminSession.status = 'signed-out';
  adminSession.user = null;
  adminSession.ended = ended;
}

// A 401 on any call means the token was revoked or expired: back to the sign-in screen.
setUnauthorizedHandler(() => becomeSignedOut('expired'));

/** The administrator of a stored session, or null (no token, rejected token, or not an admin). */
export async function restoreAdminSession(): Promise<User | null> {
  const token = storedToken();
  if (!token) return null;
  setAuthToken(token);
  try {
    const user = await fetchAuthProfile();
    if (user.role === 'admin') return user;
  } catch (error) {
    if (!isApiError(error, 401) && !isApiError(error, 403)) throw error;
  }
  storeToken(null);
  setAuthToken(null);
  return null;
}

/** Restores the stored session into the store at start (a network failure leaves the operator signed out). */
export async function startAdminSession(): Promise<void> {
  const user = await restoreAdminSession().catch(() => null);
  if (user) {
    adminSession.user = user;
    adminSession.status = 'signed-in';
  } else {
    adminSession.status = 'signed-out';
    adminSession.user = null;
  }
}

/** Signs in; a player account is refused (and its fresh session revoked). */
export async function signInAdmin(mobileNumber: string, password: string): Promise<User> {
  const { token, user } = await login(mobileNumber, password);
  if (user.role !== 'admin') {
    await logout(token).catch(() => undefined);
    throw new NotAdministratorError();
  }
  storeToken(token);
  setAuthToken(token);
  adminSession.user = user;
  adminSession.status = 'signed-in';
  adminSession.ended = null;
  return user;
}

export async function signOutAdmin(): Promise<void> {
  const token = storedToken();
  becomeSignedOut();
  if (token) await logout(token).catch(() => undefined);
}
