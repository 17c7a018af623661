/**
 * The operator's maintenance switch as players meet it: what a paused bet or deposit is told when the operator
 * left no message of their own. The server answers these in English; the app writes them in the player's
 * language (its catalogues' valueText knows them).
 */

export type PausedActivity = 'betting' | 'deposits';

export const MAINTENANCE_DEFAULT_MESSAGES: Readonly<Record<PausedActivity, string>> = {
  betting: 'Betting is paused for maintenance. Please try again later.',
  deposits: 'Deposits are paused for maintenance. Please try again later.',
};

/** What a player is told while `activity` is paused: the operator's message, or the default for it. */
export function maintenanceMessage(activity: PausedActivity, operatorMessage: string): string {
  const message = operatorMessage.trim();
  return message === '' ? MAINTENANCE_DEFAULT_MESSAGES[activity] : message;
}
