import { STANDARD_DAILY_RATES } from '../../server/seed/demo';
import { ApiClient } from '../e2e/support/player-api';
import { BENCH_ADMIN } from './server-process';

/**
 * What every benchmark needs on a fresh server, made through the API as an operator would: the admin's
 * session, the standard rates, a market open for bets, and players with money.
 */
export interface Market {
  readonly api: ApiClient;
  readonly adminToken: string;
  readonly gameId: string;
  /** Today's IST game day by the server's clock, YYYY-MM-DD. */
  readonly gameDate: string;
}

export interface Player {
  readonly id: string;
  readonly token: string;
}

const SIGN_UP_CONCURRENCY = 8;

function istDay(epochMs: number): string {
  return new Date(epochMs + 330 * 60_000).toISOString().slice(0, 10);
}

export async function openMarket(baseUrl: string, gameName: string): Promise<Market> {
  const api = new ApiClient(baseUrl);
  const adminToken = await api.signIn(BENCH_ADMIN.mobileNumber, BENCH_ADMIN.password);
  await api.ok('PUT', '/admin/gamerates', adminToken, STANDARD_DAILY_RATES);
  // Open session bettable until 23:58 IST, whatever the hour of BENCH_FAKE_TIME.
  const { game } = await api.ok<{ game: { _id: string } }>('POST', '/admin/games', adminToken, {
    gameName,
    openTime: '23:58',
    closeTime: '23:59',
  });
  return { api, adminToken, gameId: game._id, gameDate: istDay(await api.serverNow()) };
}

/** Signs up `count` players (numbers 7xxxxxxxxx from `firstNumber`) and credits each `balance` rupees. */
export async function makePlayers(market: Market, count: number, balance: number, firstNumber = 0): Promise<Player[]> {
  const players: Player[] = new Array<Player>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const mobileNumber = `7${String(firstNumber + index).padStart(9, '0')}`;
      const { token, id } = await market.api.signUp(`Bench Player ${index}`, mobileNumber, `bench-pass-${index}`);
      await market.api.adjust(market.adminToken, id, balance);
      players[index] = { id, token };
    }
  };
  await Promise.all(Array.from({ length: SIGN_UP_CONCURRENCY }, worker));
  return players;
}
