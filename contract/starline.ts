import { Type, type Static, type TProperties, type TSchema } from '@sinclair/typebox';
import { STARLINE_BET_TYPES } from '../src/domain/bet-types.js';
import { STARLINE_STATUSES } from '../src/domain/starline.js';
import { BetResult, BetWager } from './bets.js';
import { TodaysCalendar } from './markets.js';
import { CalendarDay, Id, Instant, OneOf, Pagination, Rupees, TimeOfDay, IdOrText } from './common.js';

/** The player's Starline: the hourly games, their bets, results and chart. */

/**
 * A Starline success answer: `{success: true, data}`, with any `fields` (e.g. a `message`) beside `data`. Its
 * refusals add `success: false` to the error body.
 */
export const Envelope = <T extends TSchema, F extends TProperties = Record<never, never>>(data: T, fields?: F) =>
  Type.Object({ success: Type.Literal(true), ...(fields ?? ({} as F)), data });

export const StarlineBetType = OneOf(STARLINE_BET_TYPES);

export const StarlineStatus = OneOf(STARLINE_STATUSES);

/** A Starline game as of now: its status from the server clock, today's (IST) result. */
export const StarlineGame = Type.Object({
  _id: Id,
  gameName: Type.String(),
  gameNameHindi: Type.String(),
  openTime: TimeOfDay,
  isActive: Type.Boolean(),
  currentStatus: StarlineStatus,
  /** `***`, or today's result panna. */
  result: Type.String(),
  /** The result's ank; omitted (never null) before a result. */
  digit: Type.Optional(Type.Integer()),
  minBet: Rupees,
  maxBet: Rupees,
  ...TodaysCalendar,
  /** Today was voided: its bets were refunded and no result comes. */
  voided: Type.Boolean(),
});
export type StarlineGame = Static<typeof StarlineGame>;

/** A Starline bet: a daily bet's fields, with `gameId` as the game's id and name. */
export const StarlineBet = Type.Object({
  _id: Id,
  gameId: Type.Object({ _id: Id, gameName: Type.String() }),
  gameName: Type.String(),
  betType: StarlineBetType,
  ...BetWager,
  /** The IST day the bet is on. */
  gameDate: CalendarDay,
  ...BetResult,
});
export type StarlineBet = Static<typeof StarlineBet>;

/** A declared Starline result as its chart lists it: the day, the winning panna and when it was declared. */
export const StarlineResult = Type.Object({
  gameDate: CalendarDay,
  winningNumber: Type.String(),
  declaredAt: Instant,
});
export type StarlineResult = Static<typeof StarlineResult>;

/** An item of GET /starline/results: a result with its game and the panna's ank. */
export const StarlineGameResult = Type.Object({
  gameId: Id,
  gameName: Type.String(),
  ...StarlineResult.properties,
  digit: Type.Integer(),
});
export type StarlineGameResult = Static<typeof StarlineGameResult>;

/** GET /starline/games: every active game, by open time. Polled with If-None-Match. */
export const StarlineGamesAnswer = Envelope(Type.Object({ games: Type.Array(StarlineGame) }));
export type StarlineGamesAnswer = Static<typeof StarlineGamesAnswer>;


/** GET /starline/games/{id}. */
export const StarlineGameAnswer = Envelope(StarlineGame);
export type StarlineGameAnswer = Static<typeof StarlineGameAnswer>;

/**
 * The body of POST /starline/bets. Loose on purpose: the domain rules judge the values and answer with their own
 * messages.
 */
export const PlaceStarlineBetBody = Type.Object({
  gameId: Type.Optional(IdOrText),
  betType: Type.Optional(Type.String()),
  betNumber: Type.Optional(IdOrText),
  betAmount: Type.Optional(Type.Union([Type.Number(), Type.String()])),
});
export type PlaceStarlineBetBody = Static<typeof PlaceStarlineBetBody>;

