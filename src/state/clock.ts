import { proxy } from 'valtio';

/**
 * The server's clock as seen from this device (DESIGN §5 "Clock", §9.5). Every API response carries the server's
 * time in its `Date` header; the offset corrects the device clock so that open/close decisions agree with the
 * server even when the phone's clock is wrong (or the server runs on FAKE_TIME in tests).
 */
export const serverClock = proxy({
  /** serverTime − deviceTime, in milliseconds. */
  offsetMs: 0,
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
}

/** Now, on the server's clock. Use this (never `new Date()`) for anything compared with game times. */
export function serverNow(): Date {
  return new Date(Date.now() + serverClock.offsetMs);
}
