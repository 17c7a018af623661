import { Type, type Static } from '@sinclair/typebox';

/** An operator's own two-factor sign-in: whether it is on, setting it up, turning it on and off. */

/** The answer of GET /admin/2fa. */
export const TwoFactorStatus = Type.Object({
  enabled: Type.Boolean(),
  /** ADMIN_2FA=required: nothing in the console opens until two-factor is on. */
  required: Type.Boolean(),
});
export type TwoFactorStatus = Static<typeof TwoFactorStatus>;

/** The answer of POST /admin/2fa/setup: the new secret for the authenticator, also as an `otpauth://` link. */
export const TwoFactorSetup = Type.Object({ secret: Type.String(), otpauthUrl: Type.String() });
export type TwoFactorSetup = Static<typeof TwoFactorSetup>;

/** The body of POST /admin/2fa/enable and /admin/2fa/disable: a code from the authenticator. */
export const TwoFactorCodeBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: 40 }) });
export type TwoFactorCodeBody = Static<typeof TwoFactorCodeBody>;

/** The answer of POST /admin/2fa/enable: the recovery codes, shown only now. */
export const TwoFactorEnabled = Type.Object({ message: Type.String(), recoveryCodes: Type.Array(Type.String()) });
export type TwoFactorEnabled = Static<typeof TwoFactorEnabled>;
