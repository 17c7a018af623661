import { sql } from 'kysely';
import type { Store } from '../../server/store/connect';
import { addDays } from '../../src/domain/time';
import type { Market } from './market-setup';

/**
 * Benchmark 3 (docs/performance.md): declaring a close result that settles 1,000,000 pending bets. The bets are written
 * straight into the database in one set-based INSERT (placing them over HTTP would take minutes and is
 * benchmark 1's business); the declaration goes through the API like the admin's, and only it is timed.
 *
 * The bets all settle on the close (`settles_with` 'close'; open panna 380, close panna 128): close-session
 * single digits and single pannas, jodis and open half sangams, spread over many players, about one in thirteen
 * a winner, so the declaration also writes tens of thousands of bet_wins rows, win entries and credits.
 *
 * The same for Starline (benchStarlineSettlement): declaring a game day's panna over 1,000,000 pending Starline
 * bets, settled by the same engine, timed beside the daily figure against the same target.
 */
export interface SettlementResult {
  seconds: number;
  settled: number;
  won: number;
  insertSeconds: number;
}

const OPEN_PANNA = '380';
const CLOSE_PANNA = '128';
const PLAYERS = 10_000;

interface DeclarationAnswer {
  settlement: { settled: number; won: number; lost: number; paid: number };
}

/** Writes the bets' 10,000 players (numbers `<prefix>000000000`…, named `name`); answers the first one's id. */
export async function insertPlayers(store: Store, at: string, name = 'Settlement Player', prefix = '6'): Promise<number> {
  const sequence =
    store.dialect === 'postgres'
      ? sql`select n from generate_series(0, ${PLAYERS - 1}) as n`
      : sql`with recursive seq(n) as (select 0 union all select n + 1 from seq where n < ${PLAYERS - 1}) select n from seq`;
  const mobileNumber =
    store.dialect === 'postgres'
      ? sql`${sql.lit(prefix)} || lpad(cast(n as text), 9, '0')`
      : sql`${sql.lit(prefix)} || substr('000000000' || n, -9)`;
  await sql`
    insert into users (name, mobile_number, password_hash, role, created_at, updated_at)
    select cast(${name} as text), ${mobileNumber}, 'not-a-password-hash', 'player', cast(${at} as text), cast(${at} as text)
    from (${sequence}) seq`.execute(store.db);
  const first = await sql<{ id: number }>`select min(id) as id from users where name = ${name}`.execute(store.db);
  return Number(first.rows[0]!.id);
}

/** Writes `count` pending bets of the market's day, all settling with its close (see above). */
export async function insertPendingBets(store: Store, market: Market, count: number, firstPlayer: number, at: string) {
  const sequence =
    store.dialect === 'postgres'
      ? sql`select n from generate_series(0, ${count - 1}) as n`
      : sql`with recursive seq(n) as (select 0 union all select n + 1 from seq where n < ${count - 1}) select n from seq`;
  // Bet n is of type n % 4 and picks its number from n / 4, so that every kind has its share of winners.
  const twoDigits =
    store.dialect === 'postgres' ? sql`lpad(cast(n / 4 % 100 as text), 2, '0')` : sql`substr('0' || (n / 4 % 100), -2)`;
  await sql`
    insert into placed_bets (user_id, game_id, bet_type, session, bet_number, bet_amount, potential_win, game_date,
      settles_with, created_at)
    select cast(${firstPlayer} as integer) + n % ${PLAYERS}, cast(${Number(market.gameId)} as integer),
      case n % 4 when 0 then 'single' when 1 then 'jodi' when 2 then 'singlePanna' else 'halfSangam' end,
      case n % 4 when 0 then 'close' when 2 then 'close' else 'open' end,
      case n % 4
        when 0 then cast(n / 4 % 10 as text)
        when 1 then ${twoDigits}
        when 2 then case when n / 4 % 10 = 0 then '128' else '129' end
        else cast(n / 4 % 10 as text) || '-128'
      end,
      10, case n % 4 when 0 then 95 when 1 then 950 when 2 then 1500 else 10000 end,
      cast(${market.gameDate} as text), 'close', cast(${at} as text)
    from (${sequence}) seq`.execute(store.db);
}

async function declare(market: Market, session: 'open' | 'close', pana: string): Promise<DeclarationAnswer> {
  return market.api.ok<DeclarationAnswer>('POST', '/admin/results', market.adminToken, {
    gameId: market.gameId,
    session,
    pana,
    gameDate: market.gameDate,
  });
}

/**
 * `market` must be a fresh market of the running server; `store` a connection of the bench's own to the
 * server's database.
 */
