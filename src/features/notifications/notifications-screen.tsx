import { useEffect, useState } from 'react';
import { isNetworkError } from '../../api/errors';
import { paths } from '../../config/paths';
import { useGames } from '../../data/games';
import { Button } from '../../ui/button';
import { ScreenLayout } from '../../ui/screen-layout';
import { notify } from '../../ui/toast';
import { readAlertChoice, saveAlertChoice, followsOf, DEFAULT_ALERT_CHOICE, type AlertChoice } from './alert-choice';
import { isPushSupported, subscribeThisBrowser, unsubscribeThisBrowser } from './browser-push';
import cardStyles from '../../ui/card.module.css';
import choiceStyles from '../../ui/choice.module.css';
import listStyles from '../../ui/list.module.css';
import styles from './notifications.module.css';
import { t } from '../../i18n/t-screens';

/**
 * Notifications (docs/operations.md "Result alerts"): the player turns result alerts on for this device, for the
 * markets bet on today (the default) or chosen ones, and Starline. The choice is kept on the device first, so
 * the in-app messages follow it even where the browser cannot take push messages.
 */
export default function NotificationsScreen() {
  // The markets to choose from, fresh.
  const games = useGames().games ?? [];
  const [choice, setChoice] = useState<AlertChoice | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void readAlertChoice().then((stored) => live && setChoice(stored));
    return () => {
      live = false;
    };
  }, []);

  const current = choice ?? DEFAULT_ALERT_CHOICE;
  const change = (update: Partial<AlertChoice>) => setChoice({ ...current, ...update });
  const toggleGame = (gameId: string) =>
    change({
      gameIds: current.gameIds.includes(gameId) ? current.gameIds.filter((id) => id !== gameId) : [...current.gameIds, gameId],
    });

  async function turnOn() {
    setBusy(true);
    const next = { ...current, on: true };
    await saveAlertChoice(next);
    setChoice(next);
    try {
      const outcome = await subscribeThisBrowser(followsOf(next));
      if (outcome === 'on') notify.success(current.on ? t.notifications.saved : t.notifications.turnedOn);
      else notify.info(outcome === 'denied' ? t.notifications.denied : t.notifications.unsupported);
    } catch (error) {
      notify.error(isNetworkError(error) ? t.notifications.offline : t.notifications.pushFailed);
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    setBusy(true);
    const next = { ...current, on: false };
    try {
      await unsubscribeThisBrowser();
      await saveAlertChoice(next);
      setChoice(next);
      notify.success(t.notifications.turnedOff);
    } catch (error) {
      notify.error(isNetworkError(error) ? t.notifications.offline : t.notifications.pushFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <ScreenLayout title={t.notifications.title} backTo={paths.dashboard.getHref()}>
      <div className={cardStyles.stack}>
        <p className={cardStyles.intro}>{t.notifications.intro}</p>
        <section className={styles.card} aria-labelledby="alerts-heading">
          <h2 id="alerts-heading" className={cardStyles.cardTitle}>
            {t.notifications.alertsTitle}
          </h2>
          <p className={listStyles.title} role="status">
            {current.on ? t.notifications.alertsOn : t.notifications.alertsOff}
          </p>
          <fieldset className={choiceStyles.group}>
            <legend className={styles.legend}>{t.notifications.followTitle}</legend>
            <label className={styles.option}>
              <input type="radio" name="follow" checked={current.follow === 'bets'} onChange={() => change({ follow: 'bets' })} />
              <span>
                <span className={choiceStyles.name}>{t.notifications.followBets}</span>
                <span className={choiceStyles.hint}>{t.notifications.followBetsHint}</span>
              </span>
            </label>
            <label className={styles.option}>
              <input type="radio" name="follow" checked={current.follow === 'chosen'} onChange={() => change({ follow: 'chosen' })} />
              <span className={choiceStyles.name}>{t.notifications.followChosen}</span>
            </label>
            {current.follow === 'chosen' &&
              (games.length === 0 ? (
                <p className={listStyles.meta}>{t.notifications.noMarkets}</p>
              ) : (
                <ul className={styles.markets} aria-label={t.notifications.followChosen}>
                  {games.map((game) => (
                    <li key={game._id}>
                      <label className={styles.option}>
                        <input type="checkbox" checked={current.gameIds.includes(game._id)} onChange={() => toggleGame(game._id)} />
                        <span className={choiceStyles.name}>{game.gameName}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              ))}
          </fieldset>
          <label className={styles.option}>
            <input type="checkbox" checked={current.starline} onChange={() => change({ starline: !current.starline })} />
            <span>
              <span className={choiceStyles.name}>{t.notifications.starline}</span>
              <span className={choiceStyles.hint}>{t.notifications.starlineHint}</span>
            </span>
          </label>
          <p className={listStyles.meta}>{isPushSupported() ? t.notifications.inAppNote : t.notifications.unsupported}</p>
          <div className={styles.actions}>
            <Button onClick={() => void turnOn()} disabled={busy || choice === null}>
              {current.on ? t.notifications.save : t.notifications.turnOn}
            </Button>
            {current.on && (
              <Button variant="secondary" onClick={() => void turnOff()} disabled={busy}>
                {t.notifications.turnOff}
              </Button>
            )}
          </div>
        </section>
      </div>
    </ScreenLayout>
  );
}
