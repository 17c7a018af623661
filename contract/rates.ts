import { Type, type Static } from '@sinclair/typebox';
import { GAME_RATE_ROWS, STARLINE_RATE_ROWS, type GameRates as DailyRates, type StarlineRates } from '../src/domain/bet-types.js';

/** Rates: what a win pays for each bet type, as the public reads and the console's writes carry them. */

/** A payout rate: `max` rupees won for every `min` rupees staked. */
export const RateRange = Type.Object({ min: Type.Number(), max: Type.Number() });
export type RateRange = Static<typeof RateRange>;

/** An object with one rate under each key the domain lists; its type stays the domain's. */
const rateTable = <Table>(keys: readonly string[]) =>
  Type.Unsafe<Table>(Type.Object(Object.fromEntries(keys.map((key) => [key, RateRange]))));

/** The daily markets' rates: GET /gamerates, PUT /admin/gamerates. */
export const GameRates = rateTable<DailyRates>(GAME_RATE_ROWS.map((row) => row.key));
export type GameRates = DailyRates;

/** Starline's rates: GET /starline/gamerates, PUT /admin/starline/gamerates. */
export const StarlineGameRates = rateTable<StarlineRates>(STARLINE_RATE_ROWS.map((row) => row.key));
export type StarlineGameRates = StarlineRates;
