import { Type, type Static } from '@sinclair/typebox';
import { GAME_RATE_ROWS } from '../src/domain/bet-types.js';
import { CalendarDay, Id, Nullable } from './common.js';
import { Game, MarketDays } from './markets.js';
import { GameRates } from './rates.js';

/** Daily markets in the console: the market record, its create and update bodies, rates and history imports. */

/** A daily market as the console sees it: the players' record and whether players see it. */
export const AdminGame = Type.Object({ ...Game.properties, isActive: Type.Boolean(), days: MarketDays });
export type AdminGame = Static<typeof AdminGame>;

/** The answer of GET /admin/games: every game, active or not, by open time. */
export const AdminGames = Type.Object({ games: Type.Array(AdminGame) });
export type AdminGames = Static<typeof AdminGames>;

/**
 * The body of POST /admin/games (every field; `isActive` true and `days` every day when absent) and
 * PUT /admin/games/{id} (any of them).
 * Loose on purpose: the market rules judge the values and answer with their own messages.
 */
const Loose = Type.Optional(Type.Unknown());
export const GameBody = Type.Object({ gameName: Loose, openTime: Loose, closeTime: Loose, isActive: Loose, days: Loose });

/** What the console sends to create a game (`HH:MM` times, IST). */
export type GameInput = Pick<AdminGame, 'gameName' | 'openTime' | 'closeTime'> & { isActive?: boolean; days?: number[] };

/** The answer of creating (201), updating and deactivating a game: the game as it now is. */
export const GameSaved = Type.Object({ message: Type.String(), game: AdminGame });
export type GameSaved = Static<typeof GameSaved>;

/** The body of PUT /admin/gamerates: every rate as `{min, max}`, judged by the rates' rules. */
export const GameRatesBody = Type.Object(Object.fromEntries(GAME_RATE_ROWS.map((row) => [row.key, Loose])));

/** The answer of PUT /admin/gamerates: the rates now in force. */
export const GameRatesSaved = Type.Object({ message: Type.String(), rates: GameRates });
export type GameRatesSaved = Static<typeof GameRatesSaved>;

/** The query of POST /admin/games/{id}/history: `dryRun=1` previews, changing nothing. */
export const HistoryImportQuery = Type.Object({ dryRun: Loose });

/**
 * The body of POST /admin/games/{id}/history, sent as `text/csv`: one line per past day,
 * `date,open_pana,close_pana` (the header line optional; an empty close panna for a half day).
 */
export const HistoryFile = Type.String();

/** A day of a history file that disagrees with the stored result: reported, never overwritten. */
export const HistoryConflict = Type.Object({
  date: Type.String(),
  /** The day's result string as stored, e.g. `128-15-357`. */
  existing: Type.String(),
  /** The file's result string for that day. */
  incoming: Type.String(),
});
export type HistoryConflict = Static<typeof HistoryConflict>;

/** A problem with one line of a history file. */
export const HistoryLineError = Type.Object({
  /** The line's number in the file, counting from 1 (the header and blank lines included). */
  line: Type.Integer(),
  message: Type.String(),
});
export type HistoryLineError = Static<typeof HistoryLineError>;

/** The answer of POST /admin/games/{id}/history: what the import did, or would do. */
export const HistoryImportReport = Type.Object({
  imported: Type.Integer(),
  unchanged: Type.Integer(),
  conflicts: Type.Array(HistoryConflict),
  errors: Type.Array(HistoryLineError),
});
export type HistoryImportReport = Static<typeof HistoryImportReport>;

/**
 * A day the named markets close: `gameIds` null closes every daily market and every Starline game, otherwise the
 * listed daily markets and the listed Starline games.
 */
export const Holiday = Type.Object({
  _id: Id,
  date: CalendarDay,
  name: Type.String(),
  gameIds: Nullable(Type.Array(Id)),
  starlineGameIds: Type.Array(Id),
});
export type Holiday = Static<typeof Holiday>;

/** The answer of GET /admin/holidays: upcoming and past, newest date first. */
export const HolidayList = Type.Object({ holidays: Type.Array(Holiday) });
export type HolidayList = Static<typeof HolidayList>;

/** The body of POST /admin/holidays. Loose on purpose: the holiday's rules judge the values. */
export const HolidayBody = Type.Object({ date: Loose, name: Loose, gameIds: Loose, starlineGameIds: Loose });

/** What the console sends to add a holiday. */
export type HolidayInput = Pick<Holiday, 'date' | 'name' | 'gameIds'> & { starlineGameIds?: string[] };

/** The answer of POST /admin/holidays (201). */
export const HolidaySaved = Type.Object({ holiday: Holiday });
export type HolidaySaved = Static<typeof HolidaySaved>;
