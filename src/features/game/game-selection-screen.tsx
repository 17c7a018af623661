import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths } from '../../config/paths';
import { connectivity, isOfflineError, useGame } from '../../data/game';
import { useServerNow } from '../../data/server-time';
import { GAME_SELECTION_BUTTONS } from '../../domain/bet-types';
import { resultOfDay } from '../../domain/market-day';
import {
  betTypeSelectionCheck,
  gameSelectionBanner,
  isBetTypeAvailable,
  sessionAvailability,
  sessionTimingNotice,
} from '../../domain/session';
import { clockTimeToDisplay, istMinutes } from '../../domain/time';
import { closedReasonText, voidedText } from '../../i18n/market-day-text';
import { problemText, t } from '../../i18n/t';
import { session } from '../../state/session';
import { Button } from '../../ui/button';
import { FreshnessNote } from '../../ui/freshness-note';
import { ChartIcon } from '../../ui/icons';
import { ScreenLayout } from '../../ui/screen-layout';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import styles from './game-screens.module.css';

/** Game selection: the market's summary and the seven bet types, each enabled while it can be played. */
export default function GameSelectionScreen() {
  const { gameId = '' } = useParams();
  const navigate = useNavigate();
  const { user } = useSnapshot(session);
  const { online } = useSnapshot(connectivity);
  // undefined while reading the cache, null when the game is not in it.
  const { game, freshness, load } = useGame(gameId, {
    onError: (error) => {
      if (!isOfflineError(error) && !game) notify.error(t.game.failedToLoadGameDetails);
    },
  });
  const now = useServerNow();

  // An inactive player reads charts only and cannot reach a bet.
  if (user?.isActive === false) return <Navigate to={paths.dashboard.getHref()} replace />;

  const waiting = game === undefined || (game === null && online && load.lastSuccessAt === null && !load.error);
  if (waiting) {
    return (
      <ScreenLayout title={t.screens.gameSelection} backTo={paths.dashboard.getHref()}>
        <Spinner label={t.game.loadingGame} />
      </ScreenLayout>
    );
  }

  if (game === null) {
    return (
      <ScreenLayout title={t.screens.gameSelection} backTo={paths.dashboard.getHref()}>
        <div className={styles.notFound} role="alert">
          <p className={styles.notFoundText}>{t.game.gameNotFound}</p>
          <Button onClick={() => navigate(paths.dashboard.getHref())}>{t.game.backToDashboard}</Button>
        </div>
      </ScreenLayout>
    );
  }

  const availability = sessionAvailability(game, istMinutes(now));
  const banner = gameSelectionBanner(availability);
  // A market closed today shows why instead of sessions that never open, and offers no bet types.
  const sessions = availability.closedToday
    ? []
    : (['open', 'close'] as const).map((name) => sessionTimingNotice(name, availability));

  return (
    <ScreenLayout title={t.screens.gameSelection} backTo={paths.dashboard.getHref()}>
      <FreshnessNote {...freshness} className={styles.freshness} />
      <section className={styles.summary} aria-labelledby="game-name">
        <h2 id="game-name" className={styles.gameName}>
          {game.gameName}
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>{t.game.open}</dt>
            <dd>{clockTimeToDisplay(game.openTime)}</dd>
          </div>
          <div>
            <dt>{t.game.close}</dt>
            <dd>{clockTimeToDisplay(game.closeTime)}</dd>
          </div>
          <div>
            <dt>{t.game.result}</dt>
            <dd className={styles.result}>{resultOfDay(game.result, game.voided)}</dd>
          </div>
        </dl>
        {game.voided && (
          <p className={styles.voided} data-testid="voided-note">
            {voidedText(game.voided)}
          </p>
        )}
        {sessions.length > 0 && (
          <ul className={styles.sessionNotices}>
            {sessions.map((notice) => (
              <li key={notice.code} className={notice.available ? styles.available : styles.unavailable}>
                <span aria-hidden="true">{notice.available ? '✓' : '✗'}</span> {problemText(notice)}
              </li>
            ))}
          </ul>
        )}
        <Link to={paths.gameChart.getHref(game._id)} className={styles.chartLink}>
          <ChartIcon size={18} />
          {t.dashboard.chart}
        </Link>
      </section>

      {banner && (
        <p
          className={banner.tone === 'closed' ? `${styles.banner} ${styles.bannerClosed}` : styles.banner}
          role="status"
          data-testid="selection-banner"
        >
          {banner.code === 'CLOSED_TODAY' ? closedReasonText(banner.reason, game.gameName) : problemText(banner)}
        </p>
      )}

      {!availability.closedToday && (
        <div className={styles.betTypes}>
          {GAME_SELECTION_BUTTONS.map(({ betType, path }) => {
            const available = isBetTypeAvailable(betType, availability);
            return (
              <button
                key={betType}
                type="button"
                className={available ? styles.betType : `${styles.betType} ${styles.dimmed}`}
                aria-disabled={!available}
                onClick={() => {
                  const check = betTypeSelectionCheck(betType, availability);
                  if (check.ok) navigate(paths.bet.getHref(path, game._id));
                  else notify.error(problemText(check));
                }}
              >
                {t.betTypes[path]}
              </button>
            );
          })}
        </div>
      )}
    </ScreenLayout>
  );
}
