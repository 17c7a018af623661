import { sql } from 'kysely';
import type { Store } from '../../server/store/connect';
import { addDays } from '../../src/domain/time';
import type { Market } from './market-setup';
import { insertPendingBets, insertPlayers } from './settlement';

/**
 * The exposure of a session before its declaration (at most 2 s with 1,000,000 pending bets on
 * SQLite): the settlement benchmark's million pending bets of one day, all settling with the close (single
 * digits, single pannas, jodis and open half sangams), written straight into the database; the open declared
 * through the API; then GET /api/admin/results/exposure of the close over HTTP, which reads them all and prices
 * the 220 pannas with jodi and half sangam counted. Only the GETs are timed.
 */
export interface ExposureResult {
  medianSeconds: number;
  slowestSeconds: number;
  requests: number;
  pending: number;
  /** What the costliest panna would pay. */
  costliest: number;
}

const OPEN_PANNA = '380';
const REQUESTS = 5;

interface ExposureAnswer {
  pending: { bets: number; stakes: number };
  outcomes: { pana: string; payout: number; winners: number }[];
}

/**
 * `market` must be a fresh market of the running server; `store` a connection of the bench's own to the
 * server's database.
 */
export async function benchExposure(store: Store, today: Market, count: number): Promise<ExposureResult> {
  // Yesterday's bets: the open of a past day can be declared whatever the hour.
  const market = { ...today, gameDate: addDays(today.gameDate, -1) };
  const at = new Date().toISOString();
  const firstPlayer = await insertPlayers(store, at, 'Exposure Player', '5');
  await insertPendingBets(store, market, count, firstPlayer, at);
  if (store.dialect === 'postgres') await sql`vacuum analyze`.execute(store.db);
  await market.api.ok('POST', '/admin/results', market.adminToken, {
    gameId: market.gameId,
    session: 'open',
    pana: OPEN_PANNA,
    gameDate: market.gameDate,
  });

  const path = `/admin/results/exposure?gameId=${market.gameId}&session=close&gameDate=${market.gameDate}`;
  const seconds: number[] = [];
  let answer: ExposureAnswer | undefined;
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    answer = await market.api.ok<ExposureAnswer>('GET', path, market.adminToken);
    seconds.push((performance.now() - started) / 1000);
  }
  if (answer!.pending.bets !== count || answer!.outcomes.length !== 220) {
    throw new Error(`The exposure counted ${answer!.pending.bets} of ${count} bets and ${answer!.outcomes.length} pannas`);
  }
  const sorted = [...seconds].sort((a, b) => a - b);
  return {
    medianSeconds: sorted[Math.floor(sorted.length / 2)]!,
    slowestSeconds: sorted[sorted.length - 1]!,
    requests: REQUESTS,
    pending: answer!.pending.bets,
    costliest: answer!.outcomes[0]!.payout,
  };
}
