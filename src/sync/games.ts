import { db } from '../../db/database';
import { replaceGames } from '../../db/tables';
import type { Games } from '../api/types';
import { POLL_GAMES_MS } from '../domain/constants';
import { syncConditional, syncKeys } from './conditional';
import type { RefresherDefinition } from './scheduler';

/** GET /games (conditional) into the games table; the list arrives sorted by open time. */
export async function refreshGames(signal: AbortSignal): Promise<void> {
  await syncConditional<Games>(syncKeys.games, '/games', {
    signal,
    isCacheEmpty: async () => (await db.games.count()) === 0,
    write: (games) => replaceGames(games),
  });
}

/** The games list, polled every 30 s. */
export const gamesRefresher: RefresherDefinition = {
  name: 'games',
  everyMs: POLL_GAMES_MS,
  run: refreshGames,
};
