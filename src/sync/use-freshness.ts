import { useLiveQuery } from '../../db/use-live-query';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { db } from '../../db/database';
import { serverClock } from '../state/clock';
import { connectivity } from './connectivity';

export interface Freshness {
  readonly online: boolean;
  /** When the cached data was last confirmed current, on the server's clock (ms); null if never. */
  readonly updatedAt: number | null;
  /** Offline, or not confirmed for longer than `staleAfterMs`: the screen shows the indicator. */
  readonly stale: boolean;
  /** `updatedAt` on the device's clock (ms), as stored; null if never. */
  readonly confirmedAt: number | null;
}

/** Data older than this while online (the server unreachable, polling failing) is shown as stale. */
const DEFAULT_STALE_AFTER_MS = 2 * 60_000;

/**
 * How fresh the cached data behind a screen is, for the "offline · updated 10:42" indicator. With
 * several keys, the oldest counts. `remembered` (device ms) stands in until the cache answers, for a first frame
 * drawn from a snapshot (state/start-snapshot).
 */
export function useFreshness(
  keys: string | readonly string[],
  staleAfterMs = DEFAULT_STALE_AFTER_MS,
  remembered: number | null = null,
): Freshness {
  const list = typeof keys === 'string' ? [keys] : keys;
  const joined = list.join('\n');
  const updatedAt = useLiveQuery(
    async () => {
      const rows = await db.syncMeta.bulkGet(joined.split('\n'));
      if (rows.some((row) => row === undefined)) return null;
      return Math.min(...rows.map((row) => row!.updatedAt));
    },
    [joined],
    remembered,
  );
  const { online } = useSnapshot(connectivity);
  const { offsetMs } = useSnapshot(serverClock);

  // Re-check staleness as time passes, not only when the data changes.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);

  return {
    online,
    updatedAt: updatedAt === null ? null : updatedAt + offsetMs,
    stale: !online || (updatedAt !== null && now - updatedAt > staleAfterMs),
    confirmedAt: updatedAt,
  };
}
