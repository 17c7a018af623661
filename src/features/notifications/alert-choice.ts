import { getSetting, saveSetting } from '../../../db/tables';
import type { PushFollows } from '../../api/push';

/**
 * What the player follows on this device (the Notifications screen): kept on the device, so that the in-app
 * messages (result-watch.tsx) work without asking the server, and sent with the push subscription.
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

/** The choice as the server takes it: no `gameIds` for the markets bet on today. */
export function followsOf(choice: AlertChoice): PushFollows {
  return { gameIds: choice.follow === 'bets' ? null : choice.gameIds, starline: choice.starline };
}
