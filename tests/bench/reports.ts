import { sql } from 'kysely';
import type { Store } from '../../server/store/connect';
import { addDays } from '../../src/domain/time';
import type { Market } from './market-setup';
import { insertPlayers } from './settlement';

/**
 * A 30-day report over 1,000,000 bets (budget: ≤ 2 s on SQLite). The bets (daily on two markets, one in ten
 * Starline) and their stake entries, one in thirteen with a win entry, spread over the 30 IST days before the
 * market's day, are written straight into the database in set-based INSERTs (as the settlement benchmark's);
 * then GET /api/admin/reports over those 30 days through the API, the whole answer read, timed. The answer
 * must count every bet, and its markets must add up to its totals.
 */
export interface ReportResult {
  medianMs: number;
  slowestMs: number;
  requests: number;
  bets: number;
  insertSeconds: number;
}

export const REPORT_DAYS = 30;
const PLAYERS = 10_000;
const WARM_UP_REQUESTS = 1;
const TIMED_REQUESTS = 5;
/** Bets through each day from 09:00 IST, this far apart. */
const BET_SPACING_MS = 1_500;

/** The games the bets are on: n % 10 of 0–4 the first daily game, 5–8 the second, 9 Starline. */
export interface ReportMarkets {
  dailyGameIds: readonly [number, number];
  starlineGameId: number;
}

function numbers(store: Store, count: number) {
  return store.dialect === 'postgres'
    ? sql`select n from generate_series(0, ${count - 1}) as n`
    : sql`with recursive seq(n) as (select 0 union all select n + 1 from seq where n < ${count - 1}) select n from seq`;
}

/** ISO text (UTC, milliseconds) of an epoch-milliseconds expression, as the server writes times. */
function isoText(store: Store, epochMs: ReturnType<typeof sql>) {
  return store.dialect === 'postgres'
    ? sql`to_char(to_timestamp((${epochMs}) / 1000.0) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ', (${epochMs}) / 1000.0, 'unixepoch')`;
}

/**
 * `count` bets from 09:00 IST of `firstDay` on, `count / days` a day, with their stake and win entries. Amounts
 * and balances are not kept in step (balance_after 0): the report reads entries, not balances.
 */
export async function insertReportBets(
  store: Store,
  markets: ReportMarkets,
  options: { count: number; firstDay: string; days: number; at: string },
): Promise<void> {
  const firstPlayer = await insertPlayers(store, options.at, 'Report Player', '4');
  const perDay = Math.ceil(options.count / options.days);
  const firstMs = Date.parse(`${options.firstDay}T03:30:00.000Z`);
  // Milliseconds overflow PostgreSQL's integer: bigint arithmetic.
  const bornMs = sql`${sql.lit(firstMs)} + (cast(n as bigint) / ${sql.lit(perDay)}) * 86400000 + (n % ${sql.lit(perDay)}) * ${sql.lit(BET_SPACING_MS)}`;
  const createdAt = isoText(store, bornMs);
  const gameDate = isoText(store, sql`${bornMs} + 19800000`);
  const player = sql`cast(${firstPlayer} as integer) + n % ${sql.lit(PLAYERS)}`;
  const amount = sql`10 + (n % 7) * 10`;
  const [dailyA, dailyB] = markets.dailyGameIds;
  const firstBet = async (table: 'placed_bets' | 'starline_placed_bets') =>
    Number((await sql<{ id: number | null }>`select max(id) as id from ${sql.table(table)}`.execute(store.db)).rows[0]?.id ?? 0) + 1;
  const firstDaily = await firstBet('placed_bets');
  const firstStarline = await firstBet('starline_placed_bets');

  await sql`
    insert into placed_bets (user_id, game_id, bet_type, session, bet_number, bet_amount, potential_win, game_date,
      settles_with, created_at)
    select ${player}, case when n % 10 < 5 then ${sql.lit(dailyA)} else ${sql.lit(dailyB)} end, 'single', 'open', cast(n % 10 as text),
      ${amount}, (${amount}) * 95 / 10, substr(${gameDate}, 1, 10), 'open', ${createdAt}
    from (${numbers(store, options.count)}) seq
    where n % 10 <> 9`.execute(store.db);
  await sql`
    insert into starline_placed_bets (user_id, game_id, bet_type, bet_number, bet_amount, potential_win, game_date,
      created_at)
    select ${player}, ${sql.lit(markets.starlineGameId)}, 'single digit', cast(n / 10 % 10 as text), ${amount},
      (${amount}) * 95 / 10, substr(${gameDate}, 1, 10), ${createdAt}
    from (${numbers(store, options.count)}) seq
    where n % 10 = 9`.execute(store.db);

  // A win is credited 30 minutes after its bet, the same IST day.
  const winAt = (column: string) =>
    store.dialect === 'postgres'
      ? sql`to_char(cast(${sql.ref(column)} as timestamp) + interval '30 minutes', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
      : sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${sql.ref(column)}, '+30 minutes')`;
  await sql`
    insert into ledger_entries (user_id, amount, kind, reference, balance_after, created_at)
    select user_id, -bet_amount, 'stake', 'bet:' || cast(id as text), 0, created_at
    from placed_bets where id >= ${firstDaily}`.execute(store.db);
  await sql`
    insert into ledger_entries (user_id, amount, kind, reference, balance_after, created_at)
    select user_id, potential_win, 'win', 'win:' || cast(id as text) || ':bench-' || game_date, 0, ${winAt('created_at')}
    from placed_bets where id >= ${firstDaily} and id % 13 = 0`.execute(store.db);
  await sql`
    insert into ledger_entries (user_id, amount, kind, reference, balance_after, created_at)
    select user_id, -bet_amount, 'starline_stake', 'starline-bet:' || cast(id as text), 0, created_at
    from starline_placed_bets where id >= ${firstStarline}`.execute(store.db);
  await sql`
    insert into ledger_entries (user_id, amount, kind, reference, balance_after, created_at)
    select user_id, potential_win, 'starline_win', 'starline-bet:' || cast(id as text) || ':bench-' || game_date, 0,
      ${winAt('created_at')}
    from starline_placed_bets where id >= ${firstStarline} and id % 13 = 0`.execute(store.db);
}

