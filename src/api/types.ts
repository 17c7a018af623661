/** Records as they travel on the wire (API.md "Records"). Only what the app reads; the server may send more. */

export type { BankDetails, PaymentDetails, Role, User } from '../../contract/account';
import type { User } from '../../contract/account';

/** POST /auth/login and POST /auth/signup. */
export interface AuthResponse {
  message: string;
  token: string;
  user: User;
}

export type { ChartDay, Game, GameChart, Games, SessionResult, SessionResults } from '../../contract/markets';
export type { Session as SessionName } from '../domain/bet-types';

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
