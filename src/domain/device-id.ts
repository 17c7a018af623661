/**
 * The id the player app keeps on the device and sends when signing up and signing in, so that operators can see
 * accounts used from one device. Anything that is not 8 to 64 characters of letters, digits, `_` and `-` is
 * ignored, never refused: an old app or a cleared storage must still sign in.
 */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** The device id a request carries, or null when it carries none that counts. */
export function deviceIdOf(value: unknown): string | null {
  return typeof value === 'string' && DEVICE_ID_PATTERN.test(value) ? value : null;
}