export async function benchSettlement(store: Store, today: Market, count: number): Promise<SettlementResult> {
  // Yesterday's bets: a day's close is declared only after its close time, and a past day is past it.
  const market = { ...today, gameDate: addDays(today.gameDate, -1) };
  const at = new Date().toISOString();
  const insertStarted = performance.now();
  const firstPlayer = await insertPlayers(store, at);
  await insertPendingBets(store, market, count, firstPlayer, at);
  // Bets arrive over a day, in which autovacuum visits a table that grew by a million rows; here they arrive at
  // once, so do its work (statistics, hint bits, visibility map) before the timed declaration.
  if (store.dialect === 'postgres') await sql`vacuum analyze`.execute(store.db);
  const insertSeconds = (performance.now() - insertStarted) / 1000;

  const open = await declare(market, 'open', OPEN_PANNA);
  if (open.settlement.settled !== 0) throw new Error(`The open declaration settled ${open.settlement.settled} bets`);
  const started = performance.now();
  const close = await declare(market, 'close', CLOSE_PANNA);
  const seconds = (performance.now() - started) / 1000;
  if (close.settlement.settled !== count) {
    throw new Error(`The close declaration settled ${close.settlement.settled} of ${count} bets`);
  }
  return { seconds, settled: close.settlement.settled, won: close.settlement.won, insertSeconds };
}

// ---- Starline -------------------------------------------------------------------------------------------------

const STARLINE_PANNA = '128';

/**
 * Writes `count` pending Starline bets of a game day: bet n is of type n % 4 (single digit, single pana, double
 * pana, triple pana), about one in twenty a winner against 128.
 */
async function insertPendingStarlineBets(
  store: Store,
  game: { gameId: string; gameDate: string },
  count: number,
  firstPlayer: number,
  at: string,
) {
  const sequence =
    store.dialect === 'postgres'
      ? sql`select n from generate_series(0, ${count - 1}) as n`
      : sql`with recursive seq(n) as (select 0 union all select n + 1 from seq where n < ${count - 1}) select n from seq`;
  await sql`
    insert into starline_placed_bets (user_id, game_id, bet_type, bet_number, bet_amount, potential_win, game_date,
      created_at)
    select cast(${firstPlayer} as integer) + n % ${PLAYERS}, cast(${Number(game.gameId)} as integer),
      case n % 4 when 0 then 'single digit' when 1 then 'single pana' when 2 then 'double pana' else 'triple pana' end,
      case n % 4
        when 0 then cast(n / 4 % 10 as text)
        when 1 then case when n / 4 % 10 = 0 then '128' else '129' end
        when 2 then '112'
        else '777'
      end,
      10, case n % 4 when 0 then 100 when 1 then 1500 when 2 then 3000 else 7000 end,
      cast(${game.gameDate} as text), cast(${at} as text)
    from (${sequence}) seq`.execute(store.db);
}

interface StarlineDeclarationAnswer {
  settlement: { settled: number; won: number; lost: number; paid: number };
}

/**
 * `market` gives the running server's API and admin; a Starline game of its own is made. `store` is a connection
 * of the bench's own to the server's database.
 */
export async function benchStarlineSettlement(store: Store, market: Market, count: number): Promise<SettlementResult> {
  const { game } = await market.api.ok<{ game: { _id: string } }>('POST', '/admin/starline/games', market.adminToken, {
    gameName: 'Settlement Star',
    gameNameHindi: 'स्टार',
    openTime: '10:00',
    minBet: 10,
    maxBet: 5000,
  });
  // Yesterday's bets: a past day's betting has closed.
  const day = { gameId: game._id, gameDate: addDays(market.gameDate, -1) };
  const at = new Date().toISOString();
  const insertStarted = performance.now();
  const firstPlayer = await insertPlayers(store, at, 'Starline Settlement Player', '3');
  await insertPendingStarlineBets(store, day, count, firstPlayer, at);
  if (store.dialect === 'postgres') await sql`vacuum analyze`.execute(store.db);
  const insertSeconds = (performance.now() - insertStarted) / 1000;

  const started = performance.now();
  const declared = await market.api.ok<StarlineDeclarationAnswer>('POST', '/admin/starline/results', market.adminToken, {
    gameId: day.gameId,
    pana: STARLINE_PANNA,
    gameDate: day.gameDate,
  });
  const seconds = (performance.now() - started) / 1000;
  if (declared.settlement.settled !== count) {
    throw new Error(`The Starline declaration settled ${declared.settlement.settled} of ${count} bets`);
  }
  return { seconds, settled: declared.settlement.settled, won: declared.settlement.won, insertSeconds };
}
