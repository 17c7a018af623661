import { useCallback } from 'react';
import type { SessionName } from '../api';
import { fetchExposure, fetchStarlineExposure, type Exposure } from '../insight-api';
import { insightText } from '../insight-text';
import type { Loaded } from './use-load';
import { useLoad } from './use-load';

/**
 * The exposure of the session a declaration form is on, read when the market, session or day is chosen and again
 * on `reload()` (the form calls it just before declaring). Nothing is read until a market is chosen.
 */
export function useDailyExposure(gameId: string | undefined, session: SessionName, gameDate: string) {
  const load = useCallback(
    (): Promise<Exposure | null> => (gameId ? fetchExposure({ gameId, session, gameDate }) : Promise.resolve(null)),
    [gameId, session, gameDate],
  );
  return forTarget(useLoad(load, insightText.exposure.loadFailed), { gameId, gameDate, session });
}

/** The same for a Starline game's one result of the day. */
export function useStarlineExposure(gameId: string | undefined, gameDate: string) {
  const load = useCallback(
    (): Promise<Exposure | null> => (gameId ? fetchStarlineExposure({ gameId, gameDate }) : Promise.resolve(null)),
    [gameId, gameDate],
  );
  return forTarget(useLoad(load, insightText.exposure.loadFailed), { gameId, gameDate });
}

export interface ExposureLoad {
  state: Loaded<Exposure | null>;
  reload: () => void;
}

/**
 * A reload keeps the previous figures in view, which is right for the same session read again, but another
 * session's figures beside this one's form would mislead: they are dropped until this session's arrive.
 */
function forTarget(
  load: ExposureLoad,
  target: { gameId: string | undefined; gameDate: string; session?: SessionName },
): ExposureLoad {
  const data = load.state.data;
  const isOther =
    !!data && (data.gameId !== target.gameId || data.gameDate !== target.gameDate || (target.session !== undefined && data.session !== target.session));
  if (!isOther) return load;
  return { state: load.state.status === 'error' ? { ...load.state, data: undefined } : { status: 'loading' }, reload: load.reload };
}
