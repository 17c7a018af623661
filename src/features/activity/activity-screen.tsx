import { useState } from 'react';
import { paths } from '../../config/paths';
import { activityLine } from '../../domain/activity';
import { language } from '../../i18n/t';
import { t } from '../../i18n/t-screens';
import { fetchOlderActivity, useActivity, type ActivityItem } from '../../data/activity';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { toastLoadFailure } from '../../ui/failure-toasts';
import { FreshnessNote } from '../../ui/freshness-note';
import { formatDateTime } from '../../ui/record-format';
import { ScreenLayout } from '../../ui/screen-layout';
import { Spinner } from '../../ui/spinner';
import cardStyles from '../../ui/card.module.css';
import listStyles from '../../ui/list.module.css';
import styles from './activity.module.css';

/**
 * Activity: what reached the player, newest first, in words. Opening it reads the first page (cached for offline)
 * and marks it read; older pages are fetched on asking.
 */
export default function ActivityScreen() {
  const { items: firstPage, freshness } = useActivity({ onError: toastLoadFailure(t.activity.loadFailed) });
  const [older, setOlder] = useState<{ items: ActivityItem[]; cursor: string | null } | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);

  const shown = firstPage === undefined ? undefined : [...firstPage, ...(older?.items ?? [])];
  const cursor = older ? older.cursor : (firstPage?.at(-1)?.id ?? null);
  const mayHaveOlder = older ? older.cursor !== null : (firstPage?.length ?? 0) >= 20;

  const showOlder = async () => {
    if (cursor === null) return;
    setLoadingOlder(true);
    try {
      const page = await fetchOlderActivity(cursor);
      setOlder({ items: [...(older?.items ?? []), ...page.items], cursor: page.nextCursor });
    } catch (error) {
      toastLoadFailure(t.activity.loadFailed)(error);
    } finally {
      setLoadingOlder(false);
    }
  };

  return (
    <ScreenLayout title={t.activity.title} backTo={paths.dashboard.getHref()}>
      <FreshnessNote {...freshness} />
      {shown === undefined ? (
        <Spinner />
      ) : shown.length === 0 ? (
        <EmptyState title={t.activity.empty} hint={t.activity.emptyHint} />
      ) : (
        <ul className={listStyles.list} data-testid="activity">
          {shown.map((item) => (
            <li key={item.id} className={cardStyles.compactCard} data-kind={item.kind}>
              <p className={styles.line}>
                {activityLine(item, language)}
                {!item.read && <span className={styles.new}>{t.activity.newItem}</span>}
              </p>
              <p className={styles.when}>{formatDateTime(item.at)}</p>
            </li>
          ))}
        </ul>
      )}
      {shown !== undefined && mayHaveOlder && (
        <Button variant="secondary" onClick={() => void showOlder()} disabled={loadingOlder}>
          {t.activity.more}
        </Button>
      )}
    </ScreenLayout>
  );
}
