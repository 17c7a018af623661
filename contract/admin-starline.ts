import { Type, type Static } from '@sinclair/typebox';
import { STARLINE_RATE_ROWS } from '../src/domain/bet-types.js';
import { CalendarDay, Id, Instant, Nullable, Rupees, IdOrText } from './common.js';
import { StarlineGameRates } from './rates.js';
import { ExposureOutcome, PendingBets, Settlement } from './results.js';
import { MarketDays } from './markets.js';
import { StarlineGame } from './starline.js';

/** The console's Starline: the games, their rates, and declaring, previewing and reverting a day's result. */

/** A Starline game as the console sees it: the players' record and the weekdays it runs. */
export const AdminStarlineGame = Type.Object({ ...StarlineGame.properties, days: MarketDays });
export type AdminStarlineGame = Static<typeof AdminStarlineGame>;

/** GET /admin/starline/games: every game, inactive ones too, by open time. */
export const StarlineGameList = Type.Object({ games: Type.Array(AdminStarlineGame) });
export type StarlineGameList = Static<typeof StarlineGameList>;

/**
 * The body of POST and PUT /admin/starline/games (PUT: only the fields to change). Loose on purpose: the game
 * rules judge every field and answer with one problem per field.
 */
export const StarlineGameBody = Type.Object({
  gameName: Type.Optional(Type.Unknown()),
  gameNameHindi: Type.Optional(Type.Unknown()),
  openTime: Type.Optional(Type.Unknown()),
  minBet: Type.Optional(Type.Unknown()),
  maxBet: Type.Optional(Type.Unknown()),
  isActive: Type.Optional(Type.Unknown()),
  /** The weekdays it runs (create: every day when absent). */
  days: Type.Optional(Type.Unknown()),
});
export type StarlineGameBody = Static<typeof StarlineGameBody>;

/** What the console sends to create a game (and, in part, to change one). */
export type StarlineGameInput = Pick<StarlineGame, 'gameName' | 'gameNameHindi' | 'openTime' | 'minBet' | 'maxBet'> & {
  isActive?: boolean;
  days?: number[];
};

/** The answer of creating (201), changing or deactivating a game: the game as it now is. */
export const StarlineGameChanged = Type.Object({ message: Type.String(), game: AdminStarlineGame });
export type StarlineGameChanged = Static<typeof StarlineGameChanged>;

/** The body of PUT /admin/starline/gamerates: every rate as `{min, max}`, judged by the rates rules. */
export const StarlineRatesBody = Type.Object(
  Object.fromEntries(STARLINE_RATE_ROWS.map((row) => [row.key, Type.Object({ min: Type.Unknown(), max: Type.Unknown() })])),
);

/** The answer of PUT /admin/starline/gamerates: the rates now in force. */
export const StarlineRatesSaved = Type.Object({ message: Type.String(), rates: StarlineGameRates });
export type StarlineRatesSaved = Static<typeof StarlineRatesSaved>;

/**
 * The body of POST /admin/starline/results: the game, the result panna and the IST day (default today); a
 * `digit`, if sent, must be the panna's ank.
 */
export const DeclareStarlineResultBody = Type.Object({
  gameId: IdOrText,
  pana: IdOrText,
  digit: Type.Optional(Type.Union([Type.Integer(), Type.String()])),
  gameDate: Type.Optional(Type.String()),
});
export type DeclareStarlineResultBody = Static<typeof DeclareStarlineResultBody>;

/** What the console sends to preview or declare a result. */
export type StarlineResultInput = { gameId: string; pana: string; gameDate?: string };

/** The body of DELETE /admin/starline/results: the game and the IST day (default today). */
export const RevertStarlineResultBody = Type.Object({ gameId: IdOrText, gameDate: Type.Optional(Type.String()) });
export type RevertStarlineResultBody = Static<typeof RevertStarlineResultBody>;

/** The query of GET /admin/starline/results/preview. */
export const StarlineResultPreviewQuery = Type.Object({
  gameId: Type.String(),
  pana: Type.String(),
  gameDate: Type.Optional(Type.String()),
});

/** The query of GET /admin/starline/results/exposure. */
export const StarlineExposureQuery = Type.Object({ gameId: Type.String(), gameDate: Type.Optional(Type.String()) });

/** A game day's declared result: the game's result with the panna also as `pana`. */
export const StarlineDeclaration = Type.Object({
  gameId: Id,
  gameName: Type.String(),
  gameDate: CalendarDay,
  pana: Type.String(),
  winningNumber: Type.String(),
  digit: Type.Integer(),
  declaredAt: Instant,
});
export type StarlineDeclaration = Static<typeof StarlineDeclaration>;

/** The answer of POST /admin/starline/results; the same declaration again settles nothing. */
export const StarlineResultDeclared = Type.Object({
  message: Type.String(),
  result: StarlineDeclaration,
  settlement: Settlement,
});
export type StarlineResultDeclared = Static<typeof StarlineResultDeclared>;

/** The answer of DELETE /admin/starline/results: the removed result and the wins taken back. */
export const StarlineResultReverted = Type.Object({
  message: Type.String(),
  result: StarlineDeclaration,
  reversed: Type.Object({ bets: Type.Integer(), amount: Rupees }),
});
export type StarlineResultReverted = Static<typeof StarlineResultReverted>;

/** The body of POST /admin/starline/results/void: a game day and the operator's reason. */
export const VoidStarlineResultBody = Type.Object({
  gameId: Type.Optional(Type.Unknown()),
  gameDate: Type.Optional(Type.Unknown()),
  reason: Type.Optional(Type.Unknown()),
});

/** The body of POST /admin/starline/results/correct: the game day's new panna and the operator's reason. */
export const CorrectStarlineResultBody = Type.Object({
  gameId: Type.Optional(Type.Unknown()),
  gameDate: Type.Optional(Type.Unknown()),
  pana: Type.Optional(Type.Unknown()),
  reason: Type.Optional(Type.Unknown()),
});

/** The answer of POST /admin/starline/results/correct: the new declaration and what changed. */
export const StarlineResultCorrected = Type.Object({
  message: Type.String(),
  result: StarlineDeclaration,
  corrected: Type.Object({ oldPana: Type.String(), newPana: Type.String(), settlement: Settlement }),
});
export type StarlineResultCorrected = Static<typeof StarlineResultCorrected>;

/**
 * The answer of GET /admin/starline/results/preview: what declaring the panna would settle, changing nothing;
 * zeros once the day is declared, with the declared panna.
 */
export const StarlineResultPreview = Type.Object({
  gameId: Id,
  gameDate: CalendarDay,
  pana: Type.String(),
  digit: Type.Integer(),
  /** The panna already declared for that day, or null. */
  declaredPana: Nullable(Type.String()),
  settlement: Settlement,
});
export type StarlineResultPreview = Static<typeof StarlineResultPreview>;

/**
 * The answer of GET /admin/starline/results/exposure: the day's pending bets and stakes, and what each of the 220
 * pannas would pay, costliest first; zeros and the declared panna once the day is declared.
 */
export const StarlineExposure = Type.Object({
  gameId: Id,
  gameDate: CalendarDay,
  declaredPana: Nullable(Type.String()),
  pending: PendingBets,
  outcomes: Type.Array(ExposureOutcome),
});
export type StarlineExposure = Static<typeof StarlineExposure>;
