import { proxy } from 'valtio';
import type { LoginAnswer, SignedIn } from '../../contract/account';
import { fetchAuthProfile, logout } from '../../src/api/auth';
import { apiPost, setAuthToken, setUnauthorizedHandler } from '../../src/api/client';
import { isApiError } from '../../src/api/errors';
import type { User } from '../../src/api/types';
import { fetchTwoFactorStatus } from './api';

/** The console keeps its own token: the player app's `token` key must never hold an admin session. */
export const ADMIN_TOKEN_KEY = 'matka-admin-token';

export class NotAdministratorError extends Error {
  override readonly name = 'NotAdministratorError';
}

export type AdminSessionStatus = 'loading' | 'signed-out' | 'signed-in';

/**
 * Who is at the console. `ended` says why the last session stopped (shown on the sign-in screen);
 * `enrolmentRequired`: the server requires two-factor (ADMIN_2FA=required) and this operator has not set it up,
 * so the console opens on the two-factor screen and nothing else.
 */
export const adminSession = proxy<{
  status: AdminSessionStatus;
  user: User | null;
  ended: 'expired' | null;
  enrolmentRequired: boolean;
}>({
  status: 'loading',
  user: null,
  ended: null,
  enrolmentRequired: false,
});

/** The answer to a right password: the console opens, or (two-factor on) a code is asked for next. */
export type SignInStep = { kind: 'signed-in'; user: User } | { kind: 'code-needed'; challenge: string };

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
  adminSession.enrolmentRequired = false;
}

/** Whether this operator must set up two-factor before anything else (a failure to ask counts as no). */
async function mustEnrol(): Promise<boolean> {
  try {
    const status = await fetchTwoFactorStatus();
    return status.required && !status.enabled;
  } catch {
    return false;
  }
}

function enterConsole(token: string, user: User, enrolmentRequired: boolean): void {
  storeToken(token);
  setAuthToken(token);
  adminSession.user = user;
  adminSession.status = 'signed-in';
  adminSession.ended = null;
  adminSession.enrolmentRequired = enrolmentRequired;
}

/** Two-factor is on now: the whole console opens. */
export function twoFactorEnrolled(): void {
  adminSession.enrolmentRequired = false;
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
    adminSession.enrolmentRequired = await mustEnrol();
    adminSession.user = user;
    adminSession.status = 'signed-in';
  } else {
    adminSession.status = 'signed-out';
    adminSession.user = null;
  }
}

/** Signs in; a player account is refused (and its fresh session revoked). */
export async function signInAdmin(mobileNumber: string, password: string): Promise<SignInStep> {
  const answer = await apiPost<LoginAnswer>('/auth/login', { mobileNumber, password }, { auth: false });
  if ('twoFactorRequired' in answer) return { kind: 'code-needed', challenge: answer.challenge };
  const { token, user } = answer;
  if (user.role !== 'admin') {
    await logout(token).catch(() => undefined);
    throw new NotAdministratorError();
  }
  enterConsole(token, user, answer.twoFactorEnrolmentRequired === true);
  return { kind: 'signed-in', user };
}

/** The second step for an operator with two-factor on: an authenticator code or a recovery code. */
export async function signInWithCode(challenge: string, code: string): Promise<User> {
  const { token, user } = await apiPost<SignedIn>('/auth/login/2fa', { challenge, code: code.trim() }, { auth: false });
  enterConsole(token, user, false);
  return user;
}

export async function signOutAdmin(): Promise<void> {
  const token = storedToken();
  becomeSignedOut();
  if (token) await logout(token).catch(() => undefined);
}
