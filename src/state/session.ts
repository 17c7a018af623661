import { proxy } from 'valtio';
import { fetchAuthProfile, login, logout, signup } from '../api/auth';
import { setAuthToken, setUnauthorizedHandler } from '../api/client';
import { isApiError } from '../api/errors';
import type { AuthResponse, User } from '../api/types';
import { TOKEN_STORAGE_KEY } from '../config/app-config';
import { forgetStartSnapshot, readStartSnapshot, rememberStartUser } from './start-snapshot';

/**
 * Who is signed in. At start a stored token is attached and the player of the start
 * snapshot (./start-snapshot) signed in at once, so the first screen waits for neither the network nor IndexedDB;
 * then the profile is fetched: a 401 signs the player out silently; no answer (offline, server down) keeps them
 * signed in on the cached profile, so an offline start still shows their screens.
 */

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface SessionState {
  status: SessionStatus;
  token: string | null;
  user: User | null;
  /** True while the user shown comes from the cache because the server could not be reached. */
  fromCache: boolean;
}

export const session = proxy<SessionState>({
  status: 'loading',
  token: null,
  user: null,
  fromCache: false,
});

// The cache (IndexedDB) loads after first paint: it is not needed to decide where the first screen goes when online.
const loadCache = () => import('../../db/player-data');
const clearPlayerData = async () => (await loadCache()).clearPlayerData();
const getCachedProfile = async () => (await loadCache()).getCachedProfile();
const saveCachedProfile = async (user: User) => (await loadCache()).saveCachedProfile(user);

function readStoredToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStoredToken(token: string | null): void {
  try {
    if (token === null) localStorage.removeItem(TOKEN_STORAGE_KEY);
    else localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Storage unavailable (private mode quota): the session lasts for this page only.
  }
}

function ignoreCacheFailure(error: unknown): void {
  console.warn('Local cache unavailable', error);
}

function enterSignedIn(token: string, user: User, fromCache: boolean): void {
  setAuthToken(token);
  session.token = token;
  session.user = user;
  session.fromCache = fromCache;
  session.status = 'signed-in';
  // A copy from a cache is already remembered; the server's answer is what the next start should show.
  if (!fromCache) rememberStartUser(user);
}

function enterSignedOut(): void {
  setAuthToken(null);
  session.token = null;
  session.user = null;
  session.fromCache = false;
  session.status = 'signed-out';
}

/** The server no longer accepts the token: forget it and everything cached for it, without a word. */
async function dropRejectedSession(): Promise<void> {
  writeStoredToken(null);
  forgetStartSnapshot();
  enterSignedOut();
  await clearPlayerData().catch(ignoreCacheFailure);
}

let starting: Promise<void> | null = null;
let listening = false;

/** Restores the stored session; call once at app start (safe to call again, e.g. when the device comes online). */
export function startSession(): Promise<void> {
  starting ??= restoreStoredSession().finally(() => {
    starting = null;
  });
  if (!listening && typeof window !== 'undefined') {
    listening = true;
    window.addEventListener('online', onOnline);
    setUnauthorizedHandler(() => {
      if (session.status !== 'signed-out') void dropRejectedSession();
    });
  }
  return starting;
}

async function restoreStoredSession(): Promise<void> {
  const token = readStoredToken();
  if (!token) {
    enterSignedOut();
    return;
  }
  // Before the first await: the first render already shows the player's screens.
  const remembered = readStartSnapshot()?.user;
  if (session.status !== 'signed-in') {
    if (remembered) enterSignedIn(token, remembered, true);
    else session.status = 'loading';
  }
  setAuthToken(token);
  try {
    const user = await fetchAuthProfile();
    if (readStoredToken() !== token) return; // signed out or in again meanwhile
    enterSignedIn(token, user, false);
    await saveCachedProfile(user).catch(ignoreCacheFailure);
  } catch (error) {
    if (isApiError(error, 401) || isApiError(error, 403)) {
      // The unauthorized handler may have begun this already; finishing it here lets callers await the clean-up.
      if (readStoredToken() === token || session.status !== 'signed-in') await dropRejectedSession();
      return;
    }
    if (readStoredToken() !== token) return;
    // No usable answer: keep the session on the cached profile, so the app still opens offline.
    if (session.status === 'signed-in' && session.token === token) return;
    const cached = await getCachedProfile().catch(() => undefined);
    if (cached) {
      enterSignedIn(token, cached, true);
    } else {
      // Nothing to show offline. Keep the stored token; coming online retries.
      setAuthToken(null);
      session.token = null;
      session.user = null;
      session.status = 'signed-out';
    }
  }
}

function onOnline(): void {
  if (session.status === 'signed-in' && session.fromCache) void refreshSessionProfile();
  else if (session.status === 'signed-out' && readStoredToken()) void startSession();
}

/** Re-reads the profile from the server (e.g. after coming back online). A 401 signs out; no answer keeps the cache. */
export async function refreshSessionProfile(): Promise<void> {
  const token = session.token;
  if (!token) return;
  try {
    const user = await fetchAuthProfile();
    if (session.token !== token) return;
    updateSessionUser(user);
  } catch (error) {
    if (session.token === token && (isApiError(error, 401) || isApiError(error, 403))) await dropRejectedSession();
  }
}

/** Replaces the signed-in user with a fresher copy from the server (profile polls, balance changes). */
export function updateSessionUser(user: User): void {
  if (session.status !== 'signed-in') return;
  session.user = user;
  session.fromCache = false;
  rememberStartUser(user);
  void saveCachedProfile(user).catch(ignoreCacheFailure);
}

async function establish(response: AuthResponse): Promise<User> {
  const previous = await getCachedProfile().catch(() => undefined);
  if (previous && previous._id !== response.user._id) await clearPlayerData().catch(ignoreCacheFailure);
  writeStoredToken(response.token);
  enterSignedIn(response.token, response.user, false);
  await saveCachedProfile(response.user).catch(ignoreCacheFailure);
  // Ask the browser not to evict the offline cache; a refusal changes nothing.
  void navigator.storage?.persist?.().catch(() => false);
  return response.user;
}

/** POST /auth/login, then the session is signed in. Throws ApiError / NetworkError. */
export async function signIn(mobileNumber: string, password: string): Promise<User> {
  return establish(await login(mobileNumber, password));
}

/** POST /auth/signup, then the session is signed in. Throws ApiError / NetworkError. */
export async function signUp(name: string, mobileNumber: string, password: string): Promise<User> {
  return establish(await signup(name, mobileNumber, password));
}

/** Signs out here at once, revokes the token on the server when reachable, and clears the player's cache. */
export async function signOut(): Promise<void> {
  const token = session.token;
  const revoke = token ? logout(token).catch(() => undefined) : Promise.resolve();
  const endPush = endBrowserPush();
  writeStoredToken(null);
  forgetStartSnapshot();
  enterSignedOut();
  await Promise.all([revoke, endPush, clearPlayerData().catch(ignoreCacheFailure)]);
}

/**
 * Result alerts end with the player's session, so the next player of a shared phone never gets them: the browser
 * drops its push subscription, and the push service's 410 to the server's next alert makes the server forget it.
 */
function endBrowserPush(): Promise<unknown> {
  if (!('serviceWorker' in navigator)) return Promise.resolve();
  return navigator.serviceWorker
    .getRegistration()
    .then((registration) => registration?.pushManager?.getSubscription())
    .then((subscription) => subscription?.unsubscribe())
    .catch(() => undefined);
}
