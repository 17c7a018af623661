import { Type, type Static } from '@sinclair/typebox';
import { DAILY_BET_TYPES, SESSIONS } from '../src/domain/bet-types.js';
import { MAX_SLIP_BETS } from '../src/domain/constants.js';
import { AmountInput, Id, Instant, Nullable, OneOf, Rupees } from './common.js';

/** Daily bets: placing one (POST /bets) and the player's own (GET /bets/me). */

export const DailyBetType = OneOf(DAILY_BET_TYPES);

export const Session = OneOf(SESSIONS);

export const BetStatus = OneOf(['pending', 'won', 'lost', 'cancelled']);

/** What every bet of either kind of market says of its number, its money and its outcome, before its day. */
export const BetWager = {
  betNumber: Type.String(),
  betAmount: Rupees,
  potentialWin: Rupees,
  winAmount: Rupees,
  status: BetStatus,
  betDate: Instant,
};

/** What every bet says after its day: its result, once declared, and when it was placed. */
export const BetResult = {
  resultDate: Nullable(Instant),
  result: Nullable(Type.String()),
  createdAt: Instant,
};

/** A daily bet as the player sees it. */
export const DailyBet = Type.Object({
  _id: Id,
  gameId: Id,
  gameName: Type.String(),
  betType: DailyBetType,
  /** `null` for full sangam only. */
  session: Nullable(Session),
  ...BetWager,
  /** The market day the bet is on, as the instant of its IST midnight. */
  gameDate: Instant,
  ...BetResult,
});
export type DailyBet = Static<typeof DailyBet>;

/**
 * The body of POST /bets. Loose on purpose: the domain rules judge the values and answer with their own
 * messages (a number where text is expected is a wrong bet number, not a malformed request).
 */
const Loose = Type.Optional(Type.Union([Type.String(), Type.Number(), Type.Null()]));
export const PlaceBetBody = Type.Object({
  gameId: Loose,
  betType: Loose,
  session: Loose,
  betNumber: Loose,
  /** Whole rupees. */
  betAmount: AmountInput,
  /** ISO instant of the player's local midnight; the server decides the game day itself. */
  gameDate: Loose,
});

/** What the player app sends to POST /bets. */
export type PlaceBetRequest = Pick<DailyBet, 'gameId' | 'betType' | 'session' | 'betNumber' | 'betAmount'> & {
  gameDate: string;
};

/** The answer of POST /bets (201). */
export const PlacedBet = Type.Object({
  message: Type.String(),
  bet: DailyBet,
  /** The player's balance after the stake, whole rupees. */
  newBalance: Rupees,
});
export type PlacedBet = Static<typeof PlacedBet>;

/**
 * The body of POST /bets/batch: a bet slip, each bet as POST /bets takes it (its `gameDate` optional). All are
 * placed or none; a refusal names its bet as `errors[].path` `/bets/<index>/<field>`.
 */
export const PlaceBetSlipBody = Type.Object({
  bets: Type.Array(PlaceBetBody, { minItems: 1, maxItems: MAX_SLIP_BETS }),
});

/** What the player app sends to POST /bets/batch. */
export interface PlaceBetSlipRequest {
  bets: PlaceBetRequest[];
}

/** The answer of POST /bets/batch (201): the bets in the slip's order, each as POST /bets answers it. */
export const PlacedBetSlip = Type.Object({
  /** The player's balance after the slip's total stake, whole rupees. */
  newBalance: Rupees,
  bets: Type.Array(DailyBet),
});
export type PlacedBetSlip = Static<typeof PlacedBetSlip>;

export const MyBetsQuery = Type.Object({
  from: Type.Optional(Type.String()),
  to: Type.Optional(Type.String()),
});

/** The answer of GET /bets/me. */
export const MyBets = Type.Object({ bets: Type.Array(DailyBet) });
export type MyBets = Static<typeof MyBets>;
