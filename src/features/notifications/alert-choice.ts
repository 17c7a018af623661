import type { PushFollows } from '../../api/push';
import type { AlertChoice } from '../../data/result-alerts';

export {
  ALERT_CHOICE_KEY,
  DEFAULT_ALERT_CHOICE,
  readAlertChoice,
  saveAlertChoice,
  type AlertChoice,
} from '../../data/result-alerts';

/** The choice as the server takes it: no `gameIds` for the markets bet on today. */
export function followsOf(choice: AlertChoice): PushFollows {
  return { gameIds: choice.follow === 'bets' ? null : choice.gameIds, starline: choice.starline };
}
