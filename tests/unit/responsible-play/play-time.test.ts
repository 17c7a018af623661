import { describe, expect, it } from 'vitest';
import { countPlay, isRealityCheckDue, type PlayTime } from '../../../src/features/responsible-play/play-time';
import { playPauseAt } from '../../../src/sync/responsible-play';

const MINUTE = 60_000;
const start = Date.parse('2026-11-20T05:30:00.000Z');

/** Counts a visible app once a minute for `minutes`, as the reality check's timer does. */
function playFor(minutes: number, from: PlayTime | null = null, day = '2026-11-20', at = start): PlayTime {
  let playTime = from;
  for (let minute = 1; minute <= minutes; minute++) playTime = countPlay(playTime, day, at + (minute - 1) * MINUTE, at + minute * MINUTE);
  return playTime!;
}

describe('time played today', () => {
  it('adds the visible minutes of the day', () => {
    expect(playFor(45).playedMs).toBe(45 * MINUTE);
  });

  it('starts again on a new IST day', () => {
    const yesterday = playFor(50);
    const today = countPlay(yesterday, '2026-11-21', start + 50 * MINUTE, start + 51 * MINUTE);
    expect(today).toMatchObject({ day: '2026-11-21', playedMs: MINUTE, checkedMs: 0 });
  });

  it('does not count a device asleep, nor the same minutes twice from two tabs', () => {
    const before = playFor(10);
    // The timer fires again three hours later: at most two minutes are taken as play.
    expect(countPlay(before, '2026-11-20', start + 10 * MINUTE, start + 190 * MINUTE).playedMs).toBe(12 * MINUTE);
    // A second tab that counted since the same instant adds nothing another tab already counted.
    expect(countPlay(before, '2026-11-20', start + 9 * MINUTE, start + 10 * MINUTE).playedMs).toBe(10 * MINUTE);
  });
});

describe('the reality check is due', () => {
  it('after every N minutes of play, once each', () => {
    const at29 = playFor(29);
    expect(isRealityCheckDue(at29, 30)).toBe(false);
    const at30 = playFor(1, at29, '2026-11-20', start + 29 * MINUTE);
    expect(isRealityCheckDue(at30, 30)).toBe(true);
    const checked = { ...at30, checkedMs: at30.playedMs };
    expect(isRealityCheckDue(playFor(29, checked, '2026-11-20', start + 30 * MINUTE), 30)).toBe(false);
    expect(isRealityCheckDue(playFor(30, checked, '2026-11-20', start + 30 * MINUTE), 30)).toBe(true);
  });

  it('every 60 minutes: not at 30', () => {
    expect(isRealityCheckDue(playFor(30), 60)).toBe(false);
    expect(isRealityCheckDue(playFor(60), 60)).toBe(true);
  });
});

describe('the break that pauses play', () => {
  const now = start;
  const later = (hours: number) => new Date(now + hours * 60 * MINUTE).toISOString();

  it('is none without a break, or once it has ended', () => {
    expect(playPauseAt(null, now)).toBeNull();
    expect(playPauseAt({ timeOutUntil: null, selfExcludedUntil: null }, now)).toBeNull();
    expect(playPauseAt({ timeOutUntil: later(-1), selfExcludedUntil: null }, now)).toBeNull();
  });

  it('is the one that ends last', () => {
    expect(playPauseAt({ timeOutUntil: later(24), selfExcludedUntil: null }, now)).toEqual({ kind: 'timeOut', until: later(24) });
    expect(playPauseAt({ timeOutUntil: later(24), selfExcludedUntil: later(4000) }, now)).toEqual({
      kind: 'selfExclusion',
      until: later(4000),
    });
    expect(playPauseAt({ timeOutUntil: later(720), selfExcludedUntil: later(-2) }, now)).toEqual({ kind: 'timeOut', until: later(720) });
  });
});
