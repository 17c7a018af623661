import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { StarlineGame } from '../../api/starline';
import { paths } from '../../config/paths';
import { useServerNow } from '../../data/server-time';
import { startStarlinePolling, useStarlineGames, useStarlineRates } from '../../data/starline';
import { STARLINE_RATE_ROWS } from '../../domain/bet-types';
import { starlineBoardOrder } from '../../domain/starline-board';
import { STARLINE_DEFAULT_RATES, type StarlineStatus } from '../../domain/starline';
import { istMinutes } from '../../domain/time';
import { rateRowText, rateText, starlineGameName } from '../../i18n/domain-labels';
import { closedReasonText, voidedText } from '../../i18n/market-day-text';
import { fill, t } from '../../i18n/t-screens';
import { session } from '../../state/session';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { toastLoadFailure } from '../../ui/failure-toasts';
import { FreshnessNote } from '../../ui/freshness-note';
import { MaintenanceBanner } from '../../ui/maintenance-banner';
import { useMaintenance } from '../../data/maintenance';
import { ScreenLayout } from '../../ui/screen-layout';
import { Spinner } from '../../ui/spinner';
import { StatusBadge, type StatusTone } from '../../ui/status-badge';
import { notify } from '../../ui/toast';
import { StarlineBetDialog } from './starline-bet-dialog';
import { formatOpenTime, formatStarlineResult } from './starline-format';
import { isStarlineBettable, liveStarlineStatus } from './starline-status';
import cardStyles from '../../ui/card.module.css';
import listStyles from '../../ui/list.module.css';
import tabStyles from '../../ui/tabs.module.css';
import styles from './starline.module.css';

// The games are polled every 60 s from the moment Starline is first opened.
startStarlinePolling();

const statusBadges = (): Readonly<Record<StarlineStatus, { tone: StatusTone; label: string }>> => ({
  open: { tone: 'success', label: t.starline.statusOpen },
  closed: { tone: 'danger', label: t.starline.statusClosed },
  result_declared: { tone: 'info', label: t.starline.statusDeclared },
});

/**
 * Starline gaming: the rate banner (defaults when the rates cannot be loaded), the hourly game cards with
 * open time, result or * * *, status, Chart and Play Game; the bet modal. Inactive players see no betting controls.
 */
export default function StarlineGamingScreen() {
  const { user } = useSnapshot(session);
  const { games, freshness } = useStarlineGames({ onError: toastLoadFailure(t.starline.loadFailed) });
  const rates = useStarlineRates() ?? STARLINE_DEFAULT_RATES;
  const minute = istMinutes(useServerNow(15_000));
  const [playing, setPlaying] = useState<StarlineGame | null>(null);
  const canPlay = user?.isActive !== false;
  const maintenance = useMaintenance();

  const play = (game: StarlineGame) => {
    if (!isStarlineBettable(game, minute)) {
      notify.error(t.starline.notAvailable);
      return;
    }
    setPlaying(game);
  };

  // The next draw first (after the day's last one, the next day's first), then the rest by open time.
  const visible = starlineBoardOrder(
    (games ?? []).filter((game) => game.isActive !== false),
    minute,
  );

  return (
    <ScreenLayout title={t.screens.starlineGaming} backTo={paths.dashboard.getHref()}>
      <FreshnessNote {...freshness} />
      {canPlay && <MaintenanceBanner maintenance={maintenance} for={['betting']} />}
      <div className={cardStyles.stack}>
        <section className={styles.rates} aria-labelledby="starline-rates">
          <h2 id="starline-rates" className={styles.ratesTitle}>
            {t.starline.rates}
          </h2>
          <dl className={styles.rateList}>
            {STARLINE_RATE_ROWS.map((row) => (
              <div key={row.key}>
                <dt>{rateRowText(row.key)}</dt>
                <dd>{rateText(rates[row.key])}</dd>
              </div>
            ))}
          </dl>
        </section>

        <nav className={cardStyles.buttonRow} aria-label={t.screens.starlineGaming}>
          <Link to={paths.starlineHistory.getHref()} className={tabStyles.tile}>
            {t.starline.history}
          </Link>
          <Link to={paths.starlineChart.getHref()} className={tabStyles.tile}>
            {t.starline.allCharts}
          </Link>
        </nav>

        {!canPlay && (
          <p className={styles.note} role="note">
            {t.starline.inactiveNote}
          </p>
        )}

        {games === undefined ? (
          <Spinner />
        ) : visible.length === 0 ? (
          <EmptyState title={t.starline.noGames} />
        ) : (
          <ul className={listStyles.list} data-testid="starline-games">
            {visible.map((game) => {
              const status = statusBadges()[liveStarlineStatus(game, minute)];
              const name = starlineGameName(game);
              // Not running today: why, instead of a game to play.
              const closedToday = game.runsToday === false;
              return (
                <li key={game._id} className={cardStyles.compactCard} data-game-id={game._id}>
                  <div className={styles.gameTop}>
                    <p className={listStyles.meta}>{fill(t.starline.openTime, { time: formatOpenTime(game.openTime) })}</p>
                    <StatusBadge tone={status.tone} label={status.label} />
                  </div>
                  <h3 className={styles.gameName}>{name}</h3>
                  {/* In English, the Hindi name under the name; in Hindi it is the name. */}
                  {game.gameNameHindi && name !== game.gameNameHindi.trim() && (
                    <p className={styles.hindi} lang="hi">
                      {game.gameNameHindi}
                    </p>
                  )}
                  <p className={styles.result}>
                    <span className="visually-hidden">{t.starline.resultLabel}: </span>
                    {game.voided ? t.starline.noResult : formatStarlineResult(game.result, game.digit)}
                  </p>
                  {game.voided && (
                    <p className={styles.closedToday} data-testid="voided-note">
                      {voidedText('day')}
                    </p>
                  )}
                  {closedToday && (
                    <p className={styles.closedToday} data-testid="closed-today">
                      {game.closedReason ? closedReasonText(game.closedReason, name) : t.dashboard.closedToday}
                    </p>
                  )}
                  <div className={cardStyles.buttonRow}>
                    <Link to={paths.starlineChart.getHref(game._id)} className={tabStyles.tile}>
                      {t.starline.chart}
                    </Link>
                    {canPlay && !closedToday && <Button onClick={() => play(game)}>{t.starline.play}</Button>}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>

      {playing && canPlay && (
        <StarlineBetDialog game={playing} rates={rates} balance={user?.balance ?? 0} onClose={() => setPlaying(null)} />
      )}
    </ScreenLayout>
  );
}
