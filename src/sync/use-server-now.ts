import { useEffect, useState } from 'react';
import { subscribe } from 'valtio';
import { serverClock, serverNow } from '../state/clock';

/**
 * Now on the server's clock (state/clock), re-read every `everyMs` so that statuses computed from it (open, closed)
 * change on screen as time passes, and at once when the clock offset is corrected.
 */
export function useServerNow(everyMs = 15_000): Date {
  const [now, setNow] = useState(() => serverNow());
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  // A correction that arrived between the first render and this subscription would otherwise wait for the timer.
  const [offsetAtRender] = useState(() => serverClock.offsetMs);
  useEffect(() => {
    const unsubscribe = subscribe(serverClock, () => setNow(serverNow()));
    if (serverClock.offsetMs !== offsetAtRender) setNow(serverNow());
    return unsubscribe;
  }, [offsetAtRender]);
  return now;
}
