import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, Rupees } from './common.js';

/** A player's or operator's account as it travels on the wire. */

export const Role = Type.Union([Type.Literal('admin'), Type.Literal('player')]);
export type Role = Static<typeof Role>;

/** The bank account a player's withdrawals are paid to. */
export const BankDetails = Type.Object({
  accountHolderName: Type.String(),
  accountNumber: Type.String(),
  ifscCode: Type.String(),
  bankName: Type.String(),
});
export type BankDetails = Static<typeof BankDetails>;

/** The wallet numbers a player's withdrawals may be paid to ('' when not given). */
export const PaymentDetails = Type.Object({
  paytm: Type.String(),
  googlePay: Type.String(),
  phonepe: Type.String(),
});
export type PaymentDetails = Static<typeof PaymentDetails>;

/** An account. `isActive: false` is the restricted view: the player can sign in but not play. */
export const User = Type.Object({
  _id: Id,
  name: Type.String(),
  mobileNumber: Type.String(),
  email: Type.String(),
  balance: Rupees,
  role: Role,
  isActive: Type.Boolean(),
  bankDetails: Nullable(BankDetails),
  paymentDetails: PaymentDetails,
});
export type User = Static<typeof User>;

/** Who a request, withdrawal, audit entry or report line belongs to, as the console's lists name a player. */
export const PlayerSummary = Type.Object({
  _id: Id,
  name: Type.String(),
  mobileNumber: Type.String(),
});
export type PlayerSummary = Static<typeof PlayerSummary>;
