import { liveQuery } from '../../db/live-query';
import { listBets } from '../../db/history-tables';
import { listStarlineGames } from '../../db/starline-tables';
import { getSetting, listGames, saveSetting } from '../../db/tables';
import type { DailyBet } from '../../contract/bets';
import type { StarlineGame } from '../api/starline';
import type { Game } from '../api/types';

/**
 * What the player follows on this device (the Notifications screen): kept on the device, so that the in-app
 * messages work without asking the server, and sent with the push subscription.
 */
export interface AlertChoice {
  on: boolean;
  follow: 'bets' | 'chosen';
  gameIds: string[];
  starline: boolean;
}

export const ALERT_CHOICE_KEY = 'resultAlerts';

export const DEFAULT_ALERT_CHOICE: AlertChoice = { on: false, follow: 'bets', gameIds: [], starline: false };

export async function readAlertChoice(): Promise<AlertChoice> {
  return { ...DEFAULT_ALERT_CHOICE, ...(await getSetting<Partial<AlertChoice>>(ALERT_CHOICE_KEY)) };
}

export function saveAlertChoice(choice: AlertChoice): Promise<void> {
  return saveSetting(ALERT_CHOICE_KEY, choice);
}

/** The cached markets as the result alerts compare them, with the choice that says which ones are followed. */
export interface FollowedMarkets {
  choice: AlertChoice;
  games: Game[];
  starlineGames: StarlineGame[];
  bets: DailyBet[];
}

/**
 * Calls `next` with the cached markets at once and after every change of the cache (the games poll brings new
 * results into it). Returns the function that stops watching.
 */
export function watchFollowedMarkets(observer: {
  next: (markets: FollowedMarkets) => void;
  error: (error: unknown) => void;
}): () => void {
  const cache = liveQuery(async () => ({
    choice: await readAlertChoice(),
    games: await listGames(),
    starlineGames: await listStarlineGames(),
    bets: await listBets(),
  }));
  const subscription = cache.subscribe(observer);
  return () => subscription.unsubscribe();
}
