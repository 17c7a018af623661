import { newIdempotencyKey } from '../api/client';
import { DEVICE_ID_PATTERN } from '../domain/device-id';

/** Where the device's id is kept: apart from the session's keys, so that signing out leaves it in place. */
export const DEVICE_ID_STORAGE_KEY = 'deviceId';

/**
 * The random id this device keeps for good and sends when signing up and signing in, so that operators can see
 * accounts used from one device. Made on first use; undefined when storage is unavailable (the server then
 * records no device, and sign-in goes on as usual).
 */
export function deviceId(): string | undefined {
  try {
    let id = localStorage.getItem(DEVICE_ID_STORAGE_KEY);
    if (id === null || !DEVICE_ID_PATTERN.test(id)) {
      id = newIdempotencyKey();
      localStorage.setItem(DEVICE_ID_STORAGE_KEY, id);
    }
    return id;
  } catch {
    return undefined;
  }
}
