import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';

/**
 * Setting up a journey's data through the real API (admin endpoints and the player's own), as the wallet, history
 * and Starline end-to-end tests do.
 */

export interface ApiAnswer<T> {
  status: number;
  body: T;
  /** The server's clock, from the Date header. */
  date: number;
}

export class ApiClient {
  constructor(readonly baseUrl: string) {}

  async call<T = Record<string, unknown>>(
    method: string,
    path: string,
    token: string | null,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiAnswer<T>> {
    const response = await fetch(`${this.baseUrl}/api${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : undefined) as T,
      date: Date.parse(response.headers.get('Date') ?? '') || Date.now(),
    };
  }

  /** The call, failing the test with the server's answer unless it is a 2xx. */
  async ok<T = Record<string, unknown>>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
    const answer = await this.call<T>(method, path, token, body);
    if (answer.status < 200 || answer.status >= 300) {
      throw new Error(`${method} ${path} failed with ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    return answer.body;
  }

  async signIn(mobileNumber: string, password: string): Promise<string> {
    return (await this.ok<{ token: string }>('POST', '/auth/login', null, { mobileNumber, password })).token;
  }

  async signUp(name: string, mobileNumber: string, password: string): Promise<{ token: string; id: string }> {
    const body = await this.ok<{ token: string; user: { _id: string } }>('POST', '/auth/signup', null, {
      name,
      mobileNumber,
      password,
    });
    return { token: body.token, id: body.user._id };
  }

  /** Credits (or debits) a player through an admin adjustment. */
  async adjust(adminToken: string, userId: string, amount: number): Promise<void> {
    await this.ok('POST', `/admin/users/${userId}/adjustments`, adminToken, { amount, reason: 'e2e setup' });
  }

  /** Changes some of the public main settings, keeping the others. */
  async updateMainSettings(adminToken: string, changes: Record<string, unknown>): Promise<void> {
    const current = await this.ok('GET', '/main-settings/public', null);
    await this.ok('PUT', '/admin/main-settings', adminToken, { ...current, ...changes });
  }

  /** Moves the server's clock (FAKE_TIME) forward by `ms`, instead of waiting for real time to pass. */
  async advanceServerClock(ms: number): Promise<void> {
    await this.ok('POST', '/test-clock/advance', null, { ms: Math.max(1, Math.ceil(ms)) });
  }

  /** The server's time now (its Date header), as epoch ms. */
  async serverNow(): Promise<number> {
    return (await this.call('GET', '/health', null)).date;
  }
}

let counter = 0;

/** A fresh 10-digit mobile number starting with `prefix`. */
/** Typical matka rates for the markets the tests open: a stake of `min` pays `max`. */
export const STANDARD_RATES = {
  singleDigit: { min: 10, max: 95 },
  jodiDigit: { min: 10, max: 950 },
  singlePana: { min: 10, max: 1500 },
  doublePana: { min: 10, max: 3000 },
  triplePana: { min: 10, max: 7000 },
  halfSangam: { min: 10, max: 10000 },
  fullSangam: { min: 10, max: 100000 },
};

export function uniqueMobileNumber(prefix = '8'): string {
  counter += 1;
  return `${prefix}${String((Date.now() * 10 + counter) % 1_000_000_000).padStart(9, '0')}`;
}

/**
 * Opens the app signed in with `token` (as if the player had signed in earlier) at `path`; `origin` names another
 * server than the shared one (a private server of the test file).
 */
export async function openSignedIn(page: Page, token: string, path: string, origin = ''): Promise<void> {
  await page.goto(`${origin}/privacy-policy`);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto(`${origin}${path}`);
}

const SCREENS_DIR = resolve(import.meta.dirname, '../../../.test-artifacts/screens');

/**
 * A full-page screenshot at the test viewport into .test-artifacts/screens/<name>.png, taken from the top (a
 * page scrolled to a focused field would draw its sticky header over the middle of the picture).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENS_DIR, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(SCREENS_DIR, `${name}.png`), fullPage: true });
}

/** "HH:MM" of an instant in IST. */
export function istClock(epochMs: number): string {
  return new Date(epochMs + 330 * 60_000).toISOString().slice(11, 16);
}

/** "YYYY-MM-DD" of an instant in IST. */
export function istDay(epochMs: number): string {
  return new Date(epochMs + 330 * 60_000).toISOString().slice(0, 10);
}
