import { Type, type Static } from '@sinclair/typebox';
import { Session } from './bets.js';
import { CalendarDay, Id, Nullable, OneOf, TimeOfDay } from './common.js';

/** Daily markets as players read them: the games list, the declared session results and the market charts. */

/**
 * Why a market does not run today (IST): its weekdays (`weekday`) or a holiday (`holiday`, with its name). `message`
 * is the English wording ("Kalyan does not run on Sundays", "Closed for Diwali"); an app words its own language from
 * the other fields (src/domain/market-calendar.ts).
 */
export const ClosedReason = Type.Object({
  kind: Type.Union([Type.Literal('weekday'), Type.Literal('holiday')]),
  /** Today's weekday, 0 = Sunday. */
  weekday: Type.Integer({ minimum: 0, maximum: 6 }),
  holiday: Nullable(Type.String()),
  message: Type.String(),
});
export type ClosedReason = Static<typeof ClosedReason>;

/** Whether a market runs today and, when not, why: the games lists' calendar fields. */
export const TodaysCalendar = {
  runsToday: Type.Boolean(),
  closedReason: Nullable(ClosedReason),
};

/** The weekdays a market runs, 0 = Sunday, ascending (every day by default): the console's records. */
export const MarketDays = Type.Array(Type.Integer({ minimum: 0, maximum: 6 }));

/** A day's voided draws: the whole day, one session, or none (null); a voided draw's bets were refunded. */
export const VoidedDraws = Nullable(OneOf(['day', 'open', 'close']));

/** A daily market (game) with today's (IST) result. */
export const Game = Type.Object({
  _id: Id,
  gameName: Type.String(),
  /** IST, 24-hour. */
  openTime: TimeOfDay,
  closeTime: TimeOfDay,
  /** Today's result `OOO-oc-CCC`, `*` for the parts not declared yet. */
  result: Type.String(),
  ...TodaysCalendar,
  /** Today's voided draws (see VoidedDraws). */
  voided: VoidedDraws,
});
export type Game = Static<typeof Game>;

/** The answer of GET /games: the active games by open time. */
export const Games = Type.Array(Game);
export type Games = Static<typeof Games>;


/** A declared session result: the panna and its digit (ank) for one session of a market day. */
export const SessionResult = Type.Object({
  gameId: Id,
  gameDate: CalendarDay,
  session: Session,
  pana: Type.String(),
  digit: Type.Integer(),
});
export type SessionResult = Static<typeof SessionResult>;

/** The query of GET /results-session: one game's results, or every game's. */
export const SessionResultsQuery = Type.Object({ gameId: Type.Optional(Type.String()) });

/** The answer of GET /results-session: newest day first, a day's close before its open. */
export const SessionResults = Type.Object({ results: Type.Array(SessionResult) });
export type SessionResults = Static<typeof SessionResults>;

/** The period of a chart: IST days `YYYY-MM-DD`, both inclusive; without them, the last weeks up to today. */
export const ChartQuery = Type.Object({ from: Type.Optional(Type.String()), to: Type.Optional(Type.String()) });

/**
 * One declared or voided day of a daily market's chart; `jodi` is the result string's middle (`1*` while only the
 * open is declared). A voided session has no panna (null) and a day with a voided draw has the jodi `**`.
 */
export const ChartDay = Type.Object({
  date: CalendarDay,
  openPana: Nullable(Type.String()),
  closePana: Nullable(Type.String()),
  jodi: Type.String(),
  /** The day's voided draws (see VoidedDraws): `day`, `open`, `close`, or null. */
  voided: VoidedDraws,
});
export type ChartDay = Static<typeof ChartDay>;

/** The game a chart is of. */
export const ChartGame = Type.Object({
  _id: Id,
  gameName: Type.String(),
  openTime: TimeOfDay,
  closeTime: TimeOfDay,
});
export type ChartGame = Static<typeof ChartGame>;

/** The answer of GET /games/{id}/chart: the game and its declared or voided days in the period, oldest first. */
export const GameChart = Type.Object({ game: ChartGame, days: Type.Array(ChartDay) });
export type GameChart = Static<typeof GameChart>;
