import { paths } from '../../config/paths';
import { isOfflineError, useDailyRates } from '../../data/rates';
import { GAME_RATE_ROWS } from '../../domain/bet-types';
import { rateRowText, rateText } from '../../i18n/domain-labels';
import { t } from '../../i18n/t';
import { FreshnessNote } from '../../ui/freshness-note';
import { ScreenLayout } from '../../ui/screen-layout';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import styles from './game-screens.module.css';

/** Game rates: each bet type's stake and what it wins, in rupees. */
export default function GameRatesScreen() {
  // null: not cached (none set, or never loaded); undefined: still reading.
  const { rates, freshness, load } = useDailyRates({
    onError: (error) => {
      if (!isOfflineError(error)) notify.error(t.game.failedToLoadRates);
    },
  });

  const waiting =
    rates === undefined || (rates === null && freshness.updatedAt === null && freshness.online && !load.error);

  return (
    <ScreenLayout title={t.screens.gameRates} backTo={paths.dashboard.getHref()}>
      <FreshnessNote {...freshness} className={styles.freshness} />
      {waiting ? (
        <Spinner />
      ) : rates === null ? (
        <p className={styles.empty}>{t.game.noRates}</p>
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">{t.screens.gameRates}</caption>
          <thead>
            <tr>
              <th scope="col">{t.game.gameType}</th>
              <th scope="col" className={styles.numeric}>
                {t.game.rate}
              </th>
            </tr>
          </thead>
          <tbody>
            {GAME_RATE_ROWS.map(({ key }) => {
              const range = rates[key];
              return (
                <tr key={key}>
                  <th scope="row">{rateRowText(key)}</th>
                  <td className={styles.numeric}>
                    {range ? rateText(range) : '-'}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </ScreenLayout>
  );
}
