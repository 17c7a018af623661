import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Settlement } from '../../../contract/results.js';
import type { TestServer } from './test-server.js';

/** Daily markets through the admin API, and bets through the player API, for the market tests. */

export const STANDARD_RATES = {
  singleDigit: { min: 10, max: 95 },
  jodiDigit: { min: 10, max: 950 },
  singlePana: { min: 10, max: 1500 },
  doublePana: { min: 10, max: 3000 },
  triplePana: { min: 10, max: 7000 },
  halfSangam: { min: 10, max: 10000 },
  fullSangam: { min: 10, max: 100000 },
};

/** The instant of an IST wall-clock time, e.g. istAt('2026-11-20', '10:59'). */
export function istAt(date: string, time: string): string {
  return new Date(`${date}T${time.length === 5 ? `${time}:00` : time}.000+05:30`).toISOString();
}

/** The test day of startTestServer's default clock (Friday 2026-11-20, 11:00 IST). */
export const TEST_DAY = '2026-11-20';

/** Moves the server clock to an IST time of the test day (or another day). */
export function setIstTime(server: TestServer, time: string, date = TEST_DAY): void {
  server.clock.set(istAt(date, time));
}

export async function setRates(server: TestServer, adminToken: string, rates: object = STANDARD_RATES): Promise<void> {
  const response = await server.request({ method: 'PUT', url: '/api/admin/gamerates', token: adminToken, payload: rates });
  expect(response.statusCode, response.body).toBe(200);
}

export interface CreatedGame {
  _id: string;
  gameName: string;
  openTime: string;
  closeTime: string;
}

export async function createGame(
  server: TestServer,
  adminToken: string,
  game: { gameName?: string; openTime: string; closeTime: string; isActive?: boolean },
): Promise<CreatedGame> {
  const response = await server.request({
    method: 'POST',
    url: '/api/admin/games',
    token: adminToken,
    payload: { gameName: `Market ${game.openTime}`, ...game },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { game: CreatedGame }).game;
}

/** Creates a Starline game through the admin API (10 to 5,000 rupees a bet unless given). */
export async function createStarlineGame<T extends { _id: string } = { _id: string }>(
  server: TestServer,
  adminToken: string,
  game: { gameName: string; openTime: string; gameNameHindi?: string; minBet?: number; maxBet?: number },
): Promise<T> {
  const response = await server.request({
    method: 'POST',
    url: '/api/admin/starline/games',
    token: adminToken,
    payload: { gameNameHindi: 'स्टार', minBet: 10, maxBet: 5000, ...game },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { game: T }).game;
}

export interface BetBody {
  gameId: string;
  betType: string;
  session?: string | null;
  betNumber: string | number;
  betAmount: number | string;
  gameDate?: string;
}

/** The IST midnight of the test day, as an IST phone sends it. */
export const TEST_DAY_MIDNIGHT = istAt(TEST_DAY, '00:00');

export function bet(
  server: TestServer,
  token: string,
  body: BetBody,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return server.request({
    method: 'POST',
    url: '/api/bets',
    token,
    headers,
    payload: { session: 'open', gameDate: TEST_DAY_MIDNIGHT, ...body },
  });
}

export interface PlacedBet {
  _id: string;
  status: string;
  winAmount: number;
  potentialWin: number;
  result: string | null;
  resultDate: string | null;
  betType: string;
  session: string | null;
  betNumber: string;
  betAmount: number;
}

export async function placeBetOk(server: TestServer, token: string, body: BetBody): Promise<PlacedBet> {
  const response = await bet(server, token, body);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { bet: PlacedBet }).bet;
}

export function declare(
  server: TestServer,
  adminToken: string,
  body: { gameId: string; session: string; pana: string; gameDate?: string; digit?: number },
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return server.request({ method: 'POST', url: '/api/admin/results', token: adminToken, payload: body, headers });
}

export type { Settlement };

export async function declareOk(
  server: TestServer,
  adminToken: string,
  body: { gameId: string; session: string; pana: string; gameDate?: string },
): Promise<{ result: string; settlement: Settlement }> {
  const response = await declare(server, adminToken, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { result: string; settlement: Settlement };
}

export function revert(
  server: TestServer,
  adminToken: string,
  body: { gameId: string; session: string; gameDate?: string },
): Promise<LightMyRequestResponse> {
  return server.request({ method: 'DELETE', url: '/api/admin/results', token: adminToken, payload: body });
}

export async function preview(
  server: TestServer,
  adminToken: string,
  query: { gameId: string; session: string; pana: string; gameDate?: string },
): Promise<LightMyRequestResponse> {
  return server.request({
    method: 'GET',
    url: `/api/admin/results/preview?${new URLSearchParams(query).toString()}`,
    token: adminToken,
  });
}

export async function myBets(server: TestServer, token: string, query = ''): Promise<PlacedBet[]> {
  const response = await server.request({ method: 'GET', url: `/api/bets/me${query}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { bets: PlacedBet[] }).bets;
}

/** Ledger entries of one player, oldest first. */
export async function ledgerOf(server: TestServer, userId: number) {
  const rows = await server.store.db
    .selectFrom('ledger_entries')
    .select(['kind', 'reference', 'amount', 'balance_after'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, amount: Number(row.amount), balance_after: Number(row.balance_after) }));
}

/** Every entry's balance_after is the previous one plus its amount, and the last is the balance. */
export async function expectLedgerChain(server: TestServer, userId: number): Promise<void> {
  const entries = await ledgerOf(server, userId);
  let balance = 0;
  for (const entry of entries) {
    balance += entry.amount;
    expect(entry.balance_after, `${entry.kind} ${entry.reference}`).toBe(balance);
  }
  const user = await server.store.db.selectFrom('users').select('balance').where('id', '=', userId).executeTakeFirstOrThrow();
  expect(Number(user.balance)).toBe(balance);
}
