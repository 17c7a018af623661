import type { Kysely, Transaction } from 'kysely';
import type { Database, Db, GameRow } from '../../store/schema.js';
import type { GameRateKey, RateRange, Session } from '../../../src/domain/bet-types.js';
import type { HolidayClosure } from '../../../src/domain/market-calendar.js';
import type { DeclaredPannas } from '../../../src/domain/result.js';
import { prepared, type ParamOf } from '../../store/prepared.js';
import { anyHolidayOn, holidaysOn } from './holidays.js';
import { dailyRateColumns, dailyRateRanges } from './rates.js';

/**
 * What placing a daily bet reads: the game, the pannas declared for its day so far, the bet type's rate, and the
 * day's holidays (whether the market runs).
 */
export interface BetMarket {
  game: GameRow;
  declared: Required<DeclaredPannas>;
  /** The day's voided sessions (migration 020): no bet is taken on them. */
  voided: Session[];
  rate: RateRange | undefined;
  holidays: readonly HolidayClosure[];
}

export interface BetMarketQuery {
  gameId: number;
  gameDate: string;
  rateKey: GameRateKey | undefined;
}

type Executor = Kysely<Database> | Transaction<Database>;

/** The games with the pannas declared and the sessions voided on `gameDate`: the caller says which games. */
function selectGameDays(executor: Executor, gameDate: string) {
  return executor
    .selectFrom('games')
    .selectAll('games')
    .select((eb) => {
      const declared = (session: Session) =>
        eb
          .selectFrom('game_results')
          .select('pana')
          .whereRef('game_results.game_id', '=', 'games.id')
          .where('game_results.game_date', '=', gameDate)
          .where('game_results.session', '=', session);
      const voided = (session: Session) =>
        eb
          .selectFrom('voided_draws')
          .select('session')
          .where('voided_draws.market', '=', 'daily')
          .whereRef('voided_draws.game_id', '=', 'games.id')
          .where('voided_draws.game_date', '=', gameDate)
          .where('voided_draws.session', '=', session);
      return [
        declared('open').as('open_panna'),
        declared('close').as('close_panna'),
        voided('open').as('open_voided'),
        voided('close').as('close_voided'),
      ];
    });
}

type GameDayRow = Awaited<ReturnType<ReturnType<typeof selectGameDays>['execute']>>[number];

/**
 * One game's day as a bet reads it, with the bet type's rate and whether the day has holidays: one statement, the
 * same for every bet (prepared.ts).
 */
const GAME_DAY = prepared((db, param: ParamOf<{ gameId: number; gameDate: string; rateKey: GameRateKey | null }>) =>
  selectGameDays(db, param('gameDate'))
    .select((eb) => [...dailyRateColumns(eb, param('rateKey')), anyHolidayOn(eb, param('gameDate'))])
    .where('games.id', '=', param('gameId')),
);

/**
 * A bet's market from its game's row, the bet type's rate and the day's holidays. The row itself is the game (its
 * extra columns are the day's), not a copy without them: a rest copy makes V8 a dictionary object.
 */
function betMarket(row: GameDayRow, rate: RateRange | undefined, holidays: readonly HolidayClosure[]): BetMarket {
  return {
    game: row,
    declared: { openPanna: row.open_panna ?? null, closePanna: row.close_panna ?? null },
    voided: [row.open_voided, row.close_voided].filter((session): session is Session => session === 'open' || session === 'close'),
    rate,
    holidays,
  };
}

/** The games of `gameIds` with the pannas declared for `gameDate`, in one query. */
async function readGameDays(executor: Executor, gameIds: readonly number[], gameDate: string) {
  const rows = await selectGameDays(executor, gameDate).where('games.id', 'in', [...new Set(gameIds)]).execute();
  return new Map(rows.map((row) => [Number(row.id), row]));
}

/** One bet's market, read in the caller's transaction (SQLite's group commit: reads there cost nothing). */
export async function readBetMarket(executor: Executor, query: BetMarketQuery): Promise<BetMarket | undefined> {
  const row = await GAME_DAY.first(executor, { gameId: query.gameId, gameDate: query.gameDate, rateKey: query.rateKey ?? null });
  if (!row) return undefined;
  const rate = row.rate_min === null || row.rate_max === null ? undefined : { min: Number(row.rate_min), max: Number(row.rate_max) };
  // Most days have no holiday: the day's list is read only when it has one.
  const holidays = row.any_holiday ? await holidaysOn(executor, query.gameDate) : [];
  return betMarket(row, rate, holidays);
}

/**
 * The same read for many bets at once, in two queries for all of them (PostgreSQL's batched bets, see
 * server/store/repositories/bets-postgres.ts). Plain reads outside any transaction: place_daily_bets re-checks,
 * under the game's lock, the one fact a bet must not miss (its session's declaration).
 */
export async function readBetMarkets(db: Db, queries: readonly BetMarketQuery[]): Promise<(BetMarket | undefined)[]> {
  const dates = [...new Set(queries.map((query) => query.gameDate))];
  const [rates, holidays, ...gameDays] = await Promise.all([
    dailyRateRanges(db),
    Promise.all(dates.map((gameDate) => holidaysOn(db, gameDate))),
    ...dates.map((gameDate) => {
      const ids = queries.filter((query) => query.gameDate === gameDate).map((query) => query.gameId);
      return readGameDays(db, ids, gameDate);
    }),
  ]);
  const days = new Map(dates.map((gameDate, index) => [gameDate, { games: gameDays[index]!, holidays: holidays[index]! }]));
  return queries.map((query) => {
    const { games, holidays: closures } = days.get(query.gameDate)!;
    const row = games.get(query.gameId);
    return row && betMarket(row, query.rateKey ? rates.get(query.rateKey) : undefined, closures);
  });
}
