/** Records as they travel on the wire (API.md "Records"). Only what the app reads; the server may send more. */

export type { BankDetails, PaymentDetails, Role, User } from '../../contract/account';

/** POST /auth/login (a player's) and POST /auth/signup. */
export type { SignedIn as AuthResponse } from '../../contract/account';

export type { ChartDay, Game, GameChart, Games, SessionResult, SessionResults } from '../../contract/markets';
export type { Session as SessionName } from '../domain/bet-types';

export type { GameRates, RateRange, StarlineGameRates } from '../../contract/rates';

export type { Banner, ContactSettings, MainSettings } from '../../contract/content';
