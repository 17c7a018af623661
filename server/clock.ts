/**
 * The one source of "now" for the server. With FAKE_TIME the clock starts at that instant and
 * runs on in real time, so tests and demos can stand at any moment of an IST day.
 */
export interface Clock {
  now(): Date;
}

export function systemClock(): Clock {
  return { now: () => new Date() };
}

/** FAKE_TIME's clock: it runs on in real time, and end-to-end tests move it forward rather than wait (test-clock.ts). */
export interface RunningClock extends Clock {
  advance(ms: number): void;
}

export function fakeClock(startIso: string, realNow: () => number = Date.now): RunningClock {
  let offset = Date.parse(startIso) - realNow();
  return {
    now: () => new Date(realNow() + offset),
    advance: (ms) => {
      offset += ms;
    },
  };
}

export function isRunningClock(clock: Clock): clock is RunningClock {
  return 'advance' in clock && typeof clock.advance === 'function';
}

/** A clock tests can move by hand. */
export interface SettableClock extends Clock {
  set(iso: string): void;
  advance(ms: number): void;
}

export function settableClock(startIso: string): SettableClock {
  let current = Date.parse(startIso);
  return {
    now: () => new Date(current),
    set: (iso) => {
      current = Date.parse(iso);
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

export function clockFor(fakeTime: string | undefined): Clock {
  return fakeTime ? fakeClock(fakeTime) : systemClock();
}
