/** Records as they travel on the wire (API.md "Records"). Only what the app reads; the server may send more. */

export type Role = 'admin' | 'player';

export interface BankDetails {
  accountHolderName: string;
  accountNumber: string;
  ifscCode: string;
  bankName: string;
  confirmAccountNumber?: string;
}

export interface PaymentDetails {
  paytm: string;
  googlePay: string;
  phonepe: string;
}

export interface User {
  _id: string;
  name: string;
  mobileNumber: string;
  email: string;
  /** Whole rupees. */
  balance: number;
  role: Role;
  /** `false` means the restricted view (SPEC §2 Dashboard, §6). */
  isActive: boolean;
  bankDetails?: BankDetails | null;
  paymentDetails?: PaymentDetails | null;
}

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

export interface RateRange {
  min: number;
  max: number;
}

export interface GameRates {
  singleDigit: RateRange;
  jodiDigit: RateRange;
  singlePana: RateRange;
  doublePana: RateRange;
  triplePana: RateRange;
  halfSangam: RateRange;
  fullSangam: RateRange;
}

export interface StarlineGameRates {
  singleDigit: RateRange;
  singlePana: RateRange;
  doublePana: RateRange;
  triplePana: RateRange;
}

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