/** What the player app sends to POST /starline/bets. */
export type PlaceStarlineBetRequest = { gameId: string } & Pick<StarlineBet, 'betType' | 'betNumber' | 'betAmount'>;

/** A bet just placed and the player's balance after its stake. */
export const PlacedStarlineBet = Type.Object({ bet: StarlineBet, remainingBalance: Rupees });
export type PlacedStarlineBet = Static<typeof PlacedStarlineBet>;

/** The answer of POST /starline/bets (201). */
export const PlacedStarlineBetAnswer = Envelope(PlacedStarlineBet, { message: Type.String() });
export type PlacedStarlineBetAnswer = Static<typeof PlacedStarlineBetAnswer>;

/**
 * The query of GET /starline/bets, as text: `page`, `limit`, and the filters `gameId`, `status`, `betType`,
 * `startDate` and `endDate` (`YYYY-MM-DD`, IST, both days included); "" and "all" mean no filter.
 */
export const StarlineBetsQuery = Type.Object({
  page: Type.Optional(Type.String()),
  limit: Type.Optional(Type.String()),
  gameId: Type.Optional(Type.String()),
  status: Type.Optional(Type.String()),
  betType: Type.Optional(Type.String()),
  startDate: Type.Optional(Type.String()),
  endDate: Type.Optional(Type.String()),
});

/** What the player app asks GET /starline/bets for: the page and its size as numbers, the filters as text. */
export type StarlineBetsRequest = { page?: number; limit?: number } & Omit<Static<typeof StarlineBetsQuery>, 'page' | 'limit'>;

/** The totals of every bet a history's filters select, not only the page's. */
export const StarlineSummary = Type.Object({
  totalBets: Type.Integer(),
  totalBetAmount: Rupees,
  totalWinAmount: Rupees,
  netProfitLoss: Rupees,
});
export type StarlineSummary = Static<typeof StarlineSummary>;

/** One page of a player's Starline bets, newest first. */
export const StarlineBetsPage = Type.Object({
  bets: Type.Array(StarlineBet),
  summary: StarlineSummary,
  pagination: Pagination,
});
export type StarlineBetsPage = Static<typeof StarlineBetsPage>;

/** The answer of GET /starline/bets. */
export const StarlineBetsAnswer = Envelope(StarlineBetsPage);
export type StarlineBetsAnswer = Static<typeof StarlineBetsAnswer>;

export const StarlineResultsQuery = Type.Object({ gameId: Type.Optional(Type.String()) });

/** The answer of GET /starline/results: declared results, newest first (one game's with `gameId`). */
export const StarlineResultsAnswer = Envelope(Type.Object({ results: Type.Array(StarlineGameResult) }));
export type StarlineResultsAnswer = Static<typeof StarlineResultsAnswer>;

/** A game of the Starline chart: a column of the day × time-slot grid. */
export const StarlineChartGame = Type.Object({
  _id: Id,
  gameName: Type.String(),
  gameNameHindi: Type.String(),
  openTime: TimeOfDay,
});
export type StarlineChartGame = Static<typeof StarlineChartGame>;

/**
 * A game's draw of a day in the Starline chart: the winning panna and its digit, or a voided draw (`voided`, its
 * bets refunded): the panna `***` and no digit (omitted, never null).
 */
export const StarlineChartResult = Type.Object({
  gameId: Id,
  pana: Type.String(),
  digit: Type.Optional(Type.Integer()),
  voided: Type.Boolean(),
});
export type StarlineChartResult = Static<typeof StarlineChartResult>;

/**
 * GET /starline/chart: the games by open time, and each day with a declared or voided draw, oldest first, its
 * draws in the games' order. Sent with an ETag.
 */
export const StarlineChart = Type.Object({
  games: Type.Array(StarlineChartGame),
  days: Type.Array(Type.Object({ date: CalendarDay, results: Type.Array(StarlineChartResult) })),
});
export type StarlineChart = Static<typeof StarlineChart>;
