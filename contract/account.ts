import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, OneOf, Rupees } from './common.js';
import { PERMISSIONS, STAFF_ROLES } from '../src/domain/staff.js';

/** A player's or operator's account as it travels on the wire. */

export const Role = OneOf(['admin', 'player']);
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

/** An operator's staff role and what it permits (src/domain/staff.ts). */
export const StaffRole = OneOf(STAFF_ROLES);
export const Permission = OneOf(PERMISSIONS);

/**
 * An account. `isActive: false` is the restricted view: the player can sign in but not play. An operator's account
 * (`role: "admin"`) adds its staff role and the permissions it holds.
 */
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
  staffRole: Type.Optional(StaffRole),
  permissions: Type.Optional(Type.Unsafe<readonly Static<typeof Permission>[]>(Type.Array(Permission))),
});
export type User = Static<typeof User>;

/**
 * The device the player app runs on (src/domain/device-id.ts): any value is taken, and one that is not 8 to 64
 * characters of letters, digits, `_` and `-` is ignored rather than refused.
 */
const DeviceIdField = Type.Optional(Type.Unknown());

/** The body of POST /auth/login. */
export const SignInBody = Type.Object({
  mobileNumber: Type.String(),
  password: Type.String(),
  deviceId: DeviceIdField,
});
export type SignInBody = Static<typeof SignInBody>;

/** The body of POST /auth/signup. */
export const SignUpBody = Type.Object({
  name: Type.String(),
  mobileNumber: Type.String(),
  password: Type.String(),
  deviceId: DeviceIdField,
});
export type SignUpBody = Static<typeof SignUpBody>;

/** The body of POST /auth/login/2fa: the challenge of the password step and an authenticator or recovery code. */
export const TwoFactorSignInBody = Type.Object({
  challenge: Type.String({ minLength: 1, maxLength: 100 }),
  code: Type.String({ minLength: 1, maxLength: 40 }),
});
export type TwoFactorSignInBody = Static<typeof TwoFactorSignInBody>;

/** A new session: the answer of POST /auth/signup (201) and POST /auth/login/2fa. */
export const SignedIn = Type.Object({
  message: Type.String(),
  token: Type.String(),
  user: User,
});
export type SignedIn = Static<typeof SignedIn>;

/** A session that opened on the password alone; an operator who must still set up two-factor is told so. */
export const PasswordSignIn = Type.Object({
  message: Type.String(),
  token: Type.String(),
  user: User,
  /** Only `true`, and only for an operator when two-factor is required and not yet set up. */
  twoFactorEnrolmentRequired: Type.Optional(Type.Literal(true)),
});
export type PasswordSignIn = Static<typeof PasswordSignIn>;

/** The password was right and the operator has two-factor on: POST /auth/login/2fa with this challenge next. */
export const TwoFactorChallenge = Type.Object({
  twoFactorRequired: Type.Literal(true),
  challenge: Type.String(),
});
export type TwoFactorChallenge = Static<typeof TwoFactorChallenge>;

/** The answer of POST /auth/login: a session, or (two-factor on) the challenge of the second step. */
export const LoginAnswer = Type.Union([TwoFactorChallenge, PasswordSignIn]);
export type LoginAnswer = Static<typeof LoginAnswer>;

/** The signed-in account: GET /auth/profile and GET /user/profile. */
export const Profile = Type.Object({ user: User });
export type Profile = Static<typeof Profile>;

/**
 * The body of PUT /user/profile. Both optional: a missing name gets the rule's "Name is required", not a schema
 * message.
 */
export const ProfileBody = Type.Object({
  name: Type.Optional(Type.String()),
  email: Type.Optional(Nullable(Type.String())),
});
export type ProfileBody = Static<typeof ProfileBody>;

/** The answer of PUT /user/profile. */
export const ProfileUpdated = Type.Object({ message: Type.String(), user: User });
export type ProfileUpdated = Static<typeof ProfileUpdated>;

/** Who a request, withdrawal, audit entry or report line belongs to, as the console's lists name a player. */
export const PlayerSummary = Type.Object({
  _id: Id,
  name: Type.String(),
  mobileNumber: Type.String(),
});
export type PlayerSummary = Static<typeof PlayerSummary>;
