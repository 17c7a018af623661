import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useWithdrawals } from '../../data/wallet';
import { methodText } from '../../i18n/domain-labels';
import { t } from '../../i18n/t-screens';
import { EmptyState } from '../../ui/empty-state';
import { toastLoadFailure } from '../../ui/failure-toasts';
import { formatRupees } from '../../ui/format';
import { FreshnessNote } from '../../ui/freshness-note';
import { formatDateTime } from '../../ui/record-format';
import { accountDetailsText } from '../../ui/record-names';
import { RecordStatusBadge } from '../../ui/record-status';
import { ScreenLayout } from '../../ui/screen-layout';
import { Spinner } from '../../ui/spinner';
import cardStyles from '../../ui/card.module.css';
import listStyles from '../../ui/list.module.css';
import emptyStyles from '../../ui/empty-state.module.css';
import styles from './withdraw.module.css';


/** Withdraw history: one card per request, newest first; the empty state leads to a first withdrawal. */
export default function WithdrawHistoryScreen() {
  const { withdrawals, freshness } = useWithdrawals({ onError: toastLoadFailure(t.withdraw.historyLoadFailed) });

  return (
    <ScreenLayout title={t.screens.withdrawHistory} backTo={paths.wallet.getHref()}>
      <FreshnessNote {...freshness} />
      {withdrawals === undefined ? (
        <Spinner />
      ) : withdrawals.length === 0 ? (
        <EmptyState
          title={t.withdraw.empty}
          hint={t.withdraw.emptyHint}
          actions={
            <Link to={paths.withdrawFund.getHref()} className={emptyStyles.primaryLink}>
              {t.withdraw.makeFirst}
            </Link>
          }
        />
      ) : (
        <ul className={listStyles.list} data-testid="withdrawals">
          {withdrawals.map((withdrawal) => (
            <li key={withdrawal._id} className={cardStyles.compactCard}>
              <div className={styles.itemHead}>
                <p className={listStyles.title}>{methodText(withdrawal.method)}</p>
                <RecordStatusBadge status={withdrawal.status} />
              </div>
              <p className={styles.itemAmount}>{formatRupees(withdrawal.amount)}</p>
              <dl className={styles.itemDetails}>
                <dt>{t.withdraw.date}</dt>
                <dd>{formatDateTime(withdrawal.createdAt)}</dd>
                <dt>{t.withdraw.account}</dt>
                <dd>{accountDetailsText(withdrawal) || '-'}</dd>
                <dt>{t.withdraw.transactionId}</dt>
                <dd>{withdrawal.transactionId || '-'}</dd>
                <dt>{t.withdraw.remarks}</dt>
                <dd>{withdrawal.remarks || '-'}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </ScreenLayout>
  );
}
