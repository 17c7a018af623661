import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { istMinutes } from '../../domain/time';
import { serverClock, serverNow } from '../../state/clock';

const TICK_MS = 5_000;

/**
 * Minutes since midnight IST on the server's clock, kept current while the screen is open, so that a session
 * that closes while the player is typing is seen as closed (the device clock corrected by the server).
 */
export function useMarketMinute(): number {
  const { offsetMs } = useSnapshot(serverClock);
  const [minute, setMinute] = useState(() => istMinutes(serverNow()));

  useEffect(() => {
    const update = () => setMinute(istMinutes(serverNow()));
    update();
    const timer = setInterval(update, TICK_MS);
    return () => clearInterval(timer);
  }, [offsetMs]);

  return minute;
}
