/** Records as they travel on the wire (API.md "Records"). Only what the app reads; the server may send more. */

export type { BankDetails, PaymentDetails, Role, User } from '../../contract/account';

/** POST /auth/login (a player's) and POST /auth/signup. */
export type { SignedIn as AuthResponse } from '../../contract/account';

export interface Game {
  _id: string;
  gameName: string;
  /** "HH:MM", 24 h, IST. */
  openTime: string;
  closeTime: string;
  /** Today's result `OOO-oc-CCC`, `*` for unknown parts. */
  result: string;
}

export type SessionName = 'open' | 'close';

export interface SessionResult {
  gameId: string;
  gameDate: string;
  session: SessionName;
  pana: string;
  digit: number;
}

export type { GameRates, RateRange, StarlineGameRates } from '../../contract/rates';

export type { Banner, ContactSettings, MainSettings } from '../../contract/content';
