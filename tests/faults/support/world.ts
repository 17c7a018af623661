import { TEST_ADMIN } from '../../support/server-process.js';
import { ok } from './api.js';

/**
 * The data a fault scenario starts from, made through the API: an admin, the daily rates, one market that is
 * open for bets all day (open 23:00, close 23:45 IST), and players with saved bank details.
 */

export const STANDARD_RATES = {
  singleDigit: { min: 10, max: 95 },
  jodiDigit: { min: 10, max: 950 },
  singlePana: { min: 10, max: 1500 },
  doublePana: { min: 10, max: 3000 },
  triplePana: { min: 10, max: 7000 },
  halfSangam: { min: 10, max: 10000 },
  fullSangam: { min: 10, max: 100000 },
};

/** Friday 20 November 2026, 11:00 IST: a weekday (withdrawals allowed) with the market's open session ahead. */
export const FRIDAY_MORNING = '2026-11-20T05:30:00.000Z';

export interface Player {
  index: number;
  id: string;
  mobileNumber: string;
  password: string;
  token: string;
}

export interface World {
  adminToken: string;
  gameId: string;
  players: Player[];
}

export async function signInAdmin(baseUrl: string): Promise<string> {
  return (await ok<{ token: string }>(baseUrl, 'POST', '/auth/login', { body: TEST_ADMIN })).token;
}

/** Distinct mobile numbers per test process and scenario, so scenarios never collide on one database. */
export function mobileNumber(scenario: number, index: number): string {
  return `9${String(process.pid % 10_000).padStart(4, '0')}${String(scenario % 100).padStart(2, '0')}${String(index).padStart(3, '0')}`;
}

export async function setUpWorld(
  /** Requests go round-robin over these servers (one, or every instance of a scaled-out deployment). */
  baseUrls: readonly string[],
  options: { scenario: number; players: number },
): Promise<World> {
  const at = (index: number) => baseUrls[index % baseUrls.length]!;
  const adminToken = await signInAdmin(at(0));
  await ok(at(0), 'PUT', '/admin/gamerates', { token: adminToken, body: STANDARD_RATES });
  const { game } = await ok<{ game: { _id: string } }>(at(1), 'POST', '/admin/games', {
    token: adminToken,
    body: { gameName: `Fault Market ${options.scenario}`, openTime: '23:00', closeTime: '23:45' },
  });
  const players = await Promise.all(
    Array.from({ length: options.players }, async (_, index): Promise<Player> => {
      const number = mobileNumber(options.scenario, index);
      const password = `pass-${index}-secret`;
      const signedUp = await ok<{ token: string; user: { _id: string } }>(at(index), 'POST', '/auth/signup', {
        body: { name: `Fault Player ${index}`, mobileNumber: number, password },
      });
      await ok(at(index + 1), 'PUT', '/user/bank-details', {
        token: signedUp.token,
        body: {
          accountHolderName: `Player ${index}`,
          accountNumber: '123456784321',
          confirmAccountNumber: '123456784321',
          ifscCode: 'SBIN0001234',
          bankName: 'State Bank of India',
        },
      });
      return { index, id: signedUp.user._id, mobileNumber: number, password, token: signedUp.token };
    }),
  );
  return { adminToken, gameId: game._id, players };
}