interface ReportAnswer {
  totals: { bets: number; stakes: number; payouts: number };
  byMarket: { bets: number; stakes: number; payouts: number }[];
}

/**
 * A GET that a browser would send again: on SQLite the bench's own insert of the bets blocks this process for many
 * seconds, long enough for the server to close the kept-alive connection of the requests before it (after 25 s), and
 * the first request after it may go out on that connection unaware ("other side closed", before any answer). A
 * browser retries such a request on a new connection, and so does this, once.
 */
async function getAgainOnClosedConnection(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (!(error instanceof TypeError) || !/other side closed/.test(String(error.cause))) throw error;
    return fetch(url, init);
  }
}

async function timeReport(url: string, token: string): Promise<{ ms: number; report: ReportAnswer }> {
  const started = performance.now();
  const response = await getAgainOnClosedConnection(url, { headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`GET /api/admin/reports answered ${response.status}: ${text.slice(0, 200)}`);
  return { ms, report: JSON.parse(text) as ReportAnswer };
}

/** `market` must be a fresh market of the running server; `store` a connection of the bench's own to its database. */
export async function benchReports(store: Store, market: Market, count: number): Promise<ReportResult> {
  const second = await market.api.ok<{ game: { _id: string } }>('POST', '/admin/games', market.adminToken, {
    gameName: 'Report Market B',
    openTime: '23:58',
    closeTime: '23:59',
  });
  const starline = await market.api.ok<{ game: { _id: string } }>('POST', '/admin/starline/games', market.adminToken, {
    gameName: 'Report Starline',
    gameNameHindi: 'रिपोर्ट',
    openTime: '23:59',
    minBet: 10,
    maxBet: 5000,
  });
  // The 30 days before the market's: the other benchmarks' bets and wins are of its day.
  const to = addDays(market.gameDate, -1);
  const from = addDays(to, -(REPORT_DAYS - 1));
  const insertStarted = performance.now();
  await insertReportBets(
    store,
    { dailyGameIds: [Number(market.gameId), Number(second.game._id)], starlineGameId: Number(starline.game._id) },
    { count, firstDay: from, days: REPORT_DAYS, at: new Date(Date.parse(`${from}T00:00:00.000Z`)).toISOString() },
  );
  if (store.dialect === 'postgres') await sql`vacuum analyze`.execute(store.db);
  const insertSeconds = (performance.now() - insertStarted) / 1000;

  const url = `${market.api.baseUrl}/api/admin/reports?from=${from}&to=${to}`;
  let report: ReportAnswer | undefined;
  for (let i = 0; i < WARM_UP_REQUESTS; i++) report = (await timeReport(url, market.adminToken)).report;
  if (report?.totals.bets !== count) throw new Error(`The report counted ${report?.totals.bets} of ${count} bets`);
  for (const field of ['bets', 'stakes', 'payouts'] as const) {
    const markets = report.byMarket.reduce((total, row) => total + row[field], 0);
    if (markets !== report.totals[field]) throw new Error(`The markets' ${field} (${markets}) differ from the total (${report.totals[field]})`);
  }
  const times: number[] = [];
  for (let i = 0; i < TIMED_REQUESTS; i++) times.push((await timeReport(url, market.adminToken)).ms);
  times.sort((a, b) => a - b);
  return {
    medianMs: times[Math.floor(TIMED_REQUESTS / 2)]!,
    slowestMs: times[times.length - 1]!,
    requests: TIMED_REQUESTS,
    bets: report.totals.bets,
    insertSeconds,
  };
}
