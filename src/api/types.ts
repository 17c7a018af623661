/** Records as they travel on the wire (API.md "Records"). Only what the app reads; the server may send more. */

export type { BankDetails, PaymentDetails, Role, User } from '../../contract/account';
import type { User } from '../../contract/account';

/** POST /auth/login and POST /auth/signup. */
export interface AuthResponse {
  message: string;
  token: string;
  user: User;
}

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

export interface Banner {
  _id: string;
  imagePath: string;
  title: string;
}

export interface MainSettings {
  appLink: string;
  whatsappNumber: string;
  upiId: string;
  /** The payee's name (README "API additions"); absent from a server or cached copy older than it. */
  upiName?: string;
  minimumDeposit: number;
  minimumWithdraw: number;
  withdrawalOpenTime: string;
  withdrawalCloseTime: string;
}

export interface ContactSettings {
  mobileNumber: string;
  email: string;
  whatsappNumber: string;
}
