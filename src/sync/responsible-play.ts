import { useCallback, useEffect, useRef, useState } from 'react';
import { proxy, subscribe, useSnapshot } from 'valtio';
import { fetchResponsiblePlay, type ResponsiblePlayRecord } from '../api/responsible-play';
import { toEpochMs, type Instant } from '../domain/time';
import { session } from '../state/session';

/**
 * The player's responsible-play record (limits, breaks, reality check) as the server last described it, kept in
 * localStorage so that the dashboard's notice of a break and the reality check work offline and from the first
 * read. It belongs to the player in it: another player's record is never shown, and sign-out removes it.
 */

const STORAGE_KEY = 'responsiblePlay';

interface Remembered {
  userId: string;
  record: ResponsiblePlayRecord;
}

function readStored(): Remembered | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Remembered> | null;
    return typeof parsed?.userId === 'string' && typeof parsed.record === 'object' && parsed.record !== null
      ? (parsed as Remembered)
      : null;
  } catch {
    return null; // damaged or unavailable: the next answer from the server replaces it
  }
}

export const responsiblePlay = proxy<{ remembered: Remembered | null }>({ remembered: readStored() });

/** Keeps the server's answer (from a refresh or from a change the player made). */
export function keepResponsiblePlay(userId: string, record: ResponsiblePlayRecord): void {
  responsiblePlay.remembered = { userId, record };
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ userId, record }));
  } catch {
    // Storage full or unavailable: the record lasts for this page.
  }
}

subscribe(session, () => {
  if (session.status !== 'signed-out' || responsiblePlay.remembered === null) return;
  responsiblePlay.remembered = null;
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
});

/** GET /user/responsible-play into the store. */
export async function refreshResponsiblePlay(signal: AbortSignal): Promise<void> {
  const userId = session.user?._id;
  if (!userId) return;
  const record = await fetchResponsiblePlay(signal);
  if (!signal.aborted && session.user?._id === userId) keepResponsiblePlay(userId, record);
}

/**
 * Asks the server for the record when a screen that shows it opens, and again on `retry`. Not through the sync
 * registry (src/sync/registry.ts) as other screens' data is: the dashboard's lazy notice and the reality check
 * would then share a chunk with it that the dashboard's start loads, and split it, making that start heavier.
 */
export function useResponsiblePlayRefresh(onError: (error: unknown) => void): { loading: boolean; error: unknown; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ loading: boolean; error: unknown }>({ loading: false, error: null });
  // Once the player is known: a screen opened straight from its address renders before the profile is read.
  const userId = useSnapshot(session).user?._id;
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });
  useEffect(() => {
    if (!userId) return undefined;
    const controller = new AbortController();
    setState({ loading: true, error: null });
    refreshResponsiblePlay(controller.signal).then(
      () => setState({ loading: false, error: null }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ loading: false, error });
        onErrorRef.current(error);
      },
    );
    return () => controller.abort();
  }, [attempt, userId]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}

/** The signed-in player's record as last seen, or null before the first answer. */
export function useResponsiblePlay() {
  const { user } = useSnapshot(session);
  const { remembered } = useSnapshot(responsiblePlay);
  return remembered && remembered.userId === user?._id ? remembered.record : null;
}

export type PlayPause = { kind: 'timeOut' | 'selfExclusion'; until: string };

/**
 * The break that pauses bets and deposits at `now`, if any: the one that ends last (self-exclusion on a tie), since
 * play resumes only when both are over.
 */
export function playPauseAt(
  record: Pick<ResponsiblePlayRecord, 'timeOutUntil' | 'selfExcludedUntil'> | null,
  now: Instant,
): PlayPause | null {
  const at = toEpochMs(now);
  const breaks: PlayPause[] = [];
  if (record?.selfExcludedUntil && Date.parse(record.selfExcludedUntil) > at) {
    breaks.push({ kind: 'selfExclusion', until: record.selfExcludedUntil });
  }
  if (record?.timeOutUntil && Date.parse(record.timeOutUntil) > at) {
    breaks.push({ kind: 'timeOut', until: record.timeOutUntil });
  }
  return breaks.reduce<PlayPause | null>(
    (latest, pause) => (latest === null || Date.parse(pause.until) > Date.parse(latest.until) ? pause : latest),
    null,
  );
}
