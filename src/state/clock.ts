import { proxy } from 'valtio';

/**
 * The server's clock as seen from this device (docs/product.md "Timing in IST"). Every API response carries the
 * server's time in its `Date` header; the offset corrects the device clock so that open/close decisions agree with the
 * server even when the phone's clock is wrong (or the server runs on FAKE_TIME in tests).
 */
const OFFSET_STORAGE_KEY = 'serverClockOffsetMs';

/** The last known offset, so that an offline start still judges open/closed on the server's clock. */
function readStoredOffset(): number {
  try {
    const stored = Number(globalThis.localStorage?.getItem(OFFSET_STORAGE_KEY));
    return Number.isFinite(stored) ? stored : 0;
  } catch {
    return 0;
  }
}

function storeOffset(offsetMs: number): void {
  try {
    globalThis.localStorage?.setItem(OFFSET_STORAGE_KEY, String(offsetMs));
  } catch {
    // Storage unavailable: an offline start falls back to the device clock.
  }
}

export const serverClock = proxy({
  /** serverTime − deviceTime, in milliseconds (the last known one until a response arrives). */
  offsetMs: readStoredOffset(),
  /** Whether a server `Date` has been seen since start. */
  synced: false,
});

/**
 * Records the server time from a response's `Date` header. `sentAt`/`receivedAt` are device times (ms) around the
 * request; the server stamped its answer somewhere between them, and the header has one-second resolution.
 */
export function recordServerDate(dateHeader: string | null, sentAt: number, receivedAt: number): void {
  if (!dateHeader) return;
  const stamped = Date.parse(dateHeader);
  if (Number.isNaN(stamped)) return;
  const serverMidpoint = stamped + 500; // the header truncates to the second
  const deviceMidpoint = (sentAt + receivedAt) / 2;
  const offset = Math.round(serverMidpoint - deviceMidpoint);
  // Header truncation and latency make each sample jitter by up to ~1 s; ignore jitter once synced so that
  // countdowns do not wobble, but always follow a real correction.
  if (serverClock.synced && Math.abs(offset - serverClock.offsetMs) < 1500) return;
  serverClock.offsetMs = offset;
  serverClock.synced = true;
  storeOffset(offset);
}

/** Now, on the server's clock. Use this (never `new Date()`) for anything compared with game times. */
export function serverNow(): Date {
  return new Date(Date.now() + serverClock.offsetMs);
}
