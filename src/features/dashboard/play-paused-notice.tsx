import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { playPauseAt, useResponsiblePlay, useResponsiblePlayRefresh } from '../../data/responsible-play';
import { useServerNow } from '../../data/server-time';
import { fill, t } from '../../i18n/t-screens';
import { isNetworkError } from '../../api/errors';
import { formatDateTimeIst } from '../../ui/record-format';
import styles from './play-paused-notice.module.css';

function logRefreshFailure(error: unknown): void {
  if (!isNetworkError(error)) console.warn('Responsible play could not be refreshed', error);
}

/**
 * At the top of the dashboard while the player's time-out or self-exclusion runs: bets and deposits are
 * paused, until when, and the way to the Responsible play screen. The router loads it after the first frame; it
 * shows the record remembered on the device at once (offline too) and asks the server for a fresh one.
 */
export default function PlayPausedNotice() {
  const record = useResponsiblePlay();
  useResponsiblePlayRefresh(logRefreshFailure);
  const pause = playPauseAt(record, useServerNow());
  if (!pause) return null;

  const until = formatDateTimeIst(pause.until);
  return (
    <section className={styles.notice} aria-labelledby="play-paused-title" data-testid="play-paused-notice">
      <h2 id="play-paused-title" className={styles.title}>
        {t.playPaused.title}
      </h2>
      <p className={styles.text}>
        {fill(pause.kind === 'timeOut' ? t.playPaused.timeOut : t.playPaused.selfExclusion, { until })} {t.playPaused.withdrawalsStay}
      </p>
      <ul className={styles.ways}>
        <li>
          <Link to={paths.responsiblePlay.getHref()} className={styles.way}>
            {t.playPaused.link}
          </Link>
        </li>
      </ul>
    </section>
  );
}
