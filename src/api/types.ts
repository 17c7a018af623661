/** Records as they travel on the wire. Only what the app reads; the server may send more. */

export type { BankDetails, PaymentDetails, Role, User } from '../../contract/account';

/** POST /auth/login (a player's) and POST /auth/signup. */
export type { SignedIn as AuthResponse } from '../../contract/account';

export type { ChartDay, GameChart, SessionResult, SessionResults } from '../../contract/markets';
import type { Game as WireGame } from '../../contract/markets';
import type { MarketDay } from '../domain/market-day';

/**
 * A daily market with its day: whether it runs today, why not, and a voided draw. Read as optional, since a
 * games list cached before the server sent them lacks them.
 */
export type Game = WireGame & MarketDay;
export type Games = Game[];
export type { Session as SessionName } from '../domain/bet-types';

export type { GameRates, RateRange, StarlineGameRates } from '../../contract/rates';

export type { Banner, ContactSettings, Maintenance } from '../../contract/content';
import type { MainSettings as WireMainSettings, Maintenance } from '../../contract/content';

/**
 * GET /main-settings/public: the main settings and the maintenance pause, optional since settings cached before
 * the server sent it lack it.
 */
export type MainSettings = WireMainSettings & { maintenance?: Maintenance };
